import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, test } from './support';

const signInWithForm = async (page: Page, login: string) => {
  await page.getByRole('link', { name: 'Accedi' }).first().click();
  await page.getByLabel('Email o nome utente').fill(login);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
};

test('a second learner on the same tab sees none of the first one’s data', async ({ page }) => {
  await page.goto('/it-IT');
  await signInWithForm(page, 'ipazia@tiles.test');
  // Ipazia enrols in a course: it is in her courses.
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
  await expect(page.getByText('Ipazia')).toHaveCount(0);
});
