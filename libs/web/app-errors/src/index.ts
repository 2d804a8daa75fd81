export { toAppError } from './app-error';
export { appErrorRaised, appErrorSlice, selectAppError } from './app-error-slice';
export { AppErrorBoundary } from './error-boundary';
export { isChunkLoadError, reloadForChunkError } from './chunk-reload';
export { contrastLogoFile, defaultErrorScreenTexts, ErrorScreen, type ErrorScreenTexts } from './error-screen';
export { useReloadOnNewBuild } from './use-reload-on-new-build';
