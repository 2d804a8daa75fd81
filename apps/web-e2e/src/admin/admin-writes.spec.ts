import { expect } from '@playwright/test';
import { dropWrites, enterMode, expectNoErrorScreen, signIn, test } from '@tiles/web-e2e/support';

test('each write of the admin pages can fail without taking the app down, and says so beside its control', async ({ page }) => {
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');

  // The course editor, on the course's page.
  await page.goto('/it-IT/course/1');
  await page.getByText('Modifica il corso').click();
  await dropWrites(page, '**/api/admin/courses/1/draft', 'PUT');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Il server non è raggiungibile' })).toBeVisible();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/admin/courses/1/draft');

  // An interface text.
  await page.goto('/it-IT/admin/texts');
  await page.getByRole('searchbox', { name: 'Cerca per chiave o testo' }).fill('nav.home');
  await page.getByRole('button', { name: 'Cerca per chiave o testo' }).click();
  await page.getByRole('button', { name: 'Modifica nav.home' }).click();
  await dropWrites(page, '**/api/admin/texts/nav.home/draft', 'PUT');
  await page.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Il server non è raggiungibile' })).toBeVisible();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/admin/texts/nav.home/draft');

  // The XP rules of the game.
  await page.goto('/it-IT/admin/game');
  const rules = page.getByRole('form', { name: 'Regole XP' });
  await dropWrites(page, '**/api/admin/game/rules/draft', 'PUT');
  await rules.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(rules.getByRole('alert').filter({ hasText: 'Il server non è raggiungibile' })).toBeVisible();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/admin/game/rules/draft');

  // A notification.
  await page.goto('/it-IT/admin/notifications');
  await page.getByRole('radio', { name: 'Un corsista' }).check();
  await page.getByRole('textbox', { name: 'Email o nome utente del corsista' }).fill('ipazia@tiles.test');
  await page.getByRole('textbox', { name: 'Titolo (it-IT)' }).fill('Mai inviata');
  await page.getByRole('textbox', { name: 'Testo (it-IT)' }).fill('La rete cade.');
  await dropWrites(page, '**/api/admin/notifications', 'POST');
  await page.getByRole('button', { name: 'Invia', exact: true }).click();
  await page.getByRole('button', { name: 'Sì, invia' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Il server non è raggiungibile' })).toBeVisible();
  // Nothing was sent: the message is still there to send again (the same intent, asked once more).
  await expect(page.getByRole('textbox', { name: 'Titolo (it-IT)' })).toHaveValue('Mai inviata');
  await expect(page.getByRole('button', { name: 'Sì, invia' })).toBeVisible();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/admin/notifications');

  // The maintenance switch, in the mode bar: it stays off.
  const maintenance = page.getByRole('switch', { name: 'Sito in manutenzione' });
  await dropWrites(page, '**/api/site/sites/*/maintenance', 'PUT');
  await maintenance.click();
  await expect(page.getByRole('region', { name: 'Modalità di lavoro' }).getByRole('alert')).toBeVisible();
  await expect(maintenance).not.toBeChecked();
  await expectNoErrorScreen(page);
  await page.unroute('**/api/site/sites/*/maintenance');

  // Leaving admin mode: it stays in admin mode and says so.
  await dropWrites(page, '**/api/auth/mode', 'PUT');
  await page.getByRole('button', { name: 'Torna alla modalità utente' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Non è stato possibile cambiare modalità. Riprova.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Modalità di lavoro' })).toContainText('Modalità amministratore');
  await expectNoErrorScreen(page);
  await page.unroute('**/api/auth/mode');
  await enterMode(page, 'user');
});
