import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import { answerKeyOf } from '@tiles/contracts-practice';
import type { Database } from '@tiles/api-platform/db/database';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { hits, trackingIdentities } from '@tiles/api-events/schema';
import { sessionQuestions } from '@tiles/api-practice/schema';
import { users } from '@tiles/api-users/schema';
import type { AccessTokenService } from '@tiles/api-auth/tokens';
import { writeHits, type CourseSubjects, type PendingHit } from '@tiles/api-events/hit-writer';
import { settleLearner } from '@tiles/api-game/engine';
import { createLmsRepository } from '@tiles/api-lms/repository';
import { createPracticeRepository, type Answerer } from '@tiles/api-practice/repository';
import { demoSite } from '@tiles/api-site/demo-site';
import { DAY_MS as DAY } from '@tiles/api-platform/ground/time';
import type { EventfulTransactions } from '@tiles/api-platform/ground/domain-events';

const MINUTE = 60_000;
/** Claimed by the instance that writes the history (a tracking identity no browser can have). */
const HISTORY_MARKER = 'seed:demo-history';
/** Days of history before today. */
export const HISTORY_DAYS = 60;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** A small seeded generator: the same history on every machine. */
const generator = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
  return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
};

/** How a demo learner studies: on which days (days ago), at what UTC hour, how long, which courses, on what. */
type Rhythm = {
  login: string;
  studiesOn: (daysAgo: number, weekday: number, random: () => number) => boolean;
  utcHour: (random: () => number) => number;
  minutes: (random: () => number) => number;
  courses: string[];
  phoneShare: number;
};

const rhythms: Rhythm[] = [
  // Ada: a 30-day streak and more, half an hour most days, across history and science.
  {
    login: 'ada.lovelace@tiles.test',
    studiesOn: (daysAgo, _weekday, random) => daysAgo <= 34 || random() < 0.6,
    utcHour: (random) => 6 + Math.floor(random() * 12),
    minutes: (random) => 15 + Math.floor(random() * 35),
    courses: ['roma-antica', 'metodo-scientifico', 'rinascimento-italiano'],
    phoneShare: 0.3,
  },
  // Alan: an evening learner, on weekdays after work.
  {
    login: 'alan.turing@tiles.test',
    studiesOn: (_daysAgo, weekday, random) => weekday >= 1 && weekday <= 5 && random() < 0.8,
    utcHour: (random) => 19 + Math.floor(random() * 3),
    minutes: (random) => 25 + Math.floor(random() * 30),
    courses: ['inglese-per-il-lavoro', 'fogli-di-calcolo'],
    phoneShare: 0.1,
  },
  // Ipazia: a weekend learner, long mornings on Saturday and Sunday.
  {
    login: 'ipazia@tiles.test',
    studiesOn: (_daysAgo, weekday, random) => (weekday === 0 || weekday === 6) && random() < 0.9,
    utcHour: (random) => 8 + Math.floor(random() * 3),
    minutes: (random) => 60 + Math.floor(random() * 60),
    courses: ['astronomia-per-curiosi', 'metodo-scientifico'],
    phoneShare: 0.5,
  },
  // Leonardo: just started, three short days.
  {
    login: 'leonardo@tiles.test',
    studiesOn: (daysAgo) => daysAgo >= 1 && daysAgo <= 3,
    utcHour: () => 17,
    minutes: (random) => 10 + Math.floor(random() * 10),
    courses: ['rinascimento-italiano'],
    phoneShare: 0,
  },
  // The class "Storia 3B": history on school afternoons, each at a pace of their own.
  // Grazia: steady, most weekdays after school.
  {
    login: 'grazia.deledda@tiles.test',
    studiesOn: (_daysAgo, weekday, random) => weekday >= 1 && weekday <= 5 && random() < 0.75,
    utcHour: (random) => 14 + Math.floor(random() * 3),
    minutes: (random) => 20 + Math.floor(random() * 20),
    courses: ['roma-antica', 'rinascimento-italiano'],
    phoneShare: 0.4,
  },
  // Enrico: now and then for six weeks, then nothing for twelve days: Roman history unfinished and due, at risk.
  {
    login: 'enrico.fermi@tiles.test',
    studiesOn: (daysAgo, _weekday, random) => daysAgo > 12 && random() < 0.25,
    utcHour: (random) => 15 + Math.floor(random() * 3),
    minutes: (random) => 25 + Math.floor(random() * 25),
    courses: ['roma-antica', 'rinascimento-italiano'],
    phoneShare: 0.6,
  },
  // Primo: short sessions, every other day or so.
  {
    login: 'primo.levi@tiles.test',
    studiesOn: (daysAgo, _weekday, random) => daysAgo % 2 === 0 && random() < 0.85,
    utcHour: (random) => 16 + Math.floor(random() * 2),
    minutes: (random) => 12 + Math.floor(random() * 10),
    courses: ['roma-antica', 'rinascimento-italiano'],
    phoneShare: 0.2,
  },
  // Natalia: weekends only, long.
  {
    login: 'natalia.ginzburg@tiles.test',
    studiesOn: (_daysAgo, weekday, random) => (weekday === 0 || weekday === 6) && random() < 0.8,
    utcHour: (random) => 9 + Math.floor(random() * 3),
    minutes: (random) => 40 + Math.floor(random() * 40),
    courses: ['roma-antica', 'rinascimento-italiano'],
    phoneShare: 0.1,
  },
  // Italo: began three weeks ago and has not missed many days since.
  {
    login: 'italo.calvino@tiles.test',
    studiesOn: (daysAgo, _weekday, random) => daysAgo <= 21 && random() < 0.85,
    utcHour: (random) => 13 + Math.floor(random() * 4),
    minutes: (random) => 15 + Math.floor(random() * 25),
    courses: ['roma-antica', 'rinascimento-italiano'],
    phoneShare: 0.5,
  },
];

