// What `signed-in-parts` loads: the signed-in reader's bell and toasts (and the list's endpoints
// they use, which the listeners load from here), as one chunk.
export { NotificationBell } from './notification-bell';
export { NotificationToasts } from './notification-toasts';
export { notificationsApi, selectCachedNotification } from './notifications-api';
