import { expect } from '@playwright/test';
import { expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

test('a signed-in learner’s home, rendered by the server: continue, today’s goal, the next session; visitors keep the welcome', async ({
  page,
  browser,
}) => {
  await signIn(page, 'ipazia@tiles.test');
  // The first screen arrives whole from the server, before any script runs.
  const html = await (await page.request.get('/it-IT')).text();
  expect(html).toMatch(/Bentornat[oaə], Ipazia/);
  expect(html).toMatch(/Riprendi da dove eri rimast[oaə]/);
  expect(html).toContain('Obiettivo di oggi');

  await page.goto('/it-IT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Bentornat[oaə], Ipazia$/);
  const resume = page.getByRole('region', { name: /Riprendi da dove eri rimast[oaə]/ });
  await expect(resume.getByText(/^Modulo \d+ · Sessione \d+: .+/)).toBeVisible();
  await expect(resume.getByRole('progressbar')).toBeVisible();
  const today = page.getByRole('region', { name: 'Obiettivo di oggi' });
  await expect(today.getByRole('img', { name: /^\d+ di \d+ minut[oi] di studio oggi$/ })).toBeVisible();
  await expect(today.getByText(/serie|Obiettivo raggiunto|Inizia una serie/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Continue goes to the session, on the client.
  const href = await resume.getByRole('link', { name: 'Riprendi' }).getAttribute('href');
  expect(href).toMatch(/^\/it-IT\/course\/session\/\d+\/\d+\/\d+$/);
  await resume.getByRole('link', { name: 'Riprendi' }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));

  const visitor = await browser.newPage({ baseURL: test.info().project.use.baseURL! });
  await visitor.goto('/it-IT');
  await expect(visitor.getByRole('link', { name: 'Accedi' }).first()).toBeVisible();
  await expect(visitor.getByText(/Riprendi da dove eri rimast/)).toHaveCount(0);
  await visitor.close();
});
