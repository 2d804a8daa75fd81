export { SessionQuestions } from './session-questions';
export { practiceRoutes } from './routes';
export { pendingAnswersSlice, startAnswerQueue } from './answer-queue';
export { ReviewSummary } from './review-summary';
export { ReviewSettingsSection } from './review-page';
export { SessionQuestionsPreview } from './questions-preview';
