import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { notificationsApi, selectCachedNotification } from './notifications-api';
import { toastDismissed, toastsCleared } from './toasts-slice';
import { sessionChanged } from '@tiles/auth';

/**
 * Dismissing a toast marks its notification read, unless the list already shows it read (read in another tab,
 * or from the bell): those are skipped, so no call is made for them.
 */
export const startNotificationListeners = <State>(listeners: ListenerMiddlewareInstance<State>) => {
  // Toasts belong to the signed-in learner: none survive a change of session.
  listeners.startListening({ actionCreator: sessionChanged, effect: (_action, listenerApi) => void listenerApi.dispatch(toastsCleared()) });
  listeners.startListening({
    actionCreator: toastDismissed,
    effect: async ({ payload: { id, userId } }, listenerApi) => {
      if (selectCachedNotification(listenerApi.getState(), userId, id)?.read) return;
      await listenerApi.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ userId, messageId: id }, { track: false }));
    },
  });
};
