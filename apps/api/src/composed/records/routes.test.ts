import { createHash } from 'node:crypto';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalcredentials/ed25519-multikey';
import { securityLoader } from '@digitalcredentials/security-document-loader';
import * as vc from '@digitalcredentials/vc';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import validateStatement from 'xapi-validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hits } from '@tiles/api-events/schema';
import { learnerBadges } from '@tiles/api-game/schema';
import { users } from '@tiles/api-users/schema';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { DEMO_LRS_CLIENT } from '@tiles/api-lrs/module';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { createSecondInstance, createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { login, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import { createSiteKeyStore } from '@tiles/api-records/site-keys';
import { XAPI_VERBS, type XapiStatement } from '@tiles/api-records/xapi';
import { schemaErrors, validateOpenBadge } from './standards.js';

const ADA = 'ada.lovelace@tiles.test';
const ALAN = 'alan.turing@tiles.test';
const LEONARDO = 'leonardo@tiles.test';

/** A third party's check: the Digital Credentials Consortium's verifier with its bundled contexts, no network. */
const verifyOffline = (credential: unknown) =>
  vc.verifyCredential({
    credential: credential as object,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: securityLoader({ fetchRemoteContexts: false }).build(),
  });

/** What a verifier does with a baked SVG: the credential is the JSON of the `openbadges:credential` element. */
const unbake = (svg: string): unknown => {
  const match = /<openbadges:credential><!\[CDATA\[([\s\S]*)\]\]><\/openbadges:credential>/.exec(svg);
  return match ? JSON.parse(match[1]!.replaceAll(']]]]><![CDATA[>', ']]>')) : undefined;
};

describe.each(testDatabaseKinds())('portable records on %s', (kind) => {
  let app: FastifyInstance;
  const cookies = new Map<string, string>();
  const get = (url: string, as?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...headers, ...(as ? { cookie: cookies.get(as)! } : {}) } });
  const userOf = async (login: string) => (await app.db.select().from(users).where(eq(users.login, login)))[0]!;
  const statementsOf = async (as: string, query = '') =>
    (await get(`/api/lms/xapi/statements${query}`, as)).json().statements as XapiStatement[];

  beforeAll(async () => {
    app = await createTestApp(kind, { demoHistory: true });
    for (const learner of [ADA, ALAN, LEONARDO]) {
      cookies.set(learner, `t-ssid=${sessionCookieOf(await login(app, learner, DEMO_PASSWORD))!.value}`);
    }
  });
  afterAll(() => app?.close());

  it('publishes the issuer as a did:key (DID document at /.well-known/did.json), its profile and each tier as an achievement', async () => {
    const did = (await get('/.well-known/did.json')).json();
    expect(did.id).toMatch(/^did:key:z6Mk/);
    expect(did.verificationMethod[0]).toMatchObject({
      type: 'Multikey',
      controller: did.id,
      publicKeyMultibase: did.id.slice('did:key:'.length),
    });
    expect(did.assertionMethod).toEqual([did.verificationMethod[0].id]);

    const issuer = await get('/api/ob/issuer');
    expect(issuer.headers['content-type']).toContain('application/ld+json');
    expect(issuer.json()).toMatchObject({ id: did.id, type: ['Profile'], name: 'Tiles Learn', url: 'http://localhost:3000/' });

    const achievement = (await get('/api/ob/achievements/streak/2', undefined, { 'tiles-locale-code': 'en-GB' })).json();
    expect(achievement).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: 'http://localhost:3000/api/ob/achievements/streak/2',
      type: ['Achievement'],
      name: 'Consistency — tier 2 of 7',
      criteria: { narrative: expect.stringContaining('Tier 2: at least 7.') },
      creator: { id: did.id },
      inLanguage: 'en-GB',
    });
    expect((await get('/api/ob/achievements/streak/8')).statusCode).toBe(404);
    expect((await get('/api/ob/achievements/nonexistent/1')).statusCode).toBe(404);
    const bad = await get('/api/ob/achievements/streak/0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('tier');
  });

  it('signs an earned tier as an OpenBadgeCredential that verifies offline; a tampered copy does not', async () => {
    const ada = await userOf(ADA);
    const [streak] = await app.db
      .select()
      .from(learnerBadges)
      .where(eq(learnerBadges.userId, ada.id))
      .then((rows) => rows.filter((row) => row.badgeId === 'streak'));
    expect(streak?.chain).toBeGreaterThanOrEqual(2);

    const response = await get('/api/lms/game/badge/streak/2/credential', ADA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="tiles-streak-2.json"');
    const credential = response.json();
    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: (await get('/.well-known/did.json')).json().id, type: ['Profile'] },
      validFrom: new Date(streak!.tierDates[1]!).toISOString(),
      // A download link sends no locale: the learner's own (Ada reads Italian).
      name: 'Costanza — grado 2 di 7',
      credentialSubject: {
        type: ['AchievementSubject'],
        achievement: { id: 'http://localhost:3000/api/ob/achievements/streak/2', inLanguage: 'it-IT' },
      },
      proof: [{ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' }],
    });
    const [identity] = credential.credentialSubject.identifier;
    expect(identity).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true });
    expect(identity.identityHash).toBe(
      `sha256$${createHash('sha256')
        .update(ADA + identity.salt)
        .digest('hex')}`,
    );
    expect(JSON.stringify(credential)).not.toContain(ADA);
    expect(credential.evidence[0].narrative).toMatch(/^Fino a questo grado: [1-9]\d* minuti di studio attivo e \d+ sessioni completate\.$/);

    expect((await verifyOffline(credential)).verified).toBe(true);
    expect(validateOpenBadge(credential), schemaErrors(validateOpenBadge)).toBe(true);
    const tampered = structuredClone(credential);
    tampered.name = tampered.name.replace('Costanza', 'Costanze');
    expect((await verifyOffline(tampered)).verified).toBe(false);

    // The SVG carries the same signed credential, baked in.
    const svg = await get('/api/lms/game/badge/streak/2/credential?format=svg', ADA);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    const baked = unbake(svg.body) as typeof credential;
    expect(baked.id).toBe(credential.id);
    expect((await verifyOffline(baked)).verified).toBe(true);
  });

  it('answers 404 for a tier not earned and for a test account, 401 without a session, 400 for a bad format', async () => {
    expect((await get('/api/lms/game/badge/streak/7/credential', ADA)).statusCode).toBe(404);
    expect((await get('/api/lms/game/badge/nonexistent/1/credential', ADA)).statusCode).toBe(404);
    expect((await get('/api/lms/game/badge/streak/1/credential')).statusCode).toBe(401);
    const format = await get('/api/lms/game/badge/streak/1/credential?format=png', ADA);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('format');
  });

  it("exports a learner's whole history as xAPI statements that all pass xapi-validation, with stable ids", async () => {
    const statements = await statementsOf(ADA);
    expect(statements.length).toBeGreaterThan(100);
    for (const statement of statements) expect(validateStatement(statement)).toEqual([]);
    const verbs = new Set(statements.map((statement) => statement.verb.id));
    expect([...verbs].sort()).toEqual(Object.values(XAPI_VERBS).sort());
    expect(new Set(statements.map((statement) => statement.id)).size).toBe(statements.length);

    const ada = await userOf(ADA);
    const actor = statements[0]!.actor;
    expect(actor).toEqual({
      objectType: 'Agent',
      account: { homePage: 'http://localhost:3000/', name: expect.stringMatching(/^[0-9a-f]{32}$/) },
    });
    const text = JSON.stringify(statements);
    for (const secret of [ada.id, ADA, 'Lovelace']) expect(text).not.toContain(secret);
    expect(
      statements.every((statement) => statement.context.language === 'it-IT' && statement.actor.account.name === actor.account.name),
    ).toBe(true);
    expect(statements.every((statement) => statement.object.id.startsWith('http://localhost:3000/'))).toBe(true);

    // Credited time: the experienced durations add up to the time credited to Ada's courses (to the hundredth).
    const experienced = statements.filter((statement) => statement.verb.id === XAPI_VERBS.experienced);
    const seconds = experienced
      .map((statement) => /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(statement.result!.duration as string)!)
      .reduce((sum, [, h, m, s]) => sum + Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0), 0);
    const [credited] = await app.db
      .select({ ms: sql<string>`sum(${hits.msCredited})` })
      .from(hits)
      .where(and(eq(hits.userId, ada.id), isNotNull(hits.attributedCourseId)));
    expect(Math.abs(seconds * 1000 - Number(credited!.ms))).toBeLessThanOrEqual(experienced.length * 5);

    // The same history exported again: the same statements, the same ids; NDJSON is one statement a line.
    expect(await statementsOf(ADA)).toEqual(statements);
    const ndjson = await get('/api/lms/xapi/statements?format=ndjson', ADA);
    expect(ndjson.headers['content-type']).toContain('application/x-ndjson');
    expect(
      ndjson.body
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual(statements);

    // Another learner: another pseudonym, their language.
    const alan = await statementsOf(ALAN);
    expect(alan[0]!.actor.account.name).not.toBe(actor.account.name);
    expect(alan[0]!.context.language).toBe('en-GB');
  });

  it('filters statements by days in the learner’s time zone and refuses a bad range naming the field', async () => {
    const all = await statementsOf(ADA);
    const day = all[Math.floor(all.length / 2)]!.timestamp.slice(0, 10);
    const one = await statementsOf(ADA, `?from=${day}&to=${day}`);
    expect(one.length).toBeGreaterThan(0);
    expect(one.length).toBeLessThan(all.length);
    expect(await statementsOf(ADA, `?from=&to=&format=json`)).toEqual(all);
    expect(one.every((statement) => Math.abs(Date.parse(statement.timestamp) - Date.parse(`${day}T12:00:00Z`)) < 86_400_000)).toBe(true);
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?to=yesterday', 'to'],
      ['?from=2026-03-02&to=2026-03-01', 'from'],
      ['?format=csv', 'format'],
    ]) {
      const response = await get(`/api/lms/xapi/statements${query}`, ADA);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(field);
    }
    expect((await get('/api/lms/xapi/statements')).statusCode).toBe(401);
  });

  it('keeps the signing key across restarts and instances; a test account exports only its own statements and gets no signed credential', async () => {
    const did = (await get('/.well-known/did.json')).json().id;
    // A restart reads the stored key back...
    expect((await createSiteKeyStore(app.db, undefined).forSite('tiles')).did).toBe(did);
    // ...and another instance on the same database signs with it too.
    if (kind === 'postgres') {
      const second = await createSecondInstance(app);
      try {
        expect((await second.inject({ method: 'GET', url: '/.well-known/did.json' })).json().id).toBe(did);
      } finally {
        await second.close();
      }
    }

    const leonardo = await userOf(LEONARDO);
    const asLearner = await statementsOf(LEONARDO);
    expect(asLearner.length).toBeGreaterThan(0);
    const [earned] = await app.db.select().from(learnerBadges).where(eq(learnerBadges.userId, leonardo.id));
    await app.db.update(users).set({ isTest: true }).where(eq(users.id, leonardo.id));
    expect((await statementsOf(LEONARDO)).map((statement) => statement.id)).toEqual(asLearner.map((statement) => statement.id));
    if (earned) expect((await get(`/api/lms/game/badge/${earned.badgeId}/1/credential`, LEONARDO)).statusCode).toBe(404);
  });

  it('stores what the export states in the site’s LRS as it happens, the site its authority; the account’s deletion erases it', async () => {
    const basic = `Basic ${Buffer.from(`${DEMO_LRS_CLIENT.key}:${DEMO_LRS_CLIENT.secret}`).toString('base64')}`;
    const inLrs = async (actor: XapiStatement['actor']) => {
      const found: (XapiStatement & { authority: unknown; version: string; stored: string })[] = [];
      for (let url = `/xapi/statements?limit=500&agent=${encodeURIComponent(JSON.stringify(actor))}`; url;) {
        const page = await app.inject({ method: 'GET', url, headers: { authorization: basic, 'x-experience-api-version': '2.0.0' } });
        expect(page.statusCode).toBe(200);
        found.push(...page.json().statements);
        url = page.json().more;
      }
      return found;
    };
    const idsOf = (statements: { id: string }[]) => statements.map((statement) => statement.id).sort();

    // The demo's history was stored as it was replayed: every statement the export has, as the export words it.
    const exported = await statementsOf(ADA);
    const stored = await inLrs(exported[0]!.actor);
    expect(idsOf(stored)).toEqual(idsOf(exported));
    const authority = { objectType: 'Agent', name: 'Tiles Learn', account: { homePage: 'http://localhost:3000/', name: 'tiles-learn' } };
    for (const statement of stored) expect(statement).toMatchObject({ authority, version: '2.0.0' });
    const byId = new Map(exported.map((statement) => [statement.id, statement]));
    for (const { authority: _authority, version: _version, stored: _stored, ...statement } of stored.slice(0, 20))
      expect(statement).toEqual(byId.get(statement.id));

    // A new fact: a session completed now is in the LRS when the completion answers.
    const ada = await userOf(ADA);
    // The first session of a published, open course Ada has not completed (enrolled now if she was not).
    const open = await app.db.execute(sql`
      select s.course_id as "courseId", s.module_number as "moduleNumber", s.number from course_sessions s
      join courses c on c.id = s.course_id and c.published and (c.expires_at is null or c.expires_at > now())
      where not exists (select 1 from session_completions d where d.session_id = s.id and d.user_id = ${ada.id})
      order by s.course_id, s.module_number, s.number limit 1`);
    const session = rowsOf<{ courseId: number; moduleNumber: number; number: number }>(open)[0]!;
    const asAda = { cookie: cookies.get(ADA)! };
    const enrolment = await app.inject({
      method: 'POST',
      url: `/api/lms/courses/${session.courseId}/enrolment`,
      headers: asAda,
      payload: {},
    });
    expect(enrolment.statusCode).toBeLessThan(300);
    const completion = await app.inject({
      method: 'PUT',
      url: `/api/lms/courses/${session.courseId}/modules/${session.moduleNumber}/sessions/${session.number}/completion`,
      headers: asAda,
      payload: {},
    });
    expect(completion.statusCode).toBe(200);
    const after = await inLrs(exported[0]!.actor);
    const added = after.filter((statement) => !byId.has(statement.id));
    expect(added.map((statement) => [statement.verb.id, statement.object.id])).toContainEqual([
      XAPI_VERBS.completed,
      `http://localhost:3000/xapi/activities/course/${session.courseId}/module/${session.moduleNumber}/session/${session.number}`,
    ]);
    expect(idsOf(after)).toEqual(idsOf(await statementsOf(ADA)));

    // Alan deletes his account: nothing of his stays in the LRS.
    const alanActor = (await statementsOf(ALAN))[0]!.actor;
    expect((await inLrs(alanActor)).length).toBeGreaterThan(0);
    const deletion = await app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      headers: { cookie: cookies.get(ALAN)! },
      payload: { password: DEMO_PASSWORD },
    });
    expect(deletion.statusCode).toBe(204);
    expect(await inLrs(alanActor)).toEqual([]);
    expect((await inLrs(exported[0]!.actor)).length).toBe(after.length);
  });
});

describe('a configured signing seed', () => {
  it('signs with the key the setting names instead of the stored one', async () => {
    const seed = Buffer.alloc(32, 7).toString('base64url');
    const expected = await Ed25519Multikey.generate({ seed: Buffer.from(seed, 'base64url') });
    const app = await createTestApp('pglite', { recordsSigningSeed: seed });
    try {
      expect((await app.inject({ method: 'GET', url: '/.well-known/did.json' })).json().id).toBe(`did:key:${expected.publicKeyMultibase}`);
    } finally {
      await app.close();
    }
  });
});
