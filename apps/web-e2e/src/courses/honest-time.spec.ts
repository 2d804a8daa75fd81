import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  federatedSignIn,
  hitsDelivered,
  MINUTE,
  navigatedBy,
  setVisibility,
  signInAsNewLearner,
  study,
  test,
  currentUser,
} from '@tiles/web-e2e/support';

/**
 * Honest time on every way a page is reached: each test scripts real study of known durations (stretches of
 * several minutes, so the real seconds a busy machine adds to the page's clock stay within the ±2 %) (Playwright's clock
 * and the server's move together) and checks what the server credited — the session's xAPI `experienced`
 * durations, the per-category statistics and the session's pending-XP minutes — within ±2 %.
 */

const COURSE = 3;
const CATEGORY = 'Lingue';
const sessionPath = (module: number, session: number) => `/it-IT/course/session/${COURSE}/${module}/${session}`;
const START = new Date('2026-11-20T09:00:00Z');

/** `PT1H2M3.45S` in milliseconds. */
const durationMs = (iso: string) => {
  const [, hours = '0', minutes = '0', seconds = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(iso) ?? [];
  return (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
};

type Statement = { verb: { id: string }; object: { id: string }; result?: { duration?: string } };

/** The learner's credited time on one session, from their xAPI export's `experienced` statements. */
const experiencedMs = async (request: APIRequestContext, module: number, session: number) => {
  const { statements } = (await (await request.get('/api/lms/xapi/statements')).json()) as { statements: Statement[] };
  return statements
    .filter((statement) => statement.verb.id.endsWith('/experienced'))
    .filter((statement) => statement.object.id.endsWith(`/course/${COURSE}/module/${module}/session/${session}`))
    .reduce((sum, statement) => sum + durationMs(statement.result?.duration ?? 'PT0S'), 0);
};

const subjectMs = async (request: APIRequestContext, label: string) => {
  const { courseSubject } = (await (await request.get('/api/stats')).json()).outcome.data as {
    courseSubject: { label: string; data: number }[];
  };
  return courseSubject.find((item) => item.label === label)?.data ?? 0;
};

const missingMinutes = async (request: APIRequestContext, module: number, session: number) => {
  const pending = (await (await request.get('/api/lms/game/ledger/pending')).json()).outcome as {
    course: number;
    module: number;
    session: number;
    missingMinutes: number;
  }[];
  return pending.find((entry) => entry.course === COURSE && entry.module === module && entry.session === session)?.missingMinutes;
};

/** Within ±2 % of the ground truth, once the server has written what the browser sent. */
const expectCredited = async (read: () => Promise<number>, expectedMs: number) => {
  await expect.poll(read, { timeout: 15_000 }).toBeGreaterThan(expectedMs * 0.98);
  const credited = await read();
  // The figures of each path, in the report (the closing note of issue 31 lists them).
  test.info().annotations.push({ type: 'credited', description: `${credited} ms credited for ${expectedMs} ms studied` });
  expect(Math.abs(credited - expectedMs) / expectedMs, `${credited} ms credited for ${expectedMs} ms studied`).toBeLessThan(0.02);
};

/** A new learner enrolled in the course (which opens its first session), under Playwright's clock. */
const enrolledLearner = async (page: Page, name: string) => {
  await page.clock.install({ time: START });
  const sub = await signInAsNewLearner(page, `/it-IT/course/${COURSE}`, { given_name: name, family_name: 'Onesta' });
  const enrol = page.getByRole('button', { name: 'Iscriviti al corso' });
  await expect(enrol).toBeVisible();
  await navigatedBy(page, () => enrol.click());
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 1)}$`));
  await expect(page.getByRole('link', { name: /Lezione successiva/ })).toBeVisible();
  return sub;
};

const previousSession = (page: Page) => navigatedBy(page, () => page.getByRole('link', { name: /Lezione precedente/ }).click());
const nextSession = (page: Page) => navigatedBy(page, () => page.getByRole('link', { name: /Lezione successiva/ }).click());

test('a session opened by typing its address (a full load) is credited with its time and earns toward its XP', async ({ page }) => {
  await enrolledLearner(page, 'Digita');
  // Typed: the server last heard of the first session, the browser is on the second.
  await page.goto(sessionPath(1, 2));
  await hitsDelivered(page);
  await page.getByRole('button', { name: 'Segna come completata' }).click();
  await expect(page.getByRole('heading', { name: 'Lezione completata!' })).toBeVisible();
  // 27 min declared: 30 % of it (8.1 min) is needed for its XP.
  await expect.poll(() => missingMinutes(page.request, 1, 2)).toBe(9);

  await study(page, 6);
  await previousSession(page);
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 1)}$`));

  await expectCredited(() => experiencedMs(page.request, 1, 2), 6 * MINUTE);
  expect(await missingMinutes(page.request, 1, 2)).toBe(3);
  await expectCredited(() => subjectMs(page.request, CATEGORY), 6 * MINUTE);
});

