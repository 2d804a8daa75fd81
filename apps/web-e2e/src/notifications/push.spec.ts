import { expect, type BrowserContext, type Page } from '@playwright/test';
import { startPushService } from '@tiles/test-push-service';
import { aFreshLearner, controlled, enterMode, expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

type Service = Awaited<ReturnType<typeof startPushService>>;
type Subscription = ReturnType<Service['device']>['subscription'];

/**
 * Headless Chromium has no push service of its own (no Google account): the browser's part, `PushManager`, answers
 * with a subscription of the test push service instead. Everything after it is real: the api's subscription, its
 * encryption and VAPID (checked and decrypted by the test service), the service worker showing the notification.
 */
const useTestPushService = (context: BrowserContext, subscription: Subscription) =>
  context.addInitScript((json: Subscription) => {
    // Kept across page loads, as the browser keeps a subscription.
    const KEY = 'e2e-push-subscribed';
    const subscription = {
      endpoint: json.endpoint,
      expirationTime: null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, '1');
      return subscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return localStorage.getItem(KEY) ? subscription : null;
    };
  }, subscription);

const sendAsAdministrator = async (admin: Page, to: string, title: string) => {
  const sent = await admin.request.post('/api/notifications', {
    data: { to, title, body: 'Apri per leggere.', link: '/it-IT/catalogo-corsi' },
  });
  expect(sent.status()).toBe(201);
};

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

test('push on this device: asked for from the settings, shown by the service worker, a click opens its link, turned off', async ({
  browser,
}) => {
  // A service worker installed, a subscription made and two pushes delivered: some 28 s to 45 s on a two-core machine.
  test.setTimeout(90_000);
  const service = await startPushService({ port: Number(process.env.E2E_PUSH_PORT) });
  try {
    const learner = await browser.newContext({ baseURL: test.info().project.use.baseURL!, locale: 'it-IT', serviceWorkers: 'allow' });
    await learner.grantPermissions(['notifications']);
    const device = service.device();
    await useTestPushService(learner, device.subscription);
    // A learner of her own, signed up in a browser without the worker: this one's first page is the settings page, where
    // a learner turns push on, and its worker registers there.
    const signUp = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const learnerId = await aFreshLearner(await signUp.newPage());
    await learner.addCookies(await signUp.cookies());
    await signUp.close();
    const page = await learner.newPage();
    const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@tiles.test');
    await enterMode(adminPage, 'admin');

    await page.goto('/it-IT/profile/user-settings');
    await controlled(page);
    const settings = page.getByRole('region', { name: 'Notifiche su questo dispositivo' });
    await expect(settings.getByText('Non attive su questo dispositivo.')).toBeVisible();
    const kept = page.waitForResponse(
      (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'POST',
    );
    await settings.getByRole('button', { name: 'Attiva su questo dispositivo' }).click();
    expect((await kept).status()).toBe(204);
    await expect(settings.getByText('Attive su questo dispositivo.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // An administrator's message reaches the push service, encrypted for this device.
    const title = `Nuovo corso ${Date.now()}`;
    await sendAsAdministrator(adminPage, learnerId, title);
    const message = await service.next(device.id);
    expect(message.payload).toMatchObject({ title, body: 'Apri per leggere.', link: '/it-IT/catalogo-corsi' });

    // The push service hands it to the browser: the worker shows it.
    const cdp = await learner.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => registration.scopeURL.startsWith(test.info().project.use.baseURL!));
        if (ours) resolve(ours.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(test.info().project.use.baseURL!).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message.payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((notification) => ({
          title: notification.title,
          body: notification.body,
          icon: notification.icon,
        })),
      );
    await expect.poll(shown).toEqual([{ title, body: 'Apri per leggere.', icon: expect.stringContaining('/icons/icon-192.png') }]);

    // A click opens its link in the app's window.
    const [worker] = learner.serviceWorkers();
    await worker!.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(event: Event): boolean };
      const [notification] = await scope.registration.getNotifications();
      const NotificationClick = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      scope.dispatchEvent(new NotificationClick('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/it-IT\/catalogo-corsi$/);
    await expect.poll(shown).toEqual([]);

    // Turned off: the api forgets the device.
    await page.goto('/it-IT/profile/user-settings');
    const forgotten = page.waitForResponse(
      (response) => response.url().endsWith('/api/push/subscriptions') && response.request().method() === 'DELETE',
    );
    await settings.getByRole('button', { name: 'Disattiva su questo dispositivo' }).click();
    expect((await forgotten).status()).toBe(204);
    await expect(settings.getByText('Non attive su questo dispositivo.')).toBeVisible();

    // A device the push service says is gone (410) is forgotten; another device of the learner still gets messages.
    const gone = service.device();
    const sentinel = service.device();
    for (const { subscription } of [gone, sentinel])
      expect((await page.request.post('/api/push/subscriptions', { data: subscription })).status()).toBe(204);
    service.answer(gone.id, { status: 410 });
    await sendAsAdministrator(adminPage, learnerId, `${title} (2)`);
    expect(await service.nextRefusal(gone.id)).toMatchObject({ status: 410 });
    await service.next(sentinel.id);
    await sendAsAdministrator(adminPage, learnerId, `${title} (3)`);
    expect((await service.next(sentinel.id, 2)).payload).toMatchObject({ title: `${title} (3)` });
    expect(service.received.filter((entry) => entry.device === gone.id)).toEqual([]);
    // Nor did the first device, turned off, get anything after.
    expect(service.received.filter((entry) => entry.device === device.id)).toHaveLength(1);
    await admin.close();
    await learner.close();
  } finally {
    await service.close();
  }
});
