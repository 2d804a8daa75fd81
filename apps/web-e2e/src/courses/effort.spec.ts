import { expect } from '@playwright/test';
import { signIn, test } from '@tiles/web-e2e/support';

test('course cards and pages say how much study a course takes, and a learner how much is left at their pace', async ({ page }) => {
  // The demo courses have fewer than 5 learners who completed them: the estimate comes from the content, and says so.
  await page.goto('/it-IT/catalogo-corsi');
  await expect(page.getByText(/^Circa .+ di studio \(stima dalla durata dei contenuti\)$/).first()).toBeVisible();
  expect(await page.getByText(/di studio \(stima dalla durata dei contenuti\)$/).count()).toBeGreaterThan(1);

  // The same in the course's JSON, for other clients.
  const course = (await (await page.request.get('/api/lms/courses/1')).json()).outcome;
  expect(course.effort).toMatchObject({ basis: 'content', minutes: expect.any(Number) });

  // Ipazia is halfway through a course: her own pace says what is left.
  await signIn(page, 'ipazia@tiles.test');
  const mine = (await (await page.request.get('/api/lms/my/courses')).json()).outcome as Array<{
    _id: number;
    slug: string;
    progress: { minutesLeft: number | null };
  }>;
  const going = mine.find((entry) => entry.progress.minutesLeft);
  expect(going, 'Ipazia has a course in progress with a completed session').toBeTruthy();
  await page.goto(`/it-IT/course/${going!._id}/${going!.slug}`);
  await expect(page.getByText(/^Circa .+ rimasti, al tuo ritmo$/)).toBeVisible();
  // And on the course's card among her courses.
  await page.goto('/it-IT/profile/user-courses');
  await expect(page.getByRole('article').getByText(/^Circa .+ rimasti, al tuo ritmo$/)).toBeVisible();
});
