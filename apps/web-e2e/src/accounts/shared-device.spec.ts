import { expect, request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test';
import { controlled, DEMO_PASSWORD, roomJoined, signInAsNewLearner, test } from '@tiles/web-e2e/support';

// The service worker keeps the pages a learner opened: the subject here.
test.use({ serviceWorkers: 'allow' });

/** The pages she opens, each by a full load so the worker keeps it: her profile shows her name and email. */
const VISITED = ['/it-IT/profile/user-data', '/it-IT/course/2', '/it-IT/catalogo-corsi', '/it-IT'];

/** Opens every page she will visit, online, and sees her own name on her profile. */
const visitEverything = async (page: Page, name: string) => {
  await controlled(page);
  for (const path of VISITED) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto(VISITED[0]!);
  await expect(page.locator('#user-data-name')).toHaveValue(name);
  // The worker has kept her pages: offline, her profile opens from it (the starting point of each test).
  const kept = await page.evaluate(async () => (await caches.keys()).filter((cache) => cache.startsWith('tiles-pages-')).length);
  expect(kept).toBeGreaterThan(0);
};

/** Offline, every page she visited: none shows anything of hers. */
const expectNothingOfHers = async (page: Page, context: BrowserContext, traces: string[]) => {
  await context.setOffline(true);
  for (const path of VISITED) {
    const opened = await page.goto(path).catch(() => null);
    if (!opened) continue;
    const html = await page.content();
    for (const trace of traces) expect(html, `${path} offline`).not.toContain(trace);
  }
  await context.setOffline(false);
};

const newLearnerName = () => `Condivisa${Math.random().toString(36).slice(2, 7)}`;

test('a logout sent straight to the api leaves nothing of her on the device', async ({ page, context }) => {
  const name = newLearnerName();
  await signInAsNewLearner(page, VISITED[0]!, { given_name: name, family_name: 'Api' });
  await visitEverything(page, name);
  // Another client of hers (a script, an app sharing the cookie) signs out; no page of the app is told.
  expect((await page.request.post('/api/auth/logout', { data: {} })).status()).toBe(200);
  await expectNothingOfHers(page, context, [name]);
});

test('a session cookie that was cleared leaves nothing of her on the device', async ({ page, context }) => {
  const name = newLearnerName();
  await signInAsNewLearner(page, VISITED[0]!, { given_name: name, family_name: 'Cancellata' });
  await visitEverything(page, name);
  await context.clearCookies();
  await expectNothingOfHers(page, context, [name]);
});

test('a session cookie that expired leaves nothing of her on the device', async ({ page, context }) => {
  const name = newLearnerName();
  await signInAsNewLearner(page, VISITED[0]!, { given_name: name, family_name: 'Scaduta' });
  await visitEverything(page, name);
  // Both cookies as the server set them, but ending in a moment (the server gives both the same lifetime).
  const soon = Date.now() / 1000 + 2;
  const cookies = (await context.cookies()).filter((cookie) => ['t-ssid', 't-live'].includes(cookie.name));
  expect(cookies).toHaveLength(2);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, expires: soon })));
  await page.waitForTimeout(2_500);
  await expectNothingOfHers(page, context, [name]);
});

test('a session closed from elsewhere (its refresh token reused) leaves nothing of her on the device', async ({ page, context }) => {
  const joined = roomJoined(page);
  const signedIn = await page.request.post('/api/auth/login', {
    data: { cu: 'alan.turing@tiles.test', cp: DEMO_PASSWORD, ua: 'e2e', tokens: true },
  });
  expect(signedIn.status()).toBe(200);
  const { refreshToken } = (await signedIn.json()).outcome as { refreshToken: string };
  await page.goto('/it-IT');
  await visitEverything(page, 'Alan');
  await joined;

  // The refresh token leaks: swapped once, presented again after its grace period, the whole session closes.
  // Another client of the same server (the port the suite runs on).
  const elsewhere = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  expect((await elsewhere.post('/api/auth/refresh', { headers: { 'x-rt': refreshToken } })).status()).toBe(200);
  expect((await elsewhere.put('/api/test/clock', { data: { advanceMs: 31_000 } })).status()).toBe(200);
  expect((await elsewhere.post('/api/auth/refresh', { headers: { 'x-rt': refreshToken } })).status()).toBe(401);
  await elsewhere.dispose();

  // The server closed her live channel: the page learns the session is over and says so.
  await expect(page.getByRole('link', { name: /^(Accedi|Sign in)$/ }).first()).toBeVisible({ timeout: 15_000 });
  await expectNothingOfHers(page, context, ['alan.turing@tiles.test', 'Turing']);
});
