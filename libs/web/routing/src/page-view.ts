import { matchRoutes, type RouteObject } from 'react-router';
import { parseSessionPath } from '@tiles/contracts';
import type { GuardHandle } from './route-handle';

/** What tracking sends for a page: its path, and course, module and session on session pages. */
export type PageView = { path: string; course?: number | undefined; module?: number | undefined; session?: number | undefined };

/** The page a path shows, read from the route table: routes tracked as `session` add their course position. */
export const pageViewOf = (routes: RouteObject[], pathname: string): PageView => {
  const matches = matchRoutes(routes, pathname) ?? [];
  const session = matches.find((match) => (match.route.handle as GuardHandle | undefined)?.tracking === 'session');
  const position = session ? parseSessionPath(session.params['*']) : null;
  return { path: pathname, ...(position ?? {}) };
};
