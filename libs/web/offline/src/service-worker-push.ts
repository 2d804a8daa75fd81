/**
 * Web Push in the service worker: a push message (a notification, its texts already in the learner's language) is
 * shown with the site's icon, always (Chrome penalises a push that shows nothing); a click opens its link: in a
 * window of the app if one is open (focused), else in a new one. Links stay on this site.
 */
import { pushMessageSchema } from '@tiles/contracts-push';

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationClickEvent = ExtendableEvent & { notification: Notification & { data?: unknown } };
type WindowClient = { url: string; focused: boolean; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type PushScope = {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
};

const ICON = '/icons/icon-192.png';

/**
 * Only the browser may extend an event's life; a click a test dispatches itself (Chromium cannot click a system
 * notification for it) runs the same work without.
 */
const extend = (event: ExtendableEvent, work: Promise<unknown>) => {
  if (event.isTrusted) event.waitUntil(work);
  else void work;
};

export const handlePush = (scope: PushScope) => {
  scope.addEventListener('push', (event) => {
    let data: unknown;
    try {
      data = event.data?.json();
    } catch {
      return;
    }
    const parsed = pushMessageSchema.safeParse(data);
    if (!parsed.success) return;
    const message = parsed.data;
    extend(
      event,
      scope.registration.showNotification(message.title, {
        body: message.body,
        icon: message.image ?? ICON,
        badge: ICON,
        tag: message.id,
        // Words the learner's language had none of are read in their own.
        ...(message.lang ? { lang: message.lang } : {}),
        data: { link: message.link },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: string | null } | undefined)?.link ?? '/';
    const target = new URL(link, scope.location.origin);
    const url = target.origin === scope.location.origin ? target.href : scope.location.origin + '/';
    extend(
      event,
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url === url) ?? windows.find((client) => client.focused) ?? windows[0];
        if (!open) return scope.clients.openWindow(url);
        if (open.url !== url) await open.navigate(url);
        return open.focus().catch(() => undefined);
      })(),
    );
  });
};
