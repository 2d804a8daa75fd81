import { randomUUID } from 'node:crypto';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as independentVc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { securityLoader } from '@digitalcredentials/security-document-loader';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@tiles/api-audit/schema';
import { courses, enrolments, tags } from '@tiles/api-lms/schema';
import { pickTranslation } from '@tiles/contracts';
import { sessionStudy, studyDailySeries, studyRollups } from '@tiles/api-events/schema';
import { issuedCredentials } from '@tiles/api-records/schema';
import { users } from '@tiles/api-users/schema';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import clrContext from '@tiles/credentials/clr-context-2.0.1.json';
import { statusInList } from '@tiles/credentials/check-credential';
import { schemaErrors, validateClrSubject, validateOpenBadge } from './standards.js';

const ADA = 'ada.lovelace@tiles.test';
const ADMIN = 'admin@tiles.test';
const IPAZIA = 'ipazia@tiles.test';

describe.each(testDatabaseKinds())('the effort record on %s', (kind) => {
  let app: FastifyInstance;
  const cookies = new Map<string, string>();
  const get = (url: string, as?: string) => app.inject({ method: 'GET', url, headers: as ? { cookie: cookies.get(as)! } : {} });
  const post = (url: string, payload: object, as?: string) =>
    app.inject({ method: 'POST', url, payload, headers: as ? { cookie: cookies.get(as)! } : {} });
  const userOf = async (login: string) => (await app.db.select().from(users).where(eq(users.login, login)))[0]!;
  const verify = async (credential: unknown, as?: string) => {
    const response = await post('/api/records/verify', { credential }, as);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().outcome;
  };

  /**
   * An independent verifier: Digital Bazaar's vc library and Bitstring Status List check, with the bundled contexts
   * (and 1EdTech's CLR context), reading this site's status list through its api, nothing from the network.
   */
  const independentLoader = async (url: string) => {
    if (url.startsWith('http://localhost:3000/api/records/status/')) {
      const list = await get(url.replace('http://localhost:3000', ''));
      return { document: list.json(), documentUrl: url, contextUrl: null };
    }
    if (url === 'https://purl.imsglobal.org/spec/clr/v2p0/context-2.0.1.json')
      return { document: clrContext, documentUrl: url, contextUrl: null };
    return securityLoader({ fetchRemoteContexts: false }).build()(url);
  };
  const verifyIndependently = (credential: object) =>
    independentVc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: independentLoader,
      checkStatus: (options: object) => checkStatus({ ...options, suite: new DataIntegrityProof({ cryptosuite }) } as never),
    });

  /** A demo learner's completed course (the demo history completes some). */
  const completedCourseOf = async (login: string) => {
    const user = await userOf(login);
    const [row] = await app.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, user.id), isNotNull(enrolments.completedAt)));
    return row!;
  };

  beforeAll(async () => {
    app = await createTestApp(kind, { demoHistory: true });
    for (const who of [ADA, ADMIN, IPAZIA]) cookies.set(who, await signIn(app, who));
  });
  afterAll(() => app?.close());

  it('issues a completed course its credential: valid Open Badges 3.0, verified by an independent library, minutes as recorded', async () => {
    const completed = await completedCourseOf(ADA);
    expect(completed).toBeDefined();
    const response = await get(`/api/records/courses/${completed.courseId}/credential`, ADA);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tiles-course-${completed.courseId}.json"`);
    const credential = response.json();

    expect(validateOpenBadge(credential), schemaErrors(validateOpenBadge)).toBe(true);
    const result = await verifyIndependently(credential);
    expect(result.verified, JSON.stringify(result.error ?? result.statusResult)).toBe(true);

    expect(credential).toMatchObject({
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      validFrom: completed.completedAt!.toISOString(),
      credentialSubject: { achievement: { achievementType: 'Course', id: `http://localhost:3000/api/ob/courses/${completed.courseId}` } },
      evidence: [{ id: 'http://localhost:3000/it-IT/how-time-is-measured', narrative: expect.stringContaining('2 minuti senza attività') }],
      credentialStatus: { type: 'BitstringStatusListEntry', statusPurpose: 'revocation' },
    });
    const valueOf = (name: string) =>
      credential.credentialSubject.result.find((entry: { resultDescription: string }) => entry.resultDescription.endsWith(`#${name}`))
        ?.value;
    // The minutes are the study record's: the course's time on Ada's days up to the one she completed it.
    const ada = await userOf(ADA);
    const days = await app.studyRecord.courseDays(ada.id, completed.courseId, valueOf('lastDay'));
    expect(Number(valueOf('minutes'))).toBe(Math.floor(days.reduce((sum, day) => sum + day.ms, 0) / 60_000));
    expect(Number(valueOf('minutes'))).toBeGreaterThan(0);
    expect(valueOf('firstDay')).toBe(days[0]!.day);
    expect(Number(valueOf('sessions'))).toBeGreaterThan(0);

    // The same claims every time: a second download is the same credential.
    const again = (await get(`/api/records/courses/${completed.courseId}/credential`, ADA)).json();
    expect(again.id).toBe(credential.id);
    expect(again.credentialSubject.result).toEqual(credential.credentialSubject.result);

    // The api twin of the verification page says what it proves.
    const verification = await verify(credential);
    expect(verification).toMatchObject({
      verified: true,
      kind: 'course',
      issuer: { thisSite: true, name: 'Tiles Learn' },
      effort: { minutes: Number(valueOf('minutes')) },
      revocable: false,
    });
    expect(verification.checks.map((check: { outcome: string }) => check.outcome)).toEqual(['passed', 'passed', 'passed', 'passed']);
  });

  it('refuses a tampered copy (one minute more), with the reason', async () => {
    const completed = await completedCourseOf(ADA);
    const credential = (await get(`/api/records/courses/${completed.courseId}/credential`, ADA)).json();
    const tampered = structuredClone(credential);
    const minutes = tampered.credentialSubject.result.find((entry: { resultDescription: string }) =>
      entry.resultDescription.endsWith('#minutes'),
    );
    minutes.value = String(Number(minutes.value) + 1);
    const verification = await verify(tampered);
    expect(verification.verified).toBe(false);
    expect(verification.checks[0]).toEqual({ check: 'signature', outcome: 'failed', reason: 'signature' });
    expect((await verifyIndependently(tampered)).verified).toBe(false);
  });

  it('gathers every completed course into a transcript (ClrCredential) with totals per category and year', async () => {
    const response = await get('/api/records/transcript', ADA);
    expect(response.statusCode, response.body).toBe(200);
    const transcript = response.json();
    expect(transcript.type).toEqual(['VerifiableCredential', 'ClrCredential']);
    validateClrSubject(transcript.credentialSubject);
    // 1EdTech's copy describes credentials inside as Verifiable Credentials 1.1: they lack its issuanceDate (2.0 says
    // validFrom) and carry 2.0's status entry fields. Those two differences aside, nothing may fail; each credential
    // inside is checked against the Open Badges 3.0 schema below.
    const vc11Only = (error: { schemaPath: string; params: Record<string, unknown> }) =>
      (error.schemaPath === '#/required' && error.params['missingProperty'] === 'issuanceDate') ||
      (error.schemaPath === '#/$defs/CredentialStatus/additionalProperties' &&
        ['statusPurpose', 'statusListIndex', 'statusListCredential'].includes(String(error.params['additionalProperty'])));
    const clrErrors = (validateClrSubject.errors ?? []).filter((error) => !vc11Only(error as never));
    expect(clrErrors, JSON.stringify(clrErrors, null, 1)).toEqual([]);
    const inside = transcript.credentialSubject.verifiableCredential as object[];
    for (const credential of inside) expect(validateOpenBadge(credential), schemaErrors(validateOpenBadge)).toBe(true);
    const result = await verifyIndependently(transcript);
    expect(result.verified, JSON.stringify(result.error ?? result.statusResult)).toBe(true);
    for (const credential of inside)
      expect(
        (
          await independentVc.verifyCredential({
            credential,
            suite: new DataIntegrityProof({ cryptosuite }),
            documentLoader: independentLoader,
            checkStatus: (options: object) => checkStatus({ ...options, suite: new DataIntegrityProof({ cryptosuite }) } as never),
          })
        ).verified,
      ).toBe(true);

    const totals = inside.at(-1) as {
      credentialSubject: { result: { value: string }[]; achievement: { resultDescription: { name: string }[] } };
    };
    const names = totals.credentialSubject.achievement.resultDescription.map((entry) => entry.name);
    expect(names.some((name) => /^Minuti in tutto, \d{4}$/.test(name))).toBe(true);
    const verification = await verify(transcript);
    expect(verification).toMatchObject({ verified: true, kind: 'transcript' });
    expect(verification.courses.length).toBeGreaterThan(0);
    expect(verification.courses.every((course: { verified: boolean }) => course.verified)).toBe(true);
  });

  it('lets an administrator revoke a credential with a reason (audited): every verifier then sees it revoked', async () => {
    const completed = await completedCourseOf(ADA);
    const credential = (await get(`/api/records/courses/${completed.courseId}/credential`, ADA)).json();
    const id = encodeURIComponent(credential.id);
    expect((await verifyIndependently(credential)).statusResult?.results[0]?.status).toBe(false);
    expect((await verify(credential, ADMIN)).revocable).toBe(true);
    expect((await verify(credential, ADA)).revocable).toBe(false);

    expect((await post(`/api/records/credentials/${id}/revoke`, { reason: 'x' }, ADMIN)).json().message).toMatch(/body\.reason/);
    expect((await post(`/api/records/credentials/${id}/revoke`, { reason: 'Issued in error' }, ADA)).statusCode).toBe(403);
    expect((await post(`/api/records/credentials/${id}/revoke`, { reason: 'Issued in error' }, ADMIN)).statusCode).toBe(204);
    expect((await post(`/api/records/credentials/${id}/revoke`, { reason: 'Issued in error' }, ADMIN)).statusCode).toBe(409);
    const unknown = encodeURIComponent(`urn:uuid:${randomUUID()}`);
    expect((await post(`/api/records/credentials/${unknown}/revoke`, { reason: 'Issued in error' }, ADMIN)).statusCode).toBe(404);

    const verification = await verify(credential);
    expect(verification).toMatchObject({ verified: false, revokedReason: 'Issued in error', revocable: false });
    expect(verification.checks[3]).toEqual({ check: 'revocation', outcome: 'failed', reason: 'revoked' });
    // The browser's reading of the list (the shared verifier's) says so too.
    const list = (await get(credential.credentialStatus.statusListCredential.replace('http://localhost:3000', ''))).json();
    expect(await statusInList(list, credential.credentialStatus, credential.issuer.id)).toEqual({ status: 'revoked' });
    // The independent check reads the bit: set, the credential is revoked.
    const independent = await verifyIndependently(credential);
    expect(independent.statusResult?.results[0]?.status).toBe(true);

    const [audited] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'credential'), eq(auditLog.entityId, credential.id)));
    expect(audited).toMatchObject({ action: 'credential.revoke', userLogin: ADMIN, after: { reason: 'Issued in error' } });
    const record = (await get('/api/records/effort', ADA)).json().outcome;
    expect(record.credentials.find((entry: { id: string }) => entry.id === credential.id).revoked).toBe(true);
  });

  it('shares a credential by a secret link anyone can open, until the learner ends it', async () => {
    const OWNER = ADA;
    const record = (await get('/api/records/effort', OWNER)).json().outcome;
    const [first] = record.credentials.filter((entry: { revoked: boolean }) => !entry.revoked);
    expect(first, 'Ada completed more than one course in the demo history').toBeDefined();
    const id = encodeURIComponent(first.id);
    const shared = await post(`/api/records/credentials/${id}/share`, {}, OWNER);
    expect(shared.statusCode, shared.body).toBe(200);
    const { token } = shared.json().outcome;
    expect((await post(`/api/records/credentials/${id}/share`, {}, OWNER)).json().outcome.token).toBe(token);
    expect((await post(`/api/records/credentials/${id}/share`, {}, IPAZIA)).statusCode).toBe(404);

    const visible = await get(`/api/records/shared/${token}`);
    expect(visible.statusCode).toBe(200);
    expect(visible.json().id).toBe(first.id);
    expect((await verify(visible.json())).verified).toBe(true);

    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/records/credentials/${id}/share`,
          payload: {},
          headers: { cookie: cookies.get(OWNER)! },
        })
      ).statusCode,
    ).toBe(204);
    expect((await get(`/api/records/shared/${token}`)).statusCode).toBe(404);
    expect((await get('/api/records/shared/not-a-token')).statusCode).toBe(400);
  });

  it('shows the learner her verified minutes per day and her credentials; refuses what it cannot check', async () => {
    const record = (await get('/api/records/effort', ADA)).json().outcome;
    expect(record.days.length).toBeGreaterThan(10);
    // Each day's minutes are whole (rounded down), the total is of the time itself: never less than their sum.
    expect(record.totalMinutes).toBeGreaterThanOrEqual(record.days.reduce((sum: number, day: { minutes: number }) => sum + day.minutes, 0));
    expect(record.credentials[0]).toMatchObject({ kind: 'course', minutes: expect.any(Number) });

    expect((await get('/api/records/effort')).statusCode).toBe(401);
    expect((await post('/api/records/verify', {})).json().message).toMatch(/body\.credential/);
    const nonsense = await verify({ type: ['VerifiableCredential'], issuer: 'did:example:1', name: 'x' });
    expect(nonsense).toMatchObject({ verified: false, kind: 'other', issuer: { thisSite: false } });
    expect(nonsense.checks[0]).toMatchObject({ check: 'signature', outcome: 'failed', reason: 'no-proof' });
    // Whatever shape comes in, the answer is a verification that failed, never an error of the server.
    for (const odd of [
      { type: 'ClrCredential', credentialSubject: { verifiableCredential: [null, 3, { type: ['OpenBadgeCredential'] }] } },
      { type: ['OpenBadgeCredential'], credentialSubject: { achievement: null, result: [null, 'x', { resultDescription: 4 }] } },
      {
        issuer: { id: 7 },
        validFrom: 'soon',
        credentialStatus: { statusListCredential: 'http://localhost:3000/api/records/status/tiles', statusListIndex: 'x' },
        proof: [{}],
      },
    ])
      expect((await verify(odd)).verified).toBe(false);
    expect((await get('/api/records/courses/999999/credential', ADA)).statusCode).toBe(404);
    expect((await get('/api/records/status/another-site')).statusCode).toBe(404);
    expect((await get('/api/ob/courses/999999')).statusCode).toBe(404);
    // Beyond the database's whole numbers: a 400 naming the field, not a 500.
    expect((await get('/api/ob/courses/2147483648')).json().message).toMatch(/params\.courseId/);
    expect((await get('/api/records/courses/9007199254740991/credential', ADA)).statusCode).toBe(400);
  });

  it('states the minutes the statistics show for the course, for random study histories written through the hit writer', async () => {
    const ipazia = await userOf(IPAZIA);
    const courseId = 1;
    const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
    const [category] = await app.db.select().from(tags).where(eq(tags.id, course!.categoryId));
    const categoryName = pickTranslation(category!.names, ['it-IT'], category!.slug);
    const paths = ['/it-IT', '/it-IT/course/session/1/1/1', '/it-IT/course/session/1/1/2', '/it-IT/catalogo-corsi'];
    const stream = fc.array(
      fc.record({
        path: fc.constantFrom(...paths),
        ms: fc.integer({ min: 0, max: 40 * 60_000 }),
        hoursLater: fc.integer({ min: 0, max: 30 }),
      }),
      {
        minLength: 1,
        maxLength: 20,
      },
    );
    await fc.assert(
      fc.asyncProperty(stream, async (steps) => {
        for (const table of [studyRollups, studyDailySeries, sessionStudy]) await app.db.delete(table).where(eq(table.userId, ipazia.id));
        await app.db.delete(issuedCredentials).where(eq(issuedCredentials.userId, ipazia.id));
        // Weeks pass in these histories: a session of the first would have ended.
        cookies.set(IPAZIA, await signIn(app, IPAZIA));
        const from = new Date(app.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
        const identity = `effort-${randomUUID()}`;
        for (const step of steps) {
          app.clock.advance(step.hoursLater * 3_600_000 + step.ms);
          const place = step.path.includes('/session/') ? { course: 1, module: 1, session: Number(step.path.split('/').at(-1)) } : {};
          const hit = {
            clientId: randomUUID(),
            ua: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
            identity,
            origin: 'web',
            subject: { id: step.path, meta: [{ field: 'ms', value: step.ms }] },
            ...place,
          };
          expect((await post('/api/event/hit', hit, IPAZIA)).statusCode).toBe(202);
        }
        await app.ingestion.hits.flush();
        app.clock.advance(60_000);
        const completedAt = app.clock.now();
        await app.db
          .insert(enrolments)
          .values({ userId: ipazia.id, courseId, status: 'completed', startedAt: completedAt, completedAt })
          .onConflictDoUpdate({ target: [enrolments.userId, enrolments.courseId], set: { status: 'completed', completedAt } });

        const credential = (await get(`/api/records/courses/${courseId}/credential`, IPAZIA)).json();
        const minutes = Number(
          credential.credentialSubject.result.find((entry: { resultDescription: string }) => entry.resultDescription.endsWith('#minutes'))
            .value,
        );
        const to = new Date(completedAt.getTime() + 86_400_000).toISOString().slice(0, 10);
        const stats = (await get(`/api/stats?from=${from}&to=${to}`, IPAZIA)).json().outcome.data;
        // The statistics name the course's category: its time there is the course's (no other course was studied).
        const courseSubject = stats.courseSubject.find((entry: { label: string }) => entry.label === categoryName);
        expect(minutes).toBe(Math.floor((courseSubject?.data ?? 0) / 60_000));
      }),
      { numRuns: 8 },
    );
  });
});
