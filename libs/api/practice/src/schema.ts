import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnswerContext, AnswerResponse, CardState, QuestionDefinition } from '@tiles/contracts-practice';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { users } from '@tiles/api-users/schema';

/**
 * A session's questions, in the order shown after its content. `revision` counts published changes of the
 * definition; each revision is kept in `question_revisions`, so an answer always names the form it answered.
 */
export const sessionQuestions = pgTable(
  'session_questions',
  {
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    revision: integer('revision').notNull().default(1),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    /** Taken out of its session by an editor: no longer asked nor reviewed, kept for the learners' history. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('session_questions_session').on(table.sessionId, table.position)],
);

/** Every published form of a question, so a learner's history keeps what they answered. */
export const questionRevisions = pgTable(
  'question_revisions',
  {
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    definition: jsonb('definition').$type<QuestionDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.revision] })],
);

/**
 * Learners' answers, append-only: the facts a card's schedule is replayed from, ordered by when they were made
 * (`answered_at`, then id). The id is the browser's, so an answer sent twice is stored once.
 */
export const questionAnswers = pgTable(
  'question_answers',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    context: text('context').$type<AnswerContext>().notNull(),
    response: jsonb('response').$type<AnswerResponse>().notNull(),
    /** A choice question's options in the order they were shown (authored positions); null before orders were shuffled. */
    shown: jsonb('shown').$type<number[]>(),
    correct: boolean('correct').notNull(),
    /** FSRS's grade: 1 Again, 2 Hard, 3 Good, 4 Easy. */
    grade: smallint('grade').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Set by the replay: the card had been answered before and was due on this answer's local day. */
    wasDue: boolean('was_due').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('question_answers_card').on(table.userId, table.questionId, table.answeredAt),
    index('question_answers_user_at').on(table.userId, table.answeredAt),
    // A question removed with its course removes its answers: found by question, not by a scan.
    index('question_answers_question').on(table.questionId),
  ],
);

/**
 * A learner's first try at a question: when she first answered it and whether that answer was right (two answers
 * made at the same moment count as right if either was), one row per learner and question however often she reviewed
 * it since; kept by a trigger on question_answers (migration 0046), so an answer that arrives late but was made
 * earlier becomes the first try. Folded per course into course_first_tries for a group's weak spots.
 */
export const questionFirstTries = pgTable(
  'question_first_tries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    correct: boolean('correct').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] }), index('question_first_tries_question').on(table.questionId)],
);

/**
 * A learner's first tries in one course, folded into one row: by question id, whether her first answer to it was
 * right. A group's weak spots read a row per learner and course instead of a row per question (scattered over the
 * table as they were answered); kept from question_first_tries by a trigger (migration 0047).
 */
export const courseFirstTries = pgTable(
  'course_first_tries',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tries: jsonb('tries').$type<Record<string, boolean>>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/** A learner's card per answered question: the state the replay of its answers gives, kept for the due queries. */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => sessionQuestions.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    state: text('state').$type<CardState>().notNull(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** Reviewed on the review page at least once (until then it counts against the daily limit of new cards). */
    reviewed: boolean('reviewed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.questionId] }),
    index('review_cards_user_due').on(table.userId, table.due),
    // A retired question's cards are deleted by question.
    index('review_cards_question').on(table.questionId),
  ],
);

/** A learner's review settings: FSRS's desired retention and the daily limits. */
export const reviewSettings = pgTable('review_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desiredRetention: doublePrecision('desired_retention').notNull(),
  newPerDay: integer('new_per_day').notNull(),
  reviewsPerDay: integer('reviews_per_day').notNull(),
});

/**
 * When a learner could first have seen a session's questions: its first opening, and the first copy kept for offline
 * study (which carries the answer keys). An answer says when it was made; it cannot have been made before these.
 */
export const sessionSightings = pgTable(
  'session_sightings',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => courseSessions.id, { onDelete: 'cascade' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    /** When the learner first took the session's answer keys away (an offline copy); null: never. */
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sessionId] })],
);
