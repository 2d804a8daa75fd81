import { prefetchOf } from '@tiles/api-client';
import { groupOperations } from '@tiles/contracts-groups';
import type { PrefetchRequest } from '@tiles/routing';

/**
 * Her groups, made by the server with the page: a learner's work due and its dates on her home, a teacher's or a
 * manager's groups on their pages.
 */
export const prefetchDueAssignments = ({ locale }: { locale: string }): PrefetchRequest[] => [
  prefetchOf('listGroups', groupOperations.listGroups, { locale }),
];
