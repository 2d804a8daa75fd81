import { expect } from '@playwright/test';
import { expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

test.describe('accessibility', () => {
  for (const width of [375, 1280]) {
    test(`home has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/it-IT');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the 404 error screen has no axe violations', async ({ page }) => {
    await signIn(page, 'ipazia@tiles.test');
    await page.goto('/it-IT/course/session/x/y/z');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expectNoAxeViolations(page);
  });

  test('the login page has no axe violations, also with its errors shown', async ({ page }) => {
    await page.goto('/it-IT/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accedi');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByLabel('Email o nome utente')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('the user-data page has no axe violations', async ({ page }) => {
    await signIn(page, 'leonardo@tiles.test');
    await page.goto('/it-IT/profile/user-data');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('I miei dati');
    await expectNoAxeViolations(page);
  });

  test('the maintenance page has no axe violations', async ({ page }) => {
    await page.goto('/it-IT/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenzione in corso');
    await expectNoAxeViolations(page);
  });
});
