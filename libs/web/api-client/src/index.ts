export { api, platformApi, CONTENT_TAG, removeEntriesTagged, SESSION_TAG, useGetLatestBuildQuery, useReportClientErrorMutation } from './api';
export { configureApiClient, inLocale, postKeepalive, tilesBaseQuery, type ApiClientConfig, type RequestContext } from './base-query';
export { isApiError, normaliseError, type ApiError } from './errors';
export { MAX_RETRY_DELAY_MS, RETRYABLE_STATUSES, retryDelayMs, shouldRetry } from './retry-policy';
export {
  configureLiveSocket,
  createLiveSocket,
  createMemoryLiveSocket,
  socketIoFactory,
  type LiveSocket,
  type LiveSocketFactory,
} from './live-socket';
export { readOutcomeList } from './read-list';
