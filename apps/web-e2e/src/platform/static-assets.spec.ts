import { expect } from '@playwright/test';
import { roomJoined, signIn, test } from '@tiles/web-e2e/support';

test.describe('served files', () => {
  test('favicon, logos and the ninja badge are served as SVG', async ({ request }) => {
    for (const path of ['/favicon.svg', '/logo/tiles-learn.svg', '/logo/tiles-learn-contrast.svg', '/badges/ninja.svg']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toContain('image/svg+xml');
    }
  });

  test('index.html and the build manifest are never cached; hashed assets are cached for a year', async ({ request }) => {
    const index = await request.get('/it-IT/anything');
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    expect(html).toContain('<meta name="tiles-config"');
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    expect((await request.get(asset!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await request.get('/builds/latest.json');
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ buildId: expect.any(String) });
  });

  test('the page uses no external font or script host', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await page.goto('/it-IT');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect([...hosts]).toEqual([new URL(page.url()).host]);
  });

  test('no page breaks its own content security policy: no eval, sockets to this site only', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const path of ['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(), path).toEqual([]);
    }
    await signIn(page, 'ipazia@tiles.test');
    const joined = roomJoined(page);
    await page.goto('/it-IT/profile/user-progress');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live socket is open and in its room: its connection was allowed.
    await joined;
    expect(await violations()).toEqual([]);
  });
});
