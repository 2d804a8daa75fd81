import { expect, type Page } from '@playwright/test';
import { signInAsNewLearner, test } from '@tiles/web-e2e/support';

const WIDTHS = [360, 390, 600, 960, 1280, 1920];
const PAGES = [
  '/it-IT',
  '/it-IT/catalogo-corsi',
  '/it-IT/course/1',
  '/it-IT/course/session/1/1/1',
  '/it-IT/chi-siamo',
  '/it-IT/profile/user-courses',
  '/it-IT/profile/user-progress',
  '/it-IT/profile/user-data',
];

/** Boxes of the labels inside each chart that overlap another label of the same chart. */
const overlappingChartLabels = (page: Page) =>
  page.evaluate(() => {
    const overlaps: string[] = [];
    document.querySelectorAll('figure svg').forEach((svg, chart) => {
      const boxes = [...svg.querySelectorAll('text')]
        .filter((text) => (text.textContent ?? '').trim() !== '')
        .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
      for (let a = 0; a < boxes.length; a += 1) {
        for (let b = a + 1; b < boxes.length; b += 1) {
          const [first, second] = [boxes[a]!.box, boxes[b]!.box];
          const apart =
            first.right <= second.left + 0.5 ||
            second.right <= first.left + 0.5 ||
            first.bottom <= second.top + 0.5 ||
            second.bottom <= first.top + 0.5;
          if (!apart) overlaps.push(`chart ${chart}: '${boxes[a]!.text}' over '${boxes[b]!.text}'`);
        }
      }
    });
    return overlaps;
  });

test('every page fits from 360 to 1920 px: no sideways scroll, no overlapping chart labels, a compact toolbar on phones', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAsNewLearner(page, '/it-IT', { given_name: 'Lara', family_name: 'Layout' });
  await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
  expect((await page.request.post('/api/lms/courses/1/enrolment', { data: {} })).status()).toBeLessThan(300);
  // Some history, so that the progress page draws its charts: hits on four pages of three courses.
  const identity = `layout${Date.now()}`;
  for (const [index, course] of [1, 2, 3, 1].entries()) {
    // Honest time: the 20 minutes each hit reports really pass on the server's clock first.
    expect((await page.request.put('/api/test/clock', { data: { advanceMs: 20 * 60_000 } })).status()).toBe(200);
    const response = await page.request.post('/api/event/hit', {
      data: {
        ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
        identity,
        origin: 'web',
        course,
        subject: { id: `/it-IT/course/${course}/x${index}`, meta: [{ field: 'ms', value: 20 * 60_000 }] },
      },
    });
    expect(response.status()).toBe(202);
  }
  await expect.poll(async () => (await (await page.request.get('/api/stats')).json()).outcome.data.totalTimeSpent).toBeGreaterThan(0);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.endsWith('user-progress')) {
        // Charts draw as they come near the screen: the learner scrolls down to them, then through them.
        await page.getByRole('heading', { level: 2, name: 'I miei progressi' }).scrollIntoViewIfNeeded();
        await expect(page.locator('figure')).toHaveCount(5);
        for (const figure of await page.locator('figure').all()) await figure.scrollIntoViewIfNeeded();
        await expect(page.locator('figure svg')).toHaveCount(5);
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      if (path.endsWith('user-progress')) expect(await overlappingChartLabels(page), `${path} at ${width} px`).toEqual([]);
      if (width < 600) {
        const toolbar = await page.locator('header').first().boundingBox();
        expect(toolbar!.height, `toolbar at ${width} px`).toBeLessThanOrEqual(112);
      }
      if (path.includes('/profile/')) {
        for (const tab of await page.getByRole('navigation', { name: 'Sezioni del profilo' }).getByRole('link').all()) {
          const box = await tab.boundingBox();
          expect(box!.x + box!.width, `a profile tab off-screen at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    }
  }
});
