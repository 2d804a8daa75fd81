import { expect, type Page } from '@playwright/test';
import { controlled, expectNoAxeViolations, signInAsNewLearner, test, currentUser } from '@tiles/web-e2e/support';

// The service worker, which every other spec blocks, is the subject here.
test.use({ serviceWorkers: 'allow' });

const COURSE = 2;
const COURSE_TITLE = 'Il Rinascimento italiano';

/** Reading for real: the mouse moves now and then while `seconds` pass. */
const readFor = async (page: Page, seconds: number) => {
  for (let second = 0; second < seconds; second += 1) {
    await page.mouse.move(100 + second * 7, 220 + (second % 3) * 5);
    await page.waitForTimeout(1_000);
  }
};

const cachesOf = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('tiles-')));

test('a learner keeps a course offline, studies and completes a session without a connection, and the server has it all once back', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAsNewLearner(page, `/it-IT/course/${COURSE}`, { given_name: 'Viaggia', family_name: 'Intreno' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_TITLE);
  // The first session opens at enrolment: its answer (which records where the learner is) arrives before leaving it.
  const sessionOpened = page.waitForResponse(
    (response) => response.url().includes(`/api/lms/courses/${COURSE}/modules/1/sessions/1`) && response.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page).toHaveURL(new RegExp(`/it-IT/course/session/${COURSE}/1/1$`));
  expect((await sessionOpened).status()).toBe(200);
  const learner = (await (await currentUser(page.request)).json()).outcome._id as string;

  // Back on the course page: keep it offline.
  await page.goto(`/it-IT/course/${COURSE}`);
  await controlled(page);
  // Installable as an app: Chromium reads the manifest without an error and finds nothing missing (a test
  // browser's private profile aside, which no site can change).
  const devtools = await context.newCDPSession(page);
  const appManifest = await devtools.send('Page.getAppManifest');
  expect(appManifest.errors).toEqual([]);
  expect(appManifest.url).toBe(new URL('/manifest.webmanifest?lc=it-IT', page.url()).href);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest?lc=it-IT')).json()) as { start_url: string; name: string };
  expect(manifest).toMatchObject({ start_url: '/it-IT', name: 'Tiles Learn', display: 'standalone' });
  await page.getByRole('button', { name: 'Rendi disponibile offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Disponibile offline · [\d,.]+ (kB|MB)$/ })).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  // Keeping the copies did not move where the learner left off (the first session, opened at enrolment).
  const resume = (await (await page.request.get(`/api/lms/courses/${COURSE}`)).json()).outcome.progress.lastSession;
  expect(resume).toEqual({ module: 1, session: 1 });

  // The profile lists it with its size; the page is axe-clean.
  await page.goto('/it-IT/profile/user-offline');
  await expect(page.getByRole('heading', { level: 2, name: 'Disponibili offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: COURSE_TITLE })).toBeVisible();
  await expect(page.getByText(/^9 lezioni · [\d,.]+ (kB|MB) · Salvato il /)).toBeVisible();
  await expectNoAxeViolations(page);
  // A removal the browser refuses says so beside its button, and the course stays kept.
  await page.evaluate(() => {
    Cache.prototype.delete = () => Promise.reject(new DOMException('refused', 'UnknownError'));
  });
  await page.getByRole('button', { name: `Rimuovi ${COURSE_TITLE}` }).click();
  await expect(page.getByRole('alert')).toHaveText('Non è stato possibile rimuovere la copia offline: riprova.');
  await page.reload();
  await expect(page.getByRole('link', { name: COURSE_TITLE })).toBeVisible();

  // The connection goes: the course opens from this browser, after a reload too.
  await context.setOffline(true);
  await page.goto(`/it-IT/course/${COURSE}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(COURSE_TITLE);
  // The page itself is whole (the bell's closed panel may say its list cannot be loaded: that is true offline).
  await expect(page.getByRole('main').getByText('Il server non è raggiungibile', { exact: false })).toHaveCount(0);

  // Two sessions, studied for real time; the second (a review session) is completed and its sheet downloaded.
  await page.goto(`/it-IT/course/session/${COURSE}/1/2`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('·');
  await readFor(page, 5);
  await page.getByRole('link', { name: /Lezione successiva/ }).click();
  await expect(page).toHaveURL(new RegExp(`/it-IT/course/session/${COURSE}/1/3$`));
  await readFor(page, 5);
  await page.getByRole('button', { name: 'Segna come completata' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lezione completata offline' })).toHaveText(
    'Lezione completata offline: verrà salvata quando tornerai online.',
  );
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Scheda di ripasso/ }).click();
  expect((await download).suggestedFilename()).toBe('rinascimento-italiano-modulo-1.txt');

  // Back online, the learner goes on: the completion goes out once, the time with it; the server counts both.
  await context.setOffline(false);
  await page.reload();
  await expect
    .poll(async () => (await (await page.request.get(`/api/lms/courses/${COURSE}`)).json()).outcome.progress.completedSessions, {
      timeout: 15_000,
    })
    .toBe(1);
  await expect(page.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();
  await expect
    .poll(async () => (await (await page.request.get('/api/stats')).json()).outcome.data.totalTimeSpent, { timeout: 15_000 })
    .toBeGreaterThan(4_000);
  const ledger = (await (await page.request.get('/api/lms/game/ledger')).json()).outcome as { reason?: string }[];
  const pending = (await (await page.request.get('/api/lms/game/ledger/pending')).json()).outcome as unknown[];
  // A few seconds of study earn no XP by the rule (max(2 min, 30 %)): the lesson waits for its minutes, as online.
  expect(ledger.length + pending.length).toBeGreaterThan(0);

  // Logging out offline forgets everything kept for this learner in this browser.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Esci' }).click();
  await expect.poll(() => cachesOf(page)).not.toContain(`tiles-offline-${learner}`);
  expect((await cachesOf(page)).filter((name) => name.endsWith(learner))).toEqual([]);

  // Back online, the next page closes the session the server still held: the learner is not signed in again.
  await context.setOffline(false);
  await page.goto('/it-IT');
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  await expect.poll(async () => (await currentUser(page.request)).status()).toBe(401);

  // Another learner signs in on this browser: the first learner's pages are not served to them, even offline.
  await signInAsNewLearner(page, '/it-IT', { given_name: 'Seconda', family_name: 'Persona' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  // What opens (the app's offline page, after the worker's redirect, or the browser's own) is not hers.
  await page.goto(`/it-IT/course/session/${COURSE}/1/3`).catch(() => undefined);
  await expect.poll(() => page.content().catch(() => 'still navigating')).not.toMatch(/Viaggia|still navigating/);
  await context.setOffline(false);
});

/** Waits until the service worker keeps the app's offline page of `locale` (it fetches it while a page is open). */
const offlinePageKept = (page: Page, locale: string) =>
  expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          for (const name of await caches.keys()) {
            if (!name.startsWith('tiles-pages-')) continue;
            if (await (await caches.open(name)).match(path, { ignoreSearch: true })) return true;
          }
          return false;
        }, `/${locale}/offline`),
      { timeout: 15_000 },
    )
    .toBe(true);

test("offline, a page that is not kept opens the app's offline page: the courses at hand, and the page itself once back", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signInAsNewLearner(page, `/it-IT/course/${COURSE}`, { given_name: 'Senza', family_name: 'Rete' });
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page).toHaveURL(new RegExp(`/it-IT/course/session/${COURSE}/1/1$`));
  await page.goto(`/it-IT/course/${COURSE}`);
  await controlled(page);
  await page.getByRole('button', { name: 'Rendi disponibile offline' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Disponibile offline · / })).toBeVisible({ timeout: 30_000 });
  await page.goto('/it-IT/profile/user-courses');
  await offlinePageKept(page, 'it-IT');

  await context.setOffline(true);
  // A search never made: the app's offline page, in the app's layout and language, instead of the browser's.
  const asked = '/it-IT/catalogo-corsi?q=roma';
  await page.goto(asked);
  await expect(page).toHaveURL(/\/it-IT\/offline\?from=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
  await expect(page.getByText(`La pagina ${asked} non è disponibile senza connessione`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Il tempo di studio viene conservato' })).toBeVisible();
  const kept = page.getByRole('region', { name: 'I tuoi corsi disponibili offline' });
  await expect(kept.getByRole('link', { name: COURSE_TITLE })).toBeVisible();
  await expectNoAxeViolations(page);

  // "I miei corsi", kept from before, lists what is at hand instead of "the server cannot be reached".
  await page.goto('/it-IT/profile/user-courses');
  await expect(
    page.getByRole('region', { name: 'I tuoi corsi disponibili offline' }).getByRole('link', { name: COURSE_TITLE }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Il server non è raggiungibile', { exact: false })).toHaveCount(0);

  // The connection returns: the offline page opens the page asked for by itself.
  await page.goto(asked);
  await expect(page).toHaveURL(/\/it-IT\/offline\?from=/);
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`${asked.replace('?', '\\?')}$`), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
});

test('a visitor offline gets the offline page too, without the study-time banner that is only for learners', async ({ page, context }) => {
  await page.goto('/it-IT');
  await controlled(page);
  await offlinePageKept(page, 'it-IT');
  await context.setOffline(true);
  await page.goto('/it-IT/catalogo-corsi?q=pace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sei offline');
  await expect(page.getByRole('alert').filter({ hasText: 'le pagine si aggiorneranno da sole' })).toBeVisible();
  await expect(page.getByText('Il tempo di studio', { exact: false })).toHaveCount(0);
  await context.setOffline(false);
});
