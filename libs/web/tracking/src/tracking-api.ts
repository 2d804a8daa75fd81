import { injectOperations, postKeepalive, requestOf } from '@tiles/api-client';
import { eventOperations, type BehaviourEvent, type Hit } from '@tiles/contracts';

export const trackingApi = injectOperations(eventOperations);

/**
 * A transport over the one api (headers, error handling). The page's last interval goes by a keepalive fetch
 * with the same headers as every call (sendBeacon cannot carry tiles-site-id and tiles-locale-code).
 */
export const createApiTransport = (store: { dispatch: (action: unknown) => unknown; getState: () => unknown }) => ({
  sendHit: (hit: Hit) =>
    (store.dispatch(trackingApi.endpoints.postHit.initiate({ body: hit })) as { unwrap: () => Promise<unknown> }).unwrap(),
  sendEvent: (event: BehaviourEvent) =>
    (store.dispatch(trackingApi.endpoints.postEvent.initiate({ body: event })) as { unwrap: () => Promise<unknown> }).unwrap(),
  sendLast: (hit: Hit) => postKeepalive(store.getState(), requestOf(eventOperations.postHit, { body: hit }).url, hit),
});
