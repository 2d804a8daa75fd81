import { prefetchOf } from '@tiles/api-client';
import { groupOperations } from '@tiles/contracts-groups';
import type { PrefetchRequest } from '@tiles/routing';

/** The learner's groups (the work due and its dates on her home), made by the server with the page. */
export const prefetchDueAssignments = ({ locale }: { locale: string }): PrefetchRequest[] => [
  prefetchOf('listGroups', groupOperations.listGroups, { locale }),
];
