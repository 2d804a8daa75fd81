import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

test('in admin mode an editor who is not enrolled previews a session’s questions as learners will read them', async ({ page }) => {
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  // Course 4: no test enrols the administrator in it.
  await page.goto('/it-IT/course/session/4/1/1');
  const preview = page.getByRole('region', { name: 'Mettiti alla prova' });
  await expect(preview.getByText('Anteprima per chi modifica', { exact: false })).toBeVisible();
  await expect(preview.getByRole('listitem').first()).toBeVisible();
  // Nothing to answer: an editor reading without enrolling has no answers to send.
  await expect(preview.getByRole('button')).toHaveCount(0);
  await expect(preview.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
