import { SERVICE_WORKER_URL, type ServiceWorkerMessage } from '@tiles/contracts';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Says something to the service worker that controls (or will control) this page; nothing without one. */
export const tellServiceWorker = (message: ServiceWorkerMessage) => {
  if (!supported()) return;
  navigator.serviceWorker.controller?.postMessage(message);
  void navigator.serviceWorker.ready.then((registration) => {
    if (registration.active !== navigator.serviceWorker.controller) registration.active?.postMessage(message);
  });
};

/**
 * Installs the service worker once the page has loaded and the browser is idle: its precache (the app's files)
 * then never competes with the page's own first load. It tells the worker who is signed in (`cacheKey`).
 */
export const registerServiceWorker = (currentCacheKey: () => string | null | undefined) => {
  if (!supported()) return;
  const register = () =>
    navigator.serviceWorker.register(SERVICE_WORKER_URL).then(
      () => {
        const cacheKey = currentCacheKey();
        if (cacheKey !== undefined) tellServiceWorker({ type: 'session', cacheKey });
      },
      () => undefined, // No worker (a private window may refuse it): the app works online as before.
    );
  const whenIdle = () =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => void register()) : setTimeout(register, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
