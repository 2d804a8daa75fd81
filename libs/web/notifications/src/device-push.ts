/**
 * This browser's Web Push subscription, through the service worker the app registered (in production builds).
 * Nothing here asks for the browser's permission but `subscribeThisDevice`, which only a learner's click calls.
 */

/** The registration push needs, or undefined where this browser cannot receive push (or no worker is registered). */
export const pushRegistration = async (): Promise<ServiceWorkerRegistration | undefined> => {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered) return registered;
  // The app registers its worker once the page is idle: wait a little for it (a build without one never has it).
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5_000))]);
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
