import { expect } from '@playwright/test';
import { signIn, test } from './support';

test('while the site is under maintenance learners see the maintenance page everywhere, and admins work on', async ({ browser }) => {
  const admin = await browser.newPage();
  await signIn(admin, 'admin@tiles.test');
  expect((await admin.request.put('/api/site/sites/tiles/maintenance', { data: { enabled: true } })).status()).toBe(200);
  try {
    const learner = await browser.newPage();
    for (const path of ['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/chi-siamo']) {
      await learner.goto(path);
      await expect(learner.getByRole('heading', { level: 1 }), path).toHaveText('Manutenzione in corso');
    }
    await learner.goto('/it-IT/login');
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText('Accedi');

    await admin.goto('/it-IT/catalogo-corsi');
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
  } finally {
    expect((await admin.request.put('/api/site/sites/tiles/maintenance', { data: { enabled: false } })).status()).toBe(200);
  }
});
