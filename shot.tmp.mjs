import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const width = Number(process.env.W ?? 390);
const context = await browser.newContext({ viewport: { width, height: 844 } });
const page = await context.newPage();
if (process.env.LOGIN) {
  const r = await page.request.post('http://127.0.0.1:3000/api/auth/login', { data: { cu: process.env.LOGIN, cp: 'tiles-demo-2026', ua: 'x' } });
  console.log('login', r.status());
}
for (const [i, url] of process.argv.slice(2).entries()) {
  await page.goto('http://127.0.0.1:3000' + url);
  await page.waitForTimeout(2500);
  const m = await page.evaluate(() => ({ scrollW: document.documentElement.scrollWidth, clientW: document.documentElement.clientWidth, header: document.querySelector('header, [role=banner]')?.getBoundingClientRect().height }));
  console.log(url, JSON.stringify(m));
  await page.screenshot({ path: `/tmp/probe/shot-${i}.png`, fullPage: !!process.env.FULL });
}
await browser.close();
