import { expect } from '@playwright/test';
import { signIn, test } from '@tiles/web-e2e/support';

test.describe('navigation rules', () => {
  test('/ goes to the default locale root and shows the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/it-IT$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Tiles Learn');
    await expect(page.locator('html')).toHaveAttribute('lang', 'it-IT');
    await expect(page).toHaveTitle('Tiles Learn');
  });

  test('a path without a locale gets the current locale prefixed', async ({ page }) => {
    await page.goto('/chi-siamo?x=1');
    await expect(page).toHaveURL(/\/it-IT\/chi-siamo\?x=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
    await page.goto('/foo');
    await expect(page).toHaveURL(/\/it-IT\/foo$/);
  });

  test('federated and tiles-access are never prefixed', async ({ page }) => {
    await page.goto('/federated/x');
    await expect(page).toHaveURL(/\/federated\/x$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accesso federato');
    await expect(page.getByRole('alert')).toHaveText('Il link di accesso non contiene un token valido.');

    await page.goto('/tiles-access');
    await expect(page).toHaveURL(/\/tiles-access$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accesso a Tiles');
  });

  test('every route of the spec renders its page', async ({ page }) => {
    await signIn(page, 'alan.turing@tiles.test');
    const expectations: [string, string][] = [
      ['/en-GB/catalogo-corsi/storia', 'Course catalogue: History'],
      ['/en-GB/course/1', 'Ancient Rome: from foundation to empire'],
      ['/en-GB/pf/privacy', 'Privacy'],
      ['/en-GB/maintenance', 'Under maintenance'],
      ['/en-GB/profile/user-data', 'My profile'],
    ];
    for (const [path, heading] of expectations) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    }
    await page.goto('/en-GB/course/session/1/2/3');
    await expect(page.getByRole('link', { name: 'Enrol in the course' })).toHaveAttribute('href', '/en-GB/course/1');
    await page.goto('/en-GB/profile');
    await expect(page).toHaveURL(/\/en-GB\/profile\/user-courses$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('My courses');
  });

  test('an anonymous visitor of course or profile pages lands on the home page', async ({ page }) => {
    for (const path of ['/it-IT/profile', '/it-IT/profile/user-data', '/it-IT/course/12', '/it-IT/course/session/1/2/3']) {
      await page.goto(path);
      // Home, in the language of the link, knowing where to continue once signed in.
      await expect(page, path).toHaveURL(new URL(`/it-IT?returnTo=${encodeURIComponent(path)}`, page.url()).toString());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Benvenuto su Tiles Learn');
    }
  });

  test('the language switcher shows the same page in another locale', async ({ page }) => {
    await page.goto('/it-IT/catalogo-corsi');
    await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-GB\/catalogo-corsi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course catalogue');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de-DE\/catalogo-corsi$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurskatalog');
  });

  test('categories come in the locale being read', async ({ page }) => {
    await page.goto('/de-DE');
    await expect(page.getByRole('link', { name: 'Geschichte' })).toBeVisible();
    await page.getByRole('link', { name: 'Italiano' }).click();
    await expect(page.getByRole('link', { name: 'Storia' })).toBeVisible();
  });

  test('focus moves to the main heading after a navigation', async ({ page }) => {
    await page.goto('/it-IT');
    await page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Catalogo corsi' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo corsi' })).toBeFocused();
  });

  test('the skip link leads to the main content', async ({ page }) => {
    await page.goto('/it-IT');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Vai al contenuto' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
