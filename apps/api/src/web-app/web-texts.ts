import { apiModule } from '@tiles/api-platform/ground/api-module';
import { adminToolsTexts } from '@tiles/admin-tools-texts';
import { authTexts } from '@tiles/auth-texts';
import { cmsTexts } from '@tiles/cms-texts';
import { coursesTexts } from '@tiles/courses-texts';
import { gameTexts } from '@tiles/game-texts';
import { groupsTexts } from '@tiles/groups-texts';
import { i18nTexts } from '@tiles/i18n-texts';
import { notificationsTexts } from '@tiles/notifications-texts';
import { offlineTexts } from '@tiles/offline-texts';
import { practiceTexts } from '@tiles/practice-texts';
import { profileTexts } from '@tiles/profile-texts';
import { recordsTexts } from '@tiles/records-texts';
import { statsTexts } from '@tiles/stats-texts';

const webTexts = {
  i18n: i18nTexts,
  'admin-tools': adminToolsTexts,
  auth: authTexts,
  cms: cmsTexts,
  courses: coursesTexts,
  game: gameTexts,
  groups: groupsTexts,
  notifications: notificationsTexts,
  offline: offlineTexts,
  practice: practiceTexts,
  profile: profileTexts,
  records: recordsTexts,
  stats: statsTexts,
};

/**
 * The web's interface texts, each table from beside its feature, for the texts' domain to seed: one module per
 * table, so a key two features define stops the start.
 */
export const WEB_TEXT_MODULES = Object.entries(webTexts).map(([lib, texts]) => apiModule({ name: `web-texts:${lib}`, texts }));
