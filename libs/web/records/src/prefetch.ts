import { prefetchOf } from '@tiles/api-client';
import { recordsOperations } from '@tiles/contracts-records';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';

/** The effort record on the progress page, made by the server with the page (no shift, no render after it). */
export const prefetchEffortRecord = ({ locale }: Pick<PrefetchInput, 'locale'>): PrefetchRequest[] => [
  prefetchOf('getEffortRecord', recordsOperations.getEffortRecord, { locale }),
];
