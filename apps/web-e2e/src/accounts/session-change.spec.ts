import { expect, type Page } from '@playwright/test';
import { aFreshLearner, DEMO_PASSWORD, getsDuring, signInAsNewLearner, test } from '@tiles/web-e2e/support';

const signInWithForm = async (page: Page, login: string) => {
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await page.getByLabel('Email o nome utente').fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
};

test('a second learner on the same tab sees none of the first one’s data', async ({ page }) => {
  // A learner of her own enrols in a course: it is in her courses.
  await aFreshLearner(page, { name: { given_name: 'Ipsa', family_name: 'Prima' } });
  await page.goto('/it-IT/catalogo-corsi');
  await page.getByRole('article').filter({ hasText: 'Fogli di calcolo' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page).toHaveURL(/\/course\/session\//);
  await page.getByRole('link', { name: 'Il mio profilo' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Fogli di calcolo' })).toBeVisible();

  // She signs out; Leonardo signs in on the same tab, without a reload.
  await page.getByRole('link', { name: 'Esci' }).click();
  await expect(page.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  await signInWithForm(page, 'leonardo@tiles.test');
  await page.getByRole('link', { name: 'Il mio profilo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'I miei corsi' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Fogli di calcolo' })).toHaveCount(0);
  await expect(page.getByText('Ipsa')).toHaveCount(0);
});

test('another learner signed in meanwhile, whose first call fails, sees nothing of the learner before', async ({ page }) => {
  await signInAsNewLearner(page, '/it-IT/catalogo-corsi', { given_name: 'Ada', family_name: 'Prima' });
  await page.getByRole('article').filter({ hasText: 'Fogli di calcolo' }).getByRole('link').first().click();
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page).toHaveURL(/\/course\/session\//);
  // Until the profile has asked all it asks: a question of who is signed in still under way when the network comes
  // back would answer for Ada, and the reconnect's own question is not asked while one is pending.
  await getsDuring(page, async () => {
    await page.getByRole('link', { name: 'Il mio profilo' }).click();
    await expect(page.getByRole('article').filter({ hasText: 'Fogli di calcolo' })).toBeVisible();
  });

  // In another tab of the same browser Leonardo signs in: the session cookie is now his. This tab learns it when
  // the network comes back (it asks again who is signed in), and its call for his courses fails.
  const signedIn = await page.request.post('/api/auth/login', { data: { cu: 'leonardo@tiles.test', cp: DEMO_PASSWORD, ua: 'playwright' } });
  expect(signedIn.status()).toBe(200);
  await page.route('**/api/lms/my/courses?*', (route) => route.abort('connectionreset'));
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  // The bell now lists his notifications (its list is rendered while its panel is open).
  const bell = page.getByRole('button', { name: /^Notifiche:/ });
  await expect(async () => {
    if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
    await expect(page.getByRole('heading', { name: 'Benvenuto, Leonardo!' })).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Riprova' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'I miei corsi' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Fogli di calcolo' })).toHaveCount(0);
  await expect(page.getByText(/\bAda\b/)).toHaveCount(0);
});
