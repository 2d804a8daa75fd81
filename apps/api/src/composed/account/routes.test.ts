import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { startSmtpServer, tokenOf } from '@tiles/api-testing/smtp-server';
import { createTestApp, testDatabaseKinds, withPgClient } from '../../test/test-app.js';
import { ADA, enterMode, getUser, login, sessionCookieOf, setUpAuthenticatorApp, signIn } from '@tiles/api-auth/auth-test-helpers';
import { retryDelayMs } from '@tiles/api-mail/queue';

const PUBLIC_URL = 'https://learn.example.org';
const GOOD_PASSWORD = 'a long walk by the river';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let address = 0;
  /** Each test its own caller address: the mail limits count per address. */
  const nextIp = () => `10.9.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextIp() });
  const put = (url: string, payload: unknown, cookie: string) =>
    app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie }, remoteAddress: nextIp() });
  /** A sign-up, and the work it does after its answer (the account, the mail). */
  const signUp = async (email: string, extra: Record<string, unknown> = {}) => {
    const response = await post('/api/auth/signup', { name: 'Grace', email, password: GOOD_PASSWORD, locale: 'en-GB', ...extra });
    await app.afterAnswer.settled();
    return response;
  };
  const cookieOf = async (cu: string, cp: string) => {
    const response = await login(app, cu, cp, nextIp());
    expect(response.statusCode, response.body).toBe(200);
    return `t-ssid=${sessionCookieOf(response)!.value}`;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(kind, {
      publicUrl: PUBLIC_URL,
      mail: { smtpUrl: smtp.url, from: 'Tiles Learn <no-reply@learn.example.org>' },
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  beforeEach(() => smtp.refuse(false));

  describe('sign-up', () => {
    it('mails a single-use link; the account signs in only once the page posted its token', async () => {
      const email = 'grace.hopper@example.org';
      expect((await signUp('Grace.Hopper@Example.org')).statusCode).toBe(202);
      const mail = await smtp.next(email);
      expect(mail.subject).toBe('Confirm your address for Tiles Learn');
      expect(mail.from?.text).toContain('no-reply@learn.example.org');
      // One identity for every try of this mail: a repeat after a crash is the same message to the receiving side.
      expect(mail.messageId).toMatch(/^<tiles-mail-\d+-\d+@learn\.example\.org>$/);
      expect(mail.text).toContain('Hello Grace,');
      expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/en-GB/verify-email\\?token=[A-Za-z0-9_-]{43}`));
      // HTML and text, nothing remote: no images, every link under the public address.
      expect(mail.html).toContain('<html lang="en-GB" dir="ltr">');
      expect(mail.html).not.toMatch(/<img|src=/i);
      for (const [, href] of (mail.html as string).matchAll(/href="([^"]+)"/g)) expect(href!.startsWith(`${PUBLIC_URL}/`)).toBe(true);

      const early = await login(app, email, GOOD_PASSWORD, nextIp());
      expect(early.statusCode).toBe(403);
      expect(early.json().code).toBe('email-unverified');
      // The wrong password says nothing about verification.
      expect((await login(app, email, 'not the password at all', nextIp())).json().code).toBe('invalid-credentials');

      const token = tokenOf(mail);
      const verified = await post('/api/auth/verify-email', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().outcome).toEqual({ email, signedIn: true });
      // The verified person is signed in by it, in the browser that posted the link's token.
      const fromLink = `t-ssid=${sessionCookieOf(verified)!.value}`;
      expect((await getUser(app, { cookie: fromLink })).json().outcome).toMatchObject({ email, fields: { name: 'Grace' } });
      const again = await post('/api/auth/verify-email', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json().code).toBe('token-used');
      const cookie = await cookieOf(email, GOOD_PASSWORD);
      const user = (await getUser(app, { cookie })).json().outcome;
      expect(user).toMatchObject({ email, locale: 'en-GB', role: ['learner'], fields: { name: 'Grace' } });
      // Only the name was asked: the surname is empty, not a placeholder shown in "My data" and the export.
      expect(user.fields.surname).toBe('');
    });

    it('leads the verification link to where the person was going, and refuses a return that leaves the site', async () => {
      const email = 'ada.byron@example.org';
      expect((await signUp(email, { returnTo: '/en-GB/course/1/roma-antica' })).statusCode).toBe(202);
      const mail = await smtp.next(email);
      expect(mail.text).toMatch(
        new RegExp(`${PUBLIC_URL}/en-GB/verify-email\\?token=[A-Za-z0-9_-]{43}&returnTo=%2Fen-GB%2Fcourse%2F1%2Froma-antica`),
      );
      const away = await signUp('elsewhere@example.org', { returnTo: 'https://evil.example/' });
      expect(away.statusCode).toBe(400);
      expect(away.json().message).toContain('body.returnTo');
    });

    it('answers the same for a registered address, and mails its owner instead of making a second account', async () => {
      const before = smtp.to(ADA).length;
      const response = await signUp(ADA);
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe((await signUp('nobody.yet@example.org')).body);
      const mail = await smtp.next(ADA, before + 1);
      expect(mail.subject).toBe('Il tuo account su Tiles Learn');
      expect(mail.text).toContain(`${PUBLIC_URL}/it-IT/forgot-password`);
      expect(mail.text).not.toContain('token=');
      // Ada still signs in with her own password.
      await cookieOf(ADA, DEMO_PASSWORD);
    });

    it('sends a waiting account its link again, from sign-in, without saying whether it exists', async () => {
      const email = 'ada.waiting@example.org';
      await signUp(email);
      const first = await smtp.next(email);
      const resent = await post('/api/auth/verify-email/resend', { email });
      expect(resent.statusCode).toBe(202);
      expect((await post('/api/auth/verify-email/resend', { email: 'unknown@example.org' })).statusCode).toBe(202);
      const second = await smtp.next(email, 2);
      expect(tokenOf(second)).not.toBe(tokenOf(first));
      expect((await post('/api/auth/verify-email', { token: tokenOf(second) })).statusCode).toBe(200);
    });

    it('lets no one take an address before its owner: her sign-up replaces the waiting one, and its earlier links die', async () => {
      const victim = 'first.owner@example.org';
      const attackersPassword = 'the attacker chose this one';
      expect((await signUp(victim, { name: 'Mallory', password: attackersPassword, locale: 'it-IT' })).statusCode).toBe(202);
      const attackersLink = await smtp.next(victim);
      const ownersSignUp = await signUp(victim, { name: 'Grace' });
      expect(ownersSignUp.statusCode).toBe(202);
      const ownersLink = await smtp.next(victim, 2);
      expect(ownersLink.subject).toBe('Confirm your address for Tiles Learn');

      // The link mailed before her sign-up is spent: it verifies nothing.
      const stale = await post('/api/auth/verify-email', { token: tokenOf(attackersLink) });
      expect(stale.statusCode).toBe(410);
      const verified = await post('/api/auth/verify-email', { token: tokenOf(ownersLink) });
      expect(verified.statusCode).toBe(200);
      const cookie = await cookieOf(victim, GOOD_PASSWORD);
      expect((await getUser(app, { cookie })).json().outcome).toMatchObject({ locale: 'en-GB', fields: { name: 'Grace' } });
      expect((await login(app, victim, attackersPassword, nextIp())).json().code).toBe('invalid-credentials');

      // Once verified, a sign-up changes nothing: its owner is told instead.
      expect((await signUp(victim, { password: attackersPassword })).statusCode).toBe(202);
      expect((await smtp.next(victim, 3)).subject).toBe('Your account on Tiles Learn');
      await cookieOf(victim, GOOD_PASSWORD);
    });

    it('refuses bad input with a 400 naming the field, and common passwords by their code', async () => {
      const short = await signUp('short@example.org', { password: 'seven77' });
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toMatch(/password/);
      const common = await signUp('common@example.org', { password: 'Password1' });
      expect(common.statusCode).toBe(400);
      expect(common.json().code).toBe('weak-password');
      const email = await signUp('not-an-address');
      expect(email.statusCode).toBe(400);
      expect(email.json().message).toMatch(/email/);
      const locale = await signUp('locale@example.org', { locale: 'fr-FR' });
      expect(locale.statusCode).toBe(400);
      expect(locale.json().message).toMatch(/locale/);
      // A name that would reorder or hide text in every list that shows it (issue 46).
      for (const name of ['Rossi\u202Egpj.exe', 'Grace\u2028Hopper', 'Grace\u0085', 'Gr\u200Bace']) {
        const forged = await signUp('forged-name@example.org', { name });
        expect(forged.statusCode).toBe(400);
        expect(forged.json().message).toMatch(/^body\.name/);
      }
      // Any characters count as themselves: eight emoji are eight characters.
      expect((await signUp('emoji@example.org', { password: '🦋🦋🦋🦋🦋🦋🦋🦋' })).statusCode).toBe(202);
      expect(smtp.to('short@example.org')).toHaveLength(0);
    });

    it('refuses an unknown or a mistyped token with a 400, and a bare GET changes nothing', async () => {
      const unknown = await post('/api/auth/verify-email', { token: 'x'.repeat(43) });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().code).toBe('invalid-token');
      expect((await app.inject({ method: 'GET', url: '/api/auth/verify-email?token=abc' })).statusCode).toBe(404);
    });
  });

  describe('an account guessed at from everywhere', () => {
    it('is not locked: a new browser gets the same answer for any password, and its owner a link that signs in', async () => {
      const owner = 'many.guesses@example.org';
      await signUp(owner);
      expect((await post('/api/auth/verify-email', { token: tokenOf(await smtp.next(owner)) })).statusCode).toBe(200);
      // 50 wrong passwords, each from another address: under every per-address limit, at the account's.
      for (let attempt = 0; attempt < 50; attempt += 1)
        expect((await login(app, owner, `guess-${attempt}`, nextIp())).json().code).toBe('invalid-credentials');

      const right = await login(app, owner, GOOD_PASSWORD, nextIp());
      const wrong = await login(app, owner, 'guess-51', nextIp());
      const nobody = await login(app, 'nobody.here@example.org', 'guess', nextIp());
      for (let attempt = 0; attempt < 50; attempt += 1) await login(app, 'nobody.here@example.org', `guess-${attempt}`, nextIp());
      const unknown = await login(app, 'nobody.here@example.org', 'guess', nextIp());
      await app.afterAnswer.settled();
      // The guessers learn nothing: right, wrong, or no such account, the same 403 (before: 429 for 15 minutes).
      expect(right.statusCode).toBe(403);
      expect(right.body).toBe(wrong.body);
      expect(unknown.body).toBe(right.body);
      expect(right.json().code).toBe('sign-in-by-link');
      expect(nobody.json().code).toBe('invalid-credentials');

      const mail = await smtp.next(owner, 2);
      expect(mail.subject).toBe('Your link to sign in to Tiles Learn');
      const opened = await post('/api/auth/verify-email', { token: tokenOf(mail) });
      expect(opened.statusCode).toBe(200);
      expect(opened.json().outcome).toEqual({ email: owner, signedIn: true });
      expect((await getUser(app, { cookie: `t-ssid=${sessionCookieOf(opened)!.value}` })).json().outcome.email).toBe(owner);
      expect((await post('/api/auth/verify-email', { token: tokenOf(mail) })).statusCode).toBe(410);
      // The browser that opened the link is a known one now: its password is checked again, while the guessing goes on.
      const device = opened.cookies.find((cookie) => cookie.name === 't-dev')!;
      const fromKnown = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { cu: owner, cp: GOOD_PASSWORD },
        cookies: { 't-dev': device.value },
        remoteAddress: nextIp(),
      });
      expect(fromKnown.statusCode).toBe(200);
      // The mailbox is not flooded: a few links per address in 15 minutes, however many guesses.
      for (let attempt = 0; attempt < 10; attempt += 1) await login(app, owner, `more-${attempt}`, nextIp());
      await app.afterAnswer.settled();
      expect(smtp.to(owner).length).toBeLessThanOrEqual(2 + 5);
    });
  });

  describe('a forgotten password', () => {
    it('mails a 30-minute link that sets the password once and ends every session', async () => {
      const email = 'reset.me@example.org';
      await signUp(email);
      await post('/api/auth/verify-email', { token: tokenOf(await smtp.next(email)) });
      const oldSession = await cookieOf(email, GOOD_PASSWORD);

      expect((await post('/api/auth/password-reset', { email: 'Reset.Me@example.org' })).statusCode).toBe(202);
      const mail = await smtp.next(email, 2);
      expect(mail.subject).toBe('Choose a new password for Tiles Learn');
      expect(mail.text).toContain(`${PUBLIC_URL}/en-GB/reset-password?token=`);
      const token = tokenOf(mail);

      const weak = await post('/api/auth/password-reset/confirm', { token, password: 'qwertyuiop' });
      expect(weak.json().code).toBe('weak-password');
      const confirmed = await post('/api/auth/password-reset/confirm', { token, password: 'a brand new sentence' });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().outcome).toEqual({ login: email });
      expect((await getUser(app, { cookie: oldSession })).statusCode).toBe(401);
      expect((await login(app, email, GOOD_PASSWORD, nextIp())).statusCode).toBe(401);
      await cookieOf(email, 'a brand new sentence');
      const reused = await post('/api/auth/password-reset/confirm', { token, password: 'yet another sentence' });
      expect(reused.statusCode).toBe(410);
      expect(reused.json().code).toBe('token-used');
      expect((await smtp.next(email, 3)).subject).toBe('Your password on Tiles Learn has changed');
    });

    it('answers the same for an unknown address and mails nobody', async () => {
      const before = smtp.received.length;
      const adaMails = smtp.to(ADA).length;
      const response = await post('/api/auth/password-reset', { email: 'nobody@example.org' });
      expect(response.statusCode).toBe(202);
      // The body of a 202 is the same whatever the address: nothing in it tells.
      expect(response.body).toBe((await post('/api/auth/password-reset', { email: ADA })).body);
      await smtp.next(ADA, adaMails + 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(smtp.received.length).toBe(before + 1);
      expect(smtp.to('nobody@example.org')).toHaveLength(0);
    });

    it('refuses a link used after 30 minutes', async () => {
      const adaMails = smtp.to(ADA).length;
      await post('/api/auth/password-reset', { email: ADA });
      const token = tokenOf(await smtp.next(ADA, adaMails + 1));
      app.clock.advance(31 * 60 * 1000);
      const late = await post('/api/auth/password-reset/confirm', { token, password: 'too late for this one' });
      expect(late.statusCode).toBe(410);
      expect(late.json().code).toBe('token-expired');
      await cookieOf(ADA, DEMO_PASSWORD);
    });

    it('counts requests per mailbox like sign-in attempts: the sixth in 15 minutes waits', async () => {
      const email = 'many.requests@example.org';
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
      const sixth = await post('/api/auth/password-reset', { email });
      expect(sixth.statusCode).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('the account page', () => {
    /** A new account, verified: the verification signs it in, on the device that opened the link. */
    const freshAccount = async (email: string) => {
      await signUp(email);
      const verified = await post('/api/auth/verify-email', { token: tokenOf(await smtp.next(email)) });
      return `t-ssid=${sessionCookieOf(verified)!.value}`;
    };

    it('changes the password with the current one, signing the other devices out', async () => {
      const email = 'change.password@example.org';
      const phone = await freshAccount(email);
      const laptop = await cookieOf(email, GOOD_PASSWORD);
      const wrong = await put('/api/auth/user/password', { currentPassword: 'not it at all', password: 'a new long sentence' }, laptop);
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('wrong-password');
      expect((await getUser(app, { cookie: laptop })).statusCode).toBe(200);
      const changed = await put('/api/auth/user/password', { currentPassword: GOOD_PASSWORD, password: 'a new long sentence' }, laptop);
      expect(changed.statusCode).toBe(204);
      expect((await getUser(app, { cookie: laptop })).statusCode).toBe(200);
      expect((await getUser(app, { cookie: phone })).statusCode).toBe(401);
      await cookieOf(email, 'a new long sentence');
    });

    it('changes the address once the link mailed to the new one is opened, and tells the old one', async () => {
      const email = 'old.address@example.org';
      const cookie = await freshAccount(email);
      const asked = await put('/api/auth/user/email', { email: 'new.address@example.org', currentPassword: GOOD_PASSWORD }, cookie);
      expect(asked.statusCode).toBe(202);
      const mail = await smtp.next('new.address@example.org');
      expect(mail.subject).toBe('Confirm your new address for Tiles Learn');
      // Until then, nothing changed.
      expect((await getUser(app, { cookie })).json().outcome.email).toBe(email);
      // A change of address is verified without signing anyone in.
      const changed = await post('/api/auth/verify-email', { token: tokenOf(mail) });
      expect(changed.json().outcome).toEqual({ email: 'new.address@example.org', signedIn: false });
      expect(sessionCookieOf(changed)).toBeUndefined();
      expect((await getUser(app, { cookie })).json().outcome).toMatchObject({
        email: 'new.address@example.org',
        login: 'new.address@example.org',
      });
      const told = await smtp.next(email, 2);
      expect(told.subject).toBe('The address of your account on Tiles Learn has changed');
      expect(told.text).toContain('new.address@example.org');
      await cookieOf('new.address@example.org', GOOD_PASSWORD);
    });

    it('does not hand over an address another account holds', async () => {
      const cookie = await freshAccount('wants.ada@example.org');
      const before = smtp.to(ADA).length;
      expect((await put('/api/auth/user/email', { email: ADA, currentPassword: GOOD_PASSWORD }, cookie)).statusCode).toBe(202);
      expect((await smtp.next(ADA, before + 1)).subject).toBe('Il tuo account su Tiles Learn');
      expect((await getUser(app, { cookie })).json().outcome.email).toBe('wants.ada@example.org');
    });

    it('gives a contested new address to one account only when both confirm at once: the other gets 409', async () => {
      const contested = 'contested@example.org';
      const first = await freshAccount('contender.one@example.org');
      const second = await freshAccount('contender.two@example.org');
      expect((await put('/api/auth/user/email', { email: contested, currentPassword: GOOD_PASSWORD }, first)).statusCode).toBe(202);
      const firstLink = tokenOf(await smtp.next(contested, 1));
      expect((await put('/api/auth/user/email', { email: contested, currentPassword: GOOD_PASSWORD }, second)).statusCode).toBe(202);
      const secondLink = tokenOf(await smtp.next(contested, 2));
      // On PostgreSQL, both confirmations are held at their write (a lock another connection takes on the table), after
      // both passed the check that the address is free: the race, every time. PGlite runs one statement at a time.
      const answers = await (kind === 'postgres'
        ? withPgClient(app.config.databaseUrl!, async (client) => {
            await client.query('begin');
            await client.query('lock table users in share row exclusive mode');
            const confirming = Promise.all([firstLink, secondLink].map((token) => post('/api/auth/verify-email', { token })));
            for (let waited = 0; waited < 3_000; waited += 20) {
              const { rows } = await client.query(
                "select count(*)::int as held from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'update \"users\"%'",
              );
              if (rows[0].held >= 2) break;
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
            await client.query('commit');
            return confirming;
          })
        : Promise.all([firstLink, secondLink].map((token) => post('/api/auth/verify-email', { token }))));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('email-in-use');
      const emails = await Promise.all([first, second].map(async (cookie) => (await getUser(app, { cookie })).json().outcome.email));
      expect(emails.filter((email) => email === contested)).toHaveLength(1);
    });

    it('lists the devices signed in and signs out one or all the others', async () => {
      const email = 'devices@example.org';
      const first = await freshAccount(email);
      const second = `t-ssid=${sessionCookieOf(await login(app, email, GOOD_PASSWORD, nextIp(), { ua: 'Mozilla/5.0 (iPhone) Safari', tz: 'Asia/Tokyo' }))!.value}`;
      const third = await cookieOf(email, GOOD_PASSWORD);
      const listed = await app.inject({ method: 'GET', url: '/api/auth/user/devices', headers: { cookie: first } });
      expect(listed.statusCode).toBe(200);
      const devices = listed.json().outcome as Array<{ id: string; current: boolean; timezone: string | null; userAgent: string | null }>;
      expect(devices).toHaveLength(3);
      expect(devices.filter((device) => device.current)).toHaveLength(1);
      const phone = devices.find((device) => device.timezone === 'Asia/Tokyo')!;
      expect(phone.userAgent).toBe('Mozilla/5.0 (iPhone) Safari');

      expect(
        (await app.inject({ method: 'DELETE', payload: {}, url: `/api/auth/user/devices/${phone.id}`, headers: { cookie: first } }))
          .statusCode,
      ).toBe(204);
      expect((await getUser(app, { cookie: second })).statusCode).toBe(401);
      const unknown = await app.inject({
        method: 'DELETE',
        payload: {},
        url: `/api/auth/user/devices/${'A'.repeat(22)}`,
        headers: { cookie: first },
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'DELETE', payload: {}, url: '/api/auth/user/devices', headers: { cookie: first } })).statusCode,
      ).toBe(204);
      expect((await getUser(app, { cookie: third })).statusCode).toBe(401);
      expect((await getUser(app, { cookie: first })).statusCode).toBe(200);
      // Nobody else's device can be named.
      const ada = await cookieOf(ADA, DEMO_PASSWORD);
      const adas = (await app.inject({ method: 'GET', url: '/api/auth/user/devices', headers: { cookie: ada } })).json().outcome as Array<{
        id: string;
      }>;
      expect(
        (await app.inject({ method: 'DELETE', payload: {}, url: `/api/auth/user/devices/${adas[0]!.id}`, headers: { cookie: first } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('a mail server in trouble', () => {
    it('keeps the mail queued and sends it on a later attempt; the request still answers', async () => {
      smtp.refuse(true);
      const email = 'patient@example.org';
      expect((await signUp(email)).statusCode).toBe(202);
      await expect.poll(async () => (await app.mail.pending()).find((row) => row.to === email)?.attempts ?? 0).toBe(1);
      expect(smtp.to(email)).toHaveLength(0);
      smtp.refuse(false);
      // Not before its time...
      expect(await app.mail.deliverDue()).toBe(0);
      app.clock.advance(retryDelayMs(1));
      await app.mail.deliverDue();
      expect((await smtp.next(email)).subject).toBe('Confirm your address for Tiles Learn');
      expect((await app.mail.pending()).find((row) => row.to === email)).toBeUndefined();
    });
  });

  describe('administrators', () => {
    let admin: string;
    beforeAll(async () => {
      admin = await signIn(app, 'admin@tiles.test');
      await enterMode(app, admin, 'admin');
    });
    const asAdmin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: admin }, ...(method === 'GET' ? {} : { payload: payload ?? {} }) });

    it('choose who may sign up: by invitation, sign-up is refused and the site says so', async () => {
      const changed = await asAdmin('PUT', '/api/admin/sign-up', { signUp: 'invitation' });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().outcome.signUp).toBe('invitation');
      const refused = await signUp('uninvited@example.org');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('sign-up-closed');
      expect((await asAdmin('PUT', '/api/admin/sign-up', { signUp: 'open' })).json().outcome.signUp).toBe('open');
      expect((await asAdmin('PUT', '/api/admin/sign-up', { signUp: 'sometimes' })).statusCode).toBe(400);
      const ada = await signIn(app, ADA);
      expect(
        (await app.inject({ method: 'PUT', url: '/api/admin/sign-up', payload: { signUp: 'closed' }, headers: { cookie: ada } }))
          .statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/admin/accounts', headers: { cookie: ada } })).statusCode).toBe(403);
    });

    it('invite from a CSV: bad rows are reported by line, the good ones get a link to choose their password', async () => {
      const csv = [
        'email,name,locale',
        'marie.curie@example.org,Marie,en-GB',
        'not-an-address,Nobody,it-IT',
        `${ADA},Ada,it-IT`,
        'rosalind@example.org,Rosalind,',
        'marie.curie@example.org,Marie again,en-GB',
        'hedy@example.org,Hedy,fr-FR',
        'chien-shiung@example.org,Chien-Shiung,de-DE',
      ].join('\n');
      const response = await asAdmin('POST', '/api/admin/invitations', { csv });
      expect(response.statusCode).toBe(200);
      const result = response.json().outcome;
      expect(result.invited).toBe(3);
      expect(result.problems.map((problem: { line: number }) => problem.line)).toEqual([3, 4, 6, 7]);
      expect(result.problems[1]).toMatchObject({ email: ADA, reason: 'hasAccount', message: 'already has an account' });
      // Each with its reason, for the screen to say in the admin's language.
      expect(result.problems.map((problem: { reason: string }) => problem.reason)).toEqual([
        'notEmail',
        'hasAccount',
        'listedTwice',
        'unknownLocale',
      ]);
      expect(result.problems[3].params).toEqual({ locale: 'fr-FR', locales: 'it-IT, en-GB, de-DE, ar-EG' });

      const mail = await smtp.next('marie.curie@example.org');
      expect(mail.subject).toBe('You are invited to Tiles Learn');
      expect(mail.text).toContain(`${PUBLIC_URL}/en-GB/accept-invite?token=`);
      expect((await smtp.next('rosalind@example.org')).subject).toBe('Sei invitatə su Tiles Learn');
      expect((await login(app, 'marie.curie@example.org', 'anything at all', nextIp())).statusCode).toBe(401);
      const accepted = await post('/api/auth/password-reset/confirm', { token: tokenOf(mail), password: 'radium and polonium' });
      expect(accepted.statusCode).toBe(200);
      // The login answered signs the invited person in with the password just chosen (their page does).
      expect(accepted.json().outcome).toEqual({ login: 'marie.curie@example.org' });
      const cookie = await cookieOf('marie.curie@example.org', 'radium and polonium');
      expect((await getUser(app, { cookie })).json().outcome).toMatchObject({ locale: 'en-GB', fields: { name: 'Marie' } });

      const listed = await asAdmin('GET', '/api/admin/accounts?q=example.org&status=unverified');
      const emails = (listed.json().outcome.accounts as Array<{ email: string }>).map((account) => account.email);
      expect(emails).toContain('rosalind@example.org');
      expect(emails).not.toContain('marie.curie@example.org');
      const entries = (await asAdmin('GET', '/api/admin/audit?entity=user')).json().outcome as Array<{ action: string; after: unknown }>;
      const invite = entries.find((entry) => entry.action === 'account.invite')!;
      expect(JSON.stringify(invite)).not.toContain('@example.org');
    });

    it('send an invited person who tries to sign up their invitation again, not a second account', async () => {
      const email = 'invited.then.signs.up@example.org';
      expect((await asAdmin('POST', '/api/admin/invitations', { email, name: 'Lise', locale: 'de-DE' })).json().outcome.invited).toBe(1);
      await smtp.next(email);
      expect((await signUp(email)).statusCode).toBe(202);
      const again = await smtp.next(email, 2);
      expect(again.subject).toBe('Du bist zu Tiles Learn eingeladen');
      expect(
        (await post('/api/auth/password-reset/confirm', { token: tokenOf(again), password: 'nuclear fission at last' })).statusCode,
      ).toBe(200);
      await cookieOf(email, 'nuclear fission at last');
    });

    it('refuse a CSV longer than 1,000 rows, naming it', async () => {
      const csv = Array.from({ length: 1_001 }, (_, index) => `person${index}@example.org,Person`).join('\n');
      const response = await asAdmin('POST', '/api/admin/invitations', { csv });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^body\.csv/);
    });

    it('disable an account (its sessions end, it cannot sign in) and enable it again', async () => {
      const email = 'to.disable@example.org';
      await signUp(email);
      await post('/api/auth/verify-email', { token: tokenOf(await smtp.next(email)) });
      const cookie = await cookieOf(email, GOOD_PASSWORD);
      const found = (await asAdmin('GET', `/api/admin/accounts?q=${email}`)).json().outcome;
      expect(found.total).toBe(1);
      const { id } = found.accounts[0];
      const disabled = await asAdmin('PUT', `/api/admin/accounts/${id}/disabled`, { disabled: true });
      expect(disabled.json().outcome).toMatchObject({ disabled: true, email });
      expect((await getUser(app, { cookie })).statusCode).toBe(401);
      const refused = await login(app, email, GOOD_PASSWORD, nextIp());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('account-disabled');
      expect((await asAdmin('PUT', `/api/admin/accounts/${id}/disabled`, { disabled: false })).json().outcome.disabled).toBe(false);
      await cookieOf(email, GOOD_PASSWORD);
      expect((await asAdmin('PUT', '/api/admin/accounts/nobody-here/disabled', { disabled: true })).statusCode).toBe(404);
    });

    it('give an account a role: a teacher may then make groups; the last administrator keeps hers; audited', async () => {
      const email = 'new.teacher@example.org';
      await signUp(email);
      await post('/api/auth/verify-email', { token: tokenOf(await smtp.next(email)) });
      const cookie = await cookieOf(email, GOOD_PASSWORD);
      const makeGroup = () =>
        app.inject({ method: 'POST', url: '/api/groups', headers: { cookie }, payload: { name: 'Prima A', timeZone: 'Europe/Rome' } });
      expect((await makeGroup()).statusCode).toBe(403);
      const { id } = (await asAdmin('GET', `/api/admin/accounts?q=${email}`)).json().outcome.accounts[0];
      const given = await asAdmin('PUT', `/api/admin/accounts/${id}/role`, { role: 'teacher' });
      expect(given.json().outcome).toMatchObject({ email, role: 'teacher' });
      // The role's tools open once she has a second factor.
      expect((await makeGroup()).json().code).toBe('second-factor-setup-required');
      await setUpAuthenticatorApp(app, cookie);
      expect((await makeGroup()).statusCode).toBe(201);
      const unknown = await asAdmin('PUT', `/api/admin/accounts/${id}/role`, { role: 'emperor' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toMatch(/body\.role/);
      const self = (await asAdmin('GET', '/api/admin/accounts?q=admin@tiles.test')).json().outcome.accounts[0];
      const last = await asAdmin('PUT', `/api/admin/accounts/${self.id}/role`, { role: 'learner' });
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('last-administrator');
      const entries = (await asAdmin('GET', '/api/admin/audit?entity=user')).json().outcome as Array<{
        action: string;
        before: unknown;
        after: unknown;
      }>;
      expect(entries.find((entry) => entry.action === 'account.role')).toMatchObject({
        before: { role: 'learner' },
        after: { role: 'teacher' },
      });
    });

    it('delete an account on request, but never their own', async () => {
      const email = 'on.request@example.org';
      await signUp(email);
      const { id } = (await asAdmin('GET', `/api/admin/accounts?q=${email}`)).json().outcome.accounts[0];
      expect((await asAdmin('DELETE', `/api/admin/accounts/${id}`)).statusCode).toBe(204);
      expect((await asAdmin('GET', `/api/admin/accounts?q=${email}`)).json().outcome.total).toBe(0);
      expect((await asAdmin('DELETE', `/api/admin/accounts/${id}`)).statusCode).toBe(404);
      const self = (await asAdmin('GET', '/api/admin/accounts?q=admin@tiles.test')).json().outcome.accounts[0];
      expect((await asAdmin('DELETE', `/api/admin/accounts/${self.id}`)).statusCode).toBe(409);
    });
  });
});
