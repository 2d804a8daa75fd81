/**
 * The contract of questions, answers, review cards and their settings, and how a question's text is written and read.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { practiceOperations } from './practice-operations.js';
export {
  ANSWER_CONTEXTS,
  answerBatchSchema,
  answerKeySchema,
  answerResponseSchema,
  answerResultSchema,
  answerResultsSchema,
  answerSubmissionSchema,
  CARD_STATES,
  DEFAULT_REVIEW_SETTINGS,
  DESIRED_RETENTION,
  FORECAST_DAYS,
  MAX_ANSWER_DURATION_MS,
  MAX_ANSWERS_PER_CALL,
  MAX_SHORT_ANSWER_LENGTH,
  practiceQuestionSchema,
  QUESTION_KINDS,
  questionDefinitionSchema,
  questionKindSchema,
  REVIEW_GRADES,
  reviewCardSchema,
  reviewSchema,
  reviewSettingsSchema,
  type AnswerContext,
  type AnswerKey,
  type AnswerResponse,
  type AnswerResult,
  type AnswerSubmission,
  type CardState,
  type PracticeQuestion,
  type QuestionDefinition,
  type QuestionKind,
  type Review,
  type ReviewCard,
  type ReviewGrade,
  type ReviewSettings,
} from './practice.js';
export { answerKeyOf, checkAnswer, normaliseAnswer, parseTypedNumber, responseProblem } from './practice-check.js';
export {
  editorQuestionsText,
  questionsToText,
  textsToQuestions,
  untranslatedQuestions,
  type EditedQuestion,
  type QuestionsTextProblem,
  type QuestionsTextReason,
} from './practice-text.js';
