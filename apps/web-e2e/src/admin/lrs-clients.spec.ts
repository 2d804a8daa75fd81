import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

const statement = {
  actor: { objectType: 'Agent', name: 'Hedy', mbox: 'mailto:hedy@example.org' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { 'en-GB': 'experienced' } },
  object: { objectType: 'Activity', id: 'https://content.example.org/lessons/radio' },
};

test('an administrator makes an LRS client, an authoring tool stores a statement with its secret, and a revoked client is refused', async ({
  page,
}) => {
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  await page.goto('/it-IT/admin/accounts');
  const section = page.getByRole('region', { name: 'Client dell’LRS (xAPI)' });
  await expect(section).toContainText('/xapi/');
  // The demo's client is there, with its key.
  await expect(section.getByRole('row').filter({ hasText: 'demo-lrs' })).toBeVisible();

  const name = `Storyline ${Date.now()}`;
  await section.getByLabel('Nome del client').fill(name);
  await section.getByRole('button', { name: 'Crea il client' }).click();
  await expect(section.getByText(`Client “${name}” creato.`)).toBeFocused();
  const shown = section.getByRole('definition');
  const [key, secret] = await shown.allTextContents();
  expect(key).toMatch(/^lrs-/);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  const headers = { authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`, 'x-experience-api-version': '2.0.0' };
  const stored = await page.request.post('/xapi/statements', { headers, data: statement });
  expect(stored.status()).toBe(200);
  const [id] = (await stored.json()) as string[];
  const read = await page.request.get(`/xapi/statements?statementId=${id}`, { headers });
  expect((await read.json()).authority.account.name).toBe(key);

  await section
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Revoca ${name}` })
    .click();
  await expect(section.getByText(`Client “${name}” revocato: la sua prossima richiesta sarà rifiutata.`)).toBeFocused();
  await expect(section.getByRole('row').filter({ hasText: name })).toContainText('Revocato il');
  expect((await page.request.get('/xapi/statements', { headers })).status()).toBe(401);
});
