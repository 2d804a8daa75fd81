import { expect, type ConsoleMessage } from '@playwright/test';
import { signIn, test } from '@tiles/web-e2e/support';

test.describe('the first load', () => {
  // As a learner's browser runs it: the service worker installs beside the page, and that too raises no error.
  test.use({ serviceWorkers: 'allow' });

  test('public pages arrive rendered: their headings show with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, heading, title] of [
      ['/it-IT', 'Benvenuto su Tiles Learn', 'Tiles Learn'],
      ['/it-IT/catalogo-corsi', 'Catalogo corsi', 'Catalogo corsi · Tiles Learn'],
      ['/en-GB/login', 'Sign in', 'Sign in · Tiles Learn'],
      ['/it-IT/chi-siamo', 'Chi siamo', 'Chi siamo · Tiles Learn'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      // The page's own title from the server (a screen reader says it once the page has loaded), not only the site's.
      await expect(page, path).toHaveTitle(title);
      // Before the page's code runs, the sign-in form cannot be sent: a native submit would not be the app's.
      if (path.endsWith('/login')) await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    }
    // The pages' own data comes rendered too: the catalogue's courses.
    await page.goto('/it-IT/catalogo-corsi');
    await expect(page.getByRole('link', { name: 'Il Rinascimento italiano' })).toBeVisible();
    const missing = await page.goto('/fr-FR/x');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await context.close();
  });

  test('the browser keeps the styles the server sent: same classes, no page-wide rule inserted again', async ({ page }) => {
    // Every rule inserted after the page arrived, by its selector (an insertion makes the browser restyle the page).
    await page.addInitScript(() => {
      const inserted: string[] = [];
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        inserted.push(rule.slice(0, rule.indexOf('{')).trim());
        return insertRule.call(this, rule, index);
      };
      Object.assign(window, { insertedRules: inserted });
    });
    await signIn(page, 'ipazia@tiles.test');
    for (const path of ['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/profile/user-progress']) {
      const served = await (await page.request.get(path)).text();
      const servedBannerClass = /<header[^>]*class="([^"]*)"/.exec(served)?.[1];
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));
      // Styled parts are named by their file and place on both ends, so the site's bar keeps the class it came with.
      expect(servedBannerClass, path).toBeTruthy();
      expect(await page.getByRole('banner').getAttribute('class'), path).toBe(servedBannerClass);
      const inserted = await page.evaluate(() => (window as unknown as { insertedRules: string[] }).insertedRules);
      expect(
        inserted.filter((selector) => /^(:root|\*|body|html)\b/.test(selector)),
        path,
      ).toEqual([]);
      expect(await page.locator('style#tl-global-style').count(), path).toBe(1);
    }
    // Drawn again by the browser alone (back from another page), a course card wears the classes the server gave it.
    const served = await (await page.request.get('/it-IT/catalogo-corsi')).text();
    await page.goto('/it-IT/catalogo-corsi');
    await page.getByRole('banner').getByRole('link', { name: 'Tiles Learn' }).first().click();
    await expect(page).toHaveURL(/\/it-IT$/);
    await page.goBack();
    const course = page.getByRole('main').getByRole('link', { name: 'Il Rinascimento italiano' });
    await expect(course).toBeVisible();
    // The classes from the course's link up to the page's main part, in the page as drawn and in the page as sent.
    const [drawn, sent] = await page.evaluate((html) => {
      const classesUpToMain = (root: Document) => {
        const links = [...(root.querySelector('main')?.querySelectorAll('a') ?? [])];
        const classes: (string | null)[] = [];
        let element: Element | null | undefined = links.find((link) => link.textContent === 'Il Rinascimento italiano');
        for (; element && element.tagName !== 'MAIN'; element = element.parentElement) classes.push(element.getAttribute('class'));
        return classes;
      };
      return [classesUpToMain(document), classesUpToMain(new DOMParser().parseFromString(html, 'text/html'))];
    }, served);
    expect(drawn.some((name) => name?.includes('sc-'))).toBe(true);
    expect(drawn).toEqual(sent);
  });

  test('the server follows the navigation rules with HTTP redirects', async ({ request }) => {
    const empty = await request.get('/', { maxRedirects: 0 });
    expect(empty.status()).toBe(302);
    expect(empty.headers().location).toBe('/it-IT');
    const unprefixed = await request.get('/catalogo-corsi?q=roma', { maxRedirects: 0 });
    expect(unprefixed.headers().location).toBe('/it-IT/catalogo-corsi?q=roma');
    const visitor = await request.get('/it-IT/profile/user-data', { maxRedirects: 0 });
    expect(visitor.headers().location).toBe('/it-IT?returnTo=%2Fit-IT%2Fprofile%2Fuser-data');
  });

  test('the browser takes over the server-rendered page without a hydration error', async ({ page }) => {
    const problems: string[] = [];
    const listen = (message: ConsoleMessage) => {
      if (['error', 'warning'].includes(message.type()) && !message.text().includes('Failed to load resource'))
        problems.push(message.text());
    };
    page.on('console', listen);
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/login', '/en-GB/chi-siamo']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await signIn(page, 'ipazia@tiles.test');
    // The review page arrives with its deck (the server asked for the review with the page): nothing moves at take-over.
    expect(await (await page.request.get('/it-IT/profile/user-review')).text()).toContain('Il ripasso di oggi');
    for (const path of [
      '/it-IT',
      '/it-IT/course/1',
      '/it-IT/profile/user-courses',
      '/it-IT/profile/user-progress',
      '/it-IT/profile/user-review',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The parts below the fold are taken over when the browser is idle: that too without a hydration error.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));
    }
    // The footer, taken over on its own, navigates in the app (no page load: the marker set here survives).
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chi siamo' }).click();
    await expect(page).toHaveURL(/\/it-IT\/chi-siamo$/);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // It is interactive: a link navigates in the app.
    await page.getByRole('link', { name: 'Catalogo corsi', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
    expect(problems).toEqual([]);
  });
});
