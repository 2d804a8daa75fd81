import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { signInAsNewLearner } from '@tiles/web-e2e/support';

export const ROMA = 1;
/** Where a question says how its answer went: a polite live region (announced, not a status role of its own). */
export const FEEDBACK = '[aria-live="polite"]';
const DAY = 86_400_000;

const enrol = async (page: Page) =>
  expect((await page.request.post(`/api/lms/courses/${ROMA}/enrolment`, { data: {} })).status()).toBe(200);

/** A new learner, signed in once the course page offers to enrol, enrolled in Ancient Rome. */
export const newLearnerInRome = async (page: Page) => {
  await signInAsNewLearner(page, `/it-IT/course/${ROMA}`);
  await expect(page.getByRole('button', { name: 'Iscriviti al corso' })).toBeVisible();
  await enrol(page);
};

/** The first session as the learner sees it (opening it is when they could first answer its questions). */
const firstSession = async (page: Page) =>
  (await (await page.request.get(`/api/lms/courses/${ROMA}/modules/1/sessions/1`)).json()).outcome as {
    questions: { _id: string; options: string[]; order: number[] }[];
  };

/** The authored position of a question's option (what an answer names), from the session as the learner sees it. */
const authoredPosition = (session: Awaited<ReturnType<typeof firstSession>>, question: string, option: string) => {
  const shown = session.questions.find((entry) => entry._id === question)!;
  return shown.order[shown.options.indexOf(option)]!;
};

/** The key that chooses an option on the review page: its number as shown ("3. Romolo"). */
export const keyOfOption = async (page: Page, option: string) =>
  ((await page.locator('label').filter({ hasText: option }).textContent()) ?? '').trim().charAt(0);

/** The server's now (the test clock), moved `advanceMs` on. */
export const serverClockMoved = async (page: Page, advanceMs: number) => {
  const moved = await page.request.put('/api/test/clock', { data: { advanceMs } });
  expect(moved.status()).toBe(200);
  return new Date(((await moved.json()) as { now: string }).now);
};

/**
 * The learner opens the first session and answers its questions right; four days pass (the server's clock and the
 * page's): their cards are due today. An answer cannot be dated before the learner saw its question, so the days
 * really pass instead of being claimed. Answers what was sent.
 */
export const cardsDueFourDaysLater = async (page: Page) => {
  const session = await firstSession(page);
  const answeredAt = (await serverClockMoved(page, 0)).toISOString();
  const answers = [
    { question: 'roma-antica-m1s1-q1', response: { text: '753' } },
    { question: 'roma-antica-m1s1-q2', response: { choices: [authoredPosition(session, 'roma-antica-m1s1-q2', 'Romolo')] } },
    { question: 'roma-antica-m1s1-q3', response: { grade: 3 } },
  ].map((answer) => ({ ...answer, _id: randomUUID(), context: 'session', answeredAt, durationMs: 5000 }));
  expect((await page.request.post('/api/lms/answers', { data: { answers } })).status()).toBe(200);
  const now = await serverClockMoved(page, 4 * DAY);
  // The page lives on the server's day (what it sends is dated as the server counts), its time flowing as usual.
  await page.clock.install({ time: now });
  await page.clock.resume();
  return answers;
};