type SessionRef = { id: number; courseId: number; module: number; number: number };

/**
 * 60 days of plausible study for the demo learners, written through the real hit writer (honest time, rollups,
 * XP, levels, badges, streaks) and the real completion path, day by day. Runs once: a learner with any hit
 * already has a history. Staff and the tester stay empty.
 */
export const seedDemoHistory = async (
  db: Database,
  accessTokens: AccessTokenService,
  events: EventfulTransactions,
  subjectsOf: CourseSubjects,
  now = new Date(),
) => {
  const logins = rhythms.map((rhythm) => rhythm.login);
  const learners = await db
    .select({ id: users.id, login: users.login, timezone: users.timezone, locale: users.locale })
    .from(users)
    .where(and(eq(users.siteId, demoSite.id), inArray(users.login, logins)));
  if (learners.length === 0) return;
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(hits)
    .where(
      inArray(
        hits.userId,
        learners.map((learner) => learner.id),
      ),
    );
  if (Number(existing) > 0) return;
  // Several instances may start on one empty database at once: the one that claims this marker writes the history.
  const claimed = await db
    .insert(trackingIdentities)
    .values({ identity: HISTORY_MARKER, lastPath: '/', lastHitAt: now })
    .onConflictDoNothing()
    .returning({ identity: trackingIdentities.identity });
  if (claimed.length === 0) return;

  const courseRows = await db.select({ id: courses.id, slug: courses.slug }).from(courses).where(eq(courses.siteId, demoSite.id));
  const sessionRows = await db
    .select({
      id: courseSessions.id,
      courseId: courseSessions.courseId,
      module: courseSessions.moduleNumber,
      number: courseSessions.number,
    })
    .from(courseSessions)
    .where(
      inArray(
        courseSessions.courseId,
        courseRows.map((row) => row.id),
      ),
    )
    .orderBy(asc(courseSessions.courseId), asc(courseSessions.moduleNumber), asc(courseSessions.number));
  const sessionsOf = (slug: string): SessionRef[] => {
    const course = courseRows.find((row) => row.slug === slug);
    return course ? sessionRows.filter((row) => row.courseId === course.id) : [];
  };
  const lms = createLmsRepository(db, events);
  const practice = createPracticeRepository(db, events);
  /**
   * A learner answers a session's questions after studying it, and reviews the cards due that day first: right
   * three times in four in a session, more often in review (what they studied comes back).
   */
  const answer = async (learner: Answerer, random: () => number, session: SessionRef | undefined) => {
    const due = await practice.review(learner);
    const questions = session
      ? await practice.sessionQuestions(session.id, {
          userId: learner.id,
          locale: learner.locale,
          defaultLocale: demoSite.defaultLocale,
          withKeys: true,
        })
      : [];
    // The learner knows what is right when they remember it: the key, which the review page never sends.
    const definitions = due.cards.length
      ? new Map(
          (
            await db
              .select({ id: sessionQuestions.id, definition: sessionQuestions.definition })
              .from(sessionQuestions)
              .where(
                inArray(
                  sessionQuestions.id,
                  due.cards.map((card) => card.question._id),
                ),
              )
          ).map((row) => [row.id, row.definition]),
        )
      : new Map();
    const answers = [
      ...due.cards.map((card) => ({
        question: { ...card.question, key: answerKeyOf(definitions.get(card.question._id)!, learner.locale, learner.defaultLocale) },
        context: 'review' as const,
        right: random() < 0.85,
      })),
      ...questions
        .filter((question) => !question.last)
        .map((question) => ({ question, context: 'session' as const, right: random() < 0.75 })),
    ];
    if (!answers.length) return;
    await practice.recordAnswers(
      learner,
      answers.map(({ question, context, right }, index) => ({
        _id: randomUUID(),
        question: question._id,
        context,
        answeredAt: new Date(learner.now.getTime() + index * 20_000).toISOString(),
        durationMs: 8_000 + Math.floor(random() * 20_000),
        ...(question.order ? { shown: question.order } : {}),
        response:
          question.kind === 'recall'
            ? { grade: right ? 3 : 1 }
            : question.kind === 'short'
              ? { text: right ? (question.key?.accepted[0] ?? String(question.key?.numeric?.value ?? '')) : '?' }
              : {
                  choices: right
                    ? (question.key?.options ?? [0])
                    : [question.options.length - 1 === question.key?.options[0] ? 0 : question.options.length - 1],
                },
      })),
      () => undefined,
    );
  };
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  // Where each learner is in each of their courses: the next session to study.
  const plans = rhythms.flatMap((rhythm, index) => {
    const learner = learners.find((row) => row.login === rhythm.login);
    return learner
      ? [
          {
            rhythm,
            userId: learner.id,
            learner,
            random: generator(index + 1),
            next: new Map(rhythm.courses.map((slug) => [slug, 0])),
            enrolled: new Set<number>(),
          },
        ]
      : [];
  });

  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const dayStart = startOfToday - daysAgo * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    const batch: PendingHit[] = [];
    const completions: { userId: string; session: SessionRef; at: Date }[] = [];
    for (const plan of plans) {
      const { rhythm, random } = plan;
      if (!rhythm.studiesOn(daysAgo, weekday, random)) continue;
      const slug = rhythm.courses[Math.floor(random() * rhythm.courses.length)]!;
      const sessions = sessionsOf(slug);
      const position = plan.next.get(slug) ?? 0;
      const session = sessions[position % Math.max(1, sessions.length)];
      if (!session) continue;
      const start = dayStart + rhythm.utcHour(random) * 3_600_000 + Math.floor(random() * 30) * MINUTE;
      const minutes = rhythm.minutes(random);
      const ua = random() < rhythm.phoneShare ? PHONE : DESKTOP;
      const identity = `demo-${randomUUID()}`;
      const credential = { kind: 'learner' as const, userId: plan.userId };
      const path = paths.session(demoSite.defaultLocale, session.courseId, { module: session.module, session: session.number });
      const place = { course: session.courseId, module: session.module, session: session.number };
      const at = (offsetMinutes: number) => new Date(start + offsetMinutes * MINUTE);
      const page = (id: string, ms: number, extra: object = {}) => ({
        hit: {
          clientId: randomUUID(),
          ua,
          identity,
          origin: 'web' as const,
          subject: { id, meta: [{ field: 'ms' as const, value: ms }] },
          ...extra,
        },
        siteId: demoSite.id,
        credential,
      });
      if (!plan.enrolled.has(session.courseId)) {
        await lms.enrol(plan.userId, session.courseId, at(0));
        plan.enrolled.add(session.courseId);
      }
      batch.push({ ...page(paths.course(demoSite.defaultLocale, { _id: session.courseId }), 0), receivedAt: at(0) });
      batch.push({ ...page(path, 60_000, place), receivedAt: at(1) });
      // The page reports every five minutes of activity; then the learner goes back to the home page.
      for (let offset = 5; offset < minutes; offset += 5) batch.push({ ...page(path, 5 * MINUTE, place), receivedAt: at(1 + offset) });
      batch.push({ ...page(paths.home(demoSite.defaultLocale), (minutes % 5 || 5) * MINUTE), receivedAt: at(1 + minutes) });
      completions.push({ userId: plan.userId, session, at: at(2 + minutes) });
      plan.next.set(slug, position + 1);
    }
    if (batch.length) await writeHits(db, events, accessTokens, subjectsOf, batch);
    for (const { userId, session, at } of completions) {
      await lms.completeSession(userId, session.courseId, session.id, at);
      const plan = plans.find((entry) => entry.userId === userId)!;
      const learner = { ...plan.learner, defaultLocale: demoSite.defaultLocale, now: at };
      await answer(learner, plan.random, session);
    }
  }
  // As of now: a freeze that covered a day since the last study is recorded here, not told as news at sign-in.
  for (const plan of plans) await db.transaction((tx) => settleLearner(tx, { userId: plan.userId, days: [], now }));
};
