import { injectOperations } from '@tiles/api-client';
import { groupOperations } from '@tiles/contracts-groups';

/**
 * Groups and their progress. A group's progress is read fresh each time it is shown: a member who stops sharing
 * is hidden at the next request, and no copy of her figures stays in the cache.
 */
export const groupsApi = injectOperations(groupOperations, { getGroupProgress: { keepUnusedDataFor: 0 } });

export const {
  useListGroupsQuery,
  useCreateGroupMutation,
  usePreviewJoinQuery,
  useJoinGroupMutation,
  useSetSharingMutation,
  useLeaveGroupMutation,
  useRenewJoinCodeMutation,
  useSetJoinLinkMutation,
  useCreateAssignmentMutation,
  useAddStaffMutation,
  useInviteToGroupMutation,
  useGetGroupProgressQuery,
} = groupsApi;
