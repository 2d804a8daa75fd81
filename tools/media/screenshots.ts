/**
 * Screenshots of every learner page (and the admin toolbar, audit log, the questions before publishing and sending,
 * the offline page, home, a session, progress and admin mode in the dark theme and in Arabic, and the home's next step and
 * a lesson's reward in both) at 1280 and 390 px, for reviewing a
 * design change: `BASE_URL=http://127.0.0.1:3000 npx tsx tools/media/screenshots.ts [out-dir]` against a running
 * product with fresh demo data (`PUBLIC_ENV=local TEST_CLOCK=1 DATA_DIR=<empty dir> npm start`: the test clock lets a lesson's
 * minutes pass for its reward). Writes `<page>-<width>.png` (full page) into out-dir
 * (default docs/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../docs/screenshots'));
const DEMO_PASSWORD = 'tiles-demo-2026';

const learnerPages: [name: string, path: string][] = [
  ['home', '/it-IT'],
  ['home-visitor', '/it-IT'],
  ['catalogue', '/it-IT/catalogo-corsi'],
  ['course', '/it-IT/course/1'],
  ['session', '/it-IT/course/session/1/1/1'],
  ['my-courses', '/it-IT/profile/user-courses'],
  ['progress', '/it-IT/profile/user-progress'],
  ['review', '/it-IT/profile/user-review'],
  ['user-data', '/it-IT/profile/user-data'],
  ['login', '/it-IT/login'],
  ['signup', '/it-IT/signup'],
];

const signIn = async (page: Page, login: string) => {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: { cu: login, cp: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in of ${login} failed: ${response.status()}`);
};

const settle = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.waitForLoadState('networkidle');
};

/** Offline, a page the browser does not keep: the app's offline page (the service worker has kept it). */
const offlineScreenshot = async (width: number) => {
  const offline = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: 1 });
  const learner = await offline.newPage();
  await signIn(learner, 'ada.lovelace@tiles.test');
  await learner.goto(`${baseUrl}/it-IT`);
  await settle(learner);
  await learner.waitForFunction(async () => {
    for (const name of await caches.keys())
      if (name.startsWith('tiles-pages-') && (await (await caches.open(name)).match('/it-IT/offline', { ignoreSearch: true }))) return true;
    return false;
  });
  // The worker takes the page over once active: only then does it answer for the network.
  await learner.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await offline.setOffline(true);
  await learner.goto(`${baseUrl}/it-IT/catalogo-corsi?q=roma`);
  await settle(learner);
  await learner.screenshot({ path: path.join(outDir, `offline-page-${width}.png`), fullPage: true });
  await offline.close();
};

/** Home, a session, the progress page with its charts and admin mode, in a colour scheme and a locale. */
const pictureSet = async (width: number, colorScheme: 'light' | 'dark', suffix: string, locale: string) => {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: 1, colorScheme });
  const page = await context.newPage();
  for (const [name, login, pagePath] of [
    ['home', 'ipazia@tiles.test', ''],
    ['session', 'ada.lovelace@tiles.test', '/course/session/1/1/2'],
    ['progress', 'ipazia@tiles.test', '/profile/user-progress'],
    ['admin-course', 'admin@tiles.test', '/course/1'],
  ] as const) {
    await signIn(page, login);
    await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: name.startsWith('admin') ? 'admin' : 'user' } });
    // A signed-in user's pages follow their account's language: theirs for the picture, set back after it.
    const { locale: own } = (await (await page.request.get(`${baseUrl}/api/auth/user`)).json()).outcome as { locale: string };
    await page.request.put(`${baseUrl}/api/auth/user/locale`, { data: { locale } });
    await page.goto(`${baseUrl}/${locale}${pagePath}`);
    await settle(page);
    // Charts draw as the reader scrolls to them.
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(150);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(outDir, `${name}${suffix}-${width}.png`), fullPage: true });
    await page.request.put(`${baseUrl}/api/auth/user/locale`, { data: { locale: own } });
  }
  await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: 'user' } });
  await context.close();
};

