import { expect, type Browser, type Page } from '@playwright/test';
import { aFreshLearner, enterMode, expectNoAxeViolations, roomJoined, signIn, test, currentUser } from '@tiles/web-e2e/support';

/** A signed-in tab on the home page with its live socket in the user's room. */
const openLiveTab = async (page: Page) => {
  const joined = roomJoined(page);
  await page.goto('/it-IT');
  await expect(page.getByRole('button', { name: /^Notifiche:/ })).toBeVisible();
  await joined;
  return page;
};

/** A browser of its own, signed in as `login`, or as a fresh learner (the ones notifications are sent to). */
const signedInContext = async (browser: Browser, login: string | { fresh: { given_name: string; family_name: string } }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (typeof login === 'string') await signIn(page, login);
  else await aFreshLearner(page, { name: login.fresh });
  return context;
};

test.describe('notifications with live push', () => {
  test('both tabs of the learner get the admin’s push as a toast; dismissing it in one marks it read; another learner gets nothing', async ({
    browser,
  }) => {
    const ada = await signedInContext(browser, { fresh: { given_name: 'Ada', family_name: 'Nuova' } });
    const [firstTab, secondTab] = [await openLiveTab(ada.pages()[0]!), await openLiveTab(await ada.newPage())];
    const leonardo = await signedInContext(browser, { fresh: { given_name: 'Leonardo', family_name: 'Nuovo' } });
    const otherLearner = await openLiveTab(leonardo.pages()[0]!);
    const admin = await signedInContext(browser, 'admin@tiles.test');
    await enterMode(admin.pages()[0]!, 'admin');

    const adaId = (await (await currentUser(firstTab.request)).json()).outcome._id as string;
    const unreadBefore = ((await (await firstTab.request.get('/api/notifications')).json()).outcome as Array<{ read: boolean }>).filter(
      (item) => !item.read,
    ).length;
    const title = `Nuovo corso di astronomia ${Date.now()}`;
    const sent = await admin.pages()[0]!.request.post('/api/notifications', {
      data: { to: adaId, title, body: 'Da lunedì nel catalogo.', link: '/it-IT/catalogo-corsi' },
    });
    expect(sent.status()).toBe(201);

    const unreadLabel = `Notifiche: ${unreadBefore + 1 === 1 ? '1 non letta' : `${unreadBefore + 1} non lette`}`;
    for (const tab of [firstTab, secondTab]) {
      const toasts = tab.getByRole('region', { name: 'Nuove notifiche' });
      await expect(toasts.getByText(title)).toBeVisible();
      await expect(tab.getByRole('button', { name: unreadLabel })).toBeVisible();
    }
    await expectNoAxeViolations(firstTab);

    const [messageId] = (
      (await (await firstTab.request.get('/api/notifications')).json()).outcome as Array<{ messageId: string; title: string }>
    )
      .filter((item) => item.title === title)
      .map((item) => item.messageId);
    const marked = firstTab.waitForResponse(
      (response) => response.url().endsWith('/api/notifications') && response.request().method() === 'PATCH',
    );
    await firstTab.getByRole('button', { name: `Chiudi la notifica “${title}”` }).click();
    expect((await marked).status()).toBe(204);
    await expect(firstTab.getByRole('region', { name: 'Nuove notifiche' }).getByText(title)).toHaveCount(0);
    await expect(secondTab.getByRole('region', { name: 'Nuove notifiche' }).getByText(title)).toBeVisible();
    const afterDismiss = (await (await secondTab.request.get('/api/notifications')).json()).outcome as Array<{
      messageId: string;
      read: boolean;
    }>;
    expect(afterDismiss.find((item) => item.messageId === messageId)?.read).toBe(true);
    await expect(firstTab.getByRole('button', { name: /^Notifiche:/ })).toHaveAccessibleName(
      `Notifiche: ${unreadBefore === 0 ? 'nessuna non letta' : unreadBefore === 1 ? '1 non letta' : `${unreadBefore} non lette`}`,
    );

    // Another learner's tab, connected all along, received nothing.
    await expect(otherLearner.getByTestId('notification-toast')).toHaveCount(0);
    await otherLearner.getByRole('button', { name: /^Notifiche:/ }).click();
    await expect(otherLearner.getByRole('region', { name: 'Le tue notifiche' })).not.toContainText(title);

    await Promise.all([ada.close(), leonardo.close(), admin.close()]);
  });

  test('the bell opens the list by keyboard, marks read, follows links and gives focus back', async ({ page }) => {
    await aFreshLearner(page, { locale: 'en-GB', name: { given_name: 'Alan', family_name: 'New' } });
    await page.goto('/en-GB');
    const bell = page.getByRole('button', { name: /^Notifications:/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Your notifications' });
    await expect(panel.getByRole('heading', { name: 'Your notifications' })).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Welcome, Alan!' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    const me = (await (await currentUser(page.request)).json()).outcome._id as string;
    const admin = await page.context().browser()!.newContext();
    await signIn(await admin.newPage(), 'admin@tiles.test');
    await enterMode(admin.pages()[0]!, 'admin');
    await admin.pages()[0]!.request.post('/api/notifications', {
      data: { to: me, title: 'Catalogue news', body: 'New courses.', link: '/en-GB/catalogo-corsi' },
    });
    await admin.close();

    await bell.click();
    const news = panel.getByRole('listitem').filter({ hasText: 'Catalogue news' });
    await expect(news).toBeVisible();
    await news.getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/en-GB\/catalogo-corsi$/);
    await expect(panel).toBeHidden();
    await bell.click();
    await expect(panel.getByRole('listitem').filter({ hasText: 'Catalogue news' })).toContainText('Read');
  });

  test('signing out closes the live socket', async ({ page }) => {
    await signIn(page, 'ipazia@tiles.test');
    const socketOpened = page.waitForEvent('websocket', (socket) => socket.url().includes('/socket.io/'));
    await openLiveTab(page);
    const socket = await socketOpened;
    const closed = socket.waitForEvent('close');
    await page.getByRole('link', { name: 'Esci' }).click();
    await closed;
    await expect(page.getByRole('navigation', { name: 'Il tuo account' }).getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifiche:/ })).toHaveCount(0);
  });
});
