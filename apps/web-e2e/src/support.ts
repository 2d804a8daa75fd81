import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { simpleParser } from 'mailparser';
import { createSoftwareAuthenticator } from '@tiles/test-authenticator/software-authenticator';
import { secondsToNextCode, totpCode } from '@tiles/test-authenticator/totp';

/**
 * WCAG 1.4.11 (non-text contrast), which axe does not check: every visible text field, select and text area is
 * told apart from what surrounds it at 3:1 or more, by its border or by its own fill. Inactive (disabled) controls
 * are exempt, as WCAG says (the tester's clock field is disabled until the clock is known).
 */
export const controlsBelowNonTextContrast = (page: Page) =>
  page.evaluate(() => {
    const rgba = (value: string): number[] => (value.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [x, y, z] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * x! + 0.7152 * y! + 0.0722 * z!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [high, low] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
      return (high + 0.05) / (low + 0.05);
    };
    const opaque = (value: string) => (rgba(value)[3] ?? 1) > 0.5;
    /** The colour behind an element: the first ancestor with a fill of its own. */
    const behind = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const fill = getComputedStyle(node).backgroundColor;
        if (opaque(fill)) return rgba(fill);
      }
      return [255, 255, 255];
    };
    const fields = document.querySelectorAll<HTMLElement>(
      'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]), select, textarea',
    );
    return [...fields].flatMap((field) => {
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      if (box.width < 8 || box.height < 8 || style.visibility === 'hidden' || style.opacity === '0' || field.matches(':disabled'))
        return [];
      const around = behind(field);
      const border =
        parseFloat(style.borderTopWidth) > 0 && opaque(style.borderTopColor) ? contrast(rgba(style.borderTopColor), around) : 0;
      const fill = opaque(style.backgroundColor) ? contrast(rgba(style.backgroundColor), around) : 0;
      if (Math.max(border, fill) >= 3) return [];
      const name = field.getAttribute('aria-label') || field.id || field.getAttribute('name') || field.getAttribute('type') || '';
      return [`${field.tagName.toLowerCase()} ${name}: border ${border.toFixed(2)}:1, fill ${fill.toFixed(2)}:1`];
    });
  });

/** axe-core over the whole page, WCAG 2.1 A and AA rules, and the controls' non-text contrast. */
export const expectNoAxeViolations = async (page: Page) => {
  expect(await controlsBelowNonTextContrast(page)).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
};

/**
 * A page of a right-to-left locale as a screen reader or a sideways scroll would meet it: written right to left,
 * axe's WCAG 2.0–2.2 A and AA rules, and nothing wider than the screen.
 */
export const expectReadableRightToLeft = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectNoAxeViolations(page);
  const wcag22 = await new AxeBuilder({ page }).withTags(['wcag22aa']).analyze();
  expect(
    wcag22.violations.map((violation) => violation.id),
    path,
  ).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBeLessThanOrEqual(
    0,
  );
};

/** The password of every demo account (see the README). */
export const DEMO_PASSWORD = 'tiles-demo-2026';

/** The authenticator app of the demo's staff accounts (see the README): base32. */
export const DEMO_TOTP_SECRET = 'KRUWYZLTMRSW233T';

/**
 * A code of the demo staff's authenticator app, taken by the server: a code is good once, so when another worker's
 * sign-in took the current one, the next step's (which the server takes a step early) is tried, and only then is the
 * next step waited for.
 */
export const proveDemoCode = async (send: (code: string) => Promise<number>) => {
  for (let round = 0; round < 3; round += 1) {
    for (const stepsAhead of [0, 1]) if ((await send(await totpCode(DEMO_TOTP_SECRET, stepsAhead))) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, (secondsToNextCode() + 1) * 1000));
  }
  throw new Error('no code of the demo app was taken in three steps');
};

/**
 * Per worker, the passkey each staff account signed in with once: later sign-ins use it (the app's code is good once
 * a 30-second step, and tests sign the administrator in many times a minute).
 */
const staffPasskeys = new Map<string, { authenticator: ReturnType<typeof createSoftwareAuthenticator>; id: string }>();

