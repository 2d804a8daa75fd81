import { injectOperations } from '@tiles/api-client';
import { pushOperations } from '@tiles/contracts-push';

export const pushApi = injectOperations(pushOperations, { getPushKey: { keepUnusedDataFor: 3600 } });
