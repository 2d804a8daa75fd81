import { describe, expect, it } from 'vitest';
import { composeMail } from './compose.js';
import { mailTexts } from './texts.js';

const texts = new Map(Object.entries(mailTexts));
const mailTo = (locale: string) =>
  composeMail('passwordReset', {
    texts,
    recipient: { email: 'learner@example.org', locale, name: 'Amal', gender: 'femminile' },
    defaultLocale: 'it-IT',
    siteName: 'Tiles Learn',
    publicUrl: 'https://learn.example.org',
    token: 'a-token',
    unsubscribe: { pagePath: '/ar-EG/unsubscribe?u=1', oneClickPath: '/api/mail/unsubscribe?u=1' },
  });

describe('a mail', () => {
  it('reads right to left in Arabic, its links left to right', () => {
    const { html } = mailTo('ar-EG');
    expect(html).toContain('<html lang="ar-EG" dir="rtl">');
    expect(html).toMatch(/<a href="https:\/\/learn\.example\.org\/ar-EG\/[^"]*" dir="ltr"/);
    expect(html).toContain('<a href="https://learn.example.org/ar-EG/unsubscribe?u=1" dir="ltr"');
  });

  it('reads left to right in the European languages', () => {
    expect(mailTo('it-IT').html).toContain('<html lang="it-IT" dir="ltr">');
    expect(mailTo('de-DE').html).toContain('<html lang="de-DE" dir="ltr">');
  });
});
