import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const js of [true, false]) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:3000/it-IT');
  await page.waitForTimeout(1000);
  const m = await page.evaluate(() => ({ paint: performance.getEntriesByType('paint').map(e => [e.name, Math.round(e.startTime)]), nav: (() => { const n = performance.getEntriesByType('navigation')[0]; return { responseEnd: Math.round(n.responseEnd), domInteractive: Math.round(n.domInteractive), dcl: Math.round(n.domContentLoadedEventEnd) }; })() }));
  console.log('js', js, JSON.stringify(m));
  await context.close();
}
await browser.close();
