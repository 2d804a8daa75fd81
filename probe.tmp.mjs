import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
const hits = [];
page.on('request', (r) => { if (r.url().includes('/api/event/hit')) hits.push(r.url() + ' ' + r.postData()); });
page.on('console', (m) => console.log('console:', m.text()));
for (const url of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:3000' + url);
  await page.waitForTimeout(1500);
  console.log(url, '->', page.url(), JSON.stringify((await page.locator('body').innerText()).slice(0, 300)));
}
console.log('hits', hits.length, hits.map(h=>h.slice(0,200)));
await browser.close();
