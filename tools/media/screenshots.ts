/**
 * Screenshots of every learner page (and the admin toolbar and audit log) at 1280 and 390 px, for reviewing a
 * design change: `BASE_URL=http://127.0.0.1:3000 npx tsx tools/media/screenshots.ts [out-dir]` against a running
 * product with its demo data (`npm start`). Writes `<page>-<width>.png` (full page) into out-dir
 * (default docs/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const outDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../docs/screenshots'));
const DEMO_PASSWORD = 'tiles-demo-2026';

const learnerPages: [name: string, path: string][] = [
  ['home', '/it-IT'],
  ['catalogue', '/it-IT/catalogo-corsi'],
  ['course', '/it-IT/course/1'],
  ['session', '/it-IT/course/session/1/1/1'],
  ['my-courses', '/it-IT/profile/user-courses'],
  ['progress', '/it-IT/profile/user-progress'],
  ['user-data', '/it-IT/profile/user-data'],
  ['login', '/it-IT/login'],
];

const signIn = async (page: Page, login: string) => {
  const response = await page.request.post(`${baseUrl}/api/auth/login`, { data: { cu: login, cp: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`sign-in of ${login} failed: ${response.status()}`);
};

const settle = async (page: Page) => {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await page.waitForLoadState('networkidle');
};

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  for (const [name, pagePath] of learnerPages) {
    if (name === 'login') await context.clearCookies();
    else await signIn(page, 'ada.lovelace@tiles.test');
    await page.goto(`${baseUrl}${pagePath}`);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
  }
  // Admin mode: the toolbar over a page, and the audit log.
  await signIn(page, 'admin@tiles.test');
  await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: 'admin' } });
  for (const [name, pagePath] of [
    ['admin-course', '/it-IT/course/1'],
    ['admin-audit', '/it-IT/admin/audit'],
  ] as const) {
    await page.goto(`${baseUrl}${pagePath}`);
    await settle(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: name === 'admin-audit' });
  }
  await page.request.put(`${baseUrl}/api/auth/mode`, { data: { mode: 'user' } });
  await context.close();
}
await browser.close();
process.stdout.write(`screenshots in ${outDir}\n`);
