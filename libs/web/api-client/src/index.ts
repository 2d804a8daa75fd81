export {
  api,
  CONTENT_TAG,
  firstScreenApiState,
  firstScreenHydrated,
  liveChannelClosedByServer,
  removeEntriesTagged,
  SESSION_TAG,
  type FirstScreenApiState,
} from './api';
export { platformApi, useGetLatestBuildQuery } from './platform-api';
export { apiRequestHeaders, configureApiClient, postKeepalive, tilesBaseQuery, type InProcessApi } from './base-query';
export { isApiError, isRefusedForGood, toApiError, type ApiError } from './errors';
export { MAX_RETRY_DELAY_MS } from './retry-policy';
export { configureLiveSocket, createLiveSocket, createMemoryLiveSocket, socketIoFactory } from './live-socket';
export { readOutcomeList } from './read-list';
export {
  answerReader,
  checkNotLoaded,
  prefetchOf,
  injectOperations,
  requestOf,
  type Behaviour,
  type Behaviours,
  type DefinitionsOf,
  type EndpointArg,
} from './operations';
export { networkCameBack } from './network';
