import { expect } from '@playwright/test';
import { expectNoAxeViolations, mailCount, mailTo, signIn, test } from '@tiles/web-e2e/support';

/** Milliseconds from `now` to the next Monday at 08:05 in Rome (the demo learners' zone). */
const untilMondayMorningInRome = (now: Date) => {
  for (let at = Math.ceil(now.getTime() / 300_000) * 300_000; ; at += 300_000) {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
        .formatToParts(new Date(at))
        .map((part) => [part.type, part.value]),
    );
    if (parts.weekday === 'Mon' && parts.hour === '08' && parts.minute === '05') return at - now.getTime();
  }
};

// It moves the server's clock days ahead: it runs with the site-wide tests, alone, after the others.
test("Monday's digest arrives by mail with last week's study; its link stops it with one press", async ({ page }) => {
  const address = 'ipazia@tiles.test';
  const before = await mailCount(address);
  const { now } = await (await page.request.put('/api/test/clock', { data: { advanceMs: 0 } })).json();
  expect((await page.request.put('/api/test/clock', { data: { advanceMs: untilMondayMorningInRome(new Date(now)) } })).status()).toBe(200);
  expect((await page.request.post('/api/test/reminders')).status()).toBe(200);

  const digest = await mailTo(address, { after: before });
  expect(digest.subject).toMatch(/^La tua settimana su .+: \d+ min di studio$/);
  expect(digest.text).toMatch(/La settimana scorsa hai studiato \d+ minut[oi] \(la settimana prima: \d+ min\)\./);
  expect(digest.text).toMatch(/Serie: \d+ giorn[oi]\./);
  // RFC 8058: the one-click header, and the page behind the footer's link.
  const headers = new Map(digest.headerLines.map((header) => [header.key, header.line]));
  expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(headers.get('list-unsubscribe')).toMatch(/<http:\/\/127\.0\.0\.1:\d+\/api\/mail\/unsubscribe\?u=.+&k=digest&s=.+>/);
  const link = /https?:\/\/\S+\/it-IT\/unsubscribe\?\S+/.exec(digest.text ?? '')![0];

  await signIn(page, address);
  expect((await (await page.request.get('/api/lms/game/streak')).json()).outcome.mailKinds).toContain('digest');
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Annulla l’iscrizione' })).toBeVisible();
  await expect(page.getByText('Non ricevere più il riepilogo settimanale?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Sì, non inviarmelo più' }).click();
  await expect(page.getByText(/^Fatto: non riceverai più il riepilogo settimanale\./)).toBeFocused();
  expect((await (await page.request.get('/api/lms/game/streak')).json()).outcome.mailKinds).not.toContain('digest');

  // A link altered by hand is refused, and says so.
  await page.goto(`${url.pathname}${url.search.replace(/s=[^&]+/, 's=' + 'A'.repeat(22))}`);
  await page.getByRole('button', { name: 'Sì, non inviarmelo più' }).click();
  await expect(page.getByText(/^Questo link non è valido/)).toBeVisible();
});
