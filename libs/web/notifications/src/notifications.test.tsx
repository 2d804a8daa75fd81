import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { configureLiveSocket, createMemoryLiveSocket, socketIoFactory } from '@tiles/api-client';
import { type Notification } from '@tiles/contracts-notifications';
import { startNotificationListeners } from './listeners';
import { NotificationBell } from './notification-bell';
import { NotificationToasts } from './notification-toasts';
import { toastsSlice } from './toasts-slice';

const texts = textsAsKeys();
texts.push({ key: 'notifications.unreadMany', translations: { 'en-GB': '[count] unread' } });
texts.push({ key: 'notifications.dismiss', translations: { 'en-GB': 'Dismiss [title]' } });

const USER = 'user-ada';
const notification = (messageId: string, title: string, read = false): Notification => ({
  messageId,
  read,
  type: 'message',
  title,
  body: `${title} body`,
  link: null,
  createdAt: '2026-11-21T10:00:00.000Z',
});
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A small stand-in for the api's notification calls: what the server holds, and every call made. */
const fakeServer = (stored: Notification[]) => {
  const calls: Array<{ method: string; url: string; body?: unknown }> = [];
  let failLists = false;
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = request.method === 'PATCH' ? await request.json() : undefined;
    calls.push({ method: request.method, url: request.url, body });
    if (request.method === 'PATCH') {
      const item = stored.find((entry) => entry.messageId === (body as { messageId: string }).messageId);
      if (!item) return new Response(JSON.stringify({ statusCode: 404, message: 'not found' }), { status: 404 });
      item.read = true;
      return new Response(null, { status: 204 });
    }
    if (failLists)
      return new Response(JSON.stringify({ statusCode: 500, message: 'down' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify({ outcome: stored.map((item) => ({ ...item })) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    lists: () => calls.filter((call) => call.method === 'GET').length,
    patches: () => calls.filter((call) => call.method === 'PATCH').map((call) => call.body),
    failLists: () => {
      failLists = true;
    },
  };
};

const setup = (stored: Notification[], options: { failLists?: boolean } = {}) => {
  const server = fakeServer(stored);
  if (options.failLists) server.failLists();
  const socket = createMemoryLiveSocket((userId) => (userId === USER ? { ok: true } : { ok: false, error: 'not yours' }));
  configureLiveSocket(async () => socket);
  const store = createTestStore({ slices: [toastsSlice], listeners: [startNotificationListeners] });
  const view = renderWithProviders(
    <>
      <NotificationBell userId={USER} siteId="tiles" />
      <NotificationToasts />
    </>,
    { store, boilerplate: texts },
  );
  return { server, socket, store, view };
};

/** The server accepts the connection once the lib listens (the socket client loads asynchronously). */
const connectServer = async (socket: ReturnType<typeof createMemoryLiveSocket>) => {
  await waitFor(() => expect(socket.listening('connect')).toBe(1));
  act(() => socket.serverConnect());
};

/** What the fake server holds; each test fills it. */
const stored: Notification[] = [];

beforeEach(() => {
  stored.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureLiveSocket(socketIoFactory());
});

describe('NotificationBell and toasts', () => {
  it('shows the unread count, joins the user’s room on connect, and appends, reloads and toasts a push', async () => {
    stored.push(notification(id(1), 'Welcome'), notification(id(2), 'Old news', true));
    const { server, socket } = setup(stored);
    const bell = await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadOne' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('notification-announcement')).toBeEmptyDOMElement();
    await connectServer(socket);
    expect(socket.rooms).toEqual([USER]);

    const pushed = notification(id(3), 'New course');
    stored.unshift(pushed);
    const listsBefore = server.lists();
    act(() => socket.serverPush({ id: pushed.messageId, notification: pushed }));
    expect(await screen.findByRole('button', { name: 'notifications.bell: 2 unread' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-announcement')).toHaveTextContent('notifications.bell: 2 unread');
    const toasts = screen.getByRole('region', { name: 'notifications.toasts' });
    expect(within(toasts).getByTestId('notification-toast')).toHaveTextContent('New course');
    // Said once, title first: the cards are not a live region of their own.
    expect(screen.getByTestId('toast-announcement')).toHaveTextContent(`New course. ${pushed.body}`);
    expect(toasts).not.toHaveAttribute('aria-live');
    await waitFor(() => expect(server.lists()).toBe(listsBefore + 1));

    // A malformed push is ignored.
    act(() => socket.serverPush({ id: 'x' } as never));
    expect(within(toasts).getAllByTestId('notification-toast')).toHaveLength(1);
  });

  it('marks the notification read when its toast is dismissed, and skips one already read', async () => {
    const { server, socket } = setup(stored);
    await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadNone' });
    await connectServer(socket);
    const first = notification(id(4), 'First');
    stored.unshift(first);
    act(() => socket.serverPush({ id: first.messageId, notification: first }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss First' }));
    await waitFor(() => expect(server.patches()).toEqual([{ messageId: first.messageId }]));
    expect(screen.queryByRole('button', { name: 'Dismiss First' })).not.toBeInTheDocument();
    await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadNone' });

    // Read elsewhere (another tab) before this toast is closed: no second call.
    const second = notification(id(5), 'Second', true);
    stored.unshift(second);
    act(() => socket.serverPush({ id: second.messageId, notification: second }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Second' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.patches()).toHaveLength(1);
  });

  it('announces each new toast once, and closing the newest does not announce the one below it again', async () => {
    const { socket } = setup(stored);
    await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadNone' });
    await connectServer(socket);
    const announcement = screen.getByTestId('toast-announcement');
    const older = notification(id(8), 'Older');
    const newer = notification(id(9), 'Newer');
    for (const pushed of [older, newer]) {
      stored.unshift(pushed);
      act(() => socket.serverPush({ id: pushed.messageId, notification: pushed }));
      await waitFor(() => expect(announcement).toHaveTextContent(`${pushed.title}. ${pushed.body}`));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Newer' }));
    expect(screen.getByRole('button', { name: 'Dismiss Older' })).toBeInTheDocument();
    expect(announcement).toHaveTextContent('Newer. Newer body');
  });

  it('marks a notification written in another language than the page’s with its own, in the list and the toast', async () => {
    stored.push({ ...notification(id(10), 'Nuova lezione'), lang: 'it-IT' }, notification(id(11), 'In English'));
    const { socket } = setup(stored);
    await userEvent.click(await screen.findByRole('button', { name: /notifications.bell/ }));
    // The list's code loads when the panel is first opened.
    expect(await screen.findByRole('heading', { name: 'Nuova lezione' })).toHaveAttribute('lang', 'it-IT');
    expect(screen.getByText('Nuova lezione body')).toHaveAttribute('lang', 'it-IT');
    expect(screen.getByRole('heading', { name: 'In English' })).not.toHaveAttribute('lang');

    await connectServer(socket);
    const pushed = { ...notification(id(12), 'Benvenuta'), lang: 'it-IT' };
    stored.unshift(pushed);
    act(() => socket.serverPush({ id: pushed.messageId, notification: pushed }));
    const toast = await screen.findByTestId('notification-toast');
    expect(within(toast).getByText('Benvenuta')).toHaveAttribute('lang', 'it-IT');
    await waitFor(() => expect(screen.getByTestId('toast-announcement').firstElementChild).toHaveAttribute('lang', 'it-IT'));
  });

  it('lists notifications with mark-as-read, closes with Escape and gives focus back to the bell', async () => {
    stored.push(notification(id(6), 'Unread one'), notification(id(7), 'Read one', true));
    const { server } = setup(stored);
    const bell = await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadOne' });
    // Closed, the panel holds no list at all (not even hidden): nothing of it is rendered on every page.
    expect(screen.queryAllByRole('listitem', { hidden: true })).toHaveLength(0);
    await userEvent.click(bell);
    const panel = screen.getByRole('region', { name: 'notifications.title' });
    expect(screen.getByRole('heading', { name: 'notifications.title' })).toHaveFocus();
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);
    const markButtons = within(panel).getAllByRole('button', { name: 'notifications.markRead' });
    expect(markButtons).toHaveLength(1);
    await userEvent.click(markButtons[0]!);
    await waitFor(() => expect(server.patches()).toEqual([{ messageId: id(6) }]));
    expect(await screen.findByRole('button', { name: 'notifications.bell: notifications.unreadNone' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(bell).toHaveFocus();
  });

  it('skips a notification with an unreadable date, reports it, and shows the rest', async () => {
    stored.push(notification(id(8), 'Good one'), { ...notification(id(9), 'Broken one'), createdAt: 'not a date' });
    const { server } = setup(stored);
    await userEvent.click(await screen.findByRole('button', { name: /notifications.bell/ }));
    expect(await screen.findByText('Good one')).toBeInTheDocument();
    expect(screen.queryByText('Broken one')).not.toBeInTheDocument();
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST' && call.url.endsWith('/api/client-errors'))).toBe(true));
  });

  it('shows the empty state', async () => {
    setup(stored);
    await userEvent.click(await screen.findByRole('button', { name: /notifications.bell/ }));
    expect(await screen.findByText('notifications.empty')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    const { server } = setup(stored, { failLists: true });
    await userEvent.click(await screen.findByRole('button', { name: /notifications.bell/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('notifications.error');
    const before = server.lists();
    await userEvent.click(within(alert).getByRole('button', { name: 'common.retry' }));
    await waitFor(() => expect(server.lists()).toBeGreaterThan(before));
  });

  it('reloads the list after a reconnection the server could not recover, not after a recovered one', async () => {
    const { server, socket } = setup(stored);
    await screen.findByRole('button', { name: /notifications.bell/ });
    await connectServer(socket);
    const afterFirstConnect = server.lists();
    act(() => socket.serverConnect(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.lists()).toBe(afterFirstConnect);
    act(() => socket.serverConnect(false));
    await waitFor(() => expect(server.lists()).toBe(afterFirstConnect + 1));
    expect(socket.rooms).toEqual([USER, USER, USER]);
  });

  it('closes the socket when the bell goes away (sign-out)', async () => {
    const { socket, view } = setup(stored);
    await screen.findByRole('button', { name: /notifications.bell/ });
    view.unmount();
    await waitFor(() => expect(socket.disconnectCalls).toBe(1));
  });
});
