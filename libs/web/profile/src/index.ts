// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/profile-texts';
export { profileRoute } from './routes';
export { LearnerHome } from './learner-home';
export { prefetchLearnerHome } from './home-api';
