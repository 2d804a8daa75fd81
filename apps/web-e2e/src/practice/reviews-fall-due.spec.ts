import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { controlled, expectNoAxeViolations, test, waitForApp } from '@tiles/web-e2e/support';
import { cardsDueFourDaysLater, FEEDBACK, keyOfOption, newLearnerInRome, ROMA, serverClockMoved } from './practice-support';

// The cards fall due as days really pass: the server's clock moves four days ahead, so this runs with the site-wide
// specs, after every spec that reads the server's day beside the browser's.

test('a learner reviews due cards with the keyboard, and earns XP only for due cards whose recall the server checked', async ({ page }) => {
  await newLearnerInRome(page);
  const past = await cardsDueFourDaysLater(page);

  await page.goto('/it-IT/profile/user-review');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Il ripasso di oggi' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ripasso', exact: true })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  await expect(page.getByRole('heading', { name: 'Carta 1 di 3' })).toBeVisible();
  await expect(
    page.getByText('Da «Roma antica: dalla fondazione all’impero», La monarchia e le origini · Introduzione').first(),
  ).toBeVisible();
  // Card 1: the year (typed), card 2: the king (key 1, Enter), card 3: the hill (key to turn, key 3 to grade).
  await page.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
  await page.keyboard.press('Enter');
  await expect(page.locator(FEEDBACK).filter({ hasText: 'Giusto!' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Carta 2 di 3' })).toBeFocused();
  // The keys act only while the focus is inside the card (WCAG 2.1.4): from the page's menu, 2 chooses nothing.
  await page.getByRole('link', { name: 'Ripasso', exact: true }).focus();
  await page.keyboard.press('2');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('heading', { name: 'Carta 2 di 3' }).focus();
  // The options are in this showing's order: Romolo's key is the number it is shown with.
  await page.keyboard.press(await keyOfOption(page, 'Romolo'));
  await expect(page.getByRole('radio', { name: /Romolo/ })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.locator(FEEDBACK).filter({ hasText: 'Giusto!' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Carta 3 di 3' })).toBeFocused();
  await page.keyboard.press('1');
  await expect(page.getByText('Il Palatino')).toBeVisible();
  await page.keyboard.press('3');
  await expect(page.locator(FEEDBACK).filter({ hasText: 'Giusto!' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ripasso finito per oggi' })).toBeFocused();
  await expect(page.getByText('Hai ripassato 3 carte; ricordate: 3.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Three cards recalled on their due day; two were checked by the server (a self-graded card earns no XP), and
  // answering them again today earns nothing more.
  const ledger = async () =>
    ((await (await page.request.get('/api/lms/game/ledger')).json()).outcome as { source: string; xp: number; count?: number }[]).filter(
      (entry) => entry.source === 'recall',
    );
  expect(await ledger()).toEqual([expect.objectContaining({ xp: 4, count: 2 })]);
  const now = (await serverClockMoved(page, 0)).toISOString();
  const again = past.map((answer) => ({ ...answer, _id: randomUUID(), context: 'review', answeredAt: now }));
  expect((await page.request.post('/api/lms/answers', { data: { answers: again } })).status()).toBe(200);
  expect(await ledger()).toEqual([expect.objectContaining({ xp: 4, count: 2 })]);
  await page.goto('/it-IT/profile/user-progress');
  // The XP's line names the cards it was earned for: the two the server checked.
  await expect(page.getByText('Ripasso: 2 carte ricordate')).toBeVisible();

  // Nothing left today: the empty state says when the next card is due.
  await page.goto('/it-IT/profile/user-review');
  await expect(page.getByText('Niente da ripassare ora.')).toBeVisible();
  await expect(page.getByText(/La prossima carta sarà da ripassare il/)).toBeVisible();
});

test.describe('offline', () => {
  // The service worker, which every other spec blocks, keeps the course and the review.
  test.use({ serviceWorkers: 'allow' });

  test('a learner reviews a kept course offline and answers a session’s questions; the answers reach the server once back', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await newLearnerInRome(page);
    await cardsDueFourDaysLater(page);

    // The course is kept offline, then the review is opened once online (the worker keeps it with the course).
    await page.goto(`/it-IT/course/${ROMA}`);
    await controlled(page);
    await page.getByRole('button', { name: 'Rendi disponibile offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Disponibile offline · / })).toBeVisible({ timeout: 30_000 });
    await page.goto('/it-IT/profile/user-review');
    await expect(page.getByRole('heading', { name: 'Carta 1 di 3' })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Carta 1 di 3' })).toBeVisible();
    await page.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
    await page.keyboard.press('Enter');
    const feedback = page.locator(FEEDBACK).filter({ hasText: 'Giusto!' });
    await expect(feedback).toContainText('Salvata in questo browser');
    await page.keyboard.press('Enter');
    await page.keyboard.press(await keyOfOption(page, 'Remo'));
    await page.keyboard.press('Enter');
    await expect(page.locator(FEEDBACK).filter({ hasText: 'Non proprio.' })).toContainText('Risposta corretta: Romolo.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('1');
    await page.keyboard.press('4');
    await expect(page.locator(FEEDBACK).filter({ hasText: 'Giusto!' })).toContainText('Salvata in questo browser');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hai ripassato 3 carte; ricordate: 2.')).toBeVisible();

    // A session of the kept course, offline: its questions are checked with the copy's key.
    await page.goto(`/it-IT/course/session/${ROMA}/1/2`);
    const kings = page.getByRole('form', { name: 'Quanti furono i re di Roma secondo la tradizione?' });
    await kings.getByRole('textbox', { name: 'La tua risposta' }).fill('7');
    await kings.getByRole('button', { name: 'Verifica' }).click();
    await expect(kings.locator(FEEDBACK)).toContainText('Giusto!');
    await expect(kings.locator(FEEDBACK)).toContainText('Salvata in questo browser');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tiles:pending-answers:')).length)).toBe(1);

    // Back online: the four answers go out with the times they were made; the server recorded each once.
    await context.setOffline(false);
    await page.reload();
    await expect
      .poll(async () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tiles:pending-answers:')).length), {
        timeout: 20_000,
      })
      .toBe(0);
    const recalled = (
      (await (await page.request.get('/api/lms/game/ledger')).json()).outcome as { source: string; count?: number }[]
    ).filter((entry) => entry.source === 'recall');
    // The year, typed and checked with the copy's key; the self-graded card schedules but earns nothing.
    expect(recalled).toEqual([expect.objectContaining({ count: 1 })]);
    const review = (await (await page.request.get('/api/lms/review')).json()).outcome;
    expect(review.cards).toEqual([]);
    expect(review.reviewedToday).toBe(3);
    const session = (await (await page.request.get(`/api/lms/courses/${ROMA}/modules/1/sessions/2`)).json()).outcome;
    expect(session.questions[0].last).toMatchObject({ correct: true });
  });
});
