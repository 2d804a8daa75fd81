/**
 * Reminders at scale (`npm run bench:reminders`): BENCH_LEARNERS (100,000) learners with a streak going, all due
 * for their streak reminder in the same hour (five time zones, each learner's reminder hour the local hour there),
 * a tenth of them with a push subscription. One tick of the real scheduler (`app.reminders.tick`, what the
 * api runs each minute) must choose, claim and queue every reminder (stored notifications, live pushes to rooms,
 * push messages queued for devices) in <= 60 s with bounded memory. A local push service takes the messages the
 * push worker sends meanwhile (it answers 201 without decrypting). 1,000 learners met today's goal and 1,000 turned
 * the reminder off: neither may be told. Three runs, median and spread; PGlite, or PostgreSQL with DATABASE_URL.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { watchMemory } from '../memory-peak.js';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const NOT_DUE = 2000;
const ZONES = ['Europe/Rome', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'Asia/Kolkata'];
/** An instant when every zone above is between 08:00 and 21:59. */
const NOW = new Date('2030-03-12T12:30:00Z');

let pushesReceived = 0;
const sink = createServer((request, response) => {
  pushesReceived += 1;
  request.resume();
  request.on('end', () => response.writeHead(201).end());
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const pushOrigin = `http://127.0.0.1:${(sink.address() as AddressInfo).port}`;

const base = loadConfig({ DEMO_DATA: '1', ...process.env });
const config = {
  ...base,
  dataDir: 'memory://',
  webDistDir: undefined,
  logLevel: 'silent' as const,
  demoHistory: false,
  webPush: { ...base.webPush, allowedOrigins: [pushOrigin] },
};
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';
const zones = ZONES.map((zone) => ({ zone, ...localDayAndHour(NOW, zone) }));

// What an earlier run left on this database, then the learners: each in a zone, their reminder at its local hour,
// a 5-day streak whose goal was last met yesterday, 4 minutes studied today (6 of 10 to go).
/**
 * Deleting 100,000 learners cascades through every table that holds them: longer than one query may take, so it goes
 * 2,000 learners at a time.
 */
const deleteBenchLearners = async () => {
  for (;;) {
    const deleted = rowsOf(
      await app.db.execute(
        sql`delete from users where id in (select id from users where id like 'bench-remind-%' limit 2000) returning id`,
      ),
    );
    if (!deleted.length) return;
  }
};
await deleteBenchLearners();
const zoneTable = JSON.stringify(zones.map((zone, index) => ({ i: index, zone: zone.zone, day: zone.day, hour: zone.hour })));
await app.db.execute(sql`
  insert into users (id, site_id, login, email, password_hash, roles, locale, timezone, fields)
  select 'bench-remind-' || n, 'tiles', 'bench-remind-' || n || '@tiles.test', 'bench-remind-' || n || '@tiles.test', 'no-password',
         '["learner"]'::jsonb, (array['it-IT','en-GB','de-DE'])[1 + n % 3], z.zone, '{"name":"Bench","surname":"Learner","gender":"neutro"}'::jsonb
  from generate_series(1, ${LEARNERS}) as n
  join jsonb_to_recordset(${zoneTable}::jsonb) as z(i int, zone text, day date, hour int) on z.i = n % ${ZONES.length}`);
await app.db.execute(sql`
  insert into learner_game (user_id, goal_minutes, current_streak, longest_streak, reminder_hour, goal_met_day, muted_kinds)
  select u.id, 10, 5, 5, z.hour, z.day - 1, case when n <= ${NOT_DUE / 2} then '["risk"]'::jsonb else '[]'::jsonb end
  from generate_series(1, ${LEARNERS}) as n
  join users u on u.id = 'bench-remind-' || n
  join jsonb_to_recordset(${zoneTable}::jsonb) as z(i int, zone text, day date, hour int) on z.i = n % ${ZONES.length}`);
await app.db.execute(sql`
  insert into study_daily_series (user_id, local_day, dimension, key, ms)
  select u.id, z.day, 'device', 'desktop', case when n > ${LEARNERS - NOT_DUE / 2} then 11 * 60000 else 4 * 60000 end
  from generate_series(1, ${LEARNERS}) as n
  join users u on u.id = 'bench-remind-' || n
  join jsonb_to_recordset(${zoneTable}::jsonb) as z(i int, zone text, day date, hour int) on z.i = n % ${ZONES.length}`);
// Every device shares one key pair: the push worker encrypts for each as it would for real ones.
const device = createECDH('prime256v1');
device.generateKeys();
await app.db.execute(sql`
  insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
  select 'bench-remind-session-' || n, 'bench-remind-' || n, now(), now(), now() + interval '30 days'
  from generate_series(10, ${LEARNERS}, 10) as n`);
await app.db.execute(sql`
  insert into push_subscriptions (id, user_id, session_id_hash, endpoint, p256dh, auth)
  select 'bench-remind-device-' || n, 'bench-remind-' || n, 'bench-remind-session-' || n, ${pushOrigin} || '/push/' || n,
         ${device.getPublicKey().toString('base64url')}, ${randomBytes(16).toString('base64url')}
  from generate_series(10, ${LEARNERS}, 10) as n`);
await app.db.execute(sql`analyze`);
if (!zones.every((zone) => zone.hour >= 8 && zone.hour <= 21)) throw new Error(`not every zone is awake at ${NOW.toISOString()}`);

const expected = LEARNERS - NOT_DUE;
const expectedPushes = rowsOf<{ count: number }>(
  await app.db.execute(sql`select count(*)::int as count from push_subscriptions s join learner_game g on g.user_id = s.user_id
    where s.user_id like 'bench-remind-%' and not (g.muted_kinds ? 'risk')
      and not exists (select 1 from study_daily_series d where d.user_id = s.user_id and d.ms >= 600000)`),
)[0]!.count;

const runs: Array<{
  seconds: number;
  told: number;
  pushesQueued: number;
  extraRssMiB: number;
  extraHeapMiB: number;
  retainedHeapMiB: number;
}> = [];
for (let run = 0; run < 3; run += 1) {
  await app.db.execute(
    sql`update learner_game set reminded_day = null, notices_day = null, notices_sent = 0 where user_id like 'bench-remind-%'`,
  );
  await app.db.execute(sql`delete from notifications where user_id like 'bench-remind-%'`);
  const memory = watchMemory();
  const receivedBefore = pushesReceived;
  const started = process.hrtime.bigint();
  const told = await app.reminders.tick(NOW);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const peaks = memory.stop();
  // What the tick keeps after it (a leak would show here).
  const retainedHeapMiB = memory.retainedHeapMiB();
  const [stored] = rowsOf<{ count: number }>(
    await app.db.execute(sql`select count(*)::int as count from notifications where user_id like 'bench-remind-%' and type = 'game.risk'`),
  );
  // What the push worker already sent left the queue: queued = still waiting + delivered by the sink.
  const [waiting] = rowsOf<{ count: number }>(await app.db.execute(sql`select count(*)::int as count from push_queue`));
  const pushesQueued = waiting!.count;
  // The rest is sent before the next run (not timed): every queued message must reach the push service.
  while ((await app.webPush.sender.pending()).length) await app.webPush.sender.deliverDue();
  if (told !== expected || stored!.count !== expected)
    throw new Error(`run ${run + 1}: told ${told}, stored ${stored!.count}, expected ${expected} (the not-due ${NOT_DUE} excluded)`);
  if (pushesReceived - receivedBefore !== expectedPushes)
    throw new Error(`run ${run + 1}: the push service received ${pushesReceived - receivedBefore} messages, expected ${expectedPushes}`);
  runs.push({
    seconds,
    told,
    pushesQueued,
    ...peaks,
    retainedHeapMiB,
  });
}

const sorted = (key: (run: (typeof runs)[number]) => number) => runs.map(key).sort((a, b) => a - b);
const figure = (key: (run: (typeof runs)[number]) => number, digits: number) => {
  const values = sorted(key);
  return `median ${values[1]!.toFixed(digits)} [${values[0]!.toFixed(digits)}–${values.at(-1)!.toFixed(digits)}]`;
};
process.stdout.write(
  `reminders.${database}.learners_${LEARNERS}.seconds ${figure((r) => r.seconds, 2)} (goal <= 60; ${expected} told per run, ${NOT_DUE} not due)\n` +
    `reminders.${database}.learners_${LEARNERS}.per_second ${figure((r) => r.told / r.seconds, 0)}\n` +
    `reminders.${database}.learners_${LEARNERS}.extra_rss_mib ${figure((r) => r.extraRssMiB, 1)}\n` +
    `reminders.${database}.learners_${LEARNERS}.extra_heap_mib ${figure((r) => r.extraHeapMiB, 1)} (peak, garbage included)\n` +
    `reminders.${database}.learners_${LEARNERS}.retained_heap_mib ${figure((r) => r.retainedHeapMiB, 1)} (after the tick and a GC)\n` +
    `reminders.${database}.push_devices ${expectedPushes} subscribed devices told per run, all received by the local push service (still waiting in the queue when each tick ended: ${runs.map((r) => r.pushesQueued).join(', ')})\n`,
);
await deleteBenchLearners();
await app.close();
sink.close();
