import { expect, type Page, type Request } from '@playwright/test';
import {
  expectNoAxeViolations,
  linkIn,
  mailTo,
  MINUTE,
  signIn,
  signInAsNewLearner as newLearner,
  study,
  test,
} from '@tiles/web-e2e/support';

const isHit = (request: Request) => new URL(request.url()).pathname === '/api/event/hit';

const totalStudied = async (page: Page) => (await (await page.request.get('/api/stats')).json()).outcome.data.totalTimeSpent as number;

test.describe('honest time when the network fails', () => {
  test('time studied offline reaches the server once the network returns, in the same page', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
    await newLearner(page, '/it-IT/catalogo-corsi');
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo corsi' })).toBeVisible();
    await page.mouse.move(10, 10);

    await study(page, 4);
    await context.setOffline(true);
    await expect(page.getByRole('alert').filter({ hasText: 'Sei offline' })).toBeVisible();
    await study(page, 1);
    // A navigation while offline: its hit waits in the queue.
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await study(page, 2);
    const hitsBefore: Request[] = [];
    page.on('request', (request) => {
      if (isHit(request)) hitsBefore.push(request);
    });
    await context.setOffline(false);
    await expect(page.getByText('Sei offline')).toHaveCount(0);
    // Without any navigation or reload, the queued hit is sent.
    await expect.poll(() => hitsBefore.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => totalStudied(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(5 * MINUTE * 0.98);

    // The learner navigates: the last two minutes arrive too. 4 + 1 + 2 = 7 minutes in all, within 2 %.
    await page.getByRole('link', { name: 'Catalogo corsi', exact: true }).first().click();
    const expected = 7 * MINUTE;
    await expect.poll(() => totalStudied(page), { timeout: 10_000 }).toBeGreaterThan(expected * 0.98);
    expect(Math.abs((await totalStudied(page)) - expected) / expected).toBeLessThan(0.02);
    await context.close();
  });

  test('opening a course while offline is not a logout: the learner stays and the page recovers', async ({ page, context }) => {
    await signIn(page, 'leonardo@tiles.test');
    await page.goto('/it-IT/catalogo-corsi');
    const course = page.getByRole('article').first().getByRole('link').first();
    await expect(course).toBeVisible();
    // The page arrives rendered; the network goes once its code has loaded and taken it over.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await course.click();
    await expect(page).toHaveURL(/\/it-IT\/course\//);
    await expect(page.getByText('Sei offline', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Sei offline', { exact: false })).toHaveCount(0);
    await expect(page).toHaveURL(/\/it-IT\/course\//);
    await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
  });
});

test.describe('hits are sent for real navigations only', () => {
  test('a first load through a redirect sends no hit, and a logout sends at most one', async ({ page }) => {
    // Hits for a navigation in the app. A page's last interval (subject = the page it leaves, sent when it is
    // hidden or closed, again by the next page if it did not get through) is not a navigation.
    const hits: Request[] = [];
    page.on('request', (request) => {
      if (!isHit(request)) return;
      const hit = request.postDataJSON() as { subject: { id: string }; from?: { id: string } };
      if (hit.from?.id !== hit.subject.id) hits.push(request);
    });
    const subjectOf = (request: Request) => (request.postDataJSON() as { subject: { id: string } }).subject.id;
    // What must happen: a click on a link is a navigation, and sends its hit. Anything sent before it was not one.
    const navigateByLink = async (name: string, path: string) => {
      const sent = page.waitForRequest((request) => isHit(request) && subjectOf(request) === path);
      await page.getByRole('link', { name, exact: true }).first().click();
      await sent;
    };
    await page.goto('/');
    await expect(page).toHaveURL(/\/it-IT$/);
    await page.goto('/chi-siamo');
    await expect(page).toHaveURL(/\/it-IT\/chi-siamo$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateByLink('Catalogo corsi', '/it-IT/catalogo-corsi');
    expect(hits.map(subjectOf)).toEqual(['/it-IT/catalogo-corsi']);

    await signIn(page, 'ipazia@tiles.test');
    await page.goto('/it-IT');
    const beforeLogout = hits.length;
    await page.getByRole('link', { name: 'Esci' }).click();
    await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
    await navigateByLink('Catalogo corsi', '/it-IT/catalogo-corsi');
    // The logout itself at most one, then the click's.
    expect(hits.length - beforeLogout).toBeLessThanOrEqual(2);
    expect(subjectOf(hits.at(-1)!)).toBe('/it-IT/catalogo-corsi');
  });

  test("the page's last hit carries the site and locale headers", async ({ page }) => {
    await signIn(page, 'alan.turing@tiles.test');
    await page.goto('/en-GB/catalogo-corsi');
    await expect(page.getByRole('heading', { level: 1, name: 'Course catalogue' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.mouse.move(10, 10);
    const last = page.waitForRequest(isHit);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const headers = await (await last).allHeaders();
    expect(headers['tiles-site-id']).toBe('tiles');
    expect(headers['tiles-locale-code']).toBe('en-GB');
  });
});

test.describe('visitors and learners', () => {
  test('a visitor who picks a course sees it, signs in from it and lands on that course', async ({ page }) => {
    await page.goto('/it-IT/catalogo-corsi');
    const course = page.getByRole('article').filter({ hasText: 'Roma antica' }).getByRole('link').first();
    await course.click();
    // The course's public page: what it is, what it takes, what it contains, and the ways in.
    await expect(page).toHaveURL(/\/it-IT\/corso\/1\/roma-antica$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Roma antica: dalla fondazione all’impero');
    await expect(page.getByText(/^Circa .+ di studio/)).toBeVisible();
    await expect(page.getByText('3 moduli, 9 lezioni.')).toBeVisible();
    await expect(page.getByText(/^\d+ domande per metterti alla prova/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cosa contiene' }).getByRole('listitem')).toHaveCount(9);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Accedi per iniziare' }).click();
    await expect(page).toHaveURL(/\/it-IT\/login\?returnTo=/);
    await page.getByLabel('Email o nome utente').fill('emmy.noether@tiles.test');
    await page.getByLabel('Password').fill('tiles-demo-2026');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).toHaveURL(/\/course\/\d+\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rom');
  });

  test('a visitor signs up from a course page: the verification link signs her in on that course', async ({ page }) => {
    const email = `visitor.${Date.now()}${Math.floor(Math.random() * 1000)}@example.org`;
    await page.goto('/it-IT/corso/1/roma-antica');
    await page.getByRole('link', { name: 'Iscriviti gratis' }).click();
    await expect(page).toHaveURL(/\/it-IT\/signup\?returnTo=%2Fit-IT%2Fcourse%2F1%2Froma-antica$/);
    await page.getByLabel('Nome').fill('Grazia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a long walk by the river');
    await page.getByRole('button', { name: 'Crea l’account' }).click();
    await expect(page.getByText('Controlla la posta')).toBeFocused();
    await page.goto(linkIn(await mailTo(email)));
    // Verified, signed in, on the course she chose: ready to enrol.
    await expect(page).toHaveURL(/\/it-IT\/course\/1\/roma-antica$/);
    await expect(page.getByRole('button', { name: 'Iscriviti al corso' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Il tuo account' })).toContainText('Grazia');
  });

  test("a link a friend shared keeps its language: a visitor goes to that language's home, signs in, and reaches the page", async ({
    page,
  }) => {
    const response = await page.goto('/en-GB/course/1');
    // Home in English, by the server's own redirect, knowing where to continue.
    expect(response?.request().redirectedFrom()?.url()).toContain('/en-GB/course/1');
    await expect(page).toHaveURL(/\/en-GB\?returnTo=%2Fen-GB%2Fcourse%2F1$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/en-GB\/login\?returnTo=%2Fen-GB%2Fcourse%2F1$/);
    await page.getByLabel('Email or user name').fill('alan.turing@tiles.test');
    await page.getByLabel('Password').fill('tiles-demo-2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en-GB\/course\/1(\/|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ancient Rome: from foundation to empire');
  });

  test('a search that finds nothing says so once', async ({ page }) => {
    await page.goto('/it-IT/catalogo-corsi?q=zzzqqq');
    await expect(page.getByText('Nessun corso corrisponde alla ricerca.')).toHaveCount(1);
    await expect(page.getByText('Nessun corso trovato')).toHaveCount(0);
  });

  test('an empty list leads to the catalogue', async ({ page }) => {
    await newLearner(page, '/it-IT/profile/user-courses');
    await page.getByRole('link', { name: 'Esplora il catalogo' }).click();
    await expect(page).toHaveURL(/\/it-IT\/catalogo-corsi$/);
  });
});
