import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@tiles/api-client';
import { authApi, modeSwitched, userLoggedOut } from '@tiles/auth';
import { coursesApi } from '@tiles/courses';
import { appErrorRaised } from '@tiles/app-errors';
import { pushReceived } from '@tiles/notifications';
import { createStore } from './store';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const learner = (id: string, name: string, gender: 'maschile' | 'femminile') => ({
  _id: id,
  login: id,
  email: null,
  role: ['learner'],
  locale: 'it-IT',
  timezone: 'Europe/Rome',
  fields: { name, surname: 'L', gender },
  colorScheme: 'system' as const,
});
const learners = { ada: learner('ada', 'Ada', 'femminile'), leo: learner('leo', 'Leo', 'maschile') };
const courseCard = (title: string) => ({
  _id: 1,
  slug: 'x',
  title,
  description: '',
  category: { _id: 'c', slug: 'c', name: 'C' },
  cover: '/c.svg',
  duration: '1h',
  sessionDurations: ['1h'],
  expiresAt: null,
  expired: false,
  published: true,
  progress: null,
});
const myCourses = { locale: 'it-IT', query: { list: 'in-progress' as const } };

describe('store', () => {
  it('starts in the locale of the URL', () => {
    expect(createStore({ initialLocale: 'de-DE' }).getState().locale.current).toBe('de-DE');
    expect(createStore().getState().locale.current).toBe('it-IT');
  });

  it('reports every app error to the api once', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request);
      return new Response(null, { status: 204 });
    });
    configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
    const store = createStore();
    store.dispatch(appErrorRaised({ statusCode: 404, statusMessage: 'Not Found', message: 'Page not found: /x' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/client-errors');
    expect(await requests[0]!.json()).toEqual({ statusCode: 404, message: 'Page not found: /x', path: '/' });
    expect(store.getState().appError.current?.statusCode).toBe(404);
  });

  it('lets a second learner on the same tab see none of the first one’s data, even when his first call fails', async () => {
    let current: keyof typeof learners = 'ada';
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/user') return json({ outcome: learners[current] });
      if (pathname === '/api/lms/my/courses') {
        if (current === 'leo') throw new TypeError('Failed to fetch');
        return json({ outcome: [courseCard('Ada’s course')] });
      }
      return new Response(null, { status: 204 });
    });
    configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
    const store = createStore();
    const coursesOnScreen = () => coursesApi.endpoints.getMyCourses.select(myCourses)(store.getState() as never);

    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    // Ada's courses stay on screen (subscribed) while the session changes under them.
    const adaCourses = store.dispatch(coursesApi.endpoints.getMyCourses.initiate(myCourses));
    await adaCourses;
    expect(coursesOnScreen().data?.[0]?.title).toBe('Ada’s course');
    store.dispatch(
      pushReceived({
        userId: 'ada',
        message: {
          id: 'm1',
          notification: {
            messageId: 'm1',
            read: false,
            type: 'message',
            title: 'Hi Ada',
            body: '',
            link: null,
            createdAt: '2026-11-21T10:00:00.000Z',
          },
        },
      }),
    );
    expect(store.getState().notificationToasts.visible).toHaveLength(1);

    // Leonardo signed in meanwhile (another tab): the next answer of the user call is his.
    current = 'leo';
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.userId).toBe('leo');
    expect(coursesOnScreen().data).toBeUndefined();
    expect(store.getState().notificationToasts.visible).toHaveLength(0);
    // His own first call for courses fails: an error, and still nothing of Ada's.
    const leoCourses = await store.dispatch(coursesApi.endpoints.getMyCourses.initiate(myCourses));
    expect(leoCourses.isError).toBe(true);
    expect(leoCourses.data).toBeUndefined();
    expect(coursesOnScreen().data).toBeUndefined();
    adaCourses.unsubscribe();
  });

  it('removes per-learner answers on sign-out too', async () => {
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/auth/user') return json({ outcome: learners.ada });
      if (pathname === '/api/lms/my/courses') return json({ outcome: [] });
      return new Response(null, { status: 204 });
    });
    configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
    const store = createStore();
    await store.dispatch(authApi.endpoints.getUser.initiate(undefined, { forceRefetch: true }));
    const subscription = store.dispatch(coursesApi.endpoints.getMyCourses.initiate(myCourses));
    await subscription;
    store.dispatch(userLoggedOut());
    expect(coursesApi.endpoints.getMyCourses.select(myCourses)(store.getState() as never).status).toBe('uninitialized');
    subscription.unsubscribe();
  });

  it('drops cached content when admin mode is entered or left, so the admin previews drafts and then sees what learners see', async () => {
    let mode = 'user';
    vi.stubGlobal('fetch', async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === '/api/lms/courses/1') {
        const title = mode === 'admin' ? 'Draft title' : 'Published title';
        return json({ outcome: { ...courseCard(title), modules: [], rows: [], practice: null } });
      }
      return new Response(null, { status: 204 });
    });
    configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
    const store = createStore();
    const arg = { locale: 'it-IT', course: 1 };
    const titleNow = () => coursesApi.endpoints.getCourse.select(arg)(store.getState() as never).data?.title;
    const subscription = store.dispatch(coursesApi.endpoints.getCourse.initiate(arg));
    await subscription;
    expect(titleNow()).toBe('Published title');

    mode = 'admin';
    store.dispatch(modeSwitched('admin'));
    await vi.waitFor(() => expect(titleNow()).toBe('Draft title'));
    mode = 'user';
    store.dispatch(modeSwitched('user'));
    await vi.waitFor(() => expect(titleNow()).toBe('Published title'));
    subscription.unsubscribe();
  });
});
