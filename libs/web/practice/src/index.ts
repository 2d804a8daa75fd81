// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/practice-texts';
export { SessionQuestions } from './session-questions';
export { practiceRoutes } from './routes';
export { pendingAnswersSlice, startAnswerQueue } from './answer-queue';
export { ReviewSummary } from './review-summary';
export { prefetchReviewSummary } from './prefetch';
export { ReviewSettingsSection } from './review-settings-section';
export { SessionQuestionsPreview } from './questions-preview';
