import { matchRoutes, type RouteObject } from 'react-router';
import type { GuardHandle, PrefetchRequest } from './route-handle';

/** Every call the routes a URL matches declare for their first render, in route order (`signedIn`: for whom). */
export const prefetchesFor = async (routes: RouteObject[], url: URL, locale: string, signedIn = false): Promise<PrefetchRequest[]> => {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const lists = await Promise.all(
    matches.map((match) => {
      const prefetch = (match.route.handle as GuardHandle | undefined)?.prefetch;
      return prefetch ? prefetch({ params: match.params, searchParams: url.searchParams, locale, pathname: url.pathname, signedIn }) : [];
    }),
  );
  return lists.flat();
};
