import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, signInAsNewLearner, study, test } from '@tiles/web-e2e/support';

test('a completion that earns no XP yet says how much study it still needs, on the session and in the ledger', async ({ page }) => {
  await signInAsNewLearner(page, '/it-IT/course/3');
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await page.goto('/it-IT/course/session/3/1/1');
  await page.getByRole('button', { name: 'Segna come completata' }).click();
  await expect(page.getByRole('heading', { name: 'Lezione completata!' })).toBeFocused();
  // No silent ✓: too little study time for its XP, and how much more it needs.
  const pending = page.getByText(/Gli XP della lezione arriveranno dopo ancora \d+ minut[oi] di studio\./);
  await expect(pending).toBeVisible();
  const minutes = /ancora (\d+ minut[oi])/.exec((await pending.textContent()) ?? '')![1]!;
  await expectNoAxeViolations(page);
  // A later visit says it as the session's own line.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();
  await expect(page.getByText(`Per gli XP di questa lezione studiala ancora ${minutes}`)).toBeVisible();

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

test('a lesson ends with its reward, at once: the minutes, the XP and why, the goal and streak, the badge; as the progress page says a moment later', async ({
  page,
}) => {
  // Real study under Playwright's clock: the visit's time is sent with the completion, not when the page is left.
  await page.clock.install({ time: new Date() });
  await signInAsNewLearner(page, '/it-IT/course/3');
  await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
  await expect(page).toHaveURL(/\/it-IT\/course\/session\/3\/1\/1$/);
  await page.mouse.move(10, 10);
  await study(page, 12);
  await page.getByRole('button', { name: 'Segna come completata' }).click();

  const reward = page.getByRole('region', { name: 'Lezione completata!' });
  await expect(reward.getByRole('heading', { level: 2 })).toBeFocused();
  const minutesLine = reward.getByText(/^\d+ minuti di studio attivo in questa lezione\.$/);
  await expect(minutesLine).toBeVisible();
  const minutes = Number(/^(\d+)/.exec((await minutesLine.textContent()) ?? '')![1]);
  expect(minutes).toBeGreaterThanOrEqual(11);
  await expect(reward).toContainText('Obiettivo di oggi raggiunto: la tua serie è di 1 giorno.');
  await expect(reward).toContainText('Lezioni: 1 di');
  // The XP came at once, each award with its reason.
  const xpHeading = reward.getByRole('heading', { level: 3 });
  await expect(xpHeading).toHaveText(/^\+\d+ XP da questa lezione e dallo studio di oggi$/);
  const total = Number(/\+(\d+)/.exec((await xpHeading.textContent()) ?? '')![1]);
  const awards = await reward.getByRole('list').nth(1).getByRole('listitem').allTextContents();
  expect(awards.some((award) => award.startsWith('Lezione completata: '))).toBe(true);
  expect(awards.reduce((sum, award) => sum + Number(/\+(\d+) XP$/.exec(award)![1]), 0)).toBe(total);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // A moment later the progress page says the same: today's minutes, the streak, the same awards in the ledger.
  await page.getByRole('link', { name: 'Vai alla prossima lezione' }).click();
  await expect(page).toHaveURL(/\/it-IT\/course\/session\/3\/1\/2$/);
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByRole('img', { name: `Oggi: ${minutes} minuti su 10` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Il tuo riepilogo' })).toContainText(/Serie attuale\s*1\s*giorno di serie/);
  const ledger = page.getByRole('region', { name: "Da dove viene l'esperienza" });
  for (const award of awards) {
    const [reason, xp] = [award.replace(/\+\d+ XP$/, ''), /\+\d+ XP$/.exec(award)![0]];
    await expect(ledger.getByRole('listitem').filter({ hasText: reason }).filter({ hasText: xp }).first()).toBeVisible();
  }
});
