import { accountAdminOperations, accountOperations } from '@tiles/contracts-account';
import { cmi5Operations } from '@tiles/contracts-cmi5';
import { adminOperations, authOperations, eventOperations, platformOperations, siteOperations, statsOperations } from '@tiles/contracts';
import { cmsOperations, messageOperations } from '@tiles/contracts-cms';
import { contentOperations, homeOperations, lmsOperations } from '@tiles/contracts-courses';
import { gameOperations } from '@tiles/contracts-game';
import { groupOperations } from '@tiles/contracts-groups';
import { notificationOperations } from '@tiles/contracts-notifications';
import { practiceOperations } from '@tiles/contracts-practice';
import { pushOperations } from '@tiles/contracts-push';
import { lrsOperations } from '@tiles/contracts-lrs';
import { recordsOperations } from '@tiles/contracts-records';

/** The whole contract table: every api operation, by group. */
export const apiContract = {
  account: accountOperations,
  accountAdmin: accountAdminOperations,
  admin: adminOperations,
  auth: authOperations,
  cmi5: cmi5Operations,
  cms: cmsOperations,
  content: contentOperations,
  events: eventOperations,
  game: gameOperations,
  groups: groupOperations,
  home: homeOperations,
  lms: lmsOperations,
  messages: messageOperations,
  notifications: notificationOperations,
  platform: platformOperations,
  practice: practiceOperations,
  push: pushOperations,
  records: recordsOperations,
  lrs: lrsOperations,
  site: siteOperations,
  stats: statsOperations,
} as const;
