export {
  NOTIFICATION_LIST_LIMIT,
  notificationsApi,
  selectCachedNotification,
  useGetNotificationsQuery,
  useMarkNotificationReadMutation,
  type NotificationsArg,
} from './notifications-api';
export { MAX_TOASTS, pushReceived, selectToasts, toastDismissed, toastsCleared, toastsSlice, type Toast, type ToastsState } from './toasts-slice';
export { startNotificationListeners } from './listeners';
export { NotificationBell, unreadText, type NotificationBellProps } from './notification-bell';
export { NotificationToasts } from './notification-toasts';
