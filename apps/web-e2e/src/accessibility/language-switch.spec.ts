import { expect, type Page, type Request } from '@playwright/test';
import { signInAsNewLearner, test } from '@tiles/web-e2e/support';

/** The api calls a page makes from now on, with the locale each one says it is asked in. */
const recordApiCalls = (page: Page) => {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return {
    /** The `tiles-locale-code` of every call whose path starts with one of `prefixes`. */
    localesOf: async (...prefixes: string[]) => {
      const matching = calls.filter((request) => prefixes.some((prefix) => new URL(request.url()).pathname.startsWith(prefix)));
      return Promise.all(
        matching.map(async (request) => `${new URL(request.url()).pathname} ${(await request.allHeaders())['tiles-locale-code']}`),
      );
    },
    clear: () => calls.splice(0),
  };
};

const switchTo = (page: Page, navigationName: string, language: string) =>
  page.getByRole('navigation', { name: navigationName }).getByRole('link', { name: language }).click();

test.describe('switching language', () => {
  test('the catalogue is asked for, cached and shown in the new language', async ({ page }) => {
    await page.goto('/it-IT/catalogo-corsi');
    await expect(page.getByRole('link', { name: 'Storia', exact: true })).toBeVisible();
    await expect(page.getByText('Il Rinascimento italiano').first()).toBeVisible();
    const calls = recordApiCalls(page);

    await switchTo(page, 'Lingua', 'English');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Course catalogue');
    await expect(page.getByRole('link', { name: 'History', exact: true })).toBeVisible();
    await expect(page.getByText('The Italian Renaissance').first()).toBeVisible();
    await expect(page.getByText('Il Rinascimento italiano')).toHaveCount(0);
    const english = await calls.localesOf('/api/lms/courses', '/api/content/tag', '/api/lms/game');
    expect(english.length).toBeGreaterThan(0);
    for (const call of english) expect(call).toMatch(/ en-GB$/);

    // Back to Italian: the Italian entries are still right, and nothing English is shown under them.
    calls.clear();
    await switchTo(page, 'Language', 'Italiano');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
    await expect(page.getByText('Il Rinascimento italiano').first()).toBeVisible();
    await expect(page.getByText('The Italian Renaissance')).toHaveCount(0);
    for (const call of await calls.localesOf('/api/')) expect(call).toMatch(/ it-IT$/);
  });

  test('plural texts read right on the first page without ICU’s parser, and in the new language once it has come', async ({ page }) => {
    const parserLoads: string[] = [];
    page.on('request', (request) => {
      if (/icu-messageformat-parser/.test(new URL(request.url()).pathname)) parserLoads.push(request.url());
    });
    await page.goto('/it-IT/catalogo-corsi?q=rinascimento');
    await expect(page.getByRole('status')).toHaveText('1 corso trovato');
    await page.getByLabel('Cerca nel catalogo').fill('');
    await page.getByRole('button', { name: 'Cerca' }).click();
    await expect(page.getByRole('status')).toHaveText(/^\d+ corsi trovati$/);
    // The server sent the page's plural texts parsed: the parser never came.
    expect(parserLoads).toEqual([]);

    await switchTo(page, 'Lingua', 'Deutsch');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kurskatalog');
    await page.getByLabel('Katalog durchsuchen').fill('renaissance');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await expect(page.getByRole('status')).toHaveText('1 Kurs gefunden');
    expect(parserLoads).toHaveLength(1);
  });

  test('a course and the progress page follow a signed-in learner to the new language', async ({ page }) => {
    // A learner of their own: switching saves the locale on their account.
    await signInAsNewLearner(page, '/it-IT/catalogo-corsi', { given_name: 'Lina', family_name: 'Lingue' });
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogo corsi' })).toBeVisible();
    await page.getByRole('link', { name: 'Il rinascimento italiano', exact: false }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Il Rinascimento italiano');
    const calls = recordApiCalls(page);

    await switchTo(page, 'Lingua', 'English');
    await expect(page).toHaveURL(/\/en-GB\/course\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Italian Renaissance');
    // The page is drawn again in English: its new heading has the focus the old one took, so a screen reader reads it.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    const course = await calls.localesOf('/api/lms/courses');
    expect(course.length).toBeGreaterThan(0);
    for (const call of course) expect(call).toMatch(/ en-GB$/);

    await page.goto('/en-GB/profile/user-progress');
    await expect(page.getByRole('heading', { level: 2, name: 'My progress' })).toBeVisible();
    await expect(page.getByText('Consistency').first()).toBeVisible();
    calls.clear();
    await switchTo(page, 'Language', 'Deutsch');
    await expect(page).toHaveURL(/\/de-DE\/profile\/user-progress$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Mein Fortschritt' })).toBeVisible();
    await expect(page.getByText('Beständigkeit').first()).toBeVisible();
    await expect(page.getByText('Consistency')).toHaveCount(0);
    // The English page may still refresh its own entries (in English) while it hands over; the page's last call of
    // each kind is asked in German, and the German page shows nothing else.
    const progress = await calls.localesOf('/api/stats', '/api/lms/game/progress', '/api/lms/game/streak', '/api/lms/game/ledger');
    const lastOf = new Map(progress.map((call) => [call.split(' ')[0], call] as const));
    expect([...lastOf.keys()].sort()).toEqual([
      '/api/lms/game/ledger',
      '/api/lms/game/ledger/pending',
      '/api/lms/game/progress',
      '/api/lms/game/streak',
      '/api/stats',
    ]);
    for (const call of lastOf.values()) expect(call, progress.join(', ')).toMatch(/ de-DE$/);
  });
});
