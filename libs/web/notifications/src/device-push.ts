import { SERVICE_WORKER_URL } from '@tiles/contracts';

/**
 * This browser's Web Push subscription, through the service worker the app registered (in production builds).
 * Nothing here asks for the browser's permission but `subscribeThisDevice`, which only a learner's click calls.
 */

/** The registration push needs, or undefined where this browser cannot receive push (or the build has no worker). */
export const pushRegistration = async (): Promise<ServiceWorkerRegistration | undefined> => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  // The app installs its worker once the page is idle, which a busy device reaches late: the page that needs it asks
  // for it now (the same registration; asking again for an installed worker changes nothing). A build without one
  // (the development server) refuses.
  const registered =
    (await navigator.serviceWorker.getRegistration()) ??
    (await navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined));
  if (!registered) return undefined;
  // Subscribing needs the worker active: one still installing (its precache) is waited for.
  return registered.active ? registered : navigator.serviceWorker.ready;
};

const bytesOf = (base64url: string) => {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/** Asks the browser's permission (the prompt) and subscribes with the server's key; null when the learner said no. */
export const subscribeThisDevice = async (registration: ServiceWorkerRegistration, publicKey: string) => {
  if ((await Notification.requestPermission()) !== 'granted') return null;
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytesOf(publicKey) });
};

/** The subscription as the api takes it (`PushSubscription.toJSON()`). */
export const subscriptionBody = (subscription: PushSubscription) => {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.['p256dh'] ?? '', auth: json.keys?.['auth'] ?? '' },
  };
};
