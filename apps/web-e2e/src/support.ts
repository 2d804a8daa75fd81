import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { createPrivateKey } from 'node:crypto';
import { SignJWT } from 'jose';

/** axe-core over the whole page, WCAG 2.1 A and AA rules. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
};

/** The password of every demo account (see the README). */
export const DEMO_PASSWORD = 'tiles-demo-2026';

/** Signs in through the api, sharing the cookie with the page: for tests that are not about the login form. */
export const signIn = async (page: Page, login: string) => {
  const response = await page.request.post('/api/auth/login', { data: { cu: login, cp: DEMO_PASSWORD, ua: 'playwright' } });
  expect(response.status()).toBe(200);
};

/** Switches the signed-in session's mode on the server (administrative calls are made in admin mode). */
export const enterMode = async (page: Page, mode: 'user' | 'admin' | 'tester') => {
  expect((await page.request.put('/api/auth/mode', { data: { mode } })).status()).toBe(200);
};

/** Resolves when the page's socket has joined its user's room (the server acknowledged create-room). */
export const roomJoined = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ok":true')) resolve();
      });
    });
  });

/** An ID token from the run's local identity provider (configured in playwright.config.ts). */
export const idpToken = (claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256' })
    .setIssuer('https://idp.e2e.test')
    .setAudience('tiles-e2e')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(createPrivateKey({ key: JSON.parse(process.env.E2E_IDP_PRIVATE_JWK!), format: 'jwk' }));

export const MINUTE = 60_000;

/**
 * Time passes for the learner: the page's clock (Playwright's) and the server's (moved through the test-only
 * `PUT /api/test/clock`), so the server's honest-time rules see the minutes really pass.
 */
export const passTime = async (page: Page, ms: number) => {
  const moved = await page.request.put('/api/test/clock', { data: { advanceMs: ms } });
  expect(moved.status()).toBe(200);
  await page.clock.runFor(ms);
};

/** Active reading under Playwright's clock: the learner moves the mouse once a minute. */
export const study = async (page: Page, minutes: number) => {
  for (let minute = 0; minute < minutes; minute += 1) {
    await passTime(page, MINUTE);
    await page.mouse.move(100 + minute * 3, 200);
  }
};

/** A learner with no history at all, created by their first federated sign-in, landing on `path`. */
export const signInAsNewLearner = async (page: Page, path: string, name = { given_name: 'Nuovo', family_name: 'Studente' }) => {
  const token = await idpToken({ sub: `e2e-new-${Date.now()}-${Math.random().toString(36).slice(2)}`, ...name });
  await page.goto(`/federated/e2e-idp#id_token=${token}&state=${encodeURIComponent(path)}`);
};

/**
 * Waits until the app has taken the server-rendered page over (or gives up quietly: a page that left the app).
 * Polled from the test's side: a page under Playwright's clock has no timers of its own to poll with.
 */
export const waitForApp = async (page: Page) => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await page.evaluate(() => document.documentElement.dataset.appReady === 'true').catch(() => true);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Playwright's `test` whose `page` waits, after every goto and reload, for the app to take the server-rendered
 * page over: a learner's click before that would reach plain HTML, not the app.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

/** Drops the connection of the next calls matching `url` and `method`: the network fails, the server is real. */
export const dropWrites = (page: Page, url: string, method: string) =>
  page.route(url, (route) => (route.request().method() === method ? route.abort('connectionreset') : route.continue()));

/** The page is still the product's page, not its error screen. */
export const expectNoErrorScreen = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^Errore /);
};
