import { describe, expect, it } from 'vitest';
import { resolveNavigation } from '@tiles/route-guard';
import { pageRoutes } from './routes';

/** The navigation rules over the host's real route table (the guard's own tests use a table of the same shape). */
const resolve = (pathname: string, isAuthenticated = true) =>
  resolveNavigation({ pathname, currentLocale: 'it-IT', supportedLocales: ['it-IT', 'en-GB', 'de-DE'], isAuthenticated, routes: pageRoutes, origin: 'http://localhost' });

describe('the route table', () => {
  it.each(['/federated', '/federated/'])('answers %s with the validate 404, never a blank layout', (path) => {
    expect(resolve(path)).toMatchObject({ type: 'not-found', statusCode: 404, message: `Page Not Found: ${path}` });
  });

  it.each(['/federated/acme', '/tiles-access', '/it-IT', '/it-IT/catalogo-corsi', '/it-IT/course/3', '/it-IT/course/session/3/1/2', '/it-IT/profile/user-progress', '/it-IT/login', '/it-IT/chi-siamo'])(
    'renders %s for a signed-in learner',
    (path) => expect(resolve(path)).toEqual({ type: 'render' }),
  );

  it.each(['/it-IT/course/3', '/it-IT/course/session/3/1/2', '/it-IT/profile/user-data'])('sends a visitor of %s to /', (path) => {
    expect(resolve(path, false)).toEqual({ type: 'redirect', to: '/', external: false });
  });

  it('names only registered middleware', () => {
    const paths = ['/it-IT/course/1', '/it-IT/course/session/1/1/1', '/it-IT/profile/user-courses'];
    for (const path of paths) expect(resolve(path).type).not.toBe('error');
  });
});
