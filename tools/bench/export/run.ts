/**
 * "Download everything" for a learner with a year of history: 100,000 page views (goal: the whole ZIP in <= 10 s with
 * <= 100 MB of extra memory), with their study time, XP ledger and events. The export goes through the real http
 * stack (a listening server, a streaming client that counts the bytes), and memory is sampled while it runs.
 * `npx tsx tools/bench/export/run.ts` (PGlite) or with DATABASE_URL (PostgreSQL). The bench's learner is its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { behaviourEvents, hits } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { hashPassword } from '@tiles/api-auth/passwords';
import { mib, watchMemory } from '../memory-peak.js';

const HITS = Number(process.env.BENCH_HITS ?? 100_000);
const LOGIN = 'bench-export@tiles.test';
const PASSWORD = 'bench export password';
const root = path.resolve(import.meta.dirname, '../../..');
const config = { ...loadConfig(process.env), demoData: true, dataDir: 'memory://', webDistDir: undefined, logLevel: 'silent', port: 0 };
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';

// What an earlier run left (page views and events are not deleted with their user: no foreign key holds them).
await app.db.delete(hits).where(like(hits.clientId, 'bench-export-%'));
await app.db.delete(behaviourEvents).where(like(behaviourEvents.clientId, 'bench-export-event-%'));
await app.db.delete(users).where(eq(users.login, LOGIN));
const [learner] = await app.db
  .insert(users)
  .values({
    id: 'bench-export',
    siteId: 'tiles',
    login: LOGIN,
    email: LOGIN,
    passwordHash: await hashPassword(PASSWORD),
    roles: ['learner'],
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Bench', surname: 'Export', gender: 'neutro' },
  })
  .returning();
const id = learner!.id;
// A year of study: page views spread over 365 days, their hourly study time, an XP row and an event per 20 views.
await app.db.execute(sql`
  insert into hits (client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
                    attributed_path, attributed_course_id, attributed_module, attributed_session, ms_credited, device, user_agent, received_at)
  select 'bench-export-' || n, 'tiles', 'bench-identity-' || (n / 40), ${id}, '/it-IT/course/session/1/1/' || (1 + n % 3), 1, 1, 1 + n % 3, 30000,
         '/it-IT/course/session/1/1/' || (1 + n % 3), 1, 1, 1 + n % 3, 30000, (array['desktop','mobile','tablet'])[1 + n % 3],
         'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
         now() - interval '365 days' + n * (interval '365 days' / ${HITS})
  from generate_series(1, ${HITS}) as n`);
await app.db.execute(sql`
  insert into study_rollups (user_id, local_day, hour, device, subject, ms)
  select ${id}, (current_date - d)::date, h, 'desktop', 'storia', 600000 from generate_series(0, 364) as d, generate_series(8, 20) as h`);
await app.db.execute(sql`
  insert into xp_ledger (user_id, source, source_id, category_id, xp, local_day, rule_version, inputs, created_at)
  select ${id}, 'study', 'bench-' || n, 'storia', 5, (current_date - (n % 365))::date, 1, '{"minutes": 10}'::jsonb, now() - (n % 365) * interval '1 day'
  from generate_series(1, ${Math.round(HITS / 20)}) as n`);
await app.db.execute(sql`
  insert into behaviour_events (client_id, site_id, user_id, action, variant, scope, subject, user_agent, created_at, received_at)
  select 'bench-export-event-' || n, 'tiles', ${id}, 'play', 'video', 'session', '{"course": 1}'::jsonb, 'Mozilla/5.0', now() - (n % 365) * interval '1 day', now()
  from generate_series(1, ${Math.round(HITS / 20)}) as n`);
await app.db.execute(sql`analyze`);

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ cu: LOGIN, cp: PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .find((line) => line.startsWith('t-ssid='))!
  .split(';')[0]!;

const runs: Array<{ seconds: number; bytes: number; extraRssMiB: number; extraHeapMiB: number }> = [];
let lastZip: Uint8Array | undefined;
for (let run = 0; run < 3; run += 1) {
  const memory = watchMemory();
  const started = process.hrtime.bigint();
  const response = await fetch(`${address}/api/auth/user/export`, { headers: { cookie } });
  if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  const chunks: Uint8Array[] = [];
  for await (const chunk of response.body) {
    bytes += chunk.length;
    // Kept only on the last run, after its timing and memory are taken, to check the archive whole.
    if (run === 2) chunks.push(chunk);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  runs.push({ seconds, bytes, ...memory.stop() });
  if (run === 2) lastZip = Buffer.concat(chunks);
}
const files = unzipSync(lastZip!);
const pageViews = (JSON.parse(strFromU8(files['page-views.json']!)) as unknown[]).length;
if (pageViews !== HITS) throw new Error(`the archive holds ${pageViews} page views, not ${HITS}`);

const median = <T>(values: T[], key: (value: T) => number) => [...values].map(key).sort((a, b) => a - b)[1]!;
const spread = <T>(values: T[], key: (value: T) => number) => {
  const sorted = values.map(key).sort((a, b) => a - b);
  return `${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)}`;
};
const result = { measuredAt: new Date().toISOString(), database, hits: HITS, runs, zipBytes: runs[0]!.bytes };
process.stdout.write(
  `export.${database}.hits_${HITS}.seconds median ${median(runs, (r) => r.seconds).toFixed(2)} [${spread(runs, (r) => r.seconds)}] (goal <= 10)\n` +
    `export.${database}.hits_${HITS}.extra_rss_mib median ${median(runs, (r) => r.extraRssMiB).toFixed(1)} [${spread(runs, (r) => r.extraRssMiB)}] (goal <= 100)\n` +
    `export.${database}.hits_${HITS}.extra_heap_mib median ${median(runs, (r) => r.extraHeapMiB).toFixed(1)} [${spread(runs, (r) => r.extraHeapMiB)}]\n` +
    `export.${database}.hits_${HITS}.zip_mib ${mib(runs[0]!.bytes).toFixed(1)} (checked: ${pageViews} page views in the archive)\n`,
);
await app.db.delete(hits).where(eq(hits.userId, id));
await app.db.delete(behaviourEvents).where(eq(behaviourEvents.userId, id));
await app.db.delete(users).where(eq(users.id, id));
await app.close();
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `tools/bench/results/export-${database}.json`), JSON.stringify(result, null, 2));
