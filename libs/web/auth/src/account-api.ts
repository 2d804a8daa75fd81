import { injectOperations } from '@tiles/api-client';
import { accountOperations } from '@tiles/contracts';

/** The account's life: sign-up, the mailed links, the password, the address, the devices signed in. */
export const accountApi = injectOperations(accountOperations);

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
} = accountApi;
