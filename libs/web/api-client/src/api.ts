import { createAction } from '@reduxjs/toolkit';
import { createApi, type QueryCacheKey } from '@reduxjs/toolkit/query/react';
import { tilesBaseQuery } from './base-query';

/**
 * The one RTK Query api of the web app. Feature libs add their endpoints with
 * `api.enhanceEndpoints({ addTagTypes }).injectEndpoints(...)`; never a second createApi for this backend.
 */
/**
 * The server's answers to the first screen's calls, as its store held them after rendering (queries and the tags
 * they provide): the browser's store takes them over before its first render, under the same keys.
 */
export const firstScreenHydrated = createAction<FirstScreenApiState>('api/firstScreenHydrated');
export type FirstScreenApiState = { queries: Record<string, unknown>; mutations: Record<string, never>; provided: unknown };

export const api = createApi({
  reducerPath: 'api',
  extractRehydrationInfo: (action) => (firstScreenHydrated.match(action) ? (action.payload as never) : undefined),
  // Every answer that belongs to the signed-in learner provides SESSION_TAG: a change of session drops them.
  tagTypes: ['Session', 'Content'],
  baseQuery: tilesBaseQuery,
  // With setupListeners in the store: what failed while offline loads again by itself when the network returns.
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** The tag of every cached answer that belongs to the signed-in learner (see auth's session listener). */
export const SESSION_TAG = 'Session' as const;

/**
 * The tag of every cached answer of content (courses, interface texts): admin mode reads them with its drafts,
 * so switching mode, and saving or publishing a draft, drops them.
 */
export const CONTENT_TAG = 'Content' as const;

/**
 * The server closed the live channel itself: the session it was opened in may have ended elsewhere (a logout from
 * another client, a revocation). The session's owner asks the server who is signed in now.
 */
export const liveChannelClosedByServer = createAction('api/liveChannelClosedByServer');

/**
 * Removes every cached answer that provides one of `tags`, with its subscriptions (a live socket kept by an entry
 * closes with it). Invalidating is not enough when the session changes: an entry whose refetch fails keeps the
 * previous learner's data. RTK Query has no public per-tag removal (`resetApiState` would drop the site and texts
 * as well), so this is its internal `removeQueryResult`, pinned by a test of its own.
 */
export const removeEntriesTagged =
  (tags: readonly ('Session' | 'Content')[]) => (dispatch: (action: unknown) => unknown, getState: () => unknown) => {
    for (const { queryCacheKey } of api.util.selectInvalidatedBy(getState() as never, [...tags])) {
      dispatch(api.internalActions.removeQueryResult({ queryCacheKey: queryCacheKey as QueryCacheKey }));
    }
  };

type ApiState = ReturnType<typeof api.reducer>;

/**
 * The part of a store's api state the first screen hands to the browser: the answered queries of the given
 * endpoints, and the tags they provide (so a session change drops them as it drops the rest).
 */
export const firstScreenApiState = (state: unknown, endpointNames: readonly string[]): FirstScreenApiState => {
  const { queries, provided } = (state as { api: ApiState }).api;
  const kept = Object.fromEntries(
    Object.entries(queries).filter(([, entry]) => entry?.status === 'fulfilled' && endpointNames.includes(entry.endpointName)),
  );
  const keys = Object.fromEntries(Object.keys(kept).map((key) => [key, provided.keys[key as QueryCacheKey] ?? []]));
  const tags: Record<string, Record<string, string[]>> = {};
  for (const [key, keyTags] of Object.entries(keys))
    for (const tag of keyTags) {
      const id = String(tag.id ?? '__internal_without_id');
      ((tags[tag.type] ??= {})[id] ??= []).push(key);
    }
  return { queries: kept, mutations: {}, provided: { tags, keys } };
};
