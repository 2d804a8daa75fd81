import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, signInAsNewLearner, test } from '@tiles/web-e2e/support';

test('a completion that earns no XP yet says how much study it still needs, on the session and in the ledger', async ({ page }) => {
  await signInAsNewLearner(page, '/it-IT/course/3');
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await page.goto('/it-IT/course/session/3/1/1');
  await page.getByRole('button', { name: 'Segna come completata' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();
  // No silent ✓: too little study time for its XP, and how much more it needs.
  const pending = page.getByText(/Per gli XP di questa lezione studiala ancora \d+ minut[oi]: il tempo di questa visita/);
  await expect(pending).toBeVisible();
  const minutes = /ancora (\d+ minut[oi])/.exec((await pending.textContent()) ?? '')![1]!;

  await page.goto('/it-IT/profile/user-progress');
  const waiting = page.getByRole('list', { name: 'Lezioni completate in attesa di XP' });
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await expect(waiting.getByRole('listitem')).toContainText(`studiala ancora ${minutes} per i suoi XP`);
  await expectNoAxeViolations(page);
  await waiting.getByRole('link').click();
  await expect(page).toHaveURL(/\/it-IT\/course\/session\/3\/1\/1$/);
});

test('an editor in admin mode opens and edits a session of a course without enrolling', async ({ page }) => {
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  await page.goto('/it-IT/course/session/4/1/1');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Lezione');
  await expect(page.getByRole('link', { name: 'Iscriviti al corso' })).toHaveCount(0);
  await expect(page.getByText('Modifica la sessione e il suo modulo')).toBeVisible();
  // Reading is not learning: nothing to complete.
  await expect(page.getByRole('button', { name: 'Segna come completata' })).toHaveCount(0);
});