test('a reload and the back and forward buttons keep each minute on the page it was spent on', async ({ page }) => {
  await enrolledLearner(page, 'Ricarica');
  await nextSession(page);
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  await study(page, 6);
  await page.reload();
  await hitsDelivered(page);
  await study(page, 3);
  // Back (within the app) to the first session, then forward again.
  await navigatedBy(page, () => page.goBack());
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 1)}$`));
  await study(page, 3);
  await navigatedBy(page, () => page.goForward());
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  await study(page, 6);
  await previousSession(page);

  await expectCredited(() => experiencedMs(page.request, 1, 2), 15 * MINUTE);
  await expectCredited(() => experiencedMs(page.request, 1, 1), 3 * MINUTE);
});

test('a page left for another site and restored by the back button (the back/forward cache) is credited its time', async ({ page }) => {
  await enrolledLearner(page, 'Ritorna');
  await nextSession(page);
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  await study(page, 6);
  // Another document: the catalogue by its address.
  await page.goto('/it-IT/catalogo-corsi');
  await hitsDelivered(page);
  // Six minutes: the seconds a busy machine's page load adds to the page's flowing clock stay within the ±2 %.
  await study(page, 6);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  await hitsDelivered(page);
  await study(page, 9);
  await previousSession(page);

  await expectCredited(() => experiencedMs(page.request, 1, 2), 15 * MINUTE);
  await expectCredited(() => subjectMs(page.request, 'other'), 6 * MINUTE);
});

/** A second browser of the same learner, to read what the server holds of her after her tab signed out. */
const readerOf = async (browser: Browser, sub: string) => {
  const context = await browser.newContext();
  const reader = await context.newPage();
  await federatedSignIn(reader, sub, '/it-IT');
  await expect.poll(async () => (await currentUser(reader.request)).status()).toBe(200);
  return { request: reader.request, close: () => context.close() };
};

test('signing out mid-visit keeps the time studied until then for the learner', async ({ page, browser }) => {
  const sub = await enrolledLearner(page, 'Esce');
  await nextSession(page);
  await study(page, 12);
  await page.getByRole('link', { name: 'Esci' }).click();
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();

  const reader = await readerOf(browser, sub);
  await expectCredited(() => experiencedMs(reader.request, 1, 2), 12 * MINUTE);
  await reader.close();
});

test("signing in mid-visit: the visitor's minutes are nobody's, the learner's are hers", async ({ page }) => {
  const sub = await enrolledLearner(page, 'Rientra');
  const otherBefore = await subjectMs(page.request, 'other');
  await page.getByRole('link', { name: 'Esci' }).click();
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();

  // As a visitor: 2 minutes on the catalogue, then she signs in and lands on the second session.
  await page.goto('/it-IT/catalogo-corsi');
  await hitsDelivered(page);
  await study(page, 6);
  await federatedSignIn(page, sub, sessionPath(1, 2), { given_name: 'Rientra', family_name: 'Onesta' });
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
  await hitsDelivered(page);
  await study(page, 9);
  await previousSession(page);

  await expectCredited(() => experiencedMs(page.request, 1, 2), 9 * MINUTE);
  // The visitor's catalogue minutes never became hers.
  expect((await subjectMs(page.request, 'other')) - otherBefore).toBeLessThan(0.02 * 6 * MINUTE);
});

test('two tabs of one learner: each page gets the time it was in front, and no minute counts twice', async ({ page, context }) => {
  await enrolledLearner(page, 'Duetab');
  const second = await context.newPage();
  await second.goto(sessionPath(2, 1));
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();

  // The first tab in front for 6 minutes, then the second for 9.
  // Each hidden tab's last interval reaches the server before the next minutes are scripted (see hitsDelivered).
  await setVisibility(second, 'hidden');
  await hitsDelivered(second);
  await study(page, 6);
  await setVisibility(page, 'hidden');
  await hitsDelivered(page);
  await setVisibility(second, 'visible');
  await study(second, 9);
  await setVisibility(page, 'visible');
  await nextSession(second);
  await nextSession(page);

  await expectCredited(() => experiencedMs(page.request, 1, 1), 6 * MINUTE);
  await expectCredited(() => experiencedMs(page.request, 2, 1), 9 * MINUTE);
  await expectCredited(() => subjectMs(page.request, CATEGORY), 15 * MINUTE);
});

test('a hit the server refuses for good leaves the queue, and the offline hits behind it arrive', async ({ page, context }) => {
  await enrolledLearner(page, 'Coda');
  await context.setOffline(true);
  await study(page, 6);
  await nextSession(page);
  await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
  // At the head of the queue, a hit the real server answers 400 (a path that is not one).
  const queueLength = await page.evaluate(() => {
    const queue = JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]') as { identity: string; ua: string }[];
    const refused = { ...queue[0]!, clientId: 'refused-for-good-1', subject: { id: 'not-a-path', meta: [{ field: 'ms', value: 1000 }] } };
    localStorage.setItem('tiles:tracking-queue', JSON.stringify([refused, ...queue]));
    return queue.length + 1;
  });
  expect(queueLength).toBeGreaterThan(1);
  const refusal = page.waitForResponse((response) => response.url().endsWith('/api/event/hit') && response.status() === 400);
  await context.setOffline(false);
  await refusal;

  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]').length)).toBe(0);
  await expectCredited(() => experiencedMs(page.request, 1, 1), 6 * MINUTE);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a session opened from the offline copy is credited its time once the connection is back', async ({ page, context }) => {
    test.setTimeout(90_000);
    await enrolledLearner(page, 'Scollegata');
    await page.goto(`/it-IT/course/${COURSE}`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByRole('button', { name: 'Rendi disponibile offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Disponibile offline/ })).toBeVisible({ timeout: 30_000 });

    await context.setOffline(true);
    await page.goto(sessionPath(1, 3));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('·');
    await study(page, 9);
    await previousSession(page);
    await expect(page).toHaveURL(new RegExp(`${sessionPath(1, 2)}$`));
    await context.setOffline(false);

    await expectCredited(() => experiencedMs(page.request, 1, 3), 9 * MINUTE);
  });
});
