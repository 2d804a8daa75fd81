import { expect } from '@playwright/test';
import { expectNoAxeViolations, MINUTE, passTime, setVisibility, signInAsNewLearner, study, test } from '@tiles/web-e2e/support';

test('the statistics show the time really studied: no hidden or idle time, and the last page counted', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-20T09:00:00Z') });
  // A learner of their own: no other test's tab shares their clock of credited time.
  await signInAsNewLearner(page, '/it-IT/catalogo-corsi', { given_name: 'Rita', family_name: 'Levi' });
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogo corsi' })).toBeVisible();
  await page.mouse.move(10, 10);

  // 3 minutes on the catalogue.
  await study(page, 3);
  await page.getByRole('link', { name: 'Il rinascimento italiano', exact: false }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il Rinascimento italiano');

  // 2 minutes on the course page, then the tab is hidden for 20 minutes: those do not count.
  await study(page, 2);
  await setVisibility(page, 'hidden');
  await passTime(page, 20 * MINUTE);
  await setVisibility(page, 'visible');

  // 1 more active minute, then the learner walks away: only the 2-minute idle threshold counts.
  await study(page, 1);
  await passTime(page, 10 * MINUTE);

  // Closing the tab sends the last interval.
  await page.close({ runBeforeUnload: true });

  const expectedMs = (3 + 2 + 1 + 2) * MINUTE;
  const reader = await context.newPage();
  // The next page of this browser sends whatever the closing page could not see through (kept in its queue).
  await reader.goto('/it-IT/profile/user-progress');
  await expect
    .poll(async () => (await (await reader.request.get('/api/stats')).json()).outcome.data.totalTimeSpent, { timeout: 10_000 })
    .toBeGreaterThan(expectedMs * 0.98);
  const total = (await (await reader.request.get('/api/stats')).json()).outcome.data.totalTimeSpent;
  expect(Math.abs(total - expectedMs) / expectedMs).toBeLessThan(0.02);

  await reader.goto('/it-IT/profile/user-progress');
  await expect(reader.getByText('Tempo totale di studio: 0 H 8 Min')).toBeVisible();
  await expect(reader.getByText(/^Il giorno in cui studi di più è \p{L}+, con una media di [\d.,]+ min\.$/u)).toBeVisible();
  // The charts draw as the learner scrolls down to them; their tables are in the page from the start.
  const chartTables = reader.getByRole('table', { name: /: grafico in minuti, i dati sono nella tabella che segue\.$/ });
  await expect(chartTables).toHaveCount(5);
  await reader.getByRole('heading', { level: 2, name: 'I miei progressi' }).scrollIntoViewIfNeeded();
  await expect(reader.locator('figure')).toHaveCount(5);
  await expect(chartTables).toHaveCount(5);
  // The effort record's year of study days is a table too, beside the charts' five.
  await expect(reader.getByRole('table', { name: 'Giorni con studio e i loro minuti' })).toHaveCount(1);
  await expect(reader.getByRole('table')).toHaveCount(6);
  await expectNoAxeViolations(reader);
  await context.close();
});

test('a new learner sees the empty state', async ({ page }) => {
  // A learner created by their first federated sign-in: no history at all.
  await signInAsNewLearner(page, '/it-IT/profile/user-progress', { given_name: 'Nuova', family_name: 'Studentessa' });
  await expect(page.getByText('Non c’è ancora tempo di studio da mostrare: apri una lezione e torna qui.')).toBeVisible();
});
