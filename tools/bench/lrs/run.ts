/**
 * The LRS under load: a store of 1,000,000 statements (10,000 agents, 20 verbs, 5,000 activities), then, over HTTP
 * to the listening api, batches of 50 posted for 30 s (goal: >= 2,000 statements/s), queries by agent and verb
 * (goal: p99 <= 100 ms) and `more` pages of a query by verb (goal: p99 <= 100 ms); BENCH_RUNS times (3), median and
 * spread. `npm run bench:lrs` (PGlite) or with DATABASE_URL (PostgreSQL, a database of its own).
 * BENCH_STATEMENTS, BENCH_POST_SECONDS and BENCH_CONCURRENCY change the sizes.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { percentile, summary } from '../api-process.js';

const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 1_000_000);
const POST_SECONDS = Number(process.env.BENCH_POST_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const READS = 200;
const AGENTS = 10_000;
const VERBS = 20;
const ACTIVITIES = 5_000;
const root = path.resolve(import.meta.dirname, '../../..');
const config = {
  ...loadConfig(process.env),
  demoData: true,
  demoHistory: false,
  dataDir: 'memory://',
  webDistDir: undefined,
  logLevel: 'silent',
};
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';
const log = (line: string) => process.stdout.write(`${line}\n`);

const client = await app.lrsRepository.clients.create('tiles', { name: 'Bench', scopes: ['write', 'read:all'], createdBy: null });
const headers = {
  authorization: `Basic ${Buffer.from(`${client.key}:${client.secret}`).toString('base64')}`,
  'x-experience-api-version': '2.0.0',
  'content-type': 'application/json',
};
const agentOf = (n: number) => ({ objectType: 'Agent', name: `Learner ${n}`, mbox: `mailto:bench-${n}@example.org` });
const verbOf = (n: number) => `https://verbs.example.org/bench/${n}`;
const activityOf = (n: number) => `https://content.example.org/bench/activity/${n}`;

// The store: written by SQL in chunks (the columns as the LRS indexes them), then what the api posts on top.
const setUpStarted = performance.now();
await app.db.execute(sql`delete from lrs_statements where site_id = 'tiles' and verb_id like 'https://verbs.example.org/bench/%'`);
for (let from = 0; from < STATEMENTS; from += 100_000) {
  const to = Math.min(STATEMENTS, from + 100_000) - 1;
  await app.db.execute(sql`
    insert into lrs_statements (site_id, id, statement, stored, client_id, verb_id, agents, related_agents, activities, related_activities, registration)
    select 'tiles', s.id, jsonb_build_object(
        'id', s.id,
        'actor', jsonb_build_object('objectType', 'Agent', 'name', 'Learner ' || s.agent, 'mbox', s.mbox),
        'verb', jsonb_build_object('id', s.verb),
        'object', jsonb_build_object('objectType', 'Activity', 'id', s.activity),
        'timestamp', to_char(s.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'stored', to_char(s.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'version', '2.0.0'),
      s.at, ${client.id}, s.verb, array['mbox:' || s.mbox], array['mbox:' || s.mbox], array[s.activity], array[s.activity], null
    from (
      select md5(n::text || 'bench')::uuid::text as id, n % ${AGENTS}::int as agent,
        'mailto:bench-' || (n % ${AGENTS}::int) || '@example.org' as mbox,
        'https://verbs.example.org/bench/' || (n % ${VERBS}::int) as verb,
        'https://content.example.org/bench/activity/' || (n % ${ACTIVITIES}::int) as activity,
        now() - interval '60 days' + (n * interval '5 seconds') as at
      from generate_series(${from}::int, ${to}::int) as n
    ) s`);
}
await app.db.execute(sql`analyze lrs_statements`);
const setUpMs = performance.now() - setUpStarted;

await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/xapi`;
const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return performance.now() - started;
};

/** Batches of 50 new statements from CONCURRENCY senders for POST_SECONDS: statements stored per second. */
const postRate = async () => {
  let stored = 0;
  const until = performance.now() + POST_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, sender) => {
      for (let batch = 0; performance.now() < until; batch += 1) {
        const body = Array.from({ length: 50 }, (_, index) => ({
          id: randomUUID(),
          actor: agentOf((sender * 7919 + batch * 50 + index) % AGENTS),
          verb: { id: verbOf(index % VERBS), display: { 'en-GB': 'did' } },
          object: { objectType: 'Activity', id: activityOf((batch + index) % ACTIVITIES) },
          result: { duration: 'PT1M2.5S', completion: true },
        }));
        await timed(() => fetch(`${base}/statements`, { method: 'POST', headers, body: JSON.stringify(body) }));
        stored += body.length;
      }
    }),
  );
  return stored / POST_SECONDS;
};

const byAgentAndVerb = async () => {
  const times: number[] = [];
  for (let read = 0; read < READS; read += 1) {
    const query = new URLSearchParams({ agent: JSON.stringify({ mbox: agentOf((read * 37) % AGENTS).mbox }), verb: verbOf(read % VERBS) });
    times.push(await timed(() => fetch(`${base}/statements?${query}`, { headers })));
  }
  return percentile(times, 0.99);
};

const morePages = async () => {
  const times: number[] = [];
  let more = '';
  for (let read = 0; read < READS; read += 1) {
    if (!more) {
      const first = await fetch(`${base}/statements?${new URLSearchParams({ verb: verbOf(read % VERBS), limit: '100' })}`, { headers });
      more = ((await first.json()) as { more: string }).more;
    }
    const started = performance.now();
    const page = await fetch(`${base.replace(/\/xapi$/, '')}${more}`, { headers });
    if (!page.ok) throw new Error(`${page.status} ${await page.text()}`);
    more = ((await page.json()) as { more: string }).more;
    times.push(performance.now() - started);
  }
  return percentile(times, 0.99);
};

const rates: number[] = [];
const agentVerbP99: number[] = [];
const moreP99: number[] = [];
for (let run = 0; run < RUNS; run += 1) {
  rates.push(await postRate());
  agentVerbP99.push(await byAgentAndVerb());
  moreP99.push(await morePages());
}

log(`LRS on ${database}: ${STATEMENTS.toLocaleString('en-GB')} statements stored in ${(setUpMs / 1000).toFixed(0)} s`);
log(`  posting batches of 50 (${CONCURRENCY} senders, ${POST_SECONDS} s): ${summary(rates)} statements/s (goal >= 2,000)`);
log(`  query by agent and verb, p99: ${summary(agentVerbP99, 1)} ms (goal <= 100)`);
log(`  a more page of a query by verb, p99: ${summary(moreP99, 1)} ms (goal <= 100)`);
const result = {
  database,
  statements: STATEMENTS,
  setUpMs,
  rates,
  agentVerbP99,
  moreP99,
  concurrency: CONCURRENCY,
  postSeconds: POST_SECONDS,
};
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `tools/bench/results/lrs-${database}.json`), JSON.stringify(result, null, 2));
await app.close();
