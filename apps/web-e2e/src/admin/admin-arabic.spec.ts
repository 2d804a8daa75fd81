import { expect } from '@playwright/test';
import { enterMode, expectReadableRightToLeft, signIn, test } from '@tiles/web-e2e/support';

/**
 * The CMS in Arabic: the administrator's account reads Arabic for this test (a signed-in user's pages follow the
 * language of their account), so it runs with the site-wide specs, alone, and sets her language back after.
 */
test('admin mode in Arabic: the course editor, the texts and the drafts pass the automated checks at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  expect((await page.request.put('/api/auth/user/locale', { data: { locale: 'ar-EG' } })).status()).toBe(200);
  try {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/ar-EG/course/1', '/ar-EG/admin/texts', '/ar-EG/admin/drafts']) await expectReadableRightToLeft(page, path);
    }
    // The course's Italian title keeps its language in the Arabic page.
    await page.goto('/ar-EG/course/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'it-IT');
  } finally {
    await page.request.put('/api/auth/user/locale', { data: { locale: 'it-IT' } });
    await enterMode(page, 'user');
  }
});
