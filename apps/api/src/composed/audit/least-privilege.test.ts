import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, withPgClient } from '../../test/test-app.js';
import { enterMode, signIn } from '@tiles/api-auth/auth-test-helpers';

const serverUrl = process.env.TEST_DATABASE_URL;
const roleScript = path.resolve(import.meta.dirname, '../../../../../deploy/postgres-api-role.sql');

/** The README's least-privilege role, from the shipped script: the api works as it, and cannot rewrite its audit log. */
describe.skipIf(!serverUrl)('the api as a least-privilege PostgreSQL role', () => {
  const role = `tiles_api_${randomBytes(4).toString('hex')}`;
  let owner: FastifyInstance;
  let api: FastifyInstance | undefined;
  let roleUrl = '';

  const asRole = <T>(work: (client: pg.Client) => Promise<T>) => withPgClient(roleUrl, work);

  beforeAll(async () => {
    owner = await createTestApp('postgres');
    const ownerUrl = owner.config.databaseUrl!;
    const database = new URL(ownerUrl).pathname.slice(1);
    const script = fs
      .readFileSync(roleScript, 'utf8')
      .replaceAll('tiles_api', role)
      .replace('ON DATABASE tiles ', `ON DATABASE ${database} `);
    await withPgClient(ownerUrl, (client) => client.query(script));
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = '';
    roleUrl = url.toString();
  });
  afterAll(async () => {
    await api?.close();
    await owner?.close();
    await withPgClient(serverUrl!, (client) => client.query(`DROP ROLE IF EXISTS ${role}`));
  });

  it('starts, signs in and audits as the role', async () => {
    api = await buildApp({ ...owner.config, databaseUrl: roleUrl }, { logger: false, seed: false });
    // The administrator's second factor (the demo app's code, then a passkey) is written as the role too.
    const cookie = await signIn(api, 'admin@tiles.test');
    await enterMode(api, cookie, 'admin');
    const entries = (await api.inject({ method: 'GET', url: '/api/admin/audit?entity=session', headers: { cookie } })).json().outcome;
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each([
    ['UPDATE', `update audit_log set action = 'rewritten'`, /permission denied/],
    ['DELETE', 'delete from audit_log', /permission denied/],
    ['TRUNCATE', 'truncate audit_log', /permission denied/],
    ['ALTER TABLE … DISABLE TRIGGER', 'alter table audit_log disable trigger all', /must be owner/],
    ['ALTER TABLE … DISABLE RULE', 'alter table audit_log disable rule audit_log_no_update', /must be owner/],
    ['DROP TABLE', 'drop table audit_log', /must be owner/],
  ])('cannot %s the audit log', async (_what, statement, refusal) => {
    await expect(asRole((client) => client.query(statement))).rejects.toThrow(refusal);
  });

  it('the owner itself cannot update, delete or truncate it while its triggers stand', async () => {
    await withPgClient(owner.config.databaseUrl!, async (client) => {
      for (const statement of [`update audit_log set action = 'rewritten'`, 'delete from audit_log', 'truncate audit_log']) {
        await expect(client.query(statement)).rejects.toThrow(/audit_log is append-only/);
      }
    });
  });
});