/**
 * The learner's moments (issue 45): a course's public page as a visitor sees it; Ada's home, whose next step is her
 * review or a course to start (she has nothing in progress), and her settings page; and the reward at the end of a
 * lesson (Leonardo, who has no history, studies 15 minutes of a session and completes it; each picture completes
 * another session of Ancient Rome, so the script runs once per demo database).
 */
let momentSession = 0;
const momentsSet = async (width: number, colorScheme: 'light' | 'dark', suffix: string, locale: string) => {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: 1, colorScheme });
  const page = await context.newPage();
  const asLearner = async (login: string) => {
    await signIn(page, login);
    const { locale: own } = (await (await page.request.get(`${baseUrl}/api/auth/user`)).json()).outcome as { locale: string };
    await page.request.put(`${baseUrl}/api/auth/user/locale`, { data: { locale } });
    return () => page.request.put(`${baseUrl}/api/auth/user/locale`, { data: { locale: own } });
  };
  // The public page of a course, as a visitor finds it from the catalogue.
  await page.goto(`${baseUrl}/${locale}/corso/1/roma-antica`);
  await settle(page);
  await page.screenshot({ path: path.join(outDir, `course-preview${suffix}-${width}.png`), fullPage: true });

  const restoreAda = await asLearner('ada.lovelace@tiles.test');
  await page.goto(`${baseUrl}/${locale}`);
  await settle(page);
  await page.screenshot({ path: path.join(outDir, `home-next-step${suffix}-${width}.png`), fullPage: true });
  await page.goto(`${baseUrl}/${locale}/profile/user-settings`);
  await settle(page);
  await page.screenshot({ path: path.join(outDir, `settings${suffix}-${width}.png`), fullPage: true });
  await restoreAda();

  const restoreLeonardo = await asLearner('leonardo@tiles.test');
  await page.request.post(`${baseUrl}/api/lms/courses/1/enrolment`, { data: {} });
  momentSession += 1;
  const place = { course: 1, module: Math.ceil(momentSession / 3), session: ((momentSession - 1) % 3) + 1 };
  const sessionPath = `/course/session/${place.course}/${place.module}/${place.session}`;
  // A quarter of an hour of study on the session, reported as the tracker reports it (with the next page's hit).
  const identity = `screenshots-${Date.now()}`;
  const hit = (pagePath: string, ms: number, where: object) =>
    page.request.post(`${baseUrl}/api/event/hit`, {
      data: {
        clientId: crypto.randomUUID(),
        ua: 'screenshots',
        identity,
        origin: 'web',
        subject: { id: pagePath, meta: [{ field: 'ms', value: ms }] },
        ...where,
      },
    });
  await hit(`/${locale}${sessionPath}`, 0, place);
  // The server credits no more time than passed between two hits: its test clock (TEST_CLOCK=1) moves on as the
  // learner studies; without it the picture shows the little time that really passed.
  await page.request.put(`${baseUrl}/api/test/clock`, { data: { advanceMs: 15 * 60_000 } });
  await hit(`/${locale}`, 15 * 60_000, {});
  await page.goto(`${baseUrl}/${locale}${sessionPath}`);
  await settle(page);
  const complete = page.getByRole('button', { name: /Segna come completata|Mark as completed|Als abgeschlossen markieren|تعليم كمكتملة/ });
  await complete.click();
  // The reward takes the focus with its heading; its figures follow from the server.
  const reward = page.locator('section:has(> h2:focus)');
  await reward.locator('li').first().waitFor();
  await reward.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(outDir, `lesson-complete${suffix}-${width}.png`) });
  await restoreLeonardo();
  await context.close();
};

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [name, pagePath] of learnerPages) {
    if (name === 'login' || name === 'signup' || name === 'home-visitor') await context.clearCookies();
    else await signIn(page, 'ada.lovelace@tiles.test');
    await page.goto(`${baseUrl}${pagePath}`);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  // The home of a learner halfway through a course: where to continue, the next session.
  await signIn(page, 'ipazia@tiles.test');
  await page.goto(`${baseUrl}/it-IT`);
  await settle(page);
  await page.screenshot({ path: path.join(outDir, `home-continue-${width}.png`), fullPage: true });
  // A session's questions after two answers: the feedback the server gave, the options marked.
  await signIn(page, 'ada.lovelace@tiles.test');
  await page.goto(`${baseUrl}/it-IT/course/session/1/1/2`);
  await settle(page);
  const practice = page.getByRole('region', { name: 'Mettiti alla prova' });
  const [first, second] = [practice.getByRole('form').nth(0), practice.getByRole('form').nth(1)];
  await first.getByRole('textbox').fill('5');
  await first.getByRole('button', { name: 'Verifica' }).click();
  await first.locator('[aria-live="polite"]').getByText('Non proprio.').waitFor();
  await second.getByRole('checkbox').nth(0).check();
  await second.getByRole('checkbox').nth(1).check();
  await second.getByRole('checkbox').nth(2).check();
  await second.getByRole('button', { name: 'Verifica' }).click();
  // The options are in Ada's order of this showing: three ticked, right or not, each marked after the check.
  await second
    .locator('[aria-live="polite"]')
    .getByText(/Giusto!|Non proprio\./)
    .waitFor();
  await practice.screenshot({ path: path.join(outDir, `session-questions-${width}.png`) });
  // Admin mode: the toolbar over a page, and the audit log.
  await signIn(page, 'admin@tiles.test');
  await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: 'admin' } });
  for (const [name, pagePath] of [
    ['admin-course', '/it-IT/course/1'],
    ['admin-audit', '/it-IT/admin/audit'],
    ['admin-accounts', '/it-IT/admin/accounts'],
  ] as const) {
    await page.goto(`${baseUrl}${pagePath}`);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: name !== 'admin-course' });
  }
  // The questions asked before writes that reach everyone: publishing drafts (one made for the picture, then
  // discarded) and sending a notification.
  const draft = { translations: { 'it-IT': 'Catalogo dei corsi', 'en-GB': 'Course catalogue', 'de-DE': 'Kurskatalog' } };
  await page.request.put(`${baseUrl}/api/admin/texts/nav.catalogue/draft`, { data: draft });
  await page.goto(`${baseUrl}/it-IT/admin/drafts`);
  await settle(page);
  await page.getByRole('button', { name: 'Pubblica tutto' }).click();
  await page.screenshot({ path: path.join(outDir, `admin-publish-confirm-${width}.png`), fullPage: true });
  await page.request.delete(`${baseUrl}/api/admin/drafts/text/nav.catalogue`, { data: {} });
  await page.goto(`${baseUrl}/it-IT/admin/notifications`);
  await settle(page);
  await page.getByRole('radio', { name: 'Un corsista' }).check();
  await page.getByRole('textbox', { name: 'Email o nome utente del corsista' }).fill('ada.lovelace@tiles.test');
  await page.getByRole('textbox', { name: 'Titolo (it-IT)' }).fill('Nuova lezione online');
  await page.getByRole('textbox', { name: 'Testo (it-IT)' }).fill('Ciao [name], la trovi nel corso.');
  await page.getByText('1 destinatario').waitFor();
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
  const question = page.getByRole('group', { name: /^Inviare questa notifica/ });
  await question.waitFor();
  await question.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(outDir, `admin-send-confirm-${width}.png`) });
  await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: 'user' } });
  await context.close();

  // The dark theme (a system that prefers it), and Arabic (right to left): home, a session, the progress page with
  // its charts, admin mode.
  await pictureSet(width, 'dark', '-dark', 'it-IT');
  await pictureSet(width, 'light', '-ar-EG', 'ar-EG');
  for (const [colorScheme, locale] of [
    ['light', 'it-IT'],
    ['dark', 'it-IT'],
    ['light', 'ar-EG'],
    ['dark', 'ar-EG'],
  ] as const)
    await momentsSet(width, colorScheme, `${locale === 'it-IT' ? '' : `-${locale}`}${colorScheme === 'dark' ? '-dark' : ''}`, locale);
}
for (const width of [1280, 390]) {
  await offlineScreenshot(width).catch((error: unknown) =>
    process.stderr.write(`offline-page-${width}: not taken (${String(error).split('\n')[0]})\n`),
  );
}
await browser.close();
process.stdout.write(`screenshots in ${outDir}\n`);
