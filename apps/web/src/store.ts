import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api, platformApi, type InProcessApi } from '@tiles/api-client';
import { sessionSlice, startSessionListeners } from '@tiles/auth';
import { appErrorRaised, appErrorSlice } from '@tiles/app-errors';
import { localeSlice } from '@tiles/i18n';
import { pendingCompletionsSlice, startCompletionQueue } from '@tiles/courses';
import { startGameListeners } from '@tiles/game';
import { startNotificationListeners, toastsSlice } from '@tiles/notifications';
import { startOfflineListeners } from '@tiles/offline';
import { pendingAnswersSlice, startAnswerQueue } from '@tiles/practice';

const rootReducer = combineSlices(api, localeSlice, appErrorSlice, sessionSlice, toastsSlice, pendingCompletionsSlice, pendingAnswersSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * `initialLocale`: the URL's locale, so even the first call carries it. `inProcessApi`: the server's store calls
 * the api's routes in process (see the server entry).
 */
export const createStore = ({ initialLocale, inProcessApi }: { initialLocale?: string | undefined; inProcessApi?: InProcessApi } = {}) => {
  const listeners = createListenerMiddleware<RootState>();

  // Every error screen a learner sees is reported, so operators learn about broken links and crashes.
  listeners.startListening({
    actionCreator: appErrorRaised,
    effect: async (action, listenerApi) => {
      // A server render reports nothing: the browser that shows the screen reports it.
      if (typeof window === 'undefined') return;
      const { statusCode, message, stack } = action.payload;
      await listenerApi.dispatch(
        platformApi.endpoints.reportClientError.initiate({
          body: {
            statusCode,
            message: message.slice(0, 2000),
            path: window.location.pathname.slice(0, 2000),
            ...(stack ? { stack: stack.slice(0, 8000) } : {}),
          },
        }),
      );
    },
  });

  startSessionListeners(listeners);
  startNotificationListeners(listeners);
  startGameListeners(listeners);
  startOfflineListeners(listeners);
  startCompletionQueue(listeners);
  startAnswerQueue(listeners);

  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initialLocale ? { locale: { current: initialLocale } } : undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: inProcessApi ? { inProcessApi } : undefined } })
        .prepend(listeners.middleware)
        .concat(api.middleware),
  });
  // Focus and reconnect events for RTK Query (refetchOnReconnect).
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
