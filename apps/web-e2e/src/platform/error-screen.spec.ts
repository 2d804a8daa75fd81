import { expect } from '@playwright/test';
import { signIn, test } from '@tiles/web-e2e/support';

test.describe('error screen', () => {
  test('a page whose content does not exist answers 404 from the server, as its screen says', async ({ page }) => {
    // Signed in, so course and profile paths are not sent home first.
    await signIn(page, 'ipazia@tiles.test');
    for (const path of [
      '/it-IT/nonexistent-page',
      '/it-IT/course/abc',
      '/it-IT/course/99999',
      '/it-IT/profile/unknown-tab',
      '/it-IT/pf/unknown',
      // A session that does not exist in a course that does.
      '/it-IT/course/session/1/1/99',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Errore 404');
    }
    // A page that exists still answers 200.
    expect((await page.goto('/it-IT/chi-siamo'))?.status()).toBe(200);
  });

  test("a catalogue category the site does not have fails the route's rule: 404 'Page Not Found'", async ({ page }) => {
    for (const locale of ['it-IT', 'en-GB']) {
      const path = `/${locale}/catalogo-corsi/no-such-category`;
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/^(Errore|Error) 404$/);
      await expect(page.getByText(`Page Not Found: ${path}`).or(page.getByText(`Pagina non trovata: ${path}`))).toBeVisible();
      await expect(page.getByText('Nessun corso corrisponde alla ricerca.')).toHaveCount(0);
    }
    // A category it has, and the whole catalogue, are pages.
    expect((await page.goto('/it-IT/catalogo-corsi/lingue'))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi: Lingue');
    expect((await page.goto('/it-IT/catalogo-corsi'))?.status()).toBe(200);
  });

  test('administration pages do not exist for a learner: 404, as for any unknown page', async ({ page, browser }) => {
    await signIn(page, 'ipazia@tiles.test');
    for (const path of ['/it-IT/admin/audit', '/it-IT/admin/texts', '/en-GB/admin/notifications']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/^(Errore|Error) 404$/);
    }
    // Whoever holds the permission opens the page (it then asks them to enter admin mode).
    const admin = await browser.newPage();
    await signIn(admin, 'admin@tiles.test');
    expect((await admin.goto('/it-IT/admin/texts'))?.status()).toBe(200);
    await expect(admin.getByRole('heading', { level: 1 })).not.toHaveText('Errore 404');
    await admin.close();
  });

  test('an unmatched path shows 404 Page not found', async ({ page }) => {
    await page.goto('/fr-FR/chi-siamo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    // Every word in the reader's language: no English status under an Italian toolbar.
    await expect(page.getByText('Pagina non trovata', { exact: true })).toBeVisible();
    await expect(page.getByText('Errore:')).toBeVisible();
    await expect(page.getByText('Pagina non trovata: /fr-FR/chi-siamo')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logo di Tiles Learn' })).toHaveAttribute('src', '/logo/tiles-learn-contrast.svg');
    await expect(page.getByRole('img', { name: /avatar/ })).toBeVisible();
    await expect(page).toHaveTitle('Errore 404');
  });

  test('a failed validate rule shows 404 Page Not Found', async ({ page }) => {
    await signIn(page, 'ipazia@tiles.test');
    await page.goto('/it-IT/course/session/a/b/c');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expect(page.getByText('Pagina non trovata: /it-IT/course/session/a/b/c')).toBeVisible();
  });

  test("in en-GB the error screen keeps the spec's own words", async ({ page }) => {
    await page.goto('/en-GB/non-esiste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error 404');
    await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
    await expect(page.getByText('Page not found: /en-GB/non-esiste')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back to the homepage' })).toBeVisible();
  });

  test('bare /federated is the validate 404, not a blank page', async ({ page }) => {
    await page.goto('/federated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expect(page.getByText('Pagina non trovata: /federated')).toBeVisible();
  });

  test('the error word is red and the card takes 7 of 12 columns', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fr-FR/x');
    await expect(page.getByText('Errore:')).toHaveCSS('color', 'rgb(198, 40, 40)');
    const card = page.locator('main section').first();
    const grid = page.locator('main section').first().locator('xpath=..');
    const [cardBox, gridBox] = [await card.boundingBox(), await grid.locator('xpath=..').boundingBox()];
    expect(cardBox && gridBox).toBeTruthy();
    // 7 of 12 columns, less the gaps: clearly more than half and less than two thirds of the grid.
    const share = cardBox!.width / gridBox!.width;
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.62);
    // In the middle of the page.
    const [cardCentre, gridCentre] = [cardBox!.x + cardBox!.width / 2, gridBox!.x + gridBox!.width / 2];
    expect(Math.abs(cardCentre - gridCentre)).toBeLessThan(2);
  });

  test('going home is a full page load to /', async ({ page }) => {
    await page.goto('/fr-FR/x');
    // The screen arrives server-rendered: its button works once the page's code has taken it over.
    await page.waitForLoadState('networkidle');
    const navigation = page.waitForEvent('framenavigated');
    await page.getByRole('button', { name: 'Torna alla homepage' }).click();
    await navigation;
    await expect(page).toHaveURL(/\/it-IT$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Tiles Learn');
  });

  test('with dc=1 going home leads to /de-DE', async ({ page }) => {
    await page.goto('/fr-FR/x?dc=1');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Torna alla homepage' }).click();
    await expect(page).toHaveURL(/\/de-DE$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen bei Tiles Learn');
  });

  test('the error screen is operable by keyboard', async ({ page }) => {
    await page.goto('/fr-FR/x?dc=1');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Torna alla homepage' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de-DE$/);
  });

  test('a page whose code cannot be fetched reloads once, then shows the product’s error screen in the reader’s language', async ({
    page,
  }) => {
    await signIn(page, 'ipazia@tiles.test');
    await page.goto('/it-IT');
    let fetches = 0;
    await page.route('**/assets/profile-layout-*.js', (route) => {
      fetches += 1;
      return route.abort('connectionreset');
    });
    // A failure reloads the page once (a new build may have replaced the chunk); failing again, the error screen
    // shows in the reader's language — never the router's developer page, never an English fallback.
    await page.getByRole('link', { name: 'Il mio profilo' }).click();
    await expect(page.getByText('Non è stato possibile caricare una parte dell’applicazione: ricarica la pagina.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Errore /);
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByText('Hey developer', { exact: false })).toHaveCount(0);
    expect(fetches).toBeGreaterThanOrEqual(2);
    // It says to reload, and gives the button that does: once the part can load, the page works.
    await page.unroute('**/assets/profile-layout-*.js');
    await page.getByRole('button', { name: 'Ricarica la pagina' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il mio profilo');
  });
});
