import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { notificationsApi, selectCachedNotification } from './notifications-api';
import { toastDismissed, toastsCleared } from './toasts-slice';
import { sessionChanged } from '@tiles/auth';
import { pushRegistration, subscriptionBody } from './device-push';
import { pushApi } from './push-api';

/**
 * Dismissing a toast marks its notification read, unless the list already shows it read (read in another tab,
 * or from the bell): those are skipped, so no call is made for them.
 */
export const startNotificationListeners = <State>(listeners: ListenerMiddlewareInstance<State>) => {
  // Toasts belong to the signed-in learner: none survive a change of session.
  listeners.startListening({ actionCreator: sessionChanged, effect: (_action, listenerApi) => void listenerApi.dispatch(toastsCleared()) });
  // A device that gets push keeps getting it for whoever signs in on it next: the server sends only to devices whose
  // session is live, so the browser's subscription is given to the new session (never asking for permission here).
  listeners.startListening({
    actionCreator: sessionChanged,
    effect: async ({ payload: { userId } }, listenerApi) => {
      if (!userId) return;
      const registration = await pushRegistration();
      const subscription = registration && Notification.permission === 'granted' ? await registration.pushManager.getSubscription() : null;
      if (subscription)
        await listenerApi.dispatch(pushApi.endpoints.subscribeToPush.initiate({ body: subscriptionBody(subscription) }, { track: false }));
    },
  });
  listeners.startListening({
    actionCreator: toastDismissed,
    effect: async ({ payload: { id, userId } }, listenerApi) => {
      if (selectCachedNotification(listenerApi.getState(), userId, id)?.read) return;
      await listenerApi.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ userId, messageId: id }, { track: false }));
    },
  });
};
