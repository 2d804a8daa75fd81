import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { toastDismissed, toastsCleared } from './toasts-slice';
import { sessionChanged } from '@tiles/auth';

// The list's endpoints and push's come with the bell and the settings that use them, not in every visitor's first
// load: a listener that needs them loads them when it runs (the list's, from the bell's own chunk).
const loadNotificationsApi = () => import('./signed-in-tools');
const loadPush = () => Promise.all([import('./device-push'), import('./push-api')]);

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
      const [{ pushRegistration, subscriptionBody }, { pushApi }] = await loadPush();
      const registration = await pushRegistration();
      const subscription = registration && Notification.permission === 'granted' ? await registration.pushManager.getSubscription() : null;
      if (subscription)
        await listenerApi.dispatch(pushApi.endpoints.subscribeToPush.initiate({ body: subscriptionBody(subscription) }, { track: false }));
    },
  });
  listeners.startListening({
    actionCreator: toastDismissed,
    effect: async ({ payload: { id, userId } }, listenerApi) => {
      const { notificationsApi, selectCachedNotification } = await loadNotificationsApi();
      if (selectCachedNotification(listenerApi.getState(), userId, id)?.read) return;
      await listenerApi.dispatch(notificationsApi.endpoints.markNotificationRead.initiate({ userId, messageId: id }, { track: false }));
    },
  });
};
