import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_COPY_HEADER, parseDuration, spokenDuration } from '@tiles/contracts';
import { enterMode, signIn as signInAs } from '@tiles/api-auth/auth-test-helpers';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

const ids = { romaAntica: 1, rinascimento: 2, inglese: 3, astronomiaExpired: 6, fogli: 7, sicurezzaUnpublished: 8 };

describe.each(testDatabaseKinds())('lms api on %s', (kind) => {
  let app: FastifyInstance;
  const cookies: Record<string, string> = {};
  const signIn = async (login: string) => {
    if (!cookies[login]) {
      cookies[login] = await signInAs(app, login);
      // Administrative calls are made in admin mode.
      if (login === 'admin@tiles.test') await enterMode(app, cookies[login], 'admin');
    }
    return { cookie: cookies[login]! };
  };
  const get = async (url: string, login?: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { ...(login ? await signIn(login) : {}), ...headers } });
  const send = async (method: 'POST' | 'PUT', url: string, login?: string, payload?: Record<string, unknown>) =>
    app.inject({ method, url, headers: login ? await signIn(login) : {}, payload: payload ?? {} });

  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  describe('catalogue', () => {
    it('lists published courses that have not expired, with their total duration', async () => {
      const response = await get('/api/lms/courses');
      expect(response.statusCode).toBe(200);
      const { items, total, page, pageSize } = response.json().outcome;
      expect({ total, page, pageSize }).toEqual({ total: 6, page: 1, pageSize: 12 });
      expect(items.map((item: { slug: string }) => item.slug)).not.toContain('astronomia-per-curiosi');
      expect(items.map((item: { slug: string }) => item.slug)).not.toContain('sicurezza-digitale');
      expect(items[0]).toMatchObject({ slug: 'roma-antica', category: { slug: 'storia', name: 'Storia' }, progress: null, expired: false });
      expect(items[0].duration).toMatch(/^\d+h( \d+m)?( \d+s)?$/);
    });

    it('filters by category slug and searches in the request locale', async () => {
      const history = (await get('/api/lms/courses?category=storia')).json().outcome;
      expect(history.items.map((item: { slug: string }) => item.slug)).toEqual(['roma-antica', 'rinascimento-italiano']);
      expect((await get('/api/lms/courses?q=rinasc')).json().outcome.total).toBe(1);
      expect((await get('/api/lms/courses?q=renaissance', undefined, { 'tiles-locale-code': 'en-GB' })).json().outcome.items[0].title).toBe(
        'The Italian Renaissance',
      );
      expect((await get('/api/lms/courses?q=%25')).json().outcome.total).toBe(0);
      expect((await get('/api/lms/courses?category=storia&q=email')).json().outcome.total).toBe(0);
      expect((await get('/api/lms/courses?category=astrologia')).json().outcome).toMatchObject({ total: 0, items: [] });
    });

    it('pages through the results', async () => {
      const second = (await get('/api/lms/courses?page=2&pageSize=4')).json().outcome;
      expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
      expect(second.items).toHaveLength(2);
      expect((await get('/api/lms/courses?page=9&pageSize=4')).json().outcome.items).toEqual([]);
    });

    it.each([
      ['?pageSize=0', 'querystring.pageSize'],
      ['?pageSize=51', 'querystring.pageSize'],
      ['?page=-1', 'querystring.page'],
      ['?page=abc', 'querystring.page'],
      ['?category=Bad%20Slug', 'querystring.category'],
    ])('answers 400 for %s naming %s', async (query, field) => {
      const response = await get(`/api/lms/courses${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    });

    it('shows unpublished courses to admins only', async () => {
      expect((await get('/api/lms/courses', 'admin@tiles.test')).json().outcome.total).toBe(7);
      expect((await get('/api/lms/courses', 'ada.lovelace@tiles.test')).json().outcome.total).toBe(6);
    });
  });

  describe('course', () => {
    it('answers a course with one tile row per module', async () => {
      const course = (await get(`/api/lms/courses/${ids.rinascimento}`)).json().outcome;
      expect(course.modules).toHaveLength(3);
      expect(course.modules[0].sessions).toHaveLength(3);
      expect(course.rows).toHaveLength(3);
      expect(course.rows[0]).toMatchObject({ name: 'Firenze e i Medici', isExpired: false });
      expect(course.rows[0].tiles[0]).toMatchObject({
        key: '1.1',
        content: [{ prefix: '1.1', lines: ['Firenze e i Medici · Introduzione'] }, { lines: expect.any(Array) }],
      });
      expect(course.rows[0].tiles[0].content[1].lines.length).toBeGreaterThan(1);
      // Durations are written one way on the page: the module's total and each session's, as the reader says them.
      expect(course.rows[0].description).toMatch(/^(\d+ h )?\d+ min$/);
      expect(course.rows[0].tiles.map((tile: { content: { prefix: string }[] }) => tile.content[1]!.prefix)).toEqual(
        course.modules[0].sessions.map((session: { duration: string }) => spokenDuration(parseDuration(session.duration)!, 'it-IT')),
      );
      expect(course.rows[0].tiles[0].content[1].prefix).toMatch(/^(\d+ h )?\d+ min$/);
    });

    it('marks an expired course and refuses new enrolments', async () => {
      const course = (await get(`/api/lms/courses/${ids.astronomiaExpired}`)).json().outcome;
      expect(course.expired).toBe(true);
      expect(course.rows.every((row: { isExpired: boolean }) => row.isExpired)).toBe(true);
      const enrol = await send('POST', `/api/lms/courses/${ids.astronomiaExpired}/enrolment`, 'ipazia@tiles.test');
      expect(enrol.statusCode).toBe(409);
    });

    it('hides unpublished courses from learners (404) and shows them to admins', async () => {
      expect((await get(`/api/lms/courses/${ids.sicurezzaUnpublished}`)).statusCode).toBe(404);
      expect((await get(`/api/lms/courses/${ids.sicurezzaUnpublished}`, 'leonardo@tiles.test')).statusCode).toBe(404);
      expect((await get(`/api/lms/courses/${ids.sicurezzaUnpublished}`, 'admin@tiles.test')).statusCode).toBe(200);
    });

    it.each([
      ['/api/lms/courses/999', 404],
      ['/api/lms/courses/abc', 400],
      ['/api/lms/courses/0', 400],
      ['/api/lms/courses/1/modules/1/sessions/4', 401],
    ])('%s answers %i', async (url, status) => {
      expect((await get(url)).statusCode).toBe(status);
    });
  });

  describe('studying', () => {
    const learner = 'alan.turing@tiles.test';
    const session = (module: number, number: number) => `/api/lms/courses/${ids.inglese}/modules/${module}/sessions/${number}`;

    it('needs a signed-in, enrolled learner', async () => {
      expect((await send('POST', `/api/lms/courses/${ids.inglese}/enrolment`)).statusCode).toBe(401);
      const before = await get(session(1, 1), learner);
      expect(before.statusCode).toBe(403);
      expect(before.json().message).toBe('Enrol in the course to open its sessions');
    });

    it('enrols idempotently, opens sessions, remembers the last one and completes idempotently', async () => {
      const first = await send('POST', `/api/lms/courses/${ids.inglese}/enrolment`, learner);
      const second = await send('POST', `/api/lms/courses/${ids.inglese}/enrolment`, learner);
      expect(first.statusCode).toBe(200);
      expect(second.json().outcome.progress).toEqual(first.json().outcome.progress);
      expect(first.json().outcome.progress).toMatchObject({
        status: 'in-progress',
        completedSessions: 0,
        totalSessions: 9,
        lastSession: null,
      });

      const opened = (await get(session(1, 3), learner, { 'tiles-locale-code': 'en-GB' })).json().outcome;
      expect(opened).toMatchObject({
        course: { _id: ids.inglese, title: 'English for work' },
        module: { number: 1, title: 'Writing clear emails' },
        session: { number: 3, title: 'Writing clear emails · Review and practice' },
        previous: { module: 1, session: 2 },
        next: { module: 2, session: 1 },
        completed: false,
      });
      expect(opened.session.content[0]).toEqual({ type: 'heading', text: 'Review and practice: Writing clear emails' });
      expect(opened.session.materials).toEqual([
        {
          _id: 'inglese-per-il-lavoro-m1s3-sheet',
          title: 'Review sheet',
          fileName: 'inglese-per-il-lavoro-modulo-1.txt',
          url: '/api/lms/materials/inglese-per-il-lavoro-m1s3-sheet',
        },
      ]);
      expect([opened.course.lang, opened.module.lang, opened.session.lang]).toEqual(['en-GB', 'en-GB', 'en-GB']);
      // In a locale the course is not translated into, each text says the language it falls back to.
      const inArabic = (await get(session(1, 3), learner, { 'tiles-locale-code': 'ar-EG' })).json().outcome;
      expect(inArabic).toMatchObject({
        course: { title: 'Inglese per il lavoro', lang: 'it-IT' },
        module: { title: 'Scrivere email chiare', lang: 'it-IT' },
        session: { lang: 'it-IT' },
      });
      const detailInArabic = (await get(`/api/lms/courses/${ids.inglese}`, learner, { 'tiles-locale-code': 'ar-EG' })).json().outcome;
      expect(detailInArabic.modules[0]).toMatchObject({
        lang: 'it-IT',
        sessions: [{ lang: 'it-IT' }, { lang: 'it-IT' }, { lang: 'it-IT' }],
      });
      expect(detailInArabic.rows[0]).toMatchObject({ name: 'Scrivere email chiare', lang: 'it-IT' });
      expect(detailInArabic.rows[0].tiles.map((tile: { lang: string }) => tile.lang)).toEqual(['it-IT', 'it-IT', 'it-IT']);
      const course = (await get(`/api/lms/courses/${ids.inglese}`, learner)).json().outcome;
      expect(course.progress.lastSession).toEqual({ module: 1, session: 3 });
      // A copy kept for offline study is read, not opened: where the learner left off stays.
      expect((await get(session(2, 1), learner, { [OFFLINE_COPY_HEADER]: '1' })).statusCode).toBe(200);
      expect((await get(`/api/lms/courses/${ids.inglese}`, learner)).json().outcome.progress.lastSession).toEqual({
        module: 1,
        session: 3,
      });

      const firstSession = (await get(session(1, 1), learner)).json().outcome;
      expect(firstSession.previous).toBeNull();
      expect(firstSession.session.video).toMatchObject({ src: '/media/welcome.webm' });

      await send('PUT', `${session(1, 1)}/completion`, learner);
      const again = await send('PUT', `${session(1, 1)}/completion`, learner);
      expect(again.json().outcome.progress.completedSessions).toBe(1);
      expect(again.json().outcome.modules[0].sessions[0].completed).toBe(true);

      const mine = (await get('/api/lms/my/courses', learner)).json().outcome;
      expect(mine.map((card: { slug: string }) => card.slug)).toEqual(['inglese-per-il-lavoro']);

      // Completed without studying it: no XP yet, and the session and the ledger say how much study it still needs.
      const completed = (await get(session(1, 1), learner)).json().outcome;
      expect(completed.completed).toBe(true);
      expect(completed.xp).toEqual({ earned: false, missingMinutes: expect.any(Number) });
      expect(completed.xp.missingMinutes).toBeGreaterThanOrEqual(2);
      expect(opened.xp).toBeNull();
      const pending = (await get('/api/lms/game/ledger/pending', learner)).json().outcome;
      expect(pending).toEqual([
        { subject: firstSession.session.title, course: ids.inglese, module: 1, session: 1, missingMinutes: completed.xp.missingMinutes },
      ]);
    });

    it('lets an editor in admin mode open a session and its materials without enrolling', async () => {
      const asEditor = await get(session(1, 3), 'admin@tiles.test');
      expect(asEditor.statusCode).toBe(200);
      expect(asEditor.json().outcome).toMatchObject({ completed: false, xp: null, progress: null });
      expect((await get('/api/lms/materials/inglese-per-il-lavoro-m1s3-sheet', 'admin@tiles.test')).statusCode).toBe(200);
      // Reading is not enrolling: the course is not among the editor's, and completing still needs an enrolment.
      expect((await get('/api/lms/my/courses', 'admin@tiles.test')).json().outcome).toEqual([]);
      expect((await send('PUT', `${session(1, 3)}/completion`, 'admin@tiles.test')).statusCode).toBe(403);
    });

    it('completes the course with its last session and moves it to the archive', async () => {
      const finisher = 'emmy.noether@tiles.test';
      await send('POST', `/api/lms/courses/${ids.fogli}/enrolment`, finisher);
      let detail: { progress: unknown } | undefined;
      for (const module of [1, 2, 3]) {
        for (const number of [1, 2, 3]) {
          detail = (await send('PUT', `/api/lms/courses/${ids.fogli}/modules/${module}/sessions/${number}/completion`, finisher)).json()
            .outcome;
        }
      }
      expect(detail?.progress).toMatchObject({ status: 'completed', completedSessions: 9, completedAt: expect.any(String) });
      expect((await get('/api/lms/my/courses', finisher)).json().outcome).toEqual([]);
      expect((await get('/api/lms/my/courses?list=archive', finisher)).json().outcome.map((card: { slug: string }) => card.slug)).toEqual([
        'fogli-di-calcolo',
      ]);
      expect((await get('/api/lms/my/courses?list=everything', finisher)).statusCode).toBe(400);
    });

    it('answers 404 for a session that does not exist and 400 for a malformed one', async () => {
      expect((await get(session(1, 4), learner)).statusCode).toBe(404);
      expect((await get(session(0, 1), learner)).statusCode).toBe(400);
      expect((await get(`/api/lms/courses/${ids.inglese}/modules/x/sessions/1`, learner)).statusCode).toBe(400);
    });

    it('lets enrolled learners download materials', async () => {
      const url = '/api/lms/materials/inglese-per-il-lavoro-m1s3-sheet';
      const file = await get(url, learner, { 'tiles-locale-code': 'de-DE' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe('attachment; filename="inglese-per-il-lavoro-modulo-1.txt"');
      expect(file.body).toContain('Englisch für den Beruf');
      expect((await get(url, 'ipazia@tiles.test')).statusCode).toBe(403);
      expect((await get('/api/lms/materials/nope', learner)).statusCode).toBe(404);
    });
  });

  describe('maintenance', () => {
    it('answers learners 503 while on, lets admins through, and only admins switch it', async () => {
      expect((await send('PUT', '/api/site/sites/tiles/maintenance', 'leonardo@tiles.test', { enabled: true })).statusCode).toBe(403);
      expect((await send('PUT', '/api/site/sites/tiles/maintenance', 'admin@tiles.test', { enabled: 'yes' })).statusCode).toBe(400);
      const on = await send('PUT', '/api/site/sites/tiles/maintenance', 'admin@tiles.test', { enabled: true });
      expect(on.json().outcome.maintenance).toBe(true);
      try {
        expect((await get('/api/site/sites/tiles')).json().outcome.maintenance).toBe(true);
        const blocked = await get('/api/lms/courses', 'leonardo@tiles.test');
        expect(blocked.statusCode).toBe(503);
        expect(blocked.headers['retry-after']).toBe('300');
        // Test apps run as production: the maintenance message still reaches the learner.
        expect(blocked.json()).toMatchObject({ code: 'maintenance', message: expect.stringContaining('under maintenance') });
        expect((await get('/api/content/route?path=/chi-siamo')).statusCode).toBe(503);
        expect((await get('/api/lms/courses', 'admin@tiles.test')).statusCode).toBe(200);
        // The shell still loads, so the web can show the maintenance page.
        expect((await get('/api/content/tag?type=category')).statusCode).toBe(200);
      } finally {
        await send('PUT', '/api/site/sites/tiles/maintenance', 'admin@tiles.test', { enabled: false });
      }
      expect((await get('/api/lms/courses')).statusCode).toBe(200);
    });
  });

  describe('generic pages and route rules', () => {
    it('answers a page in the request locale, falling back to the default one', async () => {
      expect((await get('/api/content/route?path=/chi-siamo', undefined, { 'tiles-locale-code': 'de-DE' })).json().outcome).toMatchObject({
        type: 'page',
        page: { path: '/chi-siamo', title: 'Über uns' },
      });
      expect((await get('/api/content/route?path=/pf/privacy/')).json().outcome.page.title).toBe('Privacy');
    });

    it('answers internal and external redirects', async () => {
      expect((await get('/api/content/route?path=/chi-siamo-vecchio', undefined, { 'tiles-locale-code': 'en-GB' })).json().outcome).toEqual(
        {
          type: 'redirect',
          location: '/en-GB/chi-siamo',
          status: 301,
          external: false,
        },
      );
      expect((await get('/api/content/route?path=/guida-esterna')).json().outcome).toMatchObject({
        type: 'redirect',
        external: true,
        status: 302,
      });
    });

    it('answers 404 for an unknown path and 400 for a malformed one', async () => {
      const missing = await get('/api/content/route?path=/nope');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Page not found: /nope');
      expect((await get('/api/content/route?path=nope')).statusCode).toBe(400);
      expect((await get('/api/content/route')).statusCode).toBe(400);
    });
  });
});
