import { expect, type Request } from '@playwright/test';
import { aFreshLearner, DEMO_PASSWORD, getsDuring, isApiCall, test } from '@tiles/web-e2e/support';

const askedTwice = (asked: string[]) => asked.filter((url, index) => asked.indexOf(url) !== index);

test.describe('api calls', () => {
  test('one navigation asks for each thing once: the sign-in, a redirect, a tab', async ({ page }) => {
    await page.goto('/it-IT/login?returnTo=/it-IT/profile');
    const signingIn = await getsDuring(page, async () => {
      await page.getByLabel('Email o nome utente').fill('ipazia@tiles.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Accedi', exact: true }).click();
      // The profile opens its first tab: a redirect, part of the same navigation.
      await expect(page).toHaveURL(/\/it-IT\/profile\/user-courses$/);
    });
    expect(askedTwice(signingIn)).toEqual([]);
    expect(signingIn.filter((url) => url === '/api/auth/user')).toHaveLength(1);

    const toHome = await getsDuring(page, async () => {
      await page.getByRole('link', { name: 'Home' }).first().click();
      await expect(page).toHaveURL(/\/it-IT$/);
    });
    // The user is asked for at every navigation (a session may end in another tab), once.
    expect(toHome.filter((url) => url === '/api/auth/user')).toHaveLength(1);
    expect(askedTwice(toHome)).toEqual([]);

    const toProfile = await getsDuring(page, async () => {
      await page.getByRole('link', { name: 'Il mio profilo' }).first().click();
      await expect(page).toHaveURL(/\/it-IT\/profile\/user-courses$/);
    });
    expect(toProfile.filter((url) => url === '/api/auth/user')).toHaveLength(1);
    expect(askedTwice(toProfile)).toEqual([]);

    const toProgress = await getsDuring(page, async () => {
      await page.getByRole('link', { name: 'I miei progressi' }).click();
      await expect(page.getByRole('heading', { name: 'I miei progressi' })).toBeVisible();
    });
    expect(toProgress).toEqual(expect.arrayContaining(['/api/stats', '/api/lms/review', '/api/auth/user']));
    expect(askedTwice(toProgress)).toEqual([]);
  });

  test('switching language asks for each thing once, in the new language only', async ({ page }) => {
    await aFreshLearner(page);
    await page.goto('/it-IT/profile/user-progress');
    await expect(page.getByRole('heading', { name: 'I miei progressi' })).toBeVisible();
    const switching = await getsDuring(page, async () => {
      await page.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page.getByRole('heading', { name: 'Mein Fortschritt' })).toBeVisible();
    });
    // Before: the user was asked again after saving the language, and the page went back to Italian in between.
    expect(askedTwice(switching)).toEqual([]);
    expect(switching.filter((url) => url === '/api/auth/user')).toHaveLength(1);
    expect(switching).toEqual(expect.arrayContaining(['/api/i18n/boilerplate/?lc=de-DE&fallback=it-IT', '/api/stats']));
    await expect(page).toHaveURL(/\/de-DE\/profile\/user-progress$/);
  });

  test('every /api call carries the site and locale headers', async ({ page }) => {
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (isApiCall(request)) calls.push(request);
    });
    await page.goto('/en-GB');
    await expect(page.getByRole('link', { name: 'History' })).toBeVisible();
    // The first screen paints from the answers the server put into the HTML: no bootstrap round trip.
    expect(calls.map((request) => new URL(request.url()).pathname)).toEqual([]);
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Geschichte' })).toBeVisible();

    const paths = calls.map((request) => new URL(request.url()).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/api/i18n/boilerplate/', '/api/content/tag']));
    for (const request of calls) {
      const headers = await request.allHeaders();
      expect(headers['tiles-site-id'], request.url()).toBe('tiles');
      expect(headers['tiles-locale-code'], request.url()).toMatch(/^(en-GB|de-DE)$/);
    }
    const categoryCalls = calls.filter((request) => request.url().includes('/api/content/tag'));
    expect(await Promise.all(categoryCalls.map(async (request) => (await request.allHeaders())['tiles-locale-code']))).toEqual(['de-DE']);
  });

  // The network fails on the wire (page.route aborts the request); every answer that arrives is the real server's.
  test('a GET whose connection drops is tried once more, then the page loads', async ({ page }) => {
    let attempts = 0;
    await page.route('**/api/content/tag?*', async (route) => {
      attempts += 1;
      if (attempts === 1) await route.abort('connectionreset');
      else await route.continue();
    });
    // The first screen comes preloaded: switching language is what asks for categories.
    await page.goto('/it-IT');
    await expect(page.getByRole('link', { name: 'Storia' })).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Geschichte' })).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('a GET that keeps failing on the network is tried twice and ends on the error screen, in the reader’s language', async ({
    page,
  }) => {
    let attempts = 0;
    await page.route('**/api/content/tag?*', async (route) => {
      attempts += 1;
      await route.abort('connectionreset');
    });
    await page.goto('/it-IT');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByText('Der Server ist nicht erreichbar: Prüfe deine Verbindung.')).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('a POST whose connection drops is never sent again', async ({ page }) => {
    const reports: Request[] = [];
    await page.route('**/api/client-errors', async (route) => {
      reports.push(route.request());
      await route.abort('connectionreset');
    });
    // The error screen reports itself with a POST.
    await page.goto('/fr-FR/x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expect.poll(() => reports.length).toBe(1);
    // What must happen next: another missing page reports itself. A retry of the first would have come before it
    // (the retry delay is 300 ms; this takes a page load).
    await page.goto('/fr-FR/y');
    await expect.poll(() => reports.length).toBe(2);
    expect(reports.map((report) => report.postDataJSON().path)).toEqual(['/fr-FR/x', '/fr-FR/y']);
    expect(reports[0]!.postDataJSON()).toMatchObject({ statusCode: 404, message: 'Page not found: /fr-FR/x', path: '/fr-FR/x' });
  });
});
