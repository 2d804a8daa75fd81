/**
 * A teacher's view of a big group: a group of 1,000 learners on a site of 100,000, each with 60 days of study time,
 * completions and answers; the progress answer (goal: p99 <= 150 ms) and its CSV of 1,000 rows (goal: <= 1 s).
 * `npm run bench:groups` (PGlite) or with DATABASE_URL (PostgreSQL, a database of its own: the bench fills it).
 * Prints its figures; the data is the bench's own (`bench-g-*`) and removed first.
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { asc, eq, inArray, like, sql } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { sessionQuestions } from '@tiles/api-practice/schema';
import { users } from '@tiles/api-users/schema';
import { signIn } from '@tiles/api-auth/auth-test-helpers';
import { rowsOf } from '@tiles/api-platform/db/rows';

const SITE_LEARNERS = Number(process.env.BENCH_SITE_LEARNERS ?? 100_000);
const GROUP_LEARNERS = Number(process.env.BENCH_GROUP_LEARNERS ?? 1_000);
const READS = 200;
const CSV_READS = 20;
const root = path.resolve(import.meta.dirname, '../../..');
const config = {
  ...loadConfig(process.env),
  demoData: true,
  demoHistory: false,
  // BENCH_DATA_DIR: PGlite in a directory instead of memory (with BENCH_KEEP, to read the loaded site again).
  dataDir: process.env.BENCH_DATA_DIR ?? 'memory://',
  webDistDir: undefined,
  logLevel: 'silent',
};
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const timed = async (work: () => Promise<unknown>) => {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
};

await app.db.execute(sql`delete from groups where name = 'Bench 1000'`);
// BENCH_REUSE=1 reads a site an earlier run left (BENCH_KEEP=1) when it has the same learners, instead of loading it.
const [{ kept } = { kept: 0 }] = rowsOf<{ kept: number }>(
  await app.db.execute(sql`select count(*)::integer as kept from users where id like 'bench-g-%'`),
);
const reuse = Boolean(process.env.BENCH_REUSE) && kept === SITE_LEARNERS;
if (!reuse) await app.db.delete(users).where(like(users.id, 'bench-g-%'));

const setUpMs = await timed(async () => {
  if (reuse) return;
  // The history goes in as bulk statements with the per-row triggers off (the folds' triggers fire once per row:
  // 3.5 million rows on PGlite did not end), then the folds are filled in bulk by the same statements that filled
  // them from existing rows in their migrations (0046, 0047), for the bench's learners.
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // The site's learners: the group's are the first GROUP_LEARNERS.
    await tx.execute(sql`
      insert into users (id, site_id, login, email, password_hash, roles, locale, timezone, fields)
      select 'bench-g-' || n, 'tiles', 'bench-g-' || n || '@tiles.test', 'bench-g-' || n || '@tiles.test', 'no-password',
        '["learner"]'::jsonb, 'it-IT', 'Europe/Rome', jsonb_build_object('name', 'Learner', 'surname', n::text, 'gender', 'neutro')
      from generate_series(1, ${SITE_LEARNERS}) as n`);
    const sessions = await tx
      .select({
        id: courseSessions.id,
        courseId: courseSessions.courseId,
        module: courseSessions.moduleNumber,
        number: courseSessions.number,
      })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(inArray(courses.slug, ['roma-antica', 'rinascimento-italiano', 'metodo-scientifico']))
      .orderBy(asc(courseSessions.courseId), asc(courseSessions.moduleNumber), asc(courseSessions.number));
    const sessionList = sql.raw(`array[${sessions.map((session) => session.id).join(',')}]`);
    // Each learner: enrolled in the three courses, 60 days of which about a third with study, sessions completed in
    // order (more for some than others), the questions of what they completed answered.
    await tx.execute(sql`
      insert into enrolments (user_id, course_id, status, started_at)
      select u.id, c.id, 'in-progress', now() - interval '60 days'
      from users u cross join courses c
      where u.id like 'bench-g-%' and c.slug in ('roma-antica', 'rinascimento-italiano', 'metodo-scientifico')`);
    await tx.execute(sql`
      insert into session_completions (user_id, session_id, completed_at)
      select 'bench-g-' || n, (${sessionList})[k], now() - ((60 - k) || ' days')::interval
      from generate_series(1, ${SITE_LEARNERS}) as n, generate_series(1, ${sessions.length}) as k
      where k <= 1 + (n * 7919) % ${sessions.length}`);
    await tx.execute(sql`
      insert into session_study (user_id, course_id, module_number, session_number, ms)
      select c.user_id, s.course_id, s.module_number, s.number, 600000 + (abs(hashtext(c.user_id)) % 1200000)
      from session_completions c join course_sessions s on s.id = c.session_id
      where c.user_id like 'bench-g-%'`);
    await tx.execute(sql`
      insert into study_daily_series (user_id, local_day, dimension, key, ms)
      select 'bench-g-' || n, (current_date - d), 'course', c.id::text, 900000 + ((n + d) % 20) * 60000
      from generate_series(1, ${SITE_LEARNERS}) as n, generate_series(1, 60) as d, courses c
      where (n + d) % 3 = 0 and c.slug = (array['roma-antica', 'rinascimento-italiano', 'metodo-scientifico'])[1 + (n + d) % 3]`);
    await tx.execute(sql`
      insert into question_answers (user_id, id, question_id, revision, context, response, correct, grade, answered_at, received_at, duration_ms, was_due)
      select c.user_id, c.user_id || ':' || q.id, q.id, 1, 'session', '{"choices":[0]}'::jsonb, (abs(hashtext(c.user_id || q.id)) % 4) <> 0,
        3, c.completed_at, c.completed_at, 9000, false
      from session_completions c join ${sessionQuestions} q on q.session_id = c.session_id
      where c.user_id like 'bench-g-%'`);
    await tx.execute(sql`
      insert into course_study (user_id, course_id, sessions, days)
      select user_id, course_id, jsonb_object_agg(module_number || '/' || session_number, ms), '{}'::jsonb
      from session_study where user_id like 'bench-g-%' group by user_id, course_id`);
    await tx.execute(sql`
      insert into course_study as folded (user_id, course_id, sessions, days)
      select user_id, key::integer, '{}'::jsonb, jsonb_object_agg(local_day::text, ms)
      from study_daily_series where user_id like 'bench-g-%' and dimension = 'course' and key ~ '^[0-9]{1,9}$'
      group by user_id, key
      on conflict (user_id, course_id) do update set days = excluded.days`);
    await tx.execute(sql`
      insert into course_completions (user_id, course_id, done)
      select c.user_id, s.course_id, jsonb_object_agg(c.session_id::text, floor(date_part('epoch', c.completed_at) * 1000)::bigint)
      from session_completions c join course_sessions s on s.id = c.session_id
      where c.user_id like 'bench-g-%' group by c.user_id, s.course_id`);
    await tx.execute(sql`
      insert into question_first_tries (user_id, question_id, answered_at, correct)
      select user_id, question_id, min(answered_at), coalesce(min(answered_at) filter (where correct) = min(answered_at), false)
      from question_answers where user_id like 'bench-g-%' group by user_id, question_id`);
    // Migration 0047's fill of the first tries' fold, for the bench's learners.
    await tx.execute(sql`
      insert into course_first_tries (user_id, course_id, tries)
      select f.user_id, s.course_id, jsonb_object_agg(f.question_id, f.correct)
      from question_first_tries f join session_questions q on q.id = f.question_id join course_sessions s on s.id = q.session_id
      where f.user_id like 'bench-g-%' group by f.user_id, s.course_id`);
  });
  // A live PostgreSQL has vacuumed its tables long before (autovacuum) and written a bulk load's pages out (a
  // checkpoint); a fresh bulk load has not, and both would run during the reads. PGlite has neither: there the tables
  // stay as loaded.
  await app.db.execute(database === 'postgres' ? sql`vacuum analyze` : sql`analyze`);
  if (database === 'postgres') await app.db.execute(sql`checkpoint`);
});

const [teacher] = await app.db.select().from(users).where(eq(users.login, 'maria.montessori@tiles.test'));
const group = await app.groupsRepository.create(
  'tiles',
  { name: 'Bench 1000', description: '', timeZone: 'Europe/Rome' },
  teacher!.id,
  new Date(),
);
await app.db.execute(sql`
  insert into group_members (group_id, user_id, role, sharing, joined_at)
  select ${group.id}, 'bench-g-' || n, 'member', n % 5 <> 0, now() from generate_series(1, ${GROUP_LEARNERS}) as n`);
const courseRows = await app.db.select({ id: courses.id, slug: courses.slug }).from(courses);
const cookie = await signIn(app, 'maria.montessori@tiles.test');
const dueIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
for (const [slug, dueDate] of [
  ['roma-antica', dueIn(5)],
  ['rinascimento-italiano', dueIn(20)],
  ['metodo-scientifico', undefined],
] as const) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/groups/${group.id}/assignments`,
    headers: { cookie },
    payload: { courseId: courseRows.find((row) => row.slug === slug)!.id, ...(dueDate ? { dueDate } : {}) },
  });
  if (response.statusCode !== 201) throw new Error(`assigning ${slug}: ${response.statusCode} ${response.body}`);
}

// BENCH_PROFILE=<dir>: a CPU profile of the progress reads alone (not the set-up), for `--cpu-prof`-style reading.
const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : undefined;
if (profiler) {
  profiler.connect();
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
// BENCH_TIMELINE=1: the slowest answers, each with when it ran, the process's CPU time in it (the main thread and
// V8's helper threads) and the collector's pauses in it, against a median one: what the tail is made of.
type Answer = { at: number; ms: number; cpuMs: number; gcMs: number };
const answers: Answer[] = [];
const pauses: { start: number; duration: number }[] = [];
const collector = process.env.BENCH_TIMELINE
  ? new PerformanceObserver((list) => pauses.push(...list.getEntries().map(({ startTime, duration }) => ({ start: startTime, duration }))))
  : undefined;
collector?.observe({ entryTypes: ['gc'] });
const readsStarted = performance.now();
const progressTimings: number[] = [];
let members = 0;
let answerBytes = 0;
for (let run = 0; run < READS + 10; run += 1) {
  let body = '';
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const elapsed = await timed(async () => {
    const response = await app.inject({ method: 'GET', url: `/api/groups/${group.id}/progress`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`progress: ${response.statusCode} ${response.body.slice(0, 300)}`);
    body = response.body;
  });
  if (run >= 10) progressTimings.push(elapsed);
  if (collector && run >= 10) {
    const cpu = process.cpuUsage(cpuBefore);
    const endedAt = startedAt + elapsed;
    const gcMs = pauses.filter(({ start }) => start >= startedAt && start < endedAt).reduce((sum, { duration }) => sum + duration, 0);
    answers.push({ at: startedAt - readsStarted, ms: elapsed, cpuMs: (cpu.user + cpu.system) / 1000, gcMs });
  }
  // Read once, after the timed reads: a client parses on its own machine, and parsing a megabyte an answer here
  // would leave its garbage to be collected inside the next answer's time.
  if (run === READS + 9) {
    answerBytes = Buffer.byteLength(body);
    members = (JSON.parse(body) as { outcome: { members: unknown[] } }).outcome.members.length;
  }
}
progressTimings.sort((a, b) => a - b);
if (collector) {
  collector.disconnect();
  const line = ({ at, ms, cpuMs, gcMs }: Answer) =>
    `at ${(at / 1000).toFixed(1)} s: ${ms.toFixed(0)} ms, cpu ${cpuMs.toFixed(0)} ms, gc pauses ${gcMs.toFixed(0)} ms`;
  const byTime = answers.toSorted((a, b) => a.ms - b.ms);
  console.warn(`median answer ${line(byTime[Math.floor(byTime.length / 2)]!)}`);
  for (const answer of byTime.slice(-5).reverse()) console.warn(`slow answer ${line(answer)}`);
}
if (profiler) {
  const { profile } = await profiler.post('Profiler.stop');
  fs.mkdirSync(process.env.BENCH_PROFILE!, { recursive: true });
  const file = path.join(process.env.BENCH_PROFILE!, `groups-${Date.now()}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  console.warn(`profile of the progress reads: ${file}`);
  profiler.disconnect();
}

const csvTimings: number[] = [];
let csvRows = 0;
for (let run = 0; run < CSV_READS + 2; run += 1) {
  let body = '';
  const elapsed = await timed(async () => {
    const response = await app.inject({ method: 'GET', url: `/api/groups/${group.id}/progress.csv`, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`csv: ${response.statusCode}`);
    body = response.body;
  });
  if (run >= 2) csvTimings.push(elapsed);
  if (run === CSV_READS + 1) csvRows = body.trimEnd().split('\r\n').length - 1;
}
csvTimings.sort((a, b) => a - b);

const result = {
  measuredAt: new Date().toISOString(),
  database,
  siteLearners: SITE_LEARNERS,
  groupLearners: members,
  setUpSeconds: setUpMs / 1000,
  progress: { p50: percentile(progressTimings, 0.5), p99: percentile(progressTimings, 0.99), runs: READS, answerBytes },
  csv: { rows: csvRows, p50: percentile(csvTimings, 0.5), max: csvTimings.at(-1)!, runs: CSV_READS },
};
process.stdout.write(
  `groups.${database}.site_${SITE_LEARNERS}.group_${members}.progress.p50_ms ${result.progress.p50.toFixed(1)} p99_ms ${result.progress.p99.toFixed(1)} (goal p99 <= 150) answer_kb ${(answerBytes / 1000).toFixed(1)}\n` +
    `groups.${database}.group_${members}.csv_${csvRows}_rows.p50_ms ${result.csv.p50.toFixed(1)} max_ms ${result.csv.max.toFixed(1)} (goal <= 1000)\n` +
    `groups.${database}.set_up_s ${result.setUpSeconds.toFixed(1)}\n`,
);
// BENCH_KEEP=1 leaves the group and its history in the database, to read it further (the next run removes it first).
if (!process.env.BENCH_KEEP) {
  await app.db.execute(sql`delete from groups where id = ${group.id}`);
  await app.db.delete(users).where(like(users.id, 'bench-g-%'));
}
await app.close();
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `tools/bench/results/groups-${database}.json`), JSON.stringify(result, null, 2));
