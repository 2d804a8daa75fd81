import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull } from 'drizzle-orm';
import { BARRIER_DIGEST_PERIOD_MS } from '@tiles/api-notifications/barrier-reports';
import { barrierReports } from '@tiles/api-notifications/schema';
import { users } from '@tiles/api-users/schema';
import { insertManyLearners } from '@tiles/api-users/many-learners';
import { enterMode, signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

describe.each(testDatabaseKinds())('notifications api on %s', (kind) => {
  let app: FastifyInstance;
  const signIn = async (login: string) => {
    const cookie = await signInAs(app, login);
    // Administrative calls are made in admin mode.
    if (login === 'admin@tiles.test') await enterMode(app, cookie, 'admin');
    return cookie;
  };
  const list = async (cookie: string, headers: Record<string, string> = {}, query = '') =>
    app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { cookie, ...headers } });

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('welcomes a learner once, at the first sign-in, in their locale and gender', async () => {
    const cookie = await signIn('ada.lovelace@tiles.test');
    await signIn('ada.lovelace@tiles.test');
    const italian = (await list(cookie)).json().outcome;
    expect(italian).toHaveLength(1);
    expect(italian[0]).toMatchObject({
      type: 'welcome',
      read: false,
      title: 'Benvenuta, Ada!',
      link: null,
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect((await list(cookie, { 'tiles-locale-code': 'en-GB' })).json().outcome[0].title).toBe('Welcome, Ada!');
  });

  it('marks the own notification read, idempotently, and nobody else’s', async () => {
    const alan = await signIn('alan.turing@tiles.test');
    const leonardo = await signIn('leonardo@tiles.test');
    const [welcome] = (await list(alan)).json().outcome;
    const mark = (cookie: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: '/api/notifications', headers: { cookie }, payload });

    expect((await mark(leonardo, { messageId: welcome.messageId })).statusCode).toBe(404);
    expect((await list(alan)).json().outcome[0].read).toBe(false);
    expect((await mark(alan, { messageId: welcome.messageId })).statusCode).toBe(204);
    expect((await mark(alan, { messageId: welcome.messageId })).statusCode).toBe(204);
    expect((await list(alan)).json().outcome[0].read).toBe(true);
    expect((await mark(alan, { messageId: randomUUID() })).statusCode).toBe(404);
    const malformed = await mark(alan, { messageId: 'nope' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^body\.messageId: /);
    expect((await app.inject({ method: 'PATCH', url: '/api/notifications', payload: { messageId: welcome.messageId } })).statusCode).toBe(
      401,
    );
  });

  it('lets administrators send to one user or to every learner, newest first', async () => {
    const admin = await signIn('admin@tiles.test');
    const emmy = await signIn('emmy.noether@tiles.test');
    const [emmyRow] = await app.db.select().from(users).where(eq(users.login, 'emmy.noether@tiles.test'));
    const send = (cookie: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/notifications', headers: { cookie }, payload });

    const one = await send(admin, {
      to: emmyRow!.id,
      title: 'Nuovo corso',
      body: 'Ciao [name], è arrivato un corso di astronomia: sei invitat[gender:o,a,ə].',
      link: '/it-IT/catalogo-corsi/scienze',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().outcome).toEqual({ sent: 1 });
    const all = await send(admin, { to: 'all', title: 'Manutenzione', body: 'Stasera alle 22.' });
    // The demo's ten learners (the teacher, the manager, the administrator and the tester are not learners).
    expect(all.json().outcome.sent).toBe(10);

    const emmyList = (await list(emmy)).json().outcome;
    expect(emmyList.map((item: { title: string }) => item.title)).toEqual(['Manutenzione', 'Nuovo corso', 'Benvenuta, Emmy!']);
    expect(emmyList[1].link).toBe('/it-IT/catalogo-corsi/scienze');
    // The administrator's words greet each recipient by name, in their form of address.
    expect(emmyList[1].body).toBe('Ciao Emmy, è arrivato un corso di astronomia: sei invitata.');
    expect((await list(emmy, {}, '?limit=1')).json().outcome).toHaveLength(1);
    expect((await list(emmy, {}, '?limit=0')).statusCode).toBe(400);

    expect((await send(emmy, { to: 'all', title: 'x', body: 'y' })).statusCode).toBe(403);
    expect((await send(admin, { to: 'nobody', title: 'x', body: 'y' })).statusCode).toBe(404);
    const bad = await send(admin, { to: 'all', title: ' ', body: 'y', link: 'https://evil.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.title');
  });

  it('sends to every learner of a large site: more rows than one statement may carry', async () => {
    const admin = await signIn('admin@tiles.test');
    await insertManyLearners(app.db, 'crowd', 9000);
    const learners = (await app.notificationRepository.learnersOf('tiles')).length;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { cookie: admin },
      payload: { to: 'all', title: 'A tutti', body: 'Uno per uno.' },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().outcome.sent).toBe(learners);
    expect(learners).toBeGreaterThan(9000);
  });
  it("takes anyone's report of an accessibility barrier to every administrator, in their language, and refuses a bad one by field", async () => {
    const report = (payload: Record<string, unknown>, remoteAddress = '10.77.0.1') =>
      app.inject({ method: 'POST', url: '/api/accessibility/reports', payload, remoteAddress });
    // Signed in first: the administrator's own welcome comes before the report.
    const admin = await signIn('admin@tiles.test');
    const accepted = await report({
      page: '/it-IT/catalogo-corsi',
      description: 'The search button cannot be reached with the keyboard.',
      contact: 'reader@example.org',
    });
    expect(accepted.statusCode).toBe(202);
    await app.afterAnswer.settled();
    const [newest] = (await list(admin, { 'tiles-locale-code': 'en-GB' })).json().outcome;
    expect(newest).toMatchObject({
      type: 'accessibility.report',
      title: 'An accessibility barrier was reported',
      body: 'On /it-IT/catalogo-corsi: “The search button cannot be reached with the keyboard.” To reply: reader@example.org',
      link: '/it-IT/catalogo-corsi',
    });
    // A learner is not told.
    const learner = await signIn('leonardo@tiles.test');
    expect((await list(learner)).json().outcome.some((n: { type: string }) => n.type === 'accessibility.report')).toBe(false);

    for (const [payload, field] of [
      [{ page: 'https://evil.example/x', description: 'Something went wrong here.' }, 'page'],
      [{ page: '/it-IT', description: 'short' }, 'description'],
      [{ page: '/it-IT', description: 'Something went wrong here.', extra: 1 }, 'body'],
      [{ description: 'Something went wrong here.' }, 'page'],
      [{ page: '/it-IT', description: 'Something\u0000 went wrong here.' }, 'description'],
      [{ page: '/it-IT', description: 'x'.repeat(2001) }, 'description'],
    ] as const) {
      const refused = await report(payload, '10.77.0.2');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(new RegExp(field === 'body' ? '^body' : `body\\.${field}`));
    }
    // One address may not flood the bells: the sixth report in a minute waits.
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      statuses.push((await report({ page: '/it-IT', description: 'Again the same barrier.' }, '10.77.0.3')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('gives no stranger a limit to exhaust for others, and tells administrators once a period, every report kept whole', async () => {
    // What earlier reports left waiting goes out first; then a new period begins.
    app.clock.advance(BARRIER_DIGEST_PERIOD_MS);
    await app.barrierReports.sendDueDigests();
    app.clock.advance(BARRIER_DIGEST_PERIOD_MS);
    const admin = await signIn('admin@tiles.test');
    const barrierNotices = async () =>
      (await list(admin, { 'tiles-locale-code': 'en-GB' }, '?limit=50'))
        .json()
        .outcome.filter((notice: { type: string }) => notice.type === 'accessibility.report');
    const before = (await barrierNotices()).length;
    const report = (description: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/accessibility/reports', payload: { page: '/it-IT', description }, remoteAddress });

    // Twelve senders, five reports each: before, the sixth sender shut every honest reporter out for the minute.
    for (let sender = 1; sender <= 12; sender += 1)
      for (let index = 1; index <= 5; index += 1) {
        expect((await report(`Flood ${sender}.${index}, a barrier that is not there.`, `10.88.0.${sender}`)).statusCode).toBe(202);
        // The first is told at once, alone (its digest is taken before the next report arrives).
        if (sender === 1 && index === 1) await app.afterAnswer.settled();
      }
    const honest = await report('The video player has no captions at all.', '10.88.1.1');
    expect(honest.statusCode).toBe(202);
    // An IPv6 caller is counted by its network: other addresses of the same /64 share its limit, and only its.
    for (let index = 1; index <= 5; index += 1)
      expect((await report(`From one network, report ${index}.`, `2001:db8:1:2::${index}`)).statusCode).toBe(202);
    const sameNetwork = await report('From the same network again.', '2001:db8:1:2:ffff::9');
    expect(sameNetwork.statusCode).toBe(429);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(0);
    expect((await report('From the network next door.', '2001:db8:1:3::1')).statusCode).toBe(202);
    await app.afterAnswer.settled();

    // 67 reports, one notification: the first report, told at once.
    const told = await barrierNotices();
    expect(told.length - before).toBe(1);
    expect(told[0]).toMatchObject({ title: 'An accessibility barrier was reported', body: expect.stringContaining('Flood 1.1') });
    // Within the period, the minute's check sends nothing more.
    await app.barrierReports.sendDueDigests();
    expect((await barrierNotices()).length - before).toBe(1);

    // Once the period is over: one digest of ten, the rest waiting for the next.
    app.clock.advance(BARRIER_DIGEST_PERIOD_MS);
    await app.barrierReports.sendDueDigests();
    const [digest] = await barrierNotices();
    expect(digest).toMatchObject({
      title: '10 accessibility barriers were reported',
      body: expect.stringMatching(/56 more in the next summary\.$/),
    });
    expect(digest.body.split('\n')).toHaveLength(11);
    expect(digest.body).toContain('/it-IT — Flood 1.2, a barrier that is not there.');

    // Every report is kept whole, the honest one among them, until the administrators have been told of all.
    const kept = await app.db.select().from(barrierReports);
    expect(kept.find((row) => row.description === 'The video player has no captions at all.')).toMatchObject({
      page: '/it-IT',
      notifiedAt: null,
    });
    expect(kept.every((row) => !row.caller.includes('10.88'))).toBe(true);
    for (let period = 0; period < 6; period += 1) {
      app.clock.advance(BARRIER_DIGEST_PERIOD_MS);
      await app.barrierReports.sendDueDigests();
    }
    expect((await app.db.select().from(barrierReports).where(isNull(barrierReports.notifiedAt))).length).toBe(0);
    expect((await barrierNotices()).length - before).toBe(1 + 7);
  });
});
