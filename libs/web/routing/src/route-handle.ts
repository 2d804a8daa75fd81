import type { Params } from 'react-router';
import type { RouteValidationContext } from '@tiles/contracts';

/** What a page needs before its first render: one call of an endpoint, which the server runs into its store. */
export type PrefetchRequest = {
  endpointName: string;
  /** The argument the page's hook asks with: the cache key both server and browser fill. */
  arg: unknown;
  /** This call's 404 means the page itself does not exist: the server then answers the page with status 404. */
  definesPage?: boolean;
};

/** What a route's prefetch knows of the request: its URL's parts, the page's locale, and whether someone is signed in. */
export type PrefetchInput = { params: Params; searchParams: URLSearchParams; locale: string; pathname: string; signedIn: boolean };

/** A route's `handle.prefetch`: loaded on demand, so the route table stays light. */
export type RoutePrefetch = (input: PrefetchInput) => Promise<PrefetchRequest[]>;

/**
 * A route's metadata, in its `handle`: the one place the guard, the maintenance gate and tracking learn about a
 * route. Nothing else spells route knowledge (no path regexes anywhere).
 */
export type GuardHandle = {
  /** A rule on the route's params; false gives 404 'Page Not Found: {path}'. */
  validate?: (params: Params, site: RouteValidationContext) => boolean;
  /** Marks the catch-all that only exists to say "no route matched". */
  notFound?: boolean;
  /** Named rules run before the route renders (see ROUTE_MIDDLEWARE); an unregistered name is an app error. */
  middleware?: readonly string[];
  /** Only for a role with this permission: anyone else gets the 404 page. */
  permission?: string;
  /** Reachable while the site is under maintenance (sign-in and out, so administrators can switch it off). */
  openDuringMaintenance?: boolean;
  /** How a page view is tracked: as a page (default), or as a course session read from the `*` param. */
  tracking?: 'page' | 'session';
  /** The api calls the page needs for its first render (server-rendered with them, hydrated with the same). */
  prefetch?: RoutePrefetch;
};