/** A staff account's second factor after its password: a passkey of this worker, or the app's code and then a new passkey. */
const proveSecondFactor = async (page: Page, login: string) => {
  const kept = staffPasskeys.get(login);
  if (kept) {
    const options = await (await page.request.post('/api/auth/passkeys/sign-in-options', { data: {} })).json();
    const signedIn = await page.request.post('/api/auth/passkeys/sign-in', {
      data: { credential: kept.authenticator.assert(kept.id, options.outcome), ua: 'playwright' },
    });
    expect(signedIn.status()).toBe(200);
    return;
  }
  await proveDemoCode(async (code) => (await page.request.post('/api/auth/second-factor', { data: { code } })).status());
  const port = Number(process.env.E2E_PORT ?? 3100);
  const authenticator = createSoftwareAuthenticator({ origin: `http://localhost:${port}`, rpId: 'localhost', counts: false });
  const options = await (await page.request.post('/api/auth/passkeys/registration-options', { data: {} })).json();
  const added = await page.request.post('/api/auth/passkeys', {
    data: { name: `playwright ${base.info().workerIndex}`, credential: authenticator.register(options.outcome) },
  });
  expect(added.status()).toBe(201);
  staffPasskeys.set(login, { authenticator, id: (await added.json()).outcome.id });
};

/**
 * Signs in through the api, sharing the cookie with the page: for tests that are not about the login form. Staff
 * prove their second factor as the api asks.
 */
export const signIn = async (page: Page, login: string) => {
  const response = await page.request.post('/api/auth/login', { data: { cu: login, cp: DEMO_PASSWORD, ua: 'playwright' } });
  if (response.status() === 401 && (await response.json()).code === 'second-factor-required') return proveSecondFactor(page, login);
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

/** The tab is hidden (another tab or window in front) or shown again, as the browser tells the page. */
export const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/**
 * Waits until the service worker is active and controls the page: the first one claims the pages open when it
 * activates; a page that loaded meanwhile is controlled from its next load.
 */
export const controlled = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 10_000 }).toBe(true);
};

/** Active reading under Playwright's clock: the learner moves the mouse once a minute. */
export const study = async (page: Page, minutes: number) => {
  for (let minute = 0; minute < minutes; minute += 1) {
    await passTime(page, MINUTE);
    await page.mouse.move(100 + minute * 3, 200);
  }
};

/**
 * The hit a navigation sends has reached the server, and nothing waits in the browser's queue, before the learner's
 * next minutes are scripted: the server measures the wall clock from its arrival (a real browser takes
 * milliseconds; a test that moves the clock at once would otherwise take a minute from the page).
 */
export const hitsDelivered = async (page: Page) => {
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]').length)).toBe(0);
};
/**
 * Navigates and waits for the server's answer to the hit of leaving this page: that one, not any hit still in
 * flight from the navigation before (on a busy machine the earlier answer can come after the click, and the
 * minutes scripted next would start before the server heard of this page).
 */
export const navigatedBy = async (page: Page, navigate: () => Promise<unknown>) => {
  // Offline the hit waits in the browser's queue: nothing to wait for.
  if (!(await page.evaluate(() => navigator.onLine))) return navigate();
  const leaving = new URL(page.url()).pathname;
  const hit = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/event/hit') &&
      (response.request().postDataJSON() as { from?: { id?: string } } | null)?.from?.id === leaving,
  );
  await navigate();
  await hit;
};
/** Signs in through the run's identity provider as the learner `sub` (made at their first sign-in), landing on `path`. */
export const federatedSignIn = async (page: Page, sub: string, path: string, name = { given_name: 'Nuovo', family_name: 'Studente' }) => {
  const token = await idpToken({ sub, ...name });
  await page.goto(`/federated/e2e-idp#id_token=${token}&state=${encodeURIComponent(path)}`);
};

