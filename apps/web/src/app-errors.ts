import { appErrorRaised, isChunkLoadError, reloadForChunkError, toAppError } from '@tiles/app-errors';
import type { AppDispatch } from './store';

/**
 * Where every unexpected error goes (render errors, unhandled rejections, failed chunk loads). A missing chunk
 * (a new build replaced it) reloads the page, at most once per 10 s per path; anything else becomes the app
 * error, which the root shows as the error screen.
 */
export const createAppErrorHandler = (dispatch: AppDispatch) => (error: unknown) => {
  if (
    isChunkLoadError(error) &&
    reloadForChunkError({
      path: window.location.pathname,
      now: Date.now(),
      storage: window.sessionStorage,
      reload: () => window.location.reload(),
    })
  ) {
    return;
  }
  dispatch(appErrorRaised(isChunkLoadError(error) ? { ...toAppError(error), code: 'chunk-load' } : toAppError(error)));
};
