import { and, asc, count, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { pickTranslation, translationLocale } from '@tiles/contracts';
import { type QuestionsEdit } from '@tiles/contracts-cms';
import {
  answerKeyOf,
  checkAnswer,
  DEFAULT_REVIEW_SETTINGS,
  FORECAST_DAYS,
  MAX_ANSWER_DURATION_MS,
  type AnswerResult,
  type AnswerSubmission,
  type PracticeQuestion,
  type QuestionDefinition,
  type Review,
  type ReviewCard,
  type ReviewGrade,
  type ReviewSettings,
} from '@tiles/contracts-practice';
import type { Database } from '@tiles/api-platform/db/database';
import { createDraftsReader } from '@tiles/api-drafts/drafts';
import { courses, courseSessions, enrolments } from '@tiles/api-lms/schema';
import type { SessionQuestionsQuery } from '@tiles/api-lms/session-parts';
import { questionAnswers, reviewCards, reviewSettings, sessionQuestions, sessionSightings } from './schema.js';
import { type Translations } from '@tiles/api-platform/db/columns';
import type { EventfulTransactions } from '@tiles/api-platform/ground/domain-events';
import {
  gameTimeZoneAt,
  localDayAndHour,
  startOfLocalDay,
  startOfNextLocalDay,
  type ZoneHistory,
} from '@tiles/api-platform/ground/local-time';
import { DAY_MS } from '@tiles/api-platform/ground/time';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { replayCard } from './scheduling.js';
import { shownOrder, shownOrderProblem } from './shown-order.js';

/**
 * The learner answering: who, where their days begin and end (with the zone before a change still waiting for its day
 * to end: the game's days), and their clock (a tester's may run ahead).
 */
export type Answerer = ZoneHistory & { id: string; timezone: string; locale: string; defaultLocale: string; now: Date };

/** How far back an answer may say it was made (an offline stretch); older ones count as made this long ago. */
export const OLDEST_ANSWER_MS = 30 * DAY_MS;

/**
 * The earliest an answer to a session's question can have been made: when the learner took its answer keys away (an
 * offline copy), else when they first opened it; never seen, only now. An answer that says earlier counts as made then.
 */
const earliestAnswerOf = (sighting: { firstSeenAt: Date; keptAt: Date | null } | undefined, now: Date) =>
  Math.max(now.getTime() - OLDEST_ANSWER_MS, (sighting?.keptAt ?? sighting?.firstSeenAt ?? now).getTime());

/** The day an answer counts in for the game's daily caps: its day in the zone the learner's days were in then. */
const gameDayOf = (at: Date, learner: Answerer) => localDayAndHour(at, gameTimeZoneAt(at, learner)).day;

type QuestionRow = {
  id: string;
  sessionId: number;
  revision: number;
  definition: QuestionDefinition;
  courseId: number;
  categoryId: string;
  moduleNumber: number;
  sessionNumber: number;
};

/** Why an answer was refused: the route turns it into the right status with the answer's field named. */
export class AnswerRefused extends Error {
  constructor(
    readonly index: number,
    readonly reason: 'unknown-question' | 'not-enrolled' | 'bad-shown-order',
    message: string,
  ) {
    super(message);
  }
}

const pick = (texts: Translations | undefined, locale: string, defaultLocale: string) =>
  pickTranslation(texts ?? {}, [locale, defaultLocale], Object.values(texts ?? {})[0] ?? '');

/**
 * A question as a learner sees it: a choice question's options in the order of this showing to this learner (see
 * `shownOrder`; `showing` counts their answers to it so far), with its key only for an offline copy (checked in the
 * browser then).
 */
export const learnerQuestionOf = (
  question: { id: string; definition: QuestionDefinition },
  {
    locale,
    defaultLocale,
    withKey,
    last,
    learnerId,
    showing,
  }: {
    locale: string;
    defaultLocale: string;
    withKey: boolean;
    last?: PracticeQuestion['last'];
    learnerId: string | null;
    showing: number;
  },
): PracticeQuestion => {
  const { definition } = question;
  const options = (definition.options ?? []).map((option) => pick(option.texts, locale, defaultLocale));
  const order = shownOrder({ learner: learnerId ?? '', question: question.id, showing, count: options.length });
  return {
    _id: question.id,
    kind: definition.kind,
    prompt: pick(definition.prompts, locale, defaultLocale),
    options: order.map((position) => options[position]!),
    ...(options.length ? { order } : {}),
    back: definition.kind === 'recall' ? pick(definition.backs, locale, defaultLocale) : null,
    ...(withKey ? { key: answerKeyOf(definition, locale, defaultLocale) } : {}),
    last: last ?? null,
    lang: translationLocale(definition.prompts, [locale, defaultLocale]),
  };
};

export const createPracticeRepository = (db: Database, events: EventfulTransactions) => {
  const settingsOf = async (userId: string, tx: Database = db): Promise<ReviewSettings> => {
    const [row] = await tx.select().from(reviewSettings).where(eq(reviewSettings.userId, userId));
    return row
      ? { desiredRetention: row.desiredRetention, newPerDay: row.newPerDay, reviewsPerDay: row.reviewsPerDay }
      : DEFAULT_REVIEW_SETTINGS;
  };

  const questionsWithPlace = (tx: Database, ids: string[]): Promise<QuestionRow[]> =>
    ids.length
      ? tx
          .select({
            id: sessionQuestions.id,
            sessionId: sessionQuestions.sessionId,
            revision: sessionQuestions.revision,
            definition: sessionQuestions.definition,
            courseId: courseSessions.courseId,
            categoryId: courses.categoryId,
            moduleNumber: courseSessions.moduleNumber,
            sessionNumber: courseSessions.number,
          })
          .from(sessionQuestions)
          .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
          .innerJoin(courses, eq(courses.id, courseSessions.courseId))
          .where(and(inArray(sessionQuestions.id, ids), isNull(sessionQuestions.retiredAt)))
      : Promise.resolve([]);

  /** Replays the cards of these questions from all their answers and stores them; answers each card's due. */
  const rescheduleCards = async (tx: Database, learner: Answerer, questions: QuestionRow[], retention: number) => {
    const cards = new Map<string, { due: Date; dueAnswers: Set<string> }>();
    if (!questions.length) return cards;
    const answers = await tx
      .select({
        id: questionAnswers.id,
        questionId: questionAnswers.questionId,
        answeredAt: questionAnswers.answeredAt,
        grade: questionAnswers.grade,
        context: questionAnswers.context,
        wasDue: questionAnswers.wasDue,
      })
      .from(questionAnswers)
      .where(
        and(
          eq(questionAnswers.userId, learner.id),
          inArray(
            questionAnswers.questionId,
            questions.map((question) => question.id),
          ),
        ),
      );
    const rows: (typeof reviewCards.$inferInsert)[] = [];
    const flips = { true: [] as string[], false: [] as string[] };
    for (const question of questions) {
      const own = answers.filter((answer) => answer.questionId === question.id);
      const { card, dueAnswers } = replayCard(
        own.map((answer) => ({ id: answer.id, answeredAt: answer.answeredAt, grade: answer.grade as ReviewGrade })),
        { retention, timeZone: learner.timezone },
      );
      rows.push({
        userId: learner.id,
        questionId: question.id,
        courseId: question.courseId,
        ...card,
        reviewed: own.some((answer) => answer.context === 'review'),
      });
      // An answer that arrived late can change which later answers found their card due: the replay decides.
      for (const answer of own)
        if (answer.wasDue !== dueAnswers.has(answer.id)) flips[String(dueAnswers.has(answer.id)) as 'true' | 'false'].push(answer.id);
      cards.set(question.id, { due: card.due, dueAnswers });
    }
    // Every card of the batch in one statement, and the answers whose "was due" changed in two.
    await tx
      .insert(reviewCards)
      .values(rows)
      .onConflictDoUpdate({
        target: [reviewCards.userId, reviewCards.questionId],
        set: {
          state: sql`excluded.state`,
          due: sql`excluded.due`,
          stability: sql`excluded.stability`,
          difficulty: sql`excluded.difficulty`,
          reps: sql`excluded.reps`,
          lapses: sql`excluded.lapses`,
          lastReview: sql`excluded.last_review`,
          reviewed: sql`excluded.reviewed`,
        },
      });
    for (const [wasDue, ids] of [
      [true, flips.true],
      [false, flips.false],
    ] as const)
      if (ids.length)
        await tx
          .update(questionAnswers)
          .set({ wasDue })
          .where(and(eq(questionAnswers.userId, learner.id), inArray(questionAnswers.id, ids)));
    return cards;
  };

  /** The learner's cards due before `before`, oldest due first, with their question and where it is. */
  const dueCards = (userId: string, before: Date, limit: number) =>
    db
      .select({
        questionId: reviewCards.questionId,
        due: reviewCards.due,
        reviewed: reviewCards.reviewed,
        definition: sessionQuestions.definition,
        courseId: courses.id,
        slug: courses.slug,
        courseTitles: courses.titles,
        moduleNumber: courseSessions.moduleNumber,
        sessionNumber: courseSessions.number,
        sessionTitles: courseSessions.titles,
        answers: sql<number>`(select count(*) from ${questionAnswers} where ${questionAnswers.userId} = ${reviewCards.userId}
          and ${questionAnswers.questionId} = ${reviewCards.questionId})::int`,
      })
      .from(reviewCards)
      .innerJoin(sessionQuestions, eq(sessionQuestions.id, reviewCards.questionId))
      .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
      .innerJoin(courses, eq(courses.id, reviewCards.courseId))
      .where(and(eq(reviewCards.userId, userId), lt(reviewCards.due, before)))
      .orderBy(asc(reviewCards.due), asc(reviewCards.questionId))
      .limit(limit);

  return {
    settingsOf,
    dueCards,

    /** Cards due before `dayEnd`, and whether the learner has any card at all: the next step a home or a summary offers. */
    async dueCount(userId: string, dayEnd: Date) {
      const [row] = await db
        .select({ due: sql<number>`count(*) filter (where ${reviewCards.due} < ${dayEnd})::int`, cards: count() })
        .from(reviewCards)
        .where(eq(reviewCards.userId, userId));
      return { due: Number(row?.due ?? 0), cards: Number(row?.cards ?? 0) };
    },

    async saveSettings(userId: string, settings: ReviewSettings) {
      await db
        .insert(reviewSettings)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: reviewSettings.userId, set: settings });
      return settings;
    },

    /**
     * A session's questions in order, each with the learner's last answer to it. `draftOf`: admin mode's preview,
     * the session's pending questions draft (by its site and `course/module/session`) over the published ones.
     */
    async sessionQuestions(sessionId: number, reader: SessionQuestionsQuery) {
      if (reader.userId && reader.seenAt && !reader.draftOf)
        await db
          .insert(sessionSightings)
          .values({ userId: reader.userId, sessionId, firstSeenAt: reader.seenAt, keptAt: reader.withKeys ? reader.seenAt : null })
          .onConflictDoUpdate({
            target: [sessionSightings.userId, sessionSightings.sessionId],
            set: { keptAt: sql`coalesce(${sessionSightings.keptAt}, excluded.kept_at)` },
          });
      const draft = reader.draftOf
        ? await createDraftsReader(db).one<QuestionsEdit>(reader.draftOf.siteId, 'questions', reader.draftOf.entityId)
        : undefined;
      const questions = draft
        ? draft.questions.map((question, index) => ({
            id: question.id ?? `draft-${index + 1}`,
            definition: question.definition,
          }))
        : await db
            .select({ id: sessionQuestions.id, definition: sessionQuestions.definition })
            .from(sessionQuestions)
            .where(and(eq(sessionQuestions.sessionId, sessionId), isNull(sessionQuestions.retiredAt)))
            .orderBy(asc(sessionQuestions.position));
      const lastAnswers =
        reader.userId && questions.length
          ? rowsOf<{ question_id: string; correct: boolean; answered_at: Date | string; answers: number }>(
              await db.execute(sql`select distinct on (question_id) question_id, correct, answered_at,
                  count(*) over (partition by question_id)::int as answers
                from question_answers
                where user_id = ${reader.userId} and question_id in ${questions.map((question) => question.id)}
                order by question_id, answered_at desc, id desc`),
            )
          : [];
      const last = new Map(
        lastAnswers.map((row) => [
          row.question_id,
          { correct: row.correct, answeredAt: new Date(row.answered_at).toISOString(), answers: Number(row.answers) },
        ]),
      );
      return questions.map((question) => {
        const answered = last.get(question.id);
        return learnerQuestionOf(question, {
          locale: reader.locale,
          defaultLocale: reader.defaultLocale,
          withKey: reader.withKeys,
          last: answered ? { correct: answered.correct, answeredAt: answered.answeredAt } : undefined,
          learnerId: reader.userId,
          showing: answered?.answers ?? 0,
        });
      });
    },

    /**
     * Records answers (those already stored, by their id, are not recorded again), checks each against its
     * question, replays the schedule of every card they touch, and reports what the game rewards: right answers
     * to due cards, and sessions whose questions have now all been answered. One transaction: the answers, the
     * cards and the event are stored together or not at all.
     */
    async recordAnswers(
      learner: Answerer,
      submitted: AnswerSubmission[],
      assertAnswerable: (question: { kind: QuestionDefinition['kind']; optionCount: number }, index: number) => void,
    ): Promise<AnswerResult[]> {
      return events.transaction(async (tx, record) => {
        const questions = new Map(
          (
            await questionsWithPlace(
              tx,
              submitted.map((answer) => answer.question),
            )
          ).map((question) => [question.id, question]),
        );
        const courseIds = [...new Set([...questions.values()].map((question) => question.courseId))];
        const enrolled = new Set(
          courseIds.length
            ? (
                await tx
                  .select({ courseId: enrolments.courseId })
                  .from(enrolments)
                  .where(and(eq(enrolments.userId, learner.id), inArray(enrolments.courseId, courseIds)))
              ).map((row) => row.courseId)
            : [],
        );
        const sessionIds = [...new Set([...questions.values()].map((question) => question.sessionId))];
        const sightings = new Map(
          (sessionIds.length
            ? await tx
                .select()
                .from(sessionSightings)
                .where(and(eq(sessionSightings.userId, learner.id), inArray(sessionSightings.sessionId, sessionIds)))
            : []
          ).map((row) => [row.sessionId, row]),
        );
        const checked = submitted.map((answer, index) => {
          const question = questions.get(answer.question);
          if (!question) throw new AnswerRefused(index, 'unknown-question', `No question '${answer.question}'`);
          if (!enrolled.has(question.courseId))
            throw new AnswerRefused(index, 'not-enrolled', `Enrol in the course of question '${answer.question}' to answer it`);
          const optionCount = question.definition.options?.length ?? 0;
          assertAnswerable({ kind: question.definition.kind, optionCount }, index);
          const shownProblem = answer.shown && shownOrderProblem(answer.shown, optionCount);
          if (shownProblem) throw new AnswerRefused(index, 'bad-shown-order', shownProblem);
          const key = answerKeyOf(question.definition, learner.locale, learner.defaultLocale);
          // Between when the learner could first have seen the question and now: a backdated answer counts as made then.
          const answeredAt = new Date(
            Math.min(
              learner.now.getTime(),
              Math.max(earliestAnswerOf(sightings.get(question.sessionId), learner.now), Date.parse(answer.answeredAt)),
            ),
          );
          return { answer, question, key, answeredAt, ...checkAnswer(question.definition.kind, key, answer.response) };
        });
        const inserted = new Set(
          (
            await tx
              .insert(questionAnswers)
              .values(
                checked.map(({ answer, question, answeredAt, correct, grade }) => ({
                  userId: learner.id,
                  id: answer._id,
                  questionId: question.id,
                  revision: question.revision,
                  context: answer.context,
                  response: answer.response,
                  shown: answer.shown ?? null,
                  correct,
                  grade,
                  answeredAt,
                  receivedAt: learner.now,
                  durationMs: Math.min(answer.durationMs, MAX_ANSWER_DURATION_MS),
                })),
              )
              .onConflictDoNothing()
              .returning({ id: questionAnswers.id })
          ).map((row) => row.id),
        );
        // A resent answer is answered as it was stored the first time.
        const stored = new Map(
          (
            await tx
              .select({ id: questionAnswers.id, correct: questionAnswers.correct })
              .from(questionAnswers)
              .where(
                and(
                  eq(questionAnswers.userId, learner.id),
                  inArray(
                    questionAnswers.id,
                    submitted.map((answer) => answer._id),
                  ),
                ),
              )
          ).map((row) => [row.id, row.correct]),
        );
        const touched = [
          ...new Map(checked.filter(({ answer }) => inserted.has(answer._id)).map(({ question }) => [question.id, question])).values(),
        ];
        const { desiredRetention } = await settingsOf(learner.id, tx);
        const cards = await rescheduleCards(tx, learner, touched, desiredRetention);

        if (touched.length) {
          // Recall the server checked: a self-graded card ("I remembered") schedules the card but earns nothing.
          const recalled = checked
            .filter(
              ({ answer, correct, question }) =>
                inserted.has(answer._id) && correct && !('grade' in answer.response) && cards.get(question.id)?.dueAnswers.has(answer._id),
            )
            .map(({ question, answeredAt }) => ({
              questionId: question.id,
              categoryId: question.categoryId,
              day: gameDayOf(answeredAt, learner),
            }));
          const touchedSessionIds = [...new Set(touched.map((question) => question.sessionId))];
          const completeness = rowsOf<{ session_id: number; questions: number; answered: number }>(
            await tx.execute(sql`select q.session_id, count(*)::int as questions,
                count(*) filter (where exists (select 1 from question_answers a where a.user_id = ${learner.id} and a.question_id = q.id))::int as answered
              from session_questions q where q.session_id in ${touchedSessionIds} and q.retired_at is null group by q.session_id`),
          );
          const practisedSessions = completeness
            .filter((row) => Number(row.answered) === Number(row.questions))
            .map((row) => {
              const question = touched.find((entry) => entry.sessionId === Number(row.session_id))!;
              return {
                sessionId: question.sessionId,
                categoryId: question.categoryId,
                day: gameDayOf(learner.now, learner),
              };
            });
          if (recalled.length || practisedSessions.length)
            await record('answers-recorded', {
              userId: learner.id,
              at: learner.now.toISOString(),
              recalled,
              practisedSessions,
            });
        }

        const dues = new Map(
          (
            await tx
              .select({ questionId: reviewCards.questionId, due: reviewCards.due })
              .from(reviewCards)
              .where(
                and(
                  eq(reviewCards.userId, learner.id),
                  inArray(
                    reviewCards.questionId,
                    checked.map(({ question }) => question.id),
                  ),
                ),
              )
          ).map((row) => [row.questionId, row.due]),
        );
        const answerCounts = new Map(
          (
            await tx
              .select({ questionId: questionAnswers.questionId, answers: count() })
              .from(questionAnswers)
              .where(
                and(
                  eq(questionAnswers.userId, learner.id),
                  inArray(
                    questionAnswers.questionId,
                    checked.map(({ question }) => question.id),
                  ),
                ),
              )
              .groupBy(questionAnswers.questionId)
          ).map((row) => [row.questionId, Number(row.answers)]),
        );
        return checked.map(({ answer, question, key, correct }) => ({
          ...(question.definition.options?.length
            ? {
                nextOrder: shownOrder({
                  learner: learner.id,
                  question: question.id,
                  showing: answerCounts.get(question.id) ?? 0,
                  count: question.definition.options.length,
                }),
              }
            : {}),
          _id: answer._id,
          question: question.id,
          correct: stored.get(answer._id) ?? correct,
          correctAnswer: key.correctAnswer,
          correctOptions: key.options,
          explanation: key.explanation,
          due: (dues.get(question.id) ?? learner.now).toISOString(),
        }));
      });
    },

    /** The review page: today's due cards within the daily limits, the forecast, the states and the retention. */
    async review(learner: Answerer): Promise<Review> {
      const settings = await settingsOf(learner.id);
      // The forecast's days, exactly as the learner's calendar cuts them (a day with a clock change is 23 or 25 hours).
      const startOfToday = startOfLocalDay(learner.now, learner.timezone);
      const dayStarts = [startOfToday];
      while (dayStarts.length <= FORECAST_DAYS) dayStarts.push(startOfNextLocalDay(dayStarts.at(-1)!, learner.timezone));
      const endOfToday = dayStarts[1]!;
      const [reviewedRows, dueRows, byStateAndDay, [nextRow], [retentionRow]] = await Promise.all([
        // Cards reviewed today, split by whether that review was their first (a new card) or not.
        db
          .execute(
            sql`select count(*) filter (where not earlier)::int as new_cards, count(*) filter (where earlier)::int as reviews
              from (select distinct a.question_id, exists (select 1 from question_answers b where b.user_id = a.user_id
                  and b.question_id = a.question_id and b.context = 'review' and b.answered_at < ${startOfToday}) as earlier
                from question_answers a where a.user_id = ${learner.id} and a.context = 'review' and a.answered_at >= ${startOfToday}) as today`,
          )
          .then((result) => rowsOf<{ new_cards: number; reviews: number }>(result)),
        dueCards(learner.id, endOfToday, settings.reviewsPerDay + settings.newPerDay),
        // One pass over the learner's cards: how many per state and per day of the forecast they are due (bucket 0:
        // overdue, counted today; 1 to 30: the forecast's days; 31: later).
        db
          .execute(
            sql`select state, width_bucket(extract(epoch from due)::float8, ${`{${dayStarts.map((day) => day.getTime() / 1000).join(',')}}`}::float8[]) as bucket,
                count(*)::int as cards
              from review_cards where user_id = ${learner.id} group by 1, 2`,
          )
          .then((result) => rowsOf<{ state: string; bucket: number; cards: number }>(result)),
        db
          .select({ due: reviewCards.due })
          .from(reviewCards)
          .where(and(eq(reviewCards.userId, learner.id), gte(reviewCards.due, endOfToday)))
          .orderBy(asc(reviewCards.due))
          .limit(1),
        db
          .select({ due: count(), recalled: sql<number>`count(*) filter (where ${questionAnswers.correct})::int` })
          .from(questionAnswers)
          .where(
            and(
              eq(questionAnswers.userId, learner.id),
              gte(questionAnswers.answeredAt, new Date(learner.now.getTime() - 30 * DAY_MS)),
              eq(questionAnswers.wasDue, true),
            ),
          ),
      ]);
      const reviewedRow = reviewedRows[0];
      let newLeft = Math.max(0, settings.newPerDay - Number(reviewedRow?.new_cards ?? 0));
      let reviewsLeft = Math.max(0, settings.reviewsPerDay - Number(reviewedRow?.reviews ?? 0));
      const cards: ReviewCard[] = [];
      for (const row of dueRows) {
        if (row.reviewed ? reviewsLeft-- <= 0 : newLeft-- <= 0) continue;
        cards.push({
          question: learnerQuestionOf(
            { id: row.questionId, definition: row.definition },
            { ...learner, withKey: false, learnerId: learner.id, showing: Number(row.answers) },
          ),
          course: { _id: row.courseId, slug: row.slug, title: pick(row.courseTitles, learner.locale, learner.defaultLocale) },
          session: {
            module: row.moduleNumber,
            session: row.sessionNumber,
            title: pick(row.sessionTitles, learner.locale, learner.defaultLocale),
          },
          isNew: !row.reviewed,
          due: row.due.toISOString(),
        });
      }
      const perDay = new Array<number>(FORECAST_DAYS).fill(0);
      const states: Record<string, number> = {};
      for (const row of byStateAndDay) {
        const index = Math.max(0, Number(row.bucket) - 1);
        if (index < FORECAST_DAYS) perDay[index]! += Number(row.cards);
        states[row.state] = (states[row.state] ?? 0) + Number(row.cards);
      }
      const forecast = perDay.map((count, index) => ({ day: localDayAndHour(dayStarts[index]!, learner.timezone).day, count }));
      const dueCount = Number(retentionRow?.due ?? 0);
      return {
        cards,
        dueToday: perDay[0]!,
        reviewedToday: Number(reviewedRow?.new_cards ?? 0) + Number(reviewedRow?.reviews ?? 0),
        nextDue: nextRow ? nextRow.due.toISOString() : null,
        forecast,
        states,
        retention: dueCount > 0 ? Number(retentionRow!.recalled) / dueCount : null,
        settings,
      };
    },
  };
};

export type PracticeRepository = ReturnType<typeof createPracticeRepository>;
