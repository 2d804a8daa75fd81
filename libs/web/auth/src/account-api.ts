import { injectOperations } from '@tiles/api-client';
import { accountOperations } from '@tiles/contracts';
import { tracking } from '@tiles/tracking';
import { authApi } from './auth-api';
import { userLoggedOut } from './session-slice';

/** The account's life: sign-up, the mailed links, the password, the address, the devices signed in. */
export const accountApi = injectOperations(accountOperations, {
  // The time so far goes out under the session it was spent in, before the session ends with the account.
  deleteAccount: { before: () => tracking.sessionChanging() },
}).enhanceEndpoints({
  endpoints: {
    /** A deleted account is signed out everywhere: this browser forgets the user like at logout. */
    deleteAccount: {
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const deleted = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!deleted) return;
        dispatch(authApi.util.updateQueryData('getUser', undefined, () => null));
        dispatch(userLoggedOut());
      },
    },
  },
});

export const {
  useSignUpMutation,
  useVerifyEmailMutation,
  useResendVerificationMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useChangePasswordMutation,
  useChangeEmailMutation,
  useListDevicesQuery,
  useSignOutDeviceMutation,
  useSignOutOtherDevicesMutation,
  useDeleteAccountMutation,
} = accountApi;
