import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { GuardHandle } from './resolve-navigation';

/** What a page needs before its first render: one api call, and how its answer enters the cache. */
export type PrefetchRequest = {
  endpointName: string;
  /** The argument the page's hook asks with: the cache key both server and browser fill. */
  arg: unknown;
  /** The call, relative to the site root (`api/lms/courses?page=1`). */
  url: string;
  /** The answer as the endpoint caches it (its transformResponse). */
  read: (response: unknown) => unknown;
};

export type PrefetchInput = { params: Params; searchParams: URLSearchParams; locale: string; pathname: string };

/** A route's `handle.prefetch`: loaded on demand, so the route table stays light. */
export type RoutePrefetch = (input: PrefetchInput) => Promise<PrefetchRequest[]>;

/** Every call the routes a URL matches declare for their first render, in route order. */
export const prefetchesFor = async (routes: RouteObject[], url: URL, locale: string): Promise<PrefetchRequest[]> => {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const lists = await Promise.all(
    matches.map((match) => {
      const prefetch = (match.route.handle as (GuardHandle & { prefetch?: RoutePrefetch }) | undefined)?.prefetch;
      return prefetch ? prefetch({ params: match.params, searchParams: url.searchParams, locale, pathname: url.pathname }) : [];
    }),
  );
  return lists.flat();
};
