/**
 * The contract of accounts: sign-up, invitations, devices, the data export and deletion.
 * Its own entry point (and Nx project): a change here reaches only what imports it.
 */
// First: the contracts' settings that must stand before any schema is built.
import '@tiles/contracts';

export { ACCOUNT_EXPORT_PATH, accountAdminOperations, accountOperations } from './account-operations.js';
export {
  ACCOUNT_STATUSES,
  ACCOUNTS_PAGE_SIZE,
  accountDeletionSchema,
  accountsQuerySchema,
  GRANTABLE_ROLES,
  INVITATION_TOKEN_TTL_MS,
  invitationSchema,
  MAX_INVITATION_ROWS,
  type AccountSummary,
  type AccountsQuery,
  type InvitationsResult,
  deviceSchema,
  emailSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TOKEN_TTL_MS,
  signUpRequestSchema,
  VERIFY_EMAIL_TOKEN_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
  type AccountDeletion,
  type Device,
  type SignUpRequest,
} from './account.js';
