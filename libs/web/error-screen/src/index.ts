export { statusMessageFor, toAppError, type AppError } from './app-error';
export {
  appErrorCleared,
  appErrorRaised,
  appErrorSlice,
  selectAppError,
  type AppErrorState,
} from './app-error-slice';
export { AppErrorBoundary } from './error-boundary';
export { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunkError } from './chunk-reload';
export {
  contrastLogoFile,
  defaultErrorScreenTexts,
  ErrorScreen,
  homeTarget,
  type ErrorScreenProps,
  type ErrorScreenTexts,
} from './error-screen';
export { useReloadOnNewBuild } from './use-reload-on-new-build';
