import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

test('an admin switches to admin mode and turns maintenance on from the bar: learners see the maintenance page everywhere, the admin works on', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@tiles.test');
  await admin.goto('/it-IT');
  await expect(admin.getByRole('region', { name: 'Modalità di lavoro' })).toHaveCount(0);
  await admin.getByRole('combobox', { name: 'Modalità' }).selectOption({ label: 'Amministrazione' });
  const bar = admin.getByRole('region', { name: 'Modalità di lavoro' });
  await expect(bar).toContainText('Modalità amministratore');
  // The mode lives in the server's session: a reload keeps it.
  await admin.reload();
  await expect(bar).toContainText('Modalità amministratore');
  await expectNoAxeViolations(admin);

  const toggle = bar.getByRole('switch', { name: 'Sito in manutenzione' });
  // The switch follows the server: it turns once the server has switched maintenance on.
  await toggle.click();
  await expect(toggle).toBeChecked();
  try {
    const learner = await browser.newPage();
    for (const path of ['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/chi-siamo']) {
      const response = await learner.goto(path);
      // The page says what its status says: unavailable for now, and when to try again.
      expect(response?.status(), path).toBe(503);
      expect(response?.headers()['retry-after'], path).toBe('300');
      await expect(learner.getByRole('heading', { level: 1 }), path).toHaveText('Manutenzione in corso');
    }
    await learner.goto('/it-IT/login');
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('Accedi');

    await admin.goto('/it-IT/catalogo-corsi');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
    await bar.getByRole('switch', { name: 'Sito in manutenzione' }).click();
    await expect(bar.getByRole('switch', { name: 'Sito in manutenzione' })).not.toBeChecked();
    await learner.goto('/it-IT/catalogo-corsi');
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');

    // Both switches are in the audit log, newest first, with the state before and after.
    await bar.getByRole('link', { name: 'Registro delle modifiche' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Registro delle modifiche');
    const switches = admin.getByRole('article').filter({ hasText: 'Manutenzione del sito' });
    // Each card: the action and entity by name, who in which mode, and the field that changed from before to after.
    const changeOf = (index: number) =>
      switches
        .nth(index)
        .getByRole('row', { name: /maintenance/ })
        .getByRole('cell');
    await expect(changeOf(0)).toHaveText(['true', 'false']);
    await expect(changeOf(1)).toHaveText(['false', 'true']);
    await expect(switches.nth(0)).toContainText('admin@tiles.test in modalità Amministrazione');
    await admin.getByRole('combobox', { name: 'Oggetto' }).selectOption('session');
    await admin.getByRole('button', { name: 'Filtra' }).click();
    await expect(
      admin.getByRole('article').filter({ hasText: 'Cambio di modalità' }).first().getByRole('row', { name: /mode/ }),
    ).toContainText('admin');
    await expectNoAxeViolations(admin);

    await bar.getByRole('button', { name: 'Torna alla modalità utente' }).click();
    await expect(bar).toHaveCount(0);
    // Outside admin mode the log is not read, and the page says why.
    await admin.reload();
    await expect(admin.getByRole('alert')).toHaveText(/modalità amministratore/);
  } finally {
    await enterMode(admin, 'admin');
    expect((await admin.request.put('/api/site/sites/tiles/maintenance', { data: { enabled: false } })).status()).toBe(200);
  }
});

test('a learner who claims a mode in a header is refused', async ({ page }) => {
  await signIn(page, 'ada.lovelace@tiles.test');
  expect((await page.request.get('/api/lms/my/courses', { headers: { 'tiles-mode': 'admin' } })).status()).toBe(403);
  expect((await page.request.put('/api/auth/mode', { data: { mode: 'admin' } })).status()).toBe(403);
});
