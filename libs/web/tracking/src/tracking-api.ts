import { api, postKeepalive } from '@tiles/api-client';
import type { BehaviourEvent, Hit } from '@tiles/contracts';

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    postHit: build.mutation<null, Hit>({ query: (hit) => ({ url: 'api/event/hit', method: 'POST', body: hit }) }),
    postEvent: build.mutation<null, BehaviourEvent>({ query: (event) => ({ url: 'api/event', method: 'POST', body: event }) }),
  }),
});

/**
 * A transport over the one api (headers, error handling). The page's last interval goes by a keepalive fetch
 * with the same headers as every call (sendBeacon cannot carry tiles-site-id and tiles-locale-code).
 */
export const createApiTransport = (store: { dispatch: (action: unknown) => unknown; getState: () => unknown }) => ({
  sendHit: (hit: Hit) => (store.dispatch(trackingApi.endpoints.postHit.initiate(hit)) as { unwrap: () => Promise<unknown> }).unwrap(),
  sendEvent: (event: BehaviourEvent) =>
    (store.dispatch(trackingApi.endpoints.postEvent.initiate(event)) as { unwrap: () => Promise<unknown> }).unwrap(),
  sendLast: (hit: Hit) => postKeepalive(store.getState(), 'api/event/hit', hit),
});
