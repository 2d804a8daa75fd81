/**
 * `GET /api/stats` latency for one learner with 10^3, 10^4, 10^5 and 10^6 hits of history (goal: 10^6 within
 * 1.5x of 10^3). History is a year of hits at random times, devices and courses; the raw hits are stored and
 * their rollups built exactly as ingestion builds them. `npx tsx tools/bench/stats/run.ts` (PGlite) or with
 * DATABASE_URL (PostgreSQL; the database is emptied of this bench's learners first).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { studyDailySeries, studyRollups } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { hashPassword } from '@tiles/api-auth/passwords';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const REQUESTS = 60;
const root = path.resolve(import.meta.dirname, '../../..');
const config = { ...loadConfig(process.env), demoData: true, dataDir: 'memory://', webDistDir: undefined, logLevel: 'silent' };
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';
const devices = ['desktop', 'mobile', 'tablet'];
const subjects = ['cat-history', 'cat-languages', 'cat-science', 'other'];

const results: { hits: number; rollupRows: number; p50: number; p95: number }[] = [];
for (const size of SIZES) {
  const login = `bench-${size}@tiles.test`;
  await app.db.delete(users).where(eq(users.login, login));
  const [user] = await app.db
    .insert(users)
    .values({
      id: `bench-${size}`,
      siteId: 'tiles',
      login,
      email: login,
      passwordHash: await hashPassword('bench-password'),
      roles: ['learner'],
      locale: 'it-IT',
      timezone: 'Europe/Rome',
      fields: { name: 'Bench', surname: String(size), gender: 'neutro' },
    })
    .returning();

  // Raw hits: stored in bulk by the database itself, a year back from now.
  await app.db.execute(sql`
    insert into hits (client_id, site_id, identity, user_id, path, ms_reported, ms_credited, device, user_agent, received_at)
    select 'bench-' || ${size} || '-' || n, 'tiles', 'bench-identity', ${user!.id}, '/it-IT/course/session/1/1/1', 30000, 30000, 'desktop', 'bench',
           now() - (n % 525600) * interval '1 minute'
    from generate_series(1, ${size}) as n`);

  // Rollups as ingestion builds them: per local day, hour, device and subject.
  const rollups = new Map<string, { userId: string; localDay: string; hour: number; device: string; subject: string; ms: number }>();
  const now = Date.now();
  for (let index = 0; index < size; index += 1) {
    const at = new Date(now - ((index * 7919) % 525_600) * 60_000);
    const { day, hour } = localDayAndHour(at, 'Europe/Rome');
    const device = devices[index % devices.length]!;
    const subject = subjects[index % subjects.length]!;
    const key = `${day}|${hour}|${device}|${subject}`;
    const entry = rollups.get(key);
    if (entry) entry.ms += 30_000;
    else rollups.set(key, { userId: user!.id, localDay: day, hour, device, subject, ms: 30_000 });
  }
  const rows = [...rollups.values()];
  for (let start = 0; start < rows.length; start += 5_000) await app.db.insert(studyRollups).values(rows.slice(start, start + 5_000));
  const daily = new Map<string, typeof studyDailySeries.$inferInsert>();
  for (const row of rows) {
    for (const [dimension, key] of [
      ['hour', String(row.hour)],
      ['device', row.device],
      ['subject', row.subject],
    ] as const) {
      const mapKey = `${row.localDay}|${dimension}|${key}`;
      const entry = daily.get(mapKey);
      if (entry) entry.ms += row.ms;
      else daily.set(mapKey, { userId: row.userId, localDay: row.localDay, dimension, key, ms: row.ms });
    }
  }
  const series = [...daily.values()];
  for (let start = 0; start < series.length; start += 5_000)
    await app.db.insert(studyDailySeries).values(series.slice(start, start + 5_000));

  const login200 = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { cu: login, cp: 'bench-password' },
    remoteAddress: `10.99.0.${SIZES.indexOf(size)}`,
  });
  const cookie = `t-ssid=${login200.cookies.find((entry) => entry.name === 't-ssid')!.value}`;
  const timings: number[] = [];
  for (let request = 0; request < REQUESTS + 10; request += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: '/api/stats', headers: { cookie } });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`stats answered ${response.statusCode}`);
    if (request >= 10) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const entry = {
    hits: size,
    rollupRows: rows.length,
    p50: timings[Math.floor(timings.length / 2)]!,
    p95: timings[Math.floor(timings.length * 0.95)]!,
  };
  results.push(entry);
  process.stdout.write(
    `stats.${database}.hits_${size}.p50_ms ${entry.p50.toFixed(2)} p95_ms ${entry.p95.toFixed(2)} rollup_rows ${entry.rollupRows}\n`,
  );
}
await app.close();

const ratio = results.at(-1)!.p50 / results[0]!.p50;
process.stdout.write(`stats.${database}.p50_ratio_largest_vs_smallest ${ratio.toFixed(2)} (goal <= 1.5)\n`);
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `tools/bench/results/stats-${database}.json`),
  JSON.stringify({ measuredAt: new Date().toISOString(), database, results, ratio }, null, 2),
);
