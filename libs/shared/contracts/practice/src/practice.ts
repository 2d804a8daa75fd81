import { z } from 'zod/mini';

/**
 * Practice and recall: questions in sessions, answered by learners; each answered question becomes a card that
 * spaced review brings back (scheduled on the server with FSRS).
 */
export const QUESTION_KINDS = ['single', 'multiple', 'short', 'recall'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKindSchema>;

/** FSRS's four grades: a wrong answer is Again, a right one Good; recall cards are graded by the learner. */
export const REVIEW_GRADES = [1, 2, 3, 4] as const;
export type ReviewGrade = (typeof REVIEW_GRADES)[number];

const translationsSchema = z.record(z.string(), z.string());

/** A question as authored and stored: every text per locale, and what counts as right. */
export const questionDefinitionSchema = z.object({
  kind: questionKindSchema,
  prompts: translationsSchema,
  /** Single and multiple choice: the options in the order shown, each right or not. */
  options: z.optional(z.array(z.object({ texts: translationsSchema, correct: z.boolean() }))),
  /** Short answer: the accepted answers per locale (case, accents and surrounding spaces ignored). */
  accepted: z.optional(z.record(z.string(), z.array(z.string()))),
  /** Short answer with a number: the value and how far from it an answer may be. */
  numeric: z.optional(z.object({ value: z.number(), tolerance: z.number().check(z.minimum(0)) })),
  /** Recall cards: the answer on the back, per locale. */
  backs: z.optional(translationsSchema),
  explanations: translationsSchema,
});
export type QuestionDefinition = z.infer<typeof questionDefinitionSchema>;

/**
 * What the browser needs to check an answer by itself: carried only by a course's offline copy (online, an answer
 * is checked on the server and the key arrives with the result).
 */
export const answerKeySchema = z.object({
  options: z.array(z.int()),
  accepted: z.array(z.string()),
  numeric: z.nullable(z.object({ value: z.number(), tolerance: z.number() })),
  correctAnswer: z.string(),
  explanation: z.string(),
});
export type AnswerKey = z.infer<typeof answerKeySchema>;

/** A question as a learner sees it, in their locale: never what is right, unless it is an offline copy's. */
export const practiceQuestionSchema = z.object({
  _id: z.string(),
  kind: questionKindSchema,
  prompt: z.string(),
  /** Choice questions: the options in the order this learner is shown them this time (see `order`). */
  options: z.array(z.string()),
  /**
   * Choice questions: the authored position of each option shown (`options[i]` is the authored option `order[i]`).
   * The order is shuffled per learner and per showing, so no position tells the right answer; answers name authored
   * positions. Absent in older offline copies: the authored order.
   */
  order: z.optional(z.array(z.int())),
  /** A recall card's back: the learner turns the card over and grades themselves. */
  back: z.nullable(z.string()),
  key: z.optional(answerKeySchema),
  /** The learner's last answer to it, if any. */
  last: z.nullable(z.object({ correct: z.boolean(), answeredAt: z.string() })),
  /** The language its prompt and options are written in (see the course card's `lang`); optional for older copies. */
  lang: z.optional(z.string()),
});
export type PracticeQuestion = z.infer<typeof practiceQuestionSchema>;

export const MAX_SHORT_ANSWER_LENGTH = 200;
/** An answer: the options chosen (by position), the text typed, or a recall card's self-grade. */
export const answerResponseSchema = z.union([
  z.object({ choices: z.array(z.int().check(z.minimum(0), z.maximum(20))).check(z.maxLength(20)) }),
  z.object({ text: z.string().check(z.maxLength(MAX_SHORT_ANSWER_LENGTH)) }),
  z.object({ grade: z.int().check(z.minimum(1), z.maximum(4)) }),
]);
export type AnswerResponse = z.infer<typeof answerResponseSchema>;

export const ANSWER_CONTEXTS = ['session', 'review'] as const;
export type AnswerContext = (typeof ANSWER_CONTEXTS)[number];
/** The longest time an answer may say it took (a card left open longer counts as this long). */
export const MAX_ANSWER_DURATION_MS = 600_000;

/**
 * One answer as the browser sends it: its id made by the browser, so sending it again (a retry, an offline queue
 * flushed twice) records it once; `answeredAt` when it was made, which orders it among the learner's answers.
 */
export const answerSubmissionSchema = z.object({
  _id: z.uuid(),
  question: z.string().check(z.minLength(1), z.maxLength(128)),
  context: z.enum(ANSWER_CONTEXTS),
  response: answerResponseSchema,
  answeredAt: z.iso.datetime({ offset: true }),
  durationMs: z.int().check(z.minimum(0)),
  /** Choice questions: the order the options were shown in (the question's `order`), kept with the answer. */
  shown: z.optional(z.array(z.int().check(z.minimum(0), z.maximum(20))).check(z.maxLength(20))),
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;

/** Answers sent at once at most (an offline stretch is flushed in batches). */
export const MAX_ANSWERS_PER_CALL = 100;
export const answerBatchSchema = z.object({
  answers: z.array(answerSubmissionSchema).check(z.minLength(1), z.maxLength(MAX_ANSWERS_PER_CALL)),
});

export const answerResultSchema = z.object({
  _id: z.string(),
  question: z.string(),
  correct: z.boolean(),
  /** What was right, said as text (the right options, the first accepted answer, the back). */
  correctAnswer: z.string(),
  /** Choice questions: the right options, by authored position (the card marks them beside the learner's choice). */
  correctOptions: z.array(z.int()),
  explanation: z.string(),
  /** When the card comes back for review. */
  due: z.string(),
  /** Choice questions: the order of the question's next showing to this learner (a retry shows it). */
  nextOrder: z.optional(z.array(z.int())),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;
export const answerResultsSchema = z.object({ results: z.array(answerResultSchema) });

export const DESIRED_RETENTION = { min: 0.8, max: 0.95, default: 0.9 } as const;
export const reviewSettingsSchema = z.object({
  desiredRetention: z.number().check(z.minimum(DESIRED_RETENTION.min), z.maximum(DESIRED_RETENTION.max)),
  newPerDay: z.int().check(z.minimum(0), z.maximum(200)),
  reviewsPerDay: z.int().check(z.minimum(1), z.maximum(2000)),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const DEFAULT_REVIEW_SETTINGS: ReviewSettings = { desiredRetention: DESIRED_RETENTION.default, newPerDay: 20, reviewsPerDay: 200 };

export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

export const reviewCardSchema = z.object({
  question: practiceQuestionSchema,
  course: z.object({ _id: z.int(), slug: z.string(), title: z.string() }),
  session: z.object({ module: z.int(), session: z.int(), title: z.string() }),
  /** Not reviewed yet (answered only in its session): counts against the daily limit of new cards. */
  isNew: z.boolean(),
  due: z.string(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** Days the forecast of due reviews covers. */
export const FORECAST_DAYS = 30;

export const reviewSchema = z.object({
  /** Due today within the daily limits, oldest due first. */
  cards: z.array(reviewCardSchema),
  /** Cards due today before the limits. */
  dueToday: z.int(),
  reviewedToday: z.int(),
  /** When the next card not yet due is due (the empty state says it). */
  nextDue: z.nullable(z.string()),
  /** Reviews due on each of the next days, today first. */
  forecast: z.array(z.object({ day: z.string(), count: z.int() })),
  /** Cards by state, and the share of due reviews recalled in the last 30 days (null: none yet). */
  states: z.record(z.string(), z.int()),
  retention: z.nullable(z.number()),
  settings: reviewSettingsSchema,
});
export type Review = z.infer<typeof reviewSchema>;
