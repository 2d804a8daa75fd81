import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { localeOfPath, paths, WEB_ROUTES, type WebRouteId } from '@tiles/contracts';
import { resolveNavigation } from '@tiles/routing';
import { layoutRouteId, pageRoutes } from './routes';

/** The navigation rules over the host's real route table (the guard's own tests use a table of the same shape). */
const resolve = (pathname: string, isAuthenticated = true) =>
  resolveNavigation({
    pathname,
    currentLocale: 'it-IT',
    supportedLocales: ['it-IT', 'en-GB', 'de-DE'],
    isAuthenticated,
    routes: pageRoutes,
    origin: 'http://localhost',
  });

describe('the route table', () => {
  it.each(['/federated', '/federated/'])('answers %s with the validate 404, never a blank layout', (path) => {
    expect(resolve(path)).toMatchObject({ type: 'not-found', statusCode: 404, message: `Page Not Found: ${path}` });
  });

  it.each([
    '/federated/acme',
    '/tiles-access',
    '/it-IT',
    '/it-IT/catalogo-corsi',
    '/it-IT/course/3',
    '/it-IT/course/session/3/1/2',
    '/it-IT/profile/user-progress',
    '/it-IT/login',
    '/it-IT/chi-siamo',
  ])('renders %s for a signed-in learner', (path) => expect(resolve(path)).toEqual({ type: 'render' }));

  it.each(['/it-IT/course/3', '/it-IT/course/session/3/1/2', '/it-IT/profile/user-data'])(
    "sends a visitor of %s to the link's locale home, to come back after signing in",
    (path) => {
      expect(resolve(path, false)).toEqual({ type: 'redirect', to: `/it-IT?returnTo=${encodeURIComponent(path)}`, external: false });
    },
  );

  it('names only registered middleware', () => {
    const paths = ['/it-IT/course/1', '/it-IT/course/session/1/1/1', '/it-IT/profile/user-courses'];
    for (const path of paths) expect(resolve(path).type).not.toBe('error');
  });
});

/** One link of every route, built with the shared builders. */
const linkOf: Record<WebRouteId, string> = {
  federated: paths.federated('acme'),
  tilesAccess: paths.tilesAccess(),
  maintenance: paths.maintenance('de-DE'),
  home: paths.home('en-GB'),
  catalogue: paths.catalogue('it-IT', 'storia'),
  session: paths.session('it-IT', 3, { module: 1, session: 2 }),
  course: paths.course('en-GB', { _id: 3, slug: 'roma' }),
  coursePreview: paths.coursePreview('it-IT', { _id: 3, slug: 'roma' }),
  login: paths.login('it-IT', '/it-IT/course/3'),
  logout: paths.logout('it-IT'),
  signUp: paths.signUp('en-GB'),
  verifyEmail: paths.verifyEmail('it-IT', 'a'.repeat(43)),
  forgotPassword: paths.forgotPassword('de-DE'),
  resetPassword: paths.resetPassword('it-IT', 'b'.repeat(43)),
  accountDeleted: paths.accountDeleted('en-GB'),
  acceptInvite: paths.acceptInvite('de-DE', 'c'.repeat(43)),
  unsubscribe: paths.unsubscribe('it-IT', { u: 'user-1', k: 'digest', s: 'd'.repeat(22) }),
  adminAccounts: paths.adminAccounts('it-IT'),
  teach: paths.teach('it-IT'),
  oversee: paths.oversee('de-DE'),
  join: paths.join('en-GB', 'K7MPQ2XR'),
  reportBarrier: paths.reportBarrier('en-GB', '/en-GB/catalogo-corsi?q=roma'),
  audit: paths.audit('it-IT'),
  adminTexts: paths.adminTexts('it-IT'),
  adminDrafts: paths.adminDrafts('it-IT'),
  adminNotifications: paths.adminNotifications('it-IT'),
  adminGame: paths.adminGame('it-IT'),
  adminPages: paths.adminPages('it-IT', { path: 'chi-siamo', locale: 'en-GB' }),
  pfPage: paths.page('de-DE', 'pf/impressum'),
  verify: paths.verify('en-GB', 'AbCdEfGhIjKlMnOpQrStUv'),
  measuredTime: paths.measuredTime('ar-EG'),
  offlineFallback: paths.offlineFallback('it-IT', '/it-IT/catalogo-corsi?q=roma'),
  profile: paths.profile('it-IT'),
  myCourses: paths.profile('it-IT', 'user-courses'),
  archive: paths.profile('it-IT', 'user-archive'),
  progress: paths.profile('en-GB', 'user-progress'),
  review: paths.profile('it-IT', 'user-review'),
  userData: paths.profile('it-IT', 'user-data'),
  offline: paths.profile('de-DE', 'user-offline'),
  settings: paths.profile('it-IT', 'user-settings'),
  myGroups: paths.profile('ar-EG', 'user-groups'),
  page: paths.page('it-IT', 'chi-siamo'),
};

describe('the shared route builders over the real table', () => {
  it.each(Object.entries(linkOf) as [WebRouteId, string][])('%s: its link %s reaches its own route, in its layout', (id, link) => {
    const { pathname } = new URL(link, 'http://localhost');
    const matches = matchRoutes(pageRoutes, pathname) ?? [];
    const named = matches
      .map((match) => match.route.id)
      .filter((routeId): routeId is string => routeId !== undefined && !/^\d/.test(routeId));
    expect(named.at(-1)).toBe(id);
    const { layout } = WEB_ROUTES[id];
    expect(named[0]).toBe(layoutRouteId(layout === 'profile' ? 'default' : layout));
    if (layout === 'profile') expect(named).toContain('profile');
    // The locale every localised page reads is its matched `:locale`.
    expect(localeOfPath(pathname)).toBe(matches.at(-1)?.params['locale']);
  });
});
