import fc from 'fast-check';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageViewOf } from './page-view';
import { paths } from '@tiles/contracts';
import {
  isOpenDuringMaintenance,
  protectedSegmentsOf,
  resolveNavigation,
  unprefixedSegmentsOf,
  type NavigationInput,
} from './resolve-navigation';
import type { GuardHandle } from './route-handle';
import { webRoute } from './web-route';

const handle = (value: GuardHandle) => value;

/** The host's route table in its shape (spec §2), every path and rule taken from the shared WEB_ROUTES. */
const routes: RouteObject[] = [
  webRoute('federated', {}),
  webRoute('tilesAccess', {}),
  webRoute('maintenance', {}),
  {
    path: '/:locale',
    children: [
      { index: true, id: 'home' },
      webRoute('catalogue', {}),
      webRoute('session', {}),
      webRoute('course', {}),
      webRoute('login', {}),
      webRoute('logout', {}),
      webRoute('pfPage', {}),
      webRoute('audit', {}),
      webRoute('profile', {
        children: [{ index: true }, webRoute('archive', {}), webRoute('myCourses', {}), webRoute('userData', {}), webRoute('progress', {})],
      }),
      webRoute('page', {}),
    ],
  },
  { path: '*', handle: handle({ notFound: true }) },
];

const origin = 'https://learn.example';
const resolve = (pathname: string, overrides: Partial<NavigationInput> = {}) =>
  resolveNavigation({
    pathname,
    currentLocale: 'it-IT',
    supportedLocales: ['it-IT', 'en-GB', 'de-DE'],
    isAuthenticated: true,
    routes,
    origin,
    ...overrides,
  });

const redirect = (to: string, external = false) => ({ type: 'redirect', to, external });
const notFound = (message: string) => expect.objectContaining({ type: 'not-found', statusCode: 404, message });
const render = { type: 'render' };

describe('resolveNavigation', () => {
  describe('a page for a permission', () => {
    it('is a 404 for a signed-in person whose role lacks it', () => {
      expect(resolve('/it-IT/admin/audit', { permissions: [] })).toEqual(notFound('Page not found: /it-IT/admin/audit'));
      expect(resolve('/it-IT/admin/audit', { permissions: ['content:edit'] })).toEqual(notFound('Page not found: /it-IT/admin/audit'));
    });

    it('renders for a role that has it, and waits while the role is loading', () => {
      expect(resolve('/it-IT/admin/audit', { permissions: ['audit:read'] })).toEqual(render);
      expect(resolve('/it-IT/admin/audit', { permissions: undefined })).toEqual({ type: 'pending' });
    });

    it('sends visitors home first, like every signed-in page', () => {
      expect(resolve('/it-IT/admin/audit', { isAuthenticated: false })).toEqual(redirect('/it-IT?returnTo=%2Fit-IT%2Fadmin%2Faudit'));
    });
  });

  it.each(['', '/'])('sends the empty path %p to the current locale root', (path) => {
    expect(resolve(path)).toEqual(redirect('/it-IT'));
    expect(resolve(path, { currentLocale: 'de-DE' })).toEqual(redirect('/de-DE'));
  });

  it.each([
    ['/foo', '/it-IT/foo'],
    ['/course/12', '/it-IT/course/12'],
    ['/catalogo-corsi/storia', '/it-IT/catalogo-corsi/storia'],
    ['/it/foo', '/it-IT/it/foo'],
    ['/IT-it', '/it-IT/IT-it'],
  ])('prefixes %s with the current locale', (path, target) => {
    expect(resolve(path)).toEqual(redirect(target));
  });

  it('keeps the query when prefixing', () => {
    expect(resolve('/foo', { search: '?dc=1' })).toEqual(redirect('/it-IT/foo?dc=1'));
  });

  it.each(['/federated/google', '/federated/acme/sso', '/tiles-access'])('leaves %s unprefixed', (path) => {
    expect(resolve(path, { isAuthenticated: false })).toEqual(render);
  });

  it.each(['/it-IT', '/en-GB/catalogo-corsi', '/de-DE/pf/impressum', '/it-IT/chi-siamo', '/it-IT/maintenance', '/it-IT/logout'])(
    'renders %s',
    (path) => {
      expect(resolve(path)).toEqual(render);
    },
  );

  it.each(['/it-IT/course/12', '/it-IT/course/session/1/2/3', '/it-IT/profile', '/en-GB/profile/user-data'])(
    "sends an unauthenticated visitor of %s home in the link's language, to come back after signing in",
    (path) => {
      const locale = path.split('/')[1]!;
      expect(resolve(path, { isAuthenticated: false })).toEqual(redirect(`/${locale}?returnTo=${encodeURIComponent(path)}`));
      expect(resolve(path, { isAuthenticated: true })).toEqual(render);
    },
  );

  it('lets an unauthenticated visitor read public pages', () => {
    expect(resolve('/it-IT/catalogo-corsi', { isAuthenticated: false })).toEqual(render);
    expect(resolve('/it-IT/courses-we-love', { isAuthenticated: false })).toEqual(render);
  });

  it.each([
    '/it-IT/course/session/1/2',
    '/it-IT/course/session/a/b/c',
    '/it-IT/course/session/0/1/1',
    '/it-IT/course/session/1/2/3/4',
    '/it-IT/course/session/-1/2/3',
  ])('gives 404 Page Not Found for the invalid session path %s', (path) => {
    expect(resolve(path)).toEqual(notFound(`Page Not Found: ${path}`));
  });

  it.each(['/fr-FR', '/fr-FR/foo', '/tiles-access/extra'])('gives 404 Page not found when nothing matches %s', (path) => {
    expect(resolve(path)).toEqual(notFound(`Page not found: ${path}`));
  });

  it('gives 404 Page Not Found for a federated landing without a provider', () => {
    expect(resolve('/federated')).toEqual(notFound('Page Not Found: /federated'));
  });

  it('gives 404 Page not found for a layout that matched none of its pages, never a blank page', () => {
    const layouts: RouteObject[] = [
      { path: '/federated', children: [{ path: ':provider' }] },
      { path: '*', handle: handle({ notFound: true }) },
    ];
    expect(resolve('/federated', { routes: layouts })).toEqual(notFound('Page not found: /federated'));
    expect(resolve('/federated/acme', { routes: layouts })).toEqual(render);
  });

  it("runs a route's middleware, and a middleware nobody registered is the error 'Unknown route middleware'", () => {
    const withMiddleware: RouteObject[] = [
      {
        path: '/:locale',
        children: [
          { path: 'secret', handle: handle({ middleware: ['auth'] }) },
          { path: 'broken', handle: handle({ middleware: ['nope'] }) },
        ],
      },
    ];
    expect(resolve('/it-IT/secret?x=1', { routes: withMiddleware, isAuthenticated: false })).toEqual(
      redirect('/it-IT?returnTo=%2Fit-IT%2Fsecret%3Fx%3D1'),
    );
    expect(resolve('/it-IT/secret', { routes: withMiddleware })).toEqual(render);
    expect(resolve('/it-IT/broken', { routes: withMiddleware })).toEqual({
      type: 'error',
      statusCode: 500,
      message: 'Unknown route middleware',
      code: 'unknown-route-middleware',
      path: '/it-IT/broken',
    });
  });

  it.each(['/it-IT/profile/unknown-tab'])('lets the generic page catch %s', (path) => {
    expect(resolve(path)).toEqual(render);
  });

  it('follows an internal server redirect in the app', () => {
    expect(resolve('/it-IT/old', { serverRedirect: { location: '/it-IT/new?x=1' } })).toEqual(redirect('/it-IT/new?x=1'));
    expect(resolve('/it-IT/old', { serverRedirect: { location: `${origin}/it-IT/new` } })).toEqual(redirect('/it-IT/new'));
  });

  it('follows an external server redirect with a full page load', () => {
    expect(resolve('/it-IT/partner', { serverRedirect: { location: 'https://partner.example/welcome' } })).toEqual(
      redirect('https://partner.example/welcome', true),
    );
  });

  it('never lets a server redirect skip the auth rule', () => {
    expect(resolve('/it-IT/profile', { isAuthenticated: false, serverRedirect: { location: '/it-IT/x' } })).toEqual(
      redirect('/it-IT?returnTo=%2Fit-IT%2Fprofile'),
    );
  });

  it('settles every path within four steps, without loops', () => {
    const segment = fc.oneof(
      fc.constantFrom('it-IT', 'en-GB', 'fr-FR', 'course', 'profile', 'session', 'federated', 'tiles-access', 'pf', '1', '0'),
      fc.stringMatching(/^[a-zA-Z0-9-]{1,8}$/),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.boolean(), (segments, isAuthenticated) => {
        let path = `/${segments.join('/')}`;
        for (let step = 0; step < 4; step += 1) {
          const decision = resolve(path, { isAuthenticated });
          if (decision.type !== 'redirect') return;
          expect(decision.external).toBe(false);
          path = decision.to;
        }
        expect.fail(`no decision for ${segments.join('/')}`);
      }),
    );
  });
});

