import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

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
    await page.goto('/it-IT/course/session/x/y/z');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expectNoAxeViolations(page);
  });

  test('the maintenance page has no axe violations', async ({ page }) => {
    await page.goto('/it-IT/maintenance');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenzione in corso');
    await expectNoAxeViolations(page);
  });
});
