/**
 * The permissions map: what a role may hold, and what each lets it do. Api routes declare one in
 * `config.permission`; web routes in `WEB_ROUTES` (whoever lacks it gets the 404 page, as the api answers 404).
 */
export const PERMISSIONS = {
  readAnyRole: 'roles:read',
  previewUnpublished: 'content:preview-unpublished',
  /** Switch maintenance on and off, and keep working while it is on. */
  maintenance: 'site:maintenance',
  sendNotifications: 'notifications:send',
  editContent: 'content:edit',
  readAudit: 'audit:read',
  /** Invite people, see accounts, disable, enable and delete them, choose who may sign up. */
  manageAccounts: 'accounts:manage',
  /** Create groups, invite learners to them, assign courses with due dates, and see what each member shares. */
  teachGroups: 'groups:teach',
  /** See, for the groups one oversees, the aggregates and each person's required assignments: nothing more. */
  overseeGroups: 'groups:oversee',
} as const;
export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];