describe('what the route table says, derived', () => {
  it('reads unprefixed and protected segments from the routes, not from lists of their own', () => {
    expect([...unprefixedSegmentsOf(routes)].sort()).toEqual(['federated', 'tiles-access']);
    expect([...protectedSegmentsOf(routes)].sort()).toEqual(['admin', 'course', 'profile']);
  });

  it('keeps sign-in and sign-out open during maintenance, and nothing else', () => {
    expect(['/it-IT/login', '/it-IT/logout'].map((path) => isOpenDuringMaintenance(routes, path))).toEqual([true, true]);
    expect(['/it-IT', '/it-IT/catalogo-corsi', '/it-IT/profile/user-data'].some((path) => isOpenDuringMaintenance(routes, path))).toBe(
      false,
    );
  });

  it('tracks session pages with their course position, other pages by path', () => {
    expect(pageViewOf(routes, '/it-IT/course/session/3/1/2')).toEqual({
      path: '/it-IT/course/session/3/1/2',
      course: 3,
      module: 1,
      session: 2,
    });
    expect(pageViewOf(routes, '/it-IT/course/session/x/1/2')).toEqual({ path: '/it-IT/course/session/x/1/2' });
    expect(pageViewOf(routes, '/it-IT/catalogo-corsi')).toEqual({ path: '/it-IT/catalogo-corsi' });
  });

  it('builds paths every route of the table matches', () => {
    const built = [
      paths.home('it-IT'),
      paths.catalogue('it-IT'),
      paths.catalogue('it-IT', 'storia'),
      paths.course('it-IT', { _id: 3, slug: 'x' }),
      paths.session('it-IT', 3, { module: 1, session: 2 }),
      paths.login('it-IT', '/it-IT/course/3'),
      paths.logout('it-IT'),
      paths.profile('it-IT', 'user-data'),
      paths.page('it-IT', 'pf/privacy'),
      paths.federated('acme'),
      paths.tilesAccess(),
    ];
    for (const path of built) expect(resolve(path.split('?')[0]!), path).toEqual(render);
    expect(paths.login('it-IT', '/it-IT/course/3')).toBe('/it-IT/login?returnTo=%2Fit-IT%2Fcourse%2F3');
    expect(paths.inLocale('/it-IT/catalogo-corsi', 'de-DE')).toBe('/de-DE/catalogo-corsi');
  });
});
