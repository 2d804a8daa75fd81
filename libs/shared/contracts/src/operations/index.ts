import { accountAdminOperations, accountOperations } from './account.js';
import { adminOperations } from './admin.js';
import { authOperations } from './auth.js';
import { cmsOperations } from './cms.js';
import { contentOperations } from './content.js';
import { eventOperations } from './events.js';
import { gameOperations } from './game.js';
import { homeOperations } from './home.js';
import { lmsOperations } from './lms.js';
import { messageOperations } from './messages.js';
import { notificationOperations } from './notifications.js';
import { platformOperations } from './platform.js';
import { practiceOperations } from './practice.js';
import { pushOperations } from './push.js';
import { recordsOperations } from './records.js';
import { siteOperations } from './site.js';
import { statsOperations } from './stats.js';

/** The whole contract table: every api operation, by group. */
export const apiContract = {
  account: accountOperations,
  accountAdmin: accountAdminOperations,
  admin: adminOperations,
  auth: authOperations,
  cms: cmsOperations,
  content: contentOperations,
  events: eventOperations,
  game: gameOperations,
  home: homeOperations,
  lms: lmsOperations,
  messages: messageOperations,
  notifications: notificationOperations,
  platform: platformOperations,
  practice: practiceOperations,
  push: pushOperations,
  records: recordsOperations,
  site: siteOperations,
  stats: statsOperations,
} as const;
