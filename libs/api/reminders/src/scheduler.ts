import type { FastifyInstance } from 'fastify';
import { sendDailyReminders } from '@tiles/api-game/daily-reminders';
import { streakReminder } from '@tiles/api-game/reminders';
import { reviewReminder } from './review-reminder.js';
import { digestReminder } from './digest.js';
import { dueReminder } from '@tiles/api-groups/due-reminder';
import { createReminderMailer } from './reminder-mail.js';

/** Everything sent at learners' own hours: the streak and review reminders, Monday's weekly digest, work falling due. */
export const REMINDERS = [streakReminder, reviewReminder, digestReminder, dueReminder] as const;

/**
 * The reminders' tick (every minute): claims what is due, tells it in the app (and by push) and by mail. One tick at
 * a time per instance: a tick still running when the next is due is the one the caller gets.
 */
export const createReminderScheduler = (app: FastifyInstance) => {
  const mail = createReminderMailer(app);
  let running: Promise<number> | undefined;
  return {
    tick(now: Date = app.clock.now()): Promise<number> {
      running ??= sendDailyReminders(app.db, now, REMINDERS, { notify: (notices) => app.notifications.send(notices), mail }).finally(() => {
        running = undefined;
      });
      return running;
    },
  };
};

export type ReminderScheduler = ReturnType<typeof createReminderScheduler>;
