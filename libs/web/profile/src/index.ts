export { profileRoute } from './routes';
export { LearnerHome } from './learner-home';
export { prefetchLearnerHome } from './home-api';
