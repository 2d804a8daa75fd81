import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { controlled, expectNoAxeViolations, signInAsNewLearner, test, waitForApp } from '@tiles/web-e2e/support';

const ROMA = 1;
/** Where a question says how its answer went: a polite live region (announced, not a status role of its own). */
const FEEDBACK = '[aria-live="polite"]';
const FIRST_SESSION = `/it-IT/course/session/${ROMA}/1/1`;
const DAY = 86_400_000;

/** A new learner, signed in once the course page offers to enrol, enrolled in Ancient Rome. */
const newLearnerInRome = async (page: Page) => {
  await signInAsNewLearner(page, `/it-IT/course/${ROMA}`);
  await expect(page.getByRole('button', { name: 'Iscriviti al corso' })).toBeVisible();
  await enrol(page);
};

/** The authored position of a question's option (what an answer names), read from the session as the learner sees it. */
const authoredPosition = async (page: Page, question: string, option: string) => {
  const session = (await (await page.request.get(`/api/lms/courses/${ROMA}/modules/1/sessions/1`)).json()).outcome;
  const shown = (session.questions as { _id: string; options: string[]; order: number[] }[]).find((entry) => entry._id === question)!;
  return shown.order[shown.options.indexOf(option)]!;
};

/** The key that chooses an option on the review page: its number as shown ("3. Romolo"). */
const keyOfOption = async (page: Page, option: string) =>
  ((await page.locator('label').filter({ hasText: option }).textContent()) ?? '').trim().charAt(0);

/**
 * Four days ago, offline, the learner answered the first session's questions right (the queue sends answers with the
 * time they were made): today their cards are due. Answers what was sent.
 */
const answeredFourDaysAgo = async (page: Page) => {
  const fourDaysAgo = new Date(Date.now() - 4 * DAY).toISOString();
  const past = [
    { question: 'roma-antica-m1s1-q1', response: { text: '753' } },
    { question: 'roma-antica-m1s1-q2', response: { choices: [await authoredPosition(page, 'roma-antica-m1s1-q2', 'Romolo')] } },
    { question: 'roma-antica-m1s1-q3', response: { grade: 3 } },
  ].map((answer) => ({ ...answer, _id: randomUUID(), context: 'session', answeredAt: fourDaysAgo, durationMs: 5000 }));
  expect((await page.request.post('/api/lms/answers', { data: { answers: past } })).status()).toBe(200);
  return past;
};

const enrol = async (page: Page) =>
  expect((await page.request.post(`/api/lms/courses/${ROMA}/enrolment`, { data: {} })).status()).toBe(200);

test('a learner answers a session’s questions, right and wrong, with feedback checked on the server', async ({ page }) => {
  await newLearnerInRome(page);
  // The page's questions never carry what is right.
  const sessionAnswer = page.waitForResponse((response) => response.url().includes('/api/lms/courses/1/modules/1/sessions/1'));
  await page.goto(FIRST_SESSION);
  await waitForApp(page);
  void sessionAnswer.then(async (response) => expect(JSON.stringify(await response.json())).not.toContain('"key"')).catch(() => undefined);
  const practice = page.getByRole('region', { name: 'Mettiti alla prova' });
  await expect(practice).toBeVisible();

  // Wrong: the right answer and the explanation.
  const year = practice.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' }).first();
  await year.getByRole('button', { name: 'Verifica' }).click();
  await expect(year.getByRole('alert')).toHaveText('Scrivi una risposta prima di verificare.');
  await year.getByRole('textbox', { name: 'La tua risposta' }).fill('700');
  await year.getByRole('button', { name: 'Verifica' }).click();
  await expect(year.locator(FEEDBACK)).toContainText('Non proprio. Risposta corretta: 753.');
  await expect(year.locator(FEEDBACK)).toContainText('Varrone');

  // Right, with the keyboard only.
  const king = practice.getByRole('form', { name: 'Chi fu, secondo la leggenda, il primo re di Roma?' });
  await king.getByRole('radio', { name: 'Romolo' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(king.locator(FEEDBACK)).toContainText('Giusto!');

  // A recall card: turned over, then graded by the learner.
  const card = practice.getByRole('form', { name: /Su quale colle sorse/ });
  await card.getByRole('button', { name: 'Mostra la risposta' }).click();
  await expect(card).toContainText('Il Palatino');
  await card.getByRole('button', { name: 'Bene' }).click();
  await expect(card.locator(FEEDBACK)).toContainText('Giusto!');

  // The missed year comes back once more after the last question.
  const retries = practice.getByRole('region', { name: 'Ancora una volta' });
  await expect(retries).toContainText('La domanda sbagliata torna, con le risposte in un ordine nuovo.');
  const yearAgain = retries.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' });
  await yearAgain.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
  await yearAgain.getByRole('button', { name: 'Verifica' }).click();
  await expect(yearAgain.locator(FEEDBACK)).toContainText('Giusto!');
  await expect(practice.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Every question answered once: the practice XP, told in the ledger.
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByText('Tutte le domande di La monarchia e le origini · Introduzione')).toBeVisible();

  // An answer that cannot be recorded says so beside its question and keeps what was entered.
  await page.goto(FIRST_SESSION);
  await waitForApp(page);
  await page.route('**/api/lms/answers', (route) => route.abort('connectionreset'));
  const again = page.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' });
  await again.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
  await again.getByRole('button', { name: 'Verifica' }).click();
  await expect(again.getByRole('alert')).toHaveText('La risposta non è stata registrata. Controlla la connessione e riprova.');
  await expect(again.getByRole('textbox', { name: 'La tua risposta' })).toHaveValue('753');
});

test('a learner reviews due cards with the keyboard, and earns XP only for due cards they recall', async ({ page }) => {
  await newLearnerInRome(page);
  const past = await answeredFourDaysAgo(page);

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

  // Three cards recalled on their due day: XP; answering them again today earns nothing more.
  const ledger = async () =>
    ((await (await page.request.get('/api/lms/game/ledger')).json()).outcome as { source: string; xp: number; count?: number }[]).filter(
      (entry) => entry.source === 'recall',
    );
  expect(await ledger()).toEqual([expect.objectContaining({ xp: 6, count: 3 })]);
  const now = new Date().toISOString();
  const again = past.map((answer) => ({ ...answer, _id: randomUUID(), context: 'review', answeredAt: now }));
  expect((await page.request.post('/api/lms/answers', { data: { answers: again } })).status()).toBe(200);
  expect(await ledger()).toEqual([expect.objectContaining({ xp: 6, count: 3 })]);
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByText('Ripasso: 3 carte ricordate')).toBeVisible();

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
    await answeredFourDaysAgo(page);

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
    expect(recalled).toEqual([expect.objectContaining({ count: 2 })]);
    const review = (await (await page.request.get('/api/lms/review')).json()).outcome;
    expect(review.cards).toEqual([]);
    expect(review.reviewedToday).toBe(3);
    const session = (await (await page.request.get(`/api/lms/courses/${ROMA}/modules/1/sessions/2`)).json()).outcome;
    expect(session.questions[0].last).toMatchObject({ correct: true });
  });
});
