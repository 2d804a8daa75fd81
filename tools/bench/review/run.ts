/**
 * Practice and recall at scale: the review (due cards within the limits, forecast, states, retention) for a learner
 * with 20,000 cards (goal: p99 <= 20 ms), and answers checked, replayed into their cards and written (goal: >= 1,000
 * a second). `npx tsx tools/bench/review/run.ts` (PGlite) or with DATABASE_URL (PostgreSQL). The bench's learner and
 * questions are its own and removed first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import type { AnswerSubmission } from '@tiles/contracts-practice';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { courseSessions, enrolments } from '@tiles/api-lms/schema';
import { sessionQuestions } from '@tiles/api-practice/schema';
import { users } from '@tiles/api-users/schema';
import { hashPassword } from '@tiles/api-auth/passwords';
import { startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';

const CARDS = Number(process.env.BENCH_CARDS ?? 20_000);
const REVIEWS = 300;
const ANSWERS = Number(process.env.BENCH_ANSWERS ?? 5_000);
const BATCH = 100;
const DAY = 86_400_000;
const root = path.resolve(import.meta.dirname, '../../..');
const config = { ...loadConfig(process.env), demoData: true, dataDir: 'memory://', webDistDir: undefined, logLevel: 'silent' };
const app = await buildApp(config, { logger: false });
const database = config.databaseUrl ? 'postgres' : 'pglite';

await app.db.delete(users).where(eq(users.login, 'bench-review@tiles.test'));
await app.db.delete(sessionQuestions).where(like(sessionQuestions.id, 'bench-%'));
const [learner] = await app.db
  .insert(users)
  .values({
    id: 'bench-review',
    siteId: 'tiles',
    login: 'bench-review@tiles.test',
    email: 'bench-review@tiles.test',
    passwordHash: await hashPassword('bench-password'),
    roles: ['learner'],
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Bench', surname: 'Review', gender: 'neutro' },
  })
  .returning();
const sessions = await app.db.select({ id: courseSessions.id, courseId: courseSessions.courseId }).from(courseSessions);
const courseIds = [...new Set(sessions.map((session) => session.courseId))];
await app.db
  .insert(enrolments)
  .values(courseIds.map((courseId) => ({ userId: learner!.id, courseId, status: 'in-progress' as const, startedAt: new Date() })));

// 20,000 questions over the demo sessions, and a card for each: due from 60 days ago to 60 days ahead, most in review.
const definition = {
  kind: 'single',
  prompts: { 'it-IT': 'Domanda di prova?' },
  options: [
    { texts: { 'it-IT': 'Giusta' }, correct: true },
    { texts: { 'it-IT': 'Sbagliata' }, correct: false },
  ],
  explanations: { 'it-IT': 'Perché sì.' },
};
await app.db.execute(sql`
  insert into session_questions (id, session_id, position, revision, definition)
  select 'bench-' || n, (${sql.raw(`array[${sessions.map((session) => session.id).join(',')}]`)})[1 + n % ${sessions.length}], 100 + n, 1,
         ${JSON.stringify(definition)}::jsonb
  from generate_series(1, ${CARDS}) as n`);
await app.db.execute(sql`
  insert into review_cards (user_id, question_id, course_id, state, due, stability, difficulty, reps, lapses, last_review, reviewed)
  select ${learner!.id}, q.id, s.course_id,
         (array['learning','review','review','review','relearning'])[1 + n % 5],
         now() + ((n * 7919) % 120 - 60) * interval '1 day', 1 + (n % 90), 5, 1 + n % 7, n % 3, now() - interval '3 days', n % 4 <> 0
  from session_questions q join course_sessions s on s.id = q.session_id, lateral (select substring(q.id from 7)::int as n) as k
  where q.id like 'bench-%'`);
await app.db.execute(sql`analyze`);

const answerer = { id: learner!.id, timezone: 'Europe/Rome', locale: 'it-IT', defaultLocale: 'it-IT', now: new Date() };
const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

// The due-card query alone (today's cards within the default limits), then the whole review answer.
const dueTimings: number[] = [];
const endOfToday = startOfNextLocalDay(answerer.now, answerer.timezone);
for (let run = 0; run < REVIEWS + 20; run += 1) {
  const started = process.hrtime.bigint();
  const due = await app.practiceRepository.dueCards(answerer.id, endOfToday, 220);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (due.length === 0) throw new Error('no due cards: the bench set-up is wrong');
  if (run >= 20) dueTimings.push(elapsed);
}
dueTimings.sort((a, b) => a - b);

const reviewTimings: number[] = [];
for (let run = 0; run < REVIEWS + 20; run += 1) {
  const started = process.hrtime.bigint();
  const review = await app.practiceRepository.review(answerer);
  const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
  if (review.cards.length === 0) throw new Error('no due cards: the bench set-up is wrong');
  if (run >= 20) reviewTimings.push(elapsed);
}
reviewTimings.sort((a, b) => a - b);

// Answers: batches of 100, each to a different card, made a minute apart (as an offline stretch would send them).
const answerStarted = process.hrtime.bigint();
for (let start = 0; start < ANSWERS; start += BATCH) {
  const batch: AnswerSubmission[] = Array.from({ length: Math.min(BATCH, ANSWERS - start) }, (_, index) => ({
    _id: randomUUID(),
    question: `bench-${1 + ((start + index) % CARDS)}`,
    context: 'review',
    response: { choices: [(start + index) % 5 === 0 ? 1 : 0] },
    answeredAt: new Date(Date.now() - DAY + (start + index) * 1_000).toISOString(),
    durationMs: 4_000,
  }));
  await app.practiceRepository.recordAnswers({ ...answerer, now: new Date() }, batch, () => undefined);
}
await app.domainEvents.deliverPending({ quietly: true });
const answerSeconds = Number(process.hrtime.bigint() - answerStarted) / 1e9;
const answersPerSecond = ANSWERS / answerSeconds;

const result = {
  measuredAt: new Date().toISOString(),
  database,
  cards: CARDS,
  dueCards: { p50: percentile(dueTimings, 0.5), p99: percentile(dueTimings, 0.99), runs: REVIEWS },
  review: { p50: percentile(reviewTimings, 0.5), p99: percentile(reviewTimings, 0.99), runs: REVIEWS },
  answers: { count: ANSWERS, batch: BATCH, perSecond: answersPerSecond },
};
process.stdout.write(
  `review.${database}.cards_${CARDS}.due_query.p50_ms ${result.dueCards.p50.toFixed(2)} p99_ms ${result.dueCards.p99.toFixed(2)} (goal p99 <= 20)\n` +
    `review.${database}.cards_${CARDS}.review_answer.p50_ms ${result.review.p50.toFixed(2)} p99_ms ${result.review.p99.toFixed(2)} (due cards, forecast, states, retention)\n` +
    `review.${database}.answers_per_second ${answersPerSecond.toFixed(0)} (goal >= 1000; batches of ${BATCH}, replayed and written)\n`,
);
await app.db.delete(users).where(eq(users.id, learner!.id));
await app.db.delete(sessionQuestions).where(like(sessionQuestions.id, 'bench-%'));
await app.close();
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, `tools/bench/results/review-${database}.json`), JSON.stringify(result, null, 2));
