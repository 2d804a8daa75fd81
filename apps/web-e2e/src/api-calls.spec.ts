import { expect, type Request } from '@playwright/test';
import { test } from './support';

const isApiCall = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

test.describe('api calls', () => {
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

  test('a GET answered 503 is retried exactly once, then the page loads', async ({ page }) => {
    let attempts = 0;
    // Fault injection on the wire: the first answer is replaced by a 503; the retry reaches the real server.
    await page.route('**/api/content/tag?*', async (route) => {
      attempts += 1;
      if (attempts === 1) {
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'injected' }),
        });
      } else {
        await route.continue();
      }
    });
    // The first screen comes preloaded: switching language is what asks for categories.
    await page.goto('/it-IT');
    await expect(page.getByRole('link', { name: 'Storia' })).toBeVisible();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('link', { name: 'Geschichte' })).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('a GET that keeps failing is tried twice and ends on the error screen', async ({ page }) => {
    let attempts = 0;
    await page.route('**/api/content/tag?*', async (route) => {
      attempts += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'Categories are resting' }),
      });
    });
    await page.goto('/it-IT');
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fehler 503');
    // The learner reads what happened in their language, from the answer's code; never the api's English words.
    await expect(page.getByText('Der Dienst ist gerade nicht verfügbar: Versuche es gleich noch einmal.')).toBeVisible();
    await expect(page.getByText('Categories are resting')).toHaveCount(0);
    expect(attempts).toBe(2);
  });

  test('a POST answered 503 is never retried', async ({ page }) => {
    const reports: Request[] = [];
    await page.route('**/api/client-errors', async (route) => {
      reports.push(route.request());
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'injected' }),
      });
    });
    // The error screen reports itself with a POST.
    await page.goto('/fr-FR/x');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expect.poll(() => reports.length).toBe(1);
    // A retry would come within the retry delay (at most 5 s); give it well past the default 300 ms.
    await page.waitForTimeout(1_500);
    expect(reports).toHaveLength(1);
    expect(reports[0]!.postDataJSON()).toMatchObject({ statusCode: 404, message: 'Page not found: /fr-FR/x', path: '/fr-FR/x' });
  });
});
