import { injectOperations } from '@tiles/api-client';
import { accountAdminOperations } from '@tiles/contracts-account';

/** The administrators' side of accounts: always read fresh (another administrator may be changing them). */
export const accountsAdminApi = injectOperations(accountAdminOperations, { listAccounts: { keepUnusedDataFor: 0 } });

export const {
  useSetSignUpPolicyMutation,
  useListAccountsQuery,
  useInviteAccountsMutation,
  useSetAccountDisabledMutation,
  useSetAccountRoleMutation,
  useDeleteAccountOnRequestMutation,
} = accountsAdminApi;
