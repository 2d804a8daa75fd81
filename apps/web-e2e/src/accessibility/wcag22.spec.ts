import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signIn, test } from '@tiles/web-e2e/support';

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
  '/it-IT/profile/user-settings',
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
  // 2.5.7 dragging movements: nothing on the page is dragged.
  expect(await page.locator('[draggable="true"]').count(), `${path}: draggable elements`).toBe(0);
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

test('forced colours: the focus stays visible and the chosen option of a segmented control stands out', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await signIn(page, 'ipazia@tiles.test');
  await page.goto('/it-IT/profile/user-settings');
  const goal = page.getByRole('group', { name: 'Obiettivo giornaliero' });
  await expect(goal).toBeVisible();
  // The chosen segment and the others differ in what forced colours leave (system colours), not only in a background they drop.
  const looks = await goal.locator('label > span').evaluateAll((segments) =>
    segments.map((segment) => {
      const style = getComputedStyle(segment);
      const input = segment.previousElementSibling as HTMLInputElement;
      return { checked: input.checked, look: `${style.backgroundColor} ${style.color} ${style.outlineStyle}` };
    }),
  );
  const chosen = looks.filter((entry) => entry.checked).map((entry) => entry.look);
  const others = new Set(looks.filter((entry) => !entry.checked).map((entry) => entry.look));
  expect(chosen).toHaveLength(1);
  expect(others.has(chosen[0]!)).toBe(false);
  // Every control reached by the keyboard shows its focus with an outline (box shadows vanish in forced colours).
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return 'none-needed';
      // A visually hidden radio shows its focus on the segment beside it.
      const shown = focused.matches('input[type="radio"]') ? (focused.nextElementSibling ?? focused) : focused;
      return getComputedStyle(shown).outlineStyle;
    });
    expect(outline, `focus stop ${step + 1}`).not.toBe('none');
  }
});

test('reduced motion: nothing on the page animates or transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, 'ipazia@tiles.test');
  for (const path of ['/it-IT', '/it-IT/profile/user-progress', '/it-IT/course/session/1/1/2']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => ({ element, style: getComputedStyle(element) }))
        .filter(({ style }) =>
          [style.animationDuration, style.transitionDuration].some((durations) =>
            durations.split(',').some((duration) => parseFloat(duration) * (duration.trim().endsWith('ms') ? 1 : 1000) > 1),
          ),
        )
        .map(({ element }) => element.tagName.toLowerCase() + (element.className ? `.${String(element.className).split(' ')[0]}` : '')),
    );
    expect(moving, path).toEqual([]);
  }
});

/** The focused element, when something else covers the middle of it (2.4.11 focus not obscured); null otherwise. */
const obscuredFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, 0), window.innerHeight - 1);
    const top = document.elementFromPoint(x, y);
    if (!top || focused.contains(top) || top.contains(focused) || top.closest('label')?.contains(focused)) return null;
    const describe = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    return `${describe(focused)} under ${describe(top)}`;
  });

test('focus not obscured: no keyboard stop of a learner’s pages is covered by other content, at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'ipazia@tiles.test');
  const hidden: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [
      '/it-IT',
      '/it-IT/catalogo-corsi',
      '/it-IT/course/session/1/1/2',
      '/it-IT/profile/user-progress',
      '/it-IT/profile/user-settings',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page settled first: its parts drawn as they near the screen (the progress page's charts) are drawn, so a
      // stop is judged where it stays, not where a part still loading moves it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 0));
      for (let stop = 0; stop < 40; stop += 1) {
        await page.keyboard.press('Tab');
        const covered = await obscuredFocus(page);
        if (covered) hidden.push(`${path} at ${width} px, stop ${stop + 1}: ${covered}`);
      }
    }
  }
  expect(hidden).toEqual([]);
});

/** Text inside a box that hides what overflows it, and does not fit there (cut off rather than wrapped). */
const clippedTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.display === 'none' || style.visibility === 'hidden') return false;
        if (![style.overflowX, style.overflowY].some((overflow) => overflow === 'hidden' || overflow === 'clip')) return false;
        // Text for screen readers only lives in a 1 px box on purpose.
        if (element.clientWidth <= 1 && element.clientHeight <= 1) return false;
        if (!(element.textContent ?? '').trim()) return false;
        return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );

test('text zoom 200 %: the browser’s text size doubled, nothing is cut off, pushed sideways or peeking out', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  // The browser's own text size setting (Chromium's "font size"), which only text in rem and em follows.
  const devtools = await context.newCDPSession(page);
  await devtools.send('Page.enable');
  await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  await signIn(page, 'ipazia@tiles.test');
  for (const path of [
    '/it-IT',
    '/it-IT/catalogo-corsi',
    '/it-IT/course/session/1/1/2',
    '/it-IT/profile/user-progress',
    '/it-IT/profile/user-data',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize), path).toBe('32px');
    expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await clippedTexts(page), path).toEqual([]);
  }
  // The skip link stays out of sight, however tall the text makes it, until it has focus.
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  expect((await skip.boundingBox())!.y + (await skip.boundingBox())!.height).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
});

test('accessible authentication (3.3.8): the sign-in fields say what they hold and take a pasted password', async ({ page }) => {
  await page.goto('/it-IT/login');
  const login = page.getByRole('textbox', { name: 'Email o nome utente' });
  const password = page.getByLabel('Password', { exact: true });
  // A password manager fills what the fields say they hold; 'webauthn' also offers saved passkeys there.
  await expect(login).toHaveAttribute('autocomplete', /^username( webauthn)?$/);
  await expect(password).toHaveAttribute('autocomplete', 'current-password');
  // Nothing refuses a paste (no script cancels it).
  const refused = await password.evaluate((field) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'tiles-demo-2026');
    const paste = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  expect(refused).toBe(false);
  await login.fill('ipazia@tiles.test');
  await password.focus();
  await page.keyboard.insertText('tiles-demo-2026');
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Ipazia/);
});
