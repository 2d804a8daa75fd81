export { api, liveChannelClosedByServer, CONTENT_TAG, removeEntriesTagged, SESSION_TAG } from './api';
export { platformApi, useGetLatestBuildQuery } from './platform-api';
export { apiRequestHeaders, configureApiClient, postKeepalive, tilesBaseQuery } from './base-query';
export { isApiError, isRefusedForGood, toApiError, type ApiError } from './errors';
export { MAX_RETRY_DELAY_MS } from './retry-policy';
export { configureLiveSocket, createLiveSocket, createMemoryLiveSocket, socketIoFactory } from './live-socket';
export { readOutcomeList } from './read-list';
export {
  answerReader,
  prefetchOf,
  injectOperations,
  requestOf,
  type Behaviour,
  type Behaviours,
  type DefinitionsOf,
  type EndpointArg,
} from './operations';
