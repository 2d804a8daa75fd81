import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from './support';

/** WCAG 2.2 AA beyond the 2.1 rules every page's axe run checks: what a tool can check, on every kind of page. */
const VISITOR_PAGES = [
  '/it-IT',
  '/it-IT/catalogo-corsi',
  '/it-IT/login',
  '/it-IT/signup',
  '/it-IT/accessibilita',
  '/it-IT/accessibility/report',
];
const LEARNER_PAGES = [
  '/it-IT',
  '/it-IT/course/1',
  '/it-IT/course/session/1/1/2',
  '/it-IT/profile/user-progress',
  '/it-IT/profile/user-review',
  '/it-IT/profile/user-data',
];

/** axe's WCAG 2.2 AA rules (2.5.8 target size at least 24 by 24 px, or spaced so). */
const wcag22Violations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag22aa']).analyze()).violations.map((violation) => ({
    id: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));

/** 1.4.10 reflow: at 320 CSS px nothing needs scrolling sideways (what is wider scrolls in its own box). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** 1.4.12 text spacing: the spacing a reader's style sheet may set, on every element. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

const checkPage = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await wcag22Violations(page), path).toEqual([]);
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await sidewaysOverflow(page), `${path} with text spacing`).toBeLessThanOrEqual(0);
};

test.describe('WCAG 2.2 AA, automated', () => {
  test.setTimeout(120_000);
  for (const width of [320, 1280]) {
    test(`visitor pages: target size, reflow and text spacing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of VISITOR_PAGES) await checkPage(page, path);
    });

    test(`a learner's pages: target size, reflow and text spacing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signIn(page, 'ipazia@tiles.test');
      for (const path of LEARNER_PAGES) await checkPage(page, path);
    });
  }
});
