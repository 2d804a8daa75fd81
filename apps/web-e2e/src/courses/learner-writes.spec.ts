import { expect } from '@playwright/test';
import { dropWrites, expectNoErrorScreen, signInAsNewLearner, test } from '@tiles/web-e2e/support';

test('each write of the learner pages can fail once without taking the app down, and says so beside its control', async ({ page }) => {
  await signInAsNewLearner(page, '/it-IT/course/2', { given_name: 'Scrive', family_name: 'Sempre' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il Rinascimento italiano');

  // Enrolment.
  await dropWrites(page, '**/api/lms/courses/2/enrolment', 'POST');
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page.getByText('Il server non è raggiungibile: controlla la connessione.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il Rinascimento italiano');
  await page.unroute('**/api/lms/courses/2/enrolment');

  // The learner's details.
  await page.goto('/it-IT/profile/user-data');
  await dropWrites(page, '**/api/auth/user', 'PUT');
  await page.getByLabel('Nome', { exact: true }).fill('Nuovissimo');
  await page.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText(/^Non è stato possibile salvare/)).toBeFocused();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/auth/user');

  // The language, saved on the account before the page follows it.
  await dropWrites(page, '**/api/auth/user/locale', 'PUT');
  await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'English' }).click();
  await expect(page.getByText('La lingua non è stata cambiata: non è stato possibile salvarla.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/it-IT\/profile\/user-data$/);
  await expectNoErrorScreen(page);
  await page.unroute('**/api/auth/user/locale');

  // The daily goal, on the settings page.
  await page.goto('/it-IT/profile/user-settings');
  await dropWrites(page, '**/api/lms/game/goal', 'PUT');
  // A click, not `check()`: the choice is put back at once when the save fails, which is the point.
  await page.getByRole('radio', { name: '20 minuti' }).click();
  await expect(page.getByText('Obiettivo non salvato: resta quello di prima.', { exact: false })).toBeVisible();
  await expectNoErrorScreen(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Impostazioni' })).toBeVisible();
});
