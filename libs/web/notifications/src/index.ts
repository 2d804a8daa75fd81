// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/notifications-texts';
export { pushReceived, toastsSlice } from './toasts-slice';
export { startNotificationListeners } from './listeners';
export { NotificationBell } from './notification-bell';
export { NotificationToasts } from './notification-toasts';
export { DevicePushSettings } from './device-push-settings';
export { pushRegistration, subscriptionBody } from './device-push';
export { pushApi } from './push-api';
export { notificationRoutes } from './routes';
