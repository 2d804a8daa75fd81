/**
 * The installed app's icons (`npx tsx tools/media/app-icons.ts`): the favicon's mark rendered by Chromium as PNG at
 * 192 and 512 px, and a maskable 512 px one whose mark sits inside the safe zone on the site's primary colour.
 * Writes apps/web/public/icons/; the files are committed, so builds need no browser.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const mark = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'apps/web/public/icons');
const PRIMARY = '#1a56b0';

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  const render = async (file: string, size: number, maskable: boolean) => {
    await page.setViewportSize({ width: size, height: size });
    const inner = maskable ? Math.round(size * 0.72) : size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${maskable ? PRIMARY : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(outDir, file), omitBackground: !maskable });
    process.stdout.write(`${file}\n`);
  };
  fs.mkdirSync(outDir, { recursive: true });
  await render('icon-192.png', 192, false);
  await render('icon-512.png', 512, false);
  await render('icon-maskable-512.png', 512, true);
} finally {
  await browser.close();
}