/** A learner with no history at all, created by their first federated sign-in, landing on `path`; answers their `sub`. */
export const signInAsNewLearner = async (page: Page, path: string, name = { given_name: 'Nuovo', family_name: 'Studente' }) => {
  const sub = `e2e-new-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await federatedSignIn(page, sub, path, name);
  return sub;
};

/**
 * A learner of their own for a test that writes (enrols, studies, is sent notifications, changes a setting): no other
 * test reads or changes what this one does, so files run alone, in any order, in parallel, and again on the same
 * server. Signed in through the run's identity provider, with the given locale as their own; answers their user id.
 */
export const aFreshLearner = async (
  page: Page,
  {
    locale = 'it-IT',
    name = { given_name: 'Nuovo', family_name: 'Studente' },
  }: { locale?: string; name?: { given_name: string; family_name: string } } = {},
) => {
  await signInAsNewLearner(page, `/${locale}`, name);
  // The landing page signs in from the script; the session exists once the api knows who is calling.
  await expect.poll(async () => (await currentUser(page.request)).status()).toBe(200);
  if (locale !== 'it-IT') expect((await page.request.put('/api/auth/user/locale', { data: { locale } })).status()).toBe(200);
  return (await (await currentUser(page.request)).json()).outcome._id as string;
};

/**
 * Who the api says is signed in, for a page's or a context's cookies. The test's own http client keeps connections
 * alive; one the server has just closed as idle (its keep-alive timeout) resets the request, which a browser would
 * send again (an idempotent request on a reused connection, RFC 9112 9.3.1): so is this one, once.
 */
export const currentUser = async (request: APIRequestContext) => {
  try {
    return await request.get('/api/auth/user');
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return request.get('/api/auth/user');
  }
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
 * Playwright's `test` whose `page` waits, after every goto, reload, back and forward, for the app to take the server-rendered
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
    // Back and forward may load the page afresh (no back/forward cache): the same wait then.
    for (const name of ['goBack', 'goForward'] as const) {
      const go = page[name].bind(page);
      page[name] = async (...args: Parameters<Page['goBack']>) => {
        const response = await go(...args);
        await waitForApp(page);
        return response;
      };
    }
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

/**
 * The newest mail the server wrote to its outbox (`DATA_DIR/outbox`, as `npm start` does without SMTP_URL) for this
 * address, parsed as a mail client would; waits for it up to 10 s. `after`: only mails written after that many.
 */
export const mailTo = async (address: string, { after = 0 }: { after?: number } = {}) => {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = await mailsTo(outbox, address);
    if (mails.length > after) return mails.at(-1)!;
    if (Date.now() > deadline) throw new Error(`no mail #${after + 1} to ${address} in ${outbox}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/** How many mails the outbox holds for this address so far. */
export const mailCount = async (address: string) => (await mailsTo(path.join(process.env.E2E_DATA_DIR!, 'outbox'), address)).length;

const mailsTo = async (outbox: string, address: string) => {
  const files = fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : [];
  const parsed = await Promise.all(files.map(async (name) => simpleParser(fs.readFileSync(path.join(outbox, name)))));
  return parsed.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) => to.value.some((value) => value.address === address)),
  );
};

/** The path (and query) of a mail's first link: where the learner's click goes. */
export const linkIn = (mail: { text?: string | undefined }) => {
  const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error('the mail has no link');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** How long no api GET may be under way before the page counts as done asking. */
const QUIET_MS = 500;

/**
 * The GETs the page makes while `act` runs and until no api GET has been under way for a moment after it. Not the
 * load state's `networkidle`: a client-side navigation loads no document, so that state is long reached and would end
 * the count before the navigation's own requests start.
 */
export const getsDuring = async (page: Page, act: () => Promise<void>) => {
  const asked: string[] = [];
  const underWay = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    if (!isApiCall(request) || request.method() !== 'GET') return;
    asked.push(request.url().replace(/^https?:\/\/[^/]+/, ''));
    underWay.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (underWay.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await act();
  await expect.poll(() => underWay.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [100] }).toBe(true);
  page.off('request', started);
  page.off('requestfinished', ended);
  page.off('requestfailed', ended);
  return asked;
};
