export { pushReceived, toastsSlice } from './toasts-slice';
export { startNotificationListeners } from './listeners';
export { NotificationBell } from './notification-bell';
export { NotificationToasts } from './notification-toasts';
