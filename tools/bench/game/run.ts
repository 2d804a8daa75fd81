/**
 * The game layer's two figures (`npm run bench:game`; PGlite, or PostgreSQL with DATABASE_URL):
 * 1. `GET /api/lms/game/progress` for a learner with 10^3 and with 10^6 hits of history (goal: p50 ratio <= 1.5).
 *    Each history is a year of hits stored in bulk, its daily series built by the database, and its XP, levels,
 *    badges and streak settled by the game's own code over every day.
 * 2. Hit-to-award latency: from the 202 of the hit that brings a learner's first 25 minutes in a session (the
 *    deep-focus badge) to the `notify` of that award on their socket, p50 and p99 over BENCH_LEARNERS learners (40).
 *    Hits are written in batches every 200 ms, so about half of that interval is the expected p50.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS } from '@tiles/contracts-notifications';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { users } from '@tiles/api-users/schema';
import { settleLearner } from '@tiles/api-game/engine';
import { hashPassword } from '@tiles/api-auth/passwords';

const SIZES = (process.env.BENCH_SIZES ?? '1000,1000000').split(',').map(Number);
const REQUESTS = 200;
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 40);
const MINUTE = 60_000;
const root = path.resolve(import.meta.dirname, '../../..');
const config = {
  ...loadConfig({ ...process.env, DEMO_DATA: '1', DEMO_HISTORY: '0', TEST_CLOCK: '0' }),
  dataDir: 'memory://',
  webDistDir: undefined,
  logLevel: 'silent',
};
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const database = config.databaseUrl ? 'postgres' : 'pglite';
const passwordHash = await hashPassword('bench-password');
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const createLearner = async (id: string) => {
  const login = `${id}@tiles.test`;
  await app.db.delete(users).where(eq(users.login, login));
  await app.db.insert(users).values({
    id,
    siteId: 'tiles',
    login,
    email: login,
    passwordHash,
    roles: ['learner'],
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Bench', surname: id, gender: 'neutro' },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { cu: login, cp: 'bench-password' },
    remoteAddress: `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const sessionId = response.cookies.find((entry) => entry.name === 't-ssid')!.value;
  return { id, cookie: `t-ssid=${sessionId}`, sessionId };
};

// 1. Progress cost against the length of the history.
const progress: { hits: number; p50: number; p95: number; ledgerRows: number }[] = [];
for (const size of SIZES) {
  const learner = await createLearner(`bench-game-${size}`);
  await app.db.execute(sql`
    insert into hits (client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
                      attributed_path, attributed_course_id, attributed_module, attributed_session, ms_credited, device, user_agent, received_at)
    select 'bench-game-' || ${size} || '-' || n, 'tiles', 'bench-identity', ${learner.id}, '/it-IT/course/session/1/1/1', 1, 1, 1, 30000,
           '/it-IT/course/session/1/1/1', 1, 1, 1, 30000, 'desktop', 'bench', now() - (n % 525600) * interval '1 minute'
    from generate_series(1, ${size}) as n`);
  await app.db.execute(sql`
    insert into study_daily_series (user_id, local_day, dimension, key, ms)
    select ${learner.id}, (received_at at time zone 'Europe/Rome')::date, d.dimension, d.key, sum(ms_credited)
    from hits cross join (values ('device', 'desktop'), ('subject', 'cat-history')) as d(dimension, key)
    where user_id = ${learner.id}
    group by 2, 3, 4`);
  const days = (
    (await app.db.execute(
      sql`select distinct local_day::text as day from study_daily_series where user_id = ${learner.id}`,
    )) as unknown as { rows: { day: string }[] }
  ).rows.map((row) => row.day);
  await app.db.transaction((tx) => settleLearner(tx, { userId: learner.id, days, now: new Date() }));
  const [{ value: ledgerRows }] = (
    (await app.db.execute(sql`select count(*)::int as value from xp_ledger where user_id = ${learner.id}`)) as unknown as {
      rows: [{ value: number }];
    }
  ).rows;
  const timings: number[] = [];
  for (let request = 0; request < REQUESTS + 20; request += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/lms/game/progress', headers: { cookie: learner.cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`progress answered ${response.statusCode}`);
    if (request >= 20) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  const entry = { hits: size, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), ledgerRows };
  progress.push(entry);
  process.stdout.write(
    `game.${database}.progress.hits_${size}.p50_ms ${entry.p50.toFixed(2)} p95_ms ${entry.p95.toFixed(2)} ledger_rows ${ledgerRows}\n`,
  );
}
const ratio = progress[1]!.p50 / progress[0]!.p50;
process.stdout.write(`game.${database}.progress.p50_ratio_1e6_vs_1e3 ${ratio.toFixed(2)} (goal <= 1.5)\n`);

// 2. From the hit's 202 to the award on the learner's socket.
const connect = (learner: { id: string; sessionId: string }) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(origin, {
      ...SOCKET_CLIENT_OPTIONS,
      transports: ['websocket'],
      extraHeaders: { cookie: `t-ssid=${learner.sessionId}` },
      reconnection: false,
    });
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('create-room', learner.id, (answer: { ok: boolean }) =>
        answer.ok ? resolve(socket) : reject(new Error('room refused')),
      ),
    );
  });
const postHit = async (cookie: string, identity: string, ms: number, place: boolean) => {
  const response = await fetch(`${origin}/api/event/hit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      ua: 'bench',
      identity,
      origin: 'web',
      subject: { id: place ? '/it-IT/course/session/1/1/1' : '/it-IT', meta: [{ field: 'ms', value: ms }] },
      ...(place ? { course: 1, module: 1, session: 1 } : {}),
    }),
  });
  if (response.status !== 202) throw new Error(`hit answered ${response.status}`);
  return performance.now();
};

const latencies: number[] = [];
for (let index = 0; index < LEARNERS; index += 1) {
  const learner = await createLearner(`bench-award-${index}`);
  const socket = await connect(learner);
  const award = new Promise<number>((resolve) =>
    socket.on('notify', (message: { notification: { type: string; title: string } }) => {
      if (process.env.DEBUG_GAME)
        process.stdout.write(`  notify ${message.notification.type} ${JSON.stringify(message.notification.title)}\n`);
      if (message.notification.type.startsWith('game.')) resolve(performance.now());
    }),
  );
  const identity = `benchaward${index}${Date.now()}`;
  await postHit(learner.cookie, identity, 0, true);
  await app.ingestion.hits.flush();
  // Half an hour on the session page, really passing on the server's clock: the deep-focus badge (25 minutes).
  app.clock.advance(30 * MINUTE);
  const accepted = await postHit(learner.cookie, identity, 30 * MINUTE, false);
  const received = await award;
  latencies.push(received - accepted);
  socket.close();
}
latencies.sort((a, b) => a - b);
const awardFigures = { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), samples: latencies.length };
process.stdout.write(
  `game.${database}.hit_to_award.p50_ms ${awardFigures.p50.toFixed(1)} p99_ms ${awardFigures.p99.toFixed(1)} (learners ${latencies.length})\n`,
);
await app.close();

fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `tools/bench/results/game-${database}.json`),
  JSON.stringify({ measuredAt: new Date().toISOString(), database, progress, ratio, hitToAward: awardFigures }, null, 2),
);
process.exit(0);
