import { apiModule } from '@tiles/api-platform/ground/api-module';
import { i18nModule } from '@tiles/api-i18n/module';
import { repeatWhileOpen } from '@tiles/api-platform/ground/repeat';
import { gameModule } from '@tiles/api-game/module';
import { mailModule } from '@tiles/api-mail/module';
import { notificationsModule } from '@tiles/api-notifications/module';
import { practiceModule } from '@tiles/api-practice/module';
import { recordsModule } from '@tiles/api-records/module';
import { groupsModule } from '@tiles/api-groups/module';
import { reminderRoutes } from './routes.js';
import { createReminderScheduler, type ReminderScheduler } from './scheduler.js';
import { remindersTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders' and digests' tick (every minute; tests call it with their own time). */
    reminders: ReminderScheduler;
  }
}

/** How often due streak reminders, review reminders and digests are looked for. */
const REMINDER_CHECK_MS = 60_000;

export const remindersModule = apiModule({
  name: 'reminders',
  texts: remindersTexts,
  // Reminders tell the game's streak, practice's due cards and the groups' work falling due, in the app and by mail (with the records' links).
  dependsOn: [i18nModule, gameModule, practiceModule, notificationsModule, mailModule, recordsModule, groupsModule],
  setUp: (app) => {
    // Due at learners' own hours: checked every minute (one tick at a time), claimed in batches by set-based
    // statements, sent through the notifications (app, push) and by mail.
    const scheduler = createReminderScheduler(app);
    app.decorate('reminders', scheduler);
    repeatWhileOpen(app, REMINDER_CHECK_MS, () => {
      scheduler.tick().catch((error: unknown) => app.log.error({ err: error }, 'sending reminders failed'));
    });
  },
  routes: reminderRoutes,
});
