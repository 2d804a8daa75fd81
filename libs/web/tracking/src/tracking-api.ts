import { api } from '@tiles/api-client';
import type { BehaviourEvent, Hit } from '@tiles/contracts';

export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    postHit: build.mutation<null, Hit>({ query: (hit) => ({ url: 'api/event/hit', method: 'POST', body: hit }) }),
    postEvent: build.mutation<null, BehaviourEvent>({ query: (event) => ({ url: 'api/event', method: 'POST', body: event }) }),
  }),
});

/** A transport over the one api (headers, error handling), with sendBeacon for the page's last interval. */
export const createApiTransport = (dispatch: (action: unknown) => unknown) => ({
  sendHit: (hit: Hit) => (dispatch(trackingApi.endpoints.postHit.initiate(hit)) as { unwrap: () => Promise<unknown> }).unwrap(),
  sendEvent: (event: BehaviourEvent) => (dispatch(trackingApi.endpoints.postEvent.initiate(event)) as { unwrap: () => Promise<unknown> }).unwrap(),
  beacon: (hit: Hit) =>
    typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
      ? navigator.sendBeacon('/api/event/hit', new Blob([JSON.stringify(hit)], { type: 'application/json' }))
      : false,
});
