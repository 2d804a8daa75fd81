export { SessionQuestions } from './session-questions';
export { practiceRoutes } from './routes';
