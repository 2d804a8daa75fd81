import { expect, type Page } from '@playwright/test';
import { enterMode, expectNoAxeViolations, federatedSignIn, signIn, signInAsNewLearner, test } from '@tiles/web-e2e/support';

const DARK_BACKGROUND = 'rgb(18, 19, 22)';
const LIGHT_BACKGROUND = 'rgb(251, 250, 247)';

const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const themeCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 't-theme')?.value;

/** The server's HTML for a path, as the browser's first paint sees it (before any script): its <html> tag. */
const firstHtmlTag = async (page: Page, path: string) => /<html[^>]*>/.exec(await (await page.request.get(path)).text())?.[0];

/** The page at `path` is drawn dark and passes axe (contrast included) and the controls' 3:1 rule. */
const expectDarkAndClean = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await pageBackground(page), path).toBe(DARK_BACKGROUND);
  await expectNoAxeViolations(page);
};

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  // Every kind of page in the dark, at a phone's and a desktop's width: text and controls keep their contrast.
  for (const width of [390, 1280]) {
    test(`visitor pages follow a dark system and stay axe-clean at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/it-IT',
        '/it-IT/catalogo-corsi',
        '/it-IT/login',
        '/it-IT/chi-siamo',
        '/it-IT/maintenance',
        '/it-IT/non-esiste',
      ]) {
        await expectDarkAndClean(page, path);
      }
    });

    test(`a learner's pages are axe-clean in the dark at ${width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'ipazia@tiles.test');
      for (const path of [
        '/it-IT',
        '/it-IT/course/1',
        '/it-IT/course/session/1/1/1',
        '/it-IT/profile/user-progress',
        '/it-IT/profile/user-courses',
        '/it-IT/profile/user-review',
        '/it-IT/profile/user-data',
        '/it-IT/profile/user-offline',
        '/it-IT/course/session/x/y/z',
      ]) {
        await expectDarkAndClean(page, path);
      }
      // The charts (drawn as the learner scrolls to them) in the dark's colours: axis labels in the page's text colour.
      await page.goto('/it-IT/profile/user-progress');
      await page.getByRole('heading', { level: 2, name: 'I miei progressi' }).scrollIntoViewIfNeeded();
      await expect(page.locator('figure')).toHaveCount(5);
      const tick = page.locator('figure svg text').first();
      await expect(tick).toBeVisible();
      expect(await tick.evaluate((element) => getComputedStyle(element).fill)).toBe('rgb(235, 233, 228)');
      await expectNoAxeViolations(page);
    });
  }

  test("the administrators' pages are axe-clean in the dark", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin@tiles.test');
    await enterMode(page, 'admin');
    for (const path of ['/it-IT/admin/texts', '/it-IT/admin/game', '/it-IT/admin/notifications', '/it-IT/admin/audit', '/it-IT/course/1']) {
      await expectDarkAndClean(page, path);
    }
  });
});

test.describe('theme choice', () => {
  test("a visitor's choice is kept by the browser and painted by the server's first byte", async ({ page }) => {
    await page.goto('/it-IT/catalogo-corsi');
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    const choice = page.getByRole('combobox', { name: 'Tema' });
    await expect(choice).toHaveValue('system');
    await choice.selectOption({ label: 'Scuro' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    // The page writes the cookie at once; the browser's cookie store has it a moment later.
    await expect.poll(() => themeCookie(page)).toBe('dark');
    expect(await firstHtmlTag(page, '/it-IT/catalogo-corsi')).toContain('data-color-scheme="dark"');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Tema' })).toHaveValue('dark');
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    // Back to the system's: nothing is kept any more.
    await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Come il sistema' });
    await expect.poll(() => pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await expect.poll(() => themeCookie(page)).toBeUndefined();
    expect(await firstHtmlTag(page, '/it-IT/catalogo-corsi')).not.toContain('data-color-scheme');
  });

  test("a learner's choice goes with their account to another device; a failed save says so and changes nothing", async ({
    page,
    browser,
  }) => {
    const sub = await signInAsNewLearner(page, '/it-IT/profile/user-data');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    const choice = page.getByRole('combobox', { name: 'Tema' });

    await page.route('**/api/auth/user/color-scheme', (route) => route.abort('connectionreset'));
    await choice.selectOption({ label: 'Scuro' });
    await expect(page.getByRole('alert').filter({ hasText: 'Il tema non è stato salvato' })).toBeVisible();
    expect(await pageBackground(page)).toBe(LIGHT_BACKGROUND);
    await expect(choice).toHaveValue('system');
    await page.unroute('**/api/auth/user/color-scheme');

    await choice.selectOption({ label: 'Scuro' });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BACKGROUND);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // Another browser, light system: signed in as the same learner, their page is dark from the first byte.
    const other = await browser.newContext({ colorScheme: 'light' });
    const otherPage = await other.newPage();
    await federatedSignIn(otherPage, sub, '/it-IT/profile/user-data');
    await expect(otherPage.getByRole('heading', { level: 2 })).toBeVisible();
    expect(await firstHtmlTag(otherPage, '/it-IT/profile/user-data')).toContain('data-color-scheme="dark"');
    expect(await pageBackground(otherPage)).toBe(DARK_BACKGROUND);
    await other.close();
  });
});
