import { and, count, eq, isNotNull, sum } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@tiles/api-audit/schema';
import { enrolments, sessionCompletions } from '@tiles/api-lms/schema';
import { hits, studyRollups } from '@tiles/api-events/schema';
import { learnerBadges, xpLedger } from '@tiles/api-game/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { users } from '@tiles/api-users/schema';
import { verifyCredential } from '@tiles/api-records/open-badges';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { ADA, getUser, login, signIn } from '@tiles/api-auth/auth-test-helpers';

describe.each(testDatabaseKinds())('download everything, and delete the account, on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, { demoHistory: true });
  });
  afterAll(() => app?.close());

  const exportOf = async (who: string) => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/user/export', headers: { cookie: await signIn(app, who) } });
    expect(response.statusCode).toBe(200);
    return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
  };
  const jsonOf = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

  it('streams a ZIP of one JSON file per kind of data, with a README in the learner’s language', async () => {
    const { response, files } = await exportOf(ADA);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tiles-my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const names = Object.keys(files);
    for (const name of [
      'README.txt',
      'profile.json',
      'enrolments.json',
      'completions.json',
      'study-time.json',
      'page-views.json',
      'events.json',
      'xp-ledger.json',
      'game.json',
      'practice.json',
      'notifications.json',
      'devices.json',
      'groups.json',
      'push-subscriptions.json',
      'settings.json',
      'transcript.json',
    ])
      expect(names).toContain(name);
    expect(jsonOf(files, 'transcript.json')).toMatchObject({ type: ['VerifiableCredential', 'ClrCredential'], proof: [expect.anything()] });
    const readme = strFromU8(files['README.txt']!);
    expect(readme).toMatch(/^I tuoi dati su Tiles Learn/);
    for (const name of names.filter((entry) => !entry.startsWith('credentials/')))
      if (name !== 'README.txt') expect(readme).toContain(`- ${name}:`);
    expect(jsonOf(files, 'profile.json')).toMatchObject({ email: ADA, fields: { name: 'Ada' } });
  });

  it('holds every row of the learner and none of anyone else', async () => {
    const [ada] = await app.db.select().from(users).where(eq(users.login, ADA));
    const [{ value: hitCount }] = (await app.db.select({ value: count() }).from(hits).where(eq(hits.userId, ada!.id))) as [
      { value: number },
    ];
    const [{ value: xpCount }] = (await app.db.select({ value: count() }).from(xpLedger).where(eq(xpLedger.userId, ada!.id))) as [
      { value: number },
    ];
    expect(hitCount).toBeGreaterThan(100);
    const { files } = await exportOf(ADA);
    const pageViews = jsonOf(files, 'page-views.json') as Array<{ path: string; msCredited: number }>;
    expect(pageViews).toHaveLength(hitCount);
    expect(jsonOf(files, 'xp-ledger.json')).toHaveLength(xpCount);
    const studied = jsonOf(files, 'study-time.json') as { byHour: Array<{ ms: number }> };
    expect(studied.byHour.reduce((sum, row) => sum + row.ms, 0)).toBe(pageViews.reduce((sum, row) => sum + row.msCredited, 0));

    const badges = await app.db.select().from(learnerBadges).where(eq(learnerBadges.userId, ada!.id));
    const tiers = badges.reduce((sum, badge) => sum + badge.tierDates.length, 0);
    const credentials = Object.keys(files).filter((name) => name.startsWith('credentials/') && !name.startsWith('credentials/course-'));
    expect(tiers).toBeGreaterThan(0);
    expect(credentials).toHaveLength(tiers);
    const completed = await app.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, ada!.id), isNotNull(enrolments.completedAt)));
    expect(Object.keys(files).filter((name) => name.startsWith('credentials/course-'))).toHaveLength(completed.length);
    expect(jsonOf(files, credentials[0]!)).toMatchObject({
      type: expect.arrayContaining(['OpenBadgeCredential']),
      proof: expect.anything(),
    });

    const other = await exportOf('leonardo@tiles.test');
    const theirs = jsonOf(other.files, 'page-views.json') as unknown[];
    expect(theirs.length).toBeLessThan(pageViews.length);
    expect(jsonOf(other.files, 'profile.json')).toMatchObject({ email: 'leonardo@tiles.test' });
  });

  it('is for a signed-in learner only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/auth/user/export' })).statusCode).toBe(401);
  });

  describe('deleting the account', () => {
    const remove = (cookie: string, payload: object) =>
      app.inject({ method: 'DELETE', url: '/api/auth/user', payload, headers: { cookie }, remoteAddress: '10.8.0.1' });
    const totalsOf = async (userId: string) => {
      const [rollups] = await app.db
        .select({ value: sum(studyRollups.ms) })
        .from(studyRollups)
        .where(eq(studyRollups.userId, userId));
      const [xp] = await app.db
        .select({ value: sum(xpLedger.xp) })
        .from(xpLedger)
        .where(eq(xpLedger.userId, userId));
      const [enrolled] = await app.db.select({ value: count() }).from(enrolments).where(eq(enrolments.userId, userId));
      const [completed] = await app.db.select({ value: count() }).from(sessionCompletions).where(eq(sessionCompletions.userId, userId));
      return { studyMs: Number(rollups!.value), xp: Number(xp!.value), enrolments: enrolled!.value, completions: completed!.value };
    };

    it('refuses a wrong password and keeps everything', async () => {
      const cookie = await signIn(app, ADA);
      const wrong = await remove(cookie, { password: 'not the password' });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json().code).toBe('wrong-password');
      expect(wrong.json().message).toMatch(/^body\.password/);
      expect((await getUser(app, { cookie })).statusCode).toBe(200);
    });

    it('keeps the last administrator', async () => {
      const cookie = await signIn(app, 'admin@tiles.test');
      const refused = await remove(cookie, { password: DEMO_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('last-administrator');
    });

    it('ends every session, erases what is personal and keeps the anonymous aggregates; issued badges stay verifiable', async () => {
      const [ada] = await app.db.select().from(users).where(eq(users.login, ADA));
      const phone = await signIn(app, ADA);
      const laptop = await signIn(app, ADA);
      const before = await totalsOf(ada!.id);
      expect(before.studyMs).toBeGreaterThan(0);
      const { files } = await exportOf(ADA);
      const credential = jsonOf(
        files,
        Object.keys(files).find((name) => name.startsWith('credentials/'))!,
      ) as object;

      const deleted = await remove(laptop, { password: DEMO_PASSWORD });
      expect(deleted.statusCode).toBe(204);
      expect(deleted.cookies.find((cookie) => cookie.name === 't-ssid')?.value).toBe('');
      expect((await getUser(app, { cookie: phone })).statusCode).toBe(401);
      expect((await getUser(app, { cookie: laptop })).statusCode).toBe(401);
      expect((await login(app, ADA, DEMO_PASSWORD, '10.8.0.2')).statusCode).toBe(401);

      const [row] = await app.db.select().from(users).where(eq(users.id, ada!.id));
      expect(row).toMatchObject({ email: null, passwordHash: null, login: `deleted:${ada!.id}`, fields: { name: '—', surname: '—' } });
      expect(row!.deletedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(row)).not.toMatch(/ada|lovelace/i);
      const [{ value: hitsLeft }] = (await app.db.select({ value: count() }).from(hits).where(eq(hits.userId, ada!.id))) as [
        { value: number },
      ];
      const [{ value: noticesLeft }] = (await app.db
        .select({ value: count() })
        .from(notifications)
        .where(eq(notifications.userId, ada!.id))) as [{ value: number }];
      expect(hitsLeft).toBe(0);
      expect(noticesLeft).toBe(0);
      expect(await totalsOf(ada!.id)).toEqual(before);

      // A credential the learner downloaded before still verifies: its proof is the site key's, not the account's.
      expect((await verifyCredential(credential)).verified).toBe(true);

      const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'account.delete'));
      expect(entries).toHaveLength(1);
      expect(JSON.stringify(entries[0])).not.toMatch(/ada|lovelace/i);
      expect(entries[0]).toMatchObject({ entity: 'user', entityId: ada!.id, userLogin: 'deleted-account' });
    });
  });
});
