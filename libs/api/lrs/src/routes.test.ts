import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CompactSign } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { lrsModule } from './module.js';
import { buildMultipart, parseMultipart, boundaryOf } from './multipart.js';
import { rateLimiter } from './routes.js';

type Credentials = { key: string; secret: string };
type Json = Record<string, unknown>;

const VOIDED = 'http://adlnet.gov/expapi/verbs/voided';
const ANSWERED = 'http://adlnet.gov/expapi/verbs/answered';
const activity = (name: string) => ({ objectType: 'Activity', id: `https://content.example.org/activities/${name}` });
const learner = (name: string) => ({ objectType: 'Agent', name, mbox: `mailto:${name}@example.org` });
const statement = (overrides: Json = {}): Json => ({
  actor: learner('ada'),
  verb: { id: ANSWERED, display: { 'en-GB': 'answered' } },
  object: activity('question-1'),
  ...overrides,
});

describe.each(testDatabaseKinds())('the LRS on %s', (kind) => {
  let app: FastifyInstance;
  let writer: Credentials;
  let ownReader: Credentials;
  let readOnly: Credentials;

  const basic = ({ key, secret }: Credentials) => `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
  const xapi = (
    method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE' | 'OPTIONS',
    url: string,
    options: {
      body?: unknown;
      raw?: Buffer | string;
      contentType?: string;
      headers?: Record<string, string>;
      as?: Credentials | null;
      version?: string | null;
    } = {},
  ) =>
    app.inject({
      method,
      url: `/xapi/${url}`,
      headers: {
        ...(options.as === null ? {} : { authorization: basic(options.as ?? writer) }),
        ...(options.version === null ? {} : { 'x-experience-api-version': options.version ?? '2.0.0' }),
        ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': options.contentType ?? 'application/json' } : {}),
        ...options.headers,
      },
      ...(options.body !== undefined
        ? { payload: JSON.stringify(options.body) }
        : options.raw !== undefined
          ? { payload: options.raw }
          : {}),
    });
  const query = (parameters: Record<string, string>) => new URLSearchParams(parameters).toString();

  beforeAll(async () => {
    app = await createTestApp(kind, { publicUrl: 'https://learn.example.org' }, { modules: [lrsModule] });
    const make = (name: string, scopes: ('write' | 'read:own' | 'read:all')[]) =>
      app.lrsRepository.clients.create('tiles', { name, scopes, createdBy: null });
    writer = await make('Authoring tool', ['write', 'read:all']);
    ownReader = await make('A course of its own', ['write', 'read:own']);
    readOnly = await make('Analytics', ['read:all']);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('tells its versions to anyone, and asks every other request for a client and an xAPI version', async () => {
    const about = await xapi('GET', 'about', { as: null, version: null });
    expect(about.statusCode).toBe(200);
    expect(about.json().version).toEqual(['1.0.3', '2.0.0']);
    // An endpoint given with its trailing slash, joined with "/about" as cmi5 AUs join it.
    expect((await xapi('GET', '/about', { as: null, version: null })).statusCode).toBe(200);

    const anonymous = await xapi('GET', 'statements', { as: null });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    expect((await xapi('GET', 'statements', { as: { key: writer.key, secret: 'wrong' } })).statusCode).toBe(401);
    const unversioned = await xapi('GET', 'statements', { version: null });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json().error).toMatch(/X-Experience-API-Version/);
    expect((await xapi('GET', 'statements', { version: '3.0.0' })).statusCode).toBe(400);
    const answered = await xapi('GET', 'statements', { version: '1.0.3' });
    expect(answered.headers['x-experience-api-version']).toBe('1.0.3');

    const revoked = await app.lrsRepository.clients.create('tiles', { name: 'Gone', scopes: ['read:all'], createdBy: null });
    const [row] = (await app.lrsRepository.clients.list('tiles')).filter((client) => client.key === revoked.key);
    await app.lrsRepository.clients.revoke('tiles', row!.id, new Date());
    expect((await xapi('GET', 'statements', { as: revoked })).statusCode).toBe(401);
  });

  it('answers content served from another origin (CORS), its preflight too', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/xapi/statements',
      headers: { origin: 'https://content.example.org', 'access-control-request-method': 'PUT' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://content.example.org');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-Experience-API-Version/);
  });

  it('stores statements with what the LRS sets, refuses a broken one naming the rule, and never half a batch', async () => {
    const posted = await xapi('POST', 'statements', { body: statement() });
    expect(posted.statusCode).toBe(200);
    const [id] = posted.json() as string[];
    const read = await xapi('GET', `statements?${query({ statementId: id! })}`);
    expect(read.statusCode).toBe(200);
    const stored = read.json();
    expect(stored).toMatchObject({ id, version: '2.0.0', authority: { account: { name: writer.key } } });
    expect(Date.parse(stored.stored)).toBe(Date.parse(stored.timestamp));
    expect(read.headers['last-modified']).toBeDefined();
    expect(read.headers['x-experience-api-consistent-through']).toBeDefined();

    const twoIdentifiers = await xapi('POST', 'statements', {
      body: statement({ actor: { mbox: 'mailto:a@example.org', openid: 'https://id.example.org/a' } }),
    });
    expect(twoIdentifiers.statusCode).toBe(400);
    expect(twoIdentifiers.json().error).toMatch(/^statement\.actor: an Agent has exactly one/);
    const nulls = await xapi('POST', 'statements', { body: statement({ result: { success: null } }) });
    expect(nulls.json().error).toBe('statement.result.success: must not be null');
    const unknown = await xapi('POST', 'statements', { body: statement({ Actor: learner('ada') }) });
    expect(unknown.json().error).toBe('statement.Actor: is not a property here');
    const badScore = await xapi('POST', 'statements', { body: statement({ result: { score: { raw: 12, min: 0, max: 10 } } }) });
    expect(badScore.json().error).toBe('statement.result.score.raw: must be at most max');
    const nul = await xapi('POST', 'statements', { body: statement({ actor: { ...learner('ada'), name: 'Ada\u0000' } }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatch(/^statement\.actor\.name: holds a NUL/);
    expect((await xapi('GET', `statements?${query({ verb: 'https://verbs.example.org/\u0000' })}`)).statusCode).toBe(400);
    const minusZero = await xapi('POST', 'statements', { body: statement({ timestamp: '2026-11-28T10:00:00-00:00' }) });
    expect(minusZero.statusCode).toBe(400);

    // One bad statement refuses the whole batch: the good one before it is not kept.
    const goodId = randomUUID();
    const batch = await xapi('POST', 'statements', { body: [statement({ id: goodId }), statement({ verb: { id: 'not an iri' } })] });
    expect(batch.statusCode).toBe(400);
    expect(batch.json().error).toMatch(/^statement 1: statement\.verb\.id: must be an IRI/);
    expect((await xapi('GET', `statements?${query({ statementId: goodId })}`)).statusCode).toBe(404);
    const twice = await xapi('POST', 'statements', { body: [statement({ id: goodId }), statement({ id: goodId })] });
    expect(twice.statusCode).toBe(400);

    // 2.0 keeps timestamps in UTC; contextActivities are lists even when one was sent alone.
    const zoned = await xapi('POST', 'statements', {
      body: statement({ timestamp: '2026-11-28T11:30:00+01:00', context: { contextActivities: { parent: activity('course-1') } } }),
    });
    const zonedRead = (await xapi('GET', `statements?${query({ statementId: zoned.json()[0] })}`)).json();
    expect(zonedRead.timestamp).toBe('2026-11-28T10:30:00.000Z');
    expect(zonedRead.context.contextActivities.parent).toEqual([activity('course-1')]);
  });

  it('keeps a PUT under its id: the same statement again is fine, a different one is a conflict', async () => {
    const id = randomUUID();
    expect((await xapi('PUT', `statements?${query({ statementId: id })}`, { body: statement() })).statusCode).toBe(204);
    expect((await xapi('PUT', `statements?${query({ statementId: id })}`, { body: statement() })).statusCode).toBe(204);
    const different = await xapi('PUT', `statements?${query({ statementId: id })}`, {
      body: statement({ object: activity('question-2') }),
    });
    expect(different.statusCode).toBe(409);
    const mismatch = await xapi('PUT', `statements?${query({ statementId: randomUUID() })}`, { body: statement({ id }) });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toMatch(/statementId/);
    const unknownParameter = await xapi('GET', `statements?${query({ statementId: id, verb: ANSWERED })}`);
    expect(unknownParameter.statusCode).toBe(400);
  });

  it('voids a statement: it is found only by voidedStatementId, and what targets it still answers queries about it', async () => {
    const verb = `https://verbs.example.org/${randomUUID()}`;
    const voidedId = randomUUID();
    await xapi('PUT', `statements?${query({ statementId: voidedId })}`, { body: statement({ verb: { id: verb } }) });
    const voiding = await xapi('POST', 'statements', {
      body: statement({ verb: { id: VOIDED }, object: { objectType: 'StatementRef', id: voidedId } }),
    });
    const [voidingId] = voiding.json() as string[];
    const reference = await xapi('POST', 'statements', {
      body: statement({ verb: { id: 'https://verbs.example.org/cited' }, object: { objectType: 'StatementRef', id: voidingId } }),
    });
    const [referenceId] = reference.json() as string[];

    expect((await xapi('GET', `statements?${query({ statementId: voidedId })}`)).statusCode).toBe(404);
    expect((await xapi('GET', `statements?${query({ voidedStatementId: voidedId })}`)).statusCode).toBe(200);
    const byVerb = (await xapi('GET', `statements?${query({ verb })}`)).json();
    expect(byVerb.statements.map((found: Json) => found['id'])).toEqual([referenceId, voidingId]);
    // A voiding statement cannot be voided.
    const again = await xapi('POST', 'statements', {
      body: statement({ verb: { id: VOIDED }, object: { objectType: 'StatementRef', id: voidingId } }),
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers queries by agent, verb, activity and registration, in stable pages that new statements do not shift', async () => {
    const person = learner(`page-${randomUUID().slice(0, 8)}`);
    const registration = randomUUID();
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const posted = await xapi('POST', 'statements', {
        body: statement({ actor: person, object: activity(`lesson-${index}`), context: { registration, instructor: learner('maria') } }),
      });
      ids.push((posted.json() as string[])[0]!);
    }
    const agent = JSON.stringify({ mbox: person.mbox });
    const first = (await xapi('GET', `statements?${query({ agent, limit: '2', ascending: 'true' })}`)).json();
    expect(first.statements.map((found: Json) => found['id'])).toEqual(ids.slice(0, 2));
    expect(first.more).toMatch(/^\/xapi\/statements\?more=/);
    // Stored after the query began: not in its pages.
    await xapi('POST', 'statements', { body: statement({ actor: person }) });
    const second = (await xapi('GET', first.more.replace('/xapi/', ''))).json();
    const third = (await xapi('GET', second.more.replace('/xapi/', ''))).json();
    expect([...second.statements, ...third.statements].map((found: Json) => found['id'])).toEqual(ids.slice(2));
    expect(third.more).toBe('');

    expect((await xapi('GET', `statements?${query({ registration })}`)).json().statements).toHaveLength(5);
    expect((await xapi('GET', `statements?${query({ activity: activity('lesson-3').id, agent })}`)).json().statements).toHaveLength(1);
    const instructor = JSON.stringify({ mbox: 'mailto:maria@example.org' });
    expect((await xapi('GET', `statements?${query({ agent: instructor, registration })}`)).json().statements).toHaveLength(0);
    expect(
      (await xapi('GET', `statements?${query({ agent: instructor, registration, related_agents: 'true' })}`)).json().statements,
    ).toHaveLength(5);
    const badAgent = await xapi('GET', `statements?${query({ agent: '{"name":"nobody"}' })}`);
    expect(badAgent.statusCode).toBe(400);
    expect(badAgent.json().error).toMatch(/^agent: /);
    const ids_ = (await xapi('GET', `statements?${query({ agent, limit: '1', format: 'ids' })}`)).json().statements[0];
    expect(ids_.actor).toEqual({ objectType: 'Agent', mbox: person.mbox });
    expect(ids_.verb).toEqual({ id: ANSWERED });
  });

  it('shows a read:own client only what it stored, and refuses writes to a client without the scope', async () => {
    const own = await xapi('POST', 'statements', { body: statement(), as: ownReader });
    const [ownId] = own.json() as string[];
    const seen = (await xapi('GET', 'statements?limit=500', { as: ownReader })).json().statements.map((found: Json) => found['id']);
    expect(seen).toEqual([ownId]);
    const other = (await xapi('POST', 'statements', { body: statement() })).json()[0];
    expect((await xapi('GET', `statements?${query({ statementId: other })}`, { as: ownReader })).statusCode).toBe(404);
    expect((await xapi('POST', 'statements', { body: statement(), as: readOnly })).statusCode).toBe(403);
  });

  it('takes attachments as multipart/mixed, checks their hashes and gives them back', async () => {
    const content = Buffer.from('a certificate of completion');
    const sha2 = createHash('sha256').update(content).digest('hex');
    const withAttachment = statement({
      attachments: [
        {
          usageType: 'https://example.org/certificate',
          display: { 'en-GB': 'Certificate' },
          contentType: 'text/plain',
          length: content.length,
          sha2,
        },
      ],
    });
    const body = (parts: { hash: string; content: Buffer }[]) =>
      buildMultipart(
        [
          { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withAttachment)) },
          ...parts.map((part) => ({
            headers: { 'Content-Type': 'text/plain', 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': part.hash },
            body: part.content,
          })),
        ],
        'tiles-boundary',
      );
    const contentType = 'multipart/mixed; boundary=tiles-boundary';
    expect((await xapi('POST', 'statements', { raw: body([]), contentType })).json().error).toMatch(/has no fileUrl and no part/);
    expect(
      (await xapi('POST', 'statements', { raw: body([{ hash: sha2, content: Buffer.from('another text') }]), contentType })).statusCode,
    ).toBe(400);
    const posted = await xapi('POST', 'statements', { raw: body([{ hash: sha2, content }]), contentType });
    expect(posted.statusCode).toBe(200);
    const read = await xapi('GET', `statements?${query({ statementId: posted.json()[0], attachments: 'true' })}`);
    expect(read.headers['content-type']).toMatch(/^multipart\/mixed/);
    const parts = parseMultipart(read.rawPayload, boundaryOf(read.headers['content-type'] as string)!);
    expect(parts).toHaveLength(2);
    expect(parts[1]!.headers['x-experience-api-hash']).toBe(sha2);
    expect(parts[1]!.body.toString()).toBe('a certificate of completion');
  });

  it('checks a signed statement: its JWS must be of this statement, and verify with the certificate it names', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const sign = (signed: Json) =>
      new CompactSign(Buffer.from(JSON.stringify(signed))).setProtectedHeader({ alg: 'RS256' }).sign(privateKey);
    const send = async (signed: Json, sent: Json) => {
      const jws = Buffer.from(await sign(signed));
      const sha2 = createHash('sha256').update(jws).digest('hex');
      const withSignature = {
        ...sent,
        attachments: [
          {
            usageType: 'http://adlnet.gov/expapi/attachments/signature',
            display: { 'en-GB': 'Signature' },
            contentType: 'application/octet-stream',
            length: jws.length,
            sha2,
          },
        ],
      };
      return xapi('POST', 'statements', {
        raw: buildMultipart(
          [
            { headers: { 'Content-Type': 'application/json' }, body: Buffer.from(JSON.stringify(withSignature)) },
            {
              headers: { 'Content-Type': 'application/octet-stream', 'Content-Transfer-Encoding': 'binary', 'X-Experience-API-Hash': sha2 },
              body: jws,
            },
          ],
          'signed',
        ),
        contentType: 'multipart/mixed; boundary=signed',
      });
    };
    const original = statement({ id: randomUUID() });
    expect((await send(original, original)).statusCode).toBe(200);
    const tampered = await send(original, { ...original, id: randomUUID(), result: { success: true } });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error).toMatch(/not of this statement/);
  });

  it('keeps state and profile documents with ETags: a blind overwrite is a conflict, a stale one fails, JSON merges', async () => {
    const agent = JSON.stringify({ mbox: 'mailto:ada@example.org' });
    const state = `activities/state?${query({ activityId: activity('course-1').id, agent, stateId: 'bookmark' })}`;
    expect((await xapi('PUT', state, { body: { page: 3 } })).statusCode).toBe(204);
    const read = await xapi('GET', state);
    expect(read.json()).toEqual({ page: 3 });
    const etag = read.headers['etag'] as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await xapi('PUT', state, { body: { page: 4 } })).statusCode).toBe(409);
    expect((await xapi('PUT', state, { body: { page: 4 }, headers: { 'if-match': '"stale"' } })).statusCode).toBe(412);
    expect((await xapi('PUT', state, { body: { page: 4 }, headers: { 'if-match': etag } })).statusCode).toBe(204);
    expect((await xapi('POST', state, { body: { seconds: 42 } })).statusCode).toBe(204);
    expect((await xapi('GET', state)).json()).toEqual({ page: 4, seconds: 42 });
    expect((await xapi('POST', state, { raw: 'plain words', contentType: 'text/plain' })).statusCode).toBe(400);
    expect((await xapi('GET', state)).json()).toEqual({ page: 4, seconds: 42 });

    const profiles = `activities/profile?${query({ activityId: activity('course-1').id })}`;
    await xapi('PUT', `${profiles}&profileId=notes`, { raw: 'some notes', contentType: 'text/plain' });
    expect((await xapi('GET', profiles)).json()).toEqual(['notes']);
    expect((await xapi('GET', `${profiles}&${query({ since: '2100-01-01T00:00:00Z' })}`)).json()).toEqual([]);
    const agentProfile = `agents/profile?${query({ agent, profileId: 'preferences' })}`;
    expect((await xapi('GET', agentProfile)).statusCode).toBe(404);
    expect((await xapi('DELETE', state)).statusCode).toBe(204);
    expect((await xapi('GET', state)).statusCode).toBe(404);
    const noActivity = await xapi('GET', `activities/state?${query({ agent, stateId: 'bookmark' })}`);
    expect(noActivity.json().error).toBe('parameter activityId is required');
  });

  it('answers the activities and agents resources from what statements said', async () => {
    await xapi('POST', 'statements', {
      body: statement({ object: { ...activity('glossary'), definition: { name: { 'en-GB': 'Glossary' } } } }),
    });
    await xapi('POST', 'statements', {
      body: statement({ object: { ...activity('glossary'), definition: { name: { 'it-IT': 'Glossario' } } } }),
    });
    const known = (await xapi('GET', `activities?${query({ activityId: activity('glossary').id })}`)).json();
    expect(known.definition.name).toEqual({ 'en-GB': 'Glossary', 'it-IT': 'Glossario' });
    const person = (await xapi('GET', `agents?${query({ agent: JSON.stringify({ mbox: 'mailto:ada@example.org' }) })}`)).json();
    expect(person).toEqual({ objectType: 'Person', name: ['ada'], mbox: ['mailto:ada@example.org'] });
  });

  it('lets an administrator make a client (its secret shown once) and revoke it; others may not, and bad input is named', async () => {
    const admin = await signIn(app, 'admin@tiles.test');
    const learnerCookie = await signIn(app, 'ada.lovelace@tiles.test');
    const api = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload: object = {}) =>
      app.inject({ method, url: `/api/admin/lrs-clients${url}`, headers: { cookie }, ...(method === 'GET' ? {} : { payload }) });

    expect((await api(learnerCookie, 'GET', '')).statusCode).toBe(403);
    expect((await api(learnerCookie, 'POST', '', { name: 'Mine', scopes: ['write'] })).statusCode).toBe(403);
    const noScopes = await api(admin, 'POST', '', { name: 'Authoring', scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json().message).toMatch(/body\.scopes/);
    expect((await api(admin, 'POST', '', { name: 'Authoring', scopes: ['write', 'delete'] })).json().message).toMatch(/body\.scopes/);
    expect((await api(admin, 'POST', '', { name: '   ', scopes: ['write'] })).json().message).toMatch(/body\.name/);

    const created = await api(admin, 'POST', '', { name: 'Articulate Storyline', scopes: ['write', 'read:own'] });
    expect(created.statusCode).toBe(201);
    const client = created.json().outcome as { id: string; key: string; secret: string };
    expect(client.secret.length).toBeGreaterThanOrEqual(32);
    expect((await xapi('POST', 'statements', { body: statement(), as: client })).statusCode).toBe(200);
    const listed = (await api(admin, 'GET', '')).json().outcome;
    expect(listed.endpoint).toBe('https://learn.example.org/xapi/');
    const shown = listed.clients.find((entry: Json) => entry['id'] === client.id);
    expect(shown).toMatchObject({ name: 'Articulate Storyline', key: client.key, revokedAt: null });
    expect(shown).not.toHaveProperty('secret');

    expect((await api(admin, 'DELETE', `/${client.id}`)).statusCode).toBe(204);
    expect((await api(admin, 'DELETE', `/${client.id}`)).statusCode).toBe(404);
    expect((await api(admin, 'DELETE', '/not-a-uuid')).statusCode).toBe(400);
    expect((await xapi('GET', 'statements', { as: client })).statusCode).toBe(401);
  });

  it("reads xAPI 1.0.3's Alternate Request Syntax, which 2.0 refuses", async () => {
    const form = new URLSearchParams({
      'X-Experience-API-Version': '1.0.3',
      Authorization: basic(writer),
      'Content-Type': 'application/json',
      content: JSON.stringify(statement()),
    }).toString();
    const viaForm = await app.inject({
      method: 'POST',
      url: `/xapi/statements?method=PUT`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${form}&statementId=${randomUUID()}`,
    });
    expect(viaForm.statusCode).toBe(204);
    const twoPointO = await app.inject({
      method: 'POST',
      url: `/xapi/statements?method=GET`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-experience-api-version': '2.0.0', authorization: basic(writer) },
      payload: '',
    });
    expect(twoPointO.statusCode).toBe(400);
  });
});

describe("a client's rate", () => {
  it('lets a burst through, then one request per refill', () => {
    const limited = rateLimiter(10, 3);
    expect([0, 0, 0].map(() => limited('client', 1_000))).toEqual([0, 0, 0]);
    expect(limited('client', 1_000)).toBeGreaterThan(0);
    expect(limited('client', 1_100)).toBe(0);
    expect(limited('another', 1_100)).toBe(0);
  });
});
