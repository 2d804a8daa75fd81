// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/records-texts';
export { recordsRoutes } from './routes';
export { recordsApi } from './records-api';
export { EffortRecord } from './effort-record';
export { prefetchEffortRecord } from './prefetch';
