// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/auth-texts';
export { authApi, useSetModeMutation, useUpdateColorSchemeMutation, useUpdateLocaleMutation } from './auth-api';
export { modeSwitched, sessionSlice, userLoggedOut } from './session-slice';
export { useAvailableModes, useReloadUserOnNavigation, useSession, useSessionOwner, type Session } from './use-session';
export { ModeSwitch } from './mode-switch';
export { SecondFactorDialog } from './second-factor-when-asked';
export { sessionChanged, sessionPreloaded, startSessionListeners } from './session-listeners';
export { authPages, authRoutes } from './routes';
export { startLearnerQueue, type LearnerQueueOptions, type LearnerQueueState } from './learner-queue';
