import { injectOperations } from '@tiles/api-client';
import { accountOperations } from '@tiles/contracts-account';
import { tracking } from '@tiles/tracking';
import { signIn } from './auth-api';

/** The account's life: sign-up, the mailed links, the password, the address, the devices signed in. */
export const accountApi = injectOperations(accountOperations, {
  // A sign-up's verification signs the person in: the session changes as at a sign-in.
  verifyEmail: signIn,
  // The time so far goes out under the session it was spent in, before the session ends with the account.
  deleteAccount: { before: () => tracking.sessionChanging() },
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
