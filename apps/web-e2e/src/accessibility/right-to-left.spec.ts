import { expect, type Page } from '@playwright/test';
import { expectReadableRightToLeft, signInAsNewLearner, test, currentUser } from '@tiles/web-e2e/support';

/**
 * Arabic (ar-EG), the demo site's right-to-left language: offered by the language switch, written right to left
 * from the server's first screen, laid out mirrored, its counts in Arabic's plural forms and Intl's digits, and
 * the course content not translated yet marked with its own language.
 */

/**
 * A new learner who reads Arabic (a learner's pages follow the language of their account), enrolled in the first
 * course, whose content is not translated into Arabic.
 */
const arabicLearner = async (page: Page) => {
  await signInAsNewLearner(page, '/ar-EG', { given_name: 'ليلى', family_name: 'حسن' });
  await expect.poll(async () => (await currentUser(page.request)).status()).toBe(200);
  expect((await page.request.put('/api/auth/user/locale', { data: { locale: 'ar-EG' } })).status()).toBe(200);
  expect((await page.request.post('/api/lms/courses/1/enrolment', { data: {} })).status()).toBeLessThan(300);
};

test('the language switch offers Arabic, and the first screen is already written right to left', async ({ page }) => {
  // The server's HTML, before any script: the browser lays it out right to left from the first paint.
  const html = await (await page.request.get('/ar-EG/catalogo-corsi')).text();
  expect(html).toMatch(/<html[^>]*lang="ar-EG"[^>]*dir="rtl"|<html[^>]*dir="rtl"[^>]*lang="ar-EG"/);

  await page.goto('/it-IT/catalogo-corsi');
  await page.getByRole('navigation', { name: 'Lingua' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar-EG\/catalogo-corsi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('دليل الدورات');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The count in Arabic's plural forms, with the digits Intl gives ar-EG.
  await expect(page.getByText(/^عُثر على [٠-٩]+ (دورات|دورة)$|^عُثر على (دورة واحدة|دورتين)$/)).toBeVisible();
  // Categories are translated; the demo courses are not yet: their titles keep their own language and direction.
  await expect(page.getByRole('link', { name: 'التاريخ' })).toBeVisible();
  const title = page.getByRole('link', { name: 'Roma antica: dalla fondazione all’impero' });
  await expect(title).toHaveAttribute('lang', 'it-IT');
  await expect(title).toHaveAttribute('dir', 'ltr');

  // Mirrored: the site's name and logo stand at the right-hand edge at 1280 px, where reading starts.
  await page.setViewportSize({ width: 1280, height: 800 });
  const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
  expect(logo!.x).toBeGreaterThan(640);
});

test('a learner reads a session right to left: arrows point the reading way, the untranslated lesson keeps its language', async ({
  page,
}) => {
  await arabicLearner(page);
  // The home's session to continue: its Italian title inside the Arabic line keeps its language.
  await page.goto('/ar-EG');
  const resume = page.getByRole('region', { name: 'تابع من حيث توقفت' });
  await expect(resume.locator('span[lang="it-IT"][dir="ltr"]')).toHaveText('La monarchia e le origini · Introduzione');
  await page.goto('/ar-EG/course/session/1/1/2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Interface texts in Arabic, the session itself in Italian and marked so.
  const back = page.getByRole('link', { name: /^العودة إلى الدورة/ });
  await expect(back).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'it-IT');
  // Italian inside Arabic sentences too: the course's title in "back to the course", the module's in its line.
  await expect(back.locator('span[lang="it-IT"][dir="ltr"]')).toHaveText('Roma antica: dalla fondazione all’impero');
  await expect(page.getByText(/^الوحدة ١: La monarchia e le origini$/).locator('span[lang="it-IT"]')).toHaveText(
    'La monarchia e le origini',
  );
  // "Back" points right in a right-to-left page: the arrow is drawn mirrored.
  const transform = await back.locator('span[aria-hidden="true"]').evaluate((arrow) => getComputedStyle(arrow).transform);
  expect(transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  // The next session is to the left of the previous one.
  const previous = await page.getByRole('link', { name: 'الجلسة السابقة' }).boundingBox();
  const next = await page.getByRole('link', { name: 'الجلسة التالية' }).boundingBox();
  expect(next!.x).toBeLessThan(previous!.x);

  // The course page: its modules' names and sessions' tiles keep their language.
  await page.goto('/ar-EG/course/1');
  await expect(page.getByRole('heading', { level: 2, name: /La repubblica/ }).locator('span[lang="it-IT"]')).toHaveText('La repubblica');
  await expect(page.locator('[data-tile="1.1"] dl')).toHaveAttribute('lang', 'it-IT');
});

test.describe('Arabic pages pass the automated checks', () => {
  test.setTimeout(300_000);
  for (const width of [390, 1280]) {
    test(`a visitor's and a learner's pages at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/ar-EG', '/ar-EG/catalogo-corsi', '/ar-EG/login', '/ar-EG/accessibilita'])
        await expectReadableRightToLeft(page, path);
      await arabicLearner(page);
      for (const path of [
        '/ar-EG',
        '/ar-EG/course/1',
        '/ar-EG/course/session/1/1/2',
        '/ar-EG/profile/user-progress',
        '/ar-EG/profile/user-review',
        '/ar-EG/profile/user-data',
      ])
        await expectReadableRightToLeft(page, path);
    });
  }
});

test('the accessibility statement is linked from the footer in Arabic and dated', async ({ page }) => {
  await page.goto('/ar-EG/catalogo-corsi');
  await page.getByRole('contentinfo').getByRole('link', { name: 'إمكانية الوصول' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيان إمكانية الوصول');
  await expect(page.getByText(/وآخر تقييم في ٢٦ نوفمبر ٢٠٢٦/)).toBeVisible();
});
