import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits, learnerBadges, users, xpLedger } from '../../db/schema.js';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { ADA, signIn } from '../auth/auth-test-helpers.js';

describe.each(testDatabaseKinds())('download everything on %s', (kind) => {
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
      'settings.json',
    ])
      expect(names).toContain(name);
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
    const credentials = Object.keys(files).filter((name) => name.startsWith('credentials/'));
    expect(tiers).toBeGreaterThan(0);
    expect(credentials).toHaveLength(tiers);
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
});
