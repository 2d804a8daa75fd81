import { sql } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { dailyRemindersDue, type DailyReminder } from './daily-reminders.js';

/**
 * Streak at risk: a streak going (the goal was last met yesterday, or the days since are all covered by freezes)
 * and today's goal not met yet. The streak's state is the one kept with the learner's game (settled at each
 * study), so no learner's history is read; today's time is one indexed row per learner.
 */
export const streakReminder: DailyReminder = {
  kind: 'risk',
  dayColumn: 'reminded_day',
  inApp: true,
  from: sql`cross join lateral (
    select coalesce(sum(s.ms), 0) as ms from study_daily_series s
    where s.user_id = d.user_id and s.dimension = 'device' and s.local_day = d.today) t`,
  where: sql`g.current_streak > 0 and g.goal_met_day < d.today and d.today - g.goal_met_day - 1 <= g.freezes
    and t.ms < g.goal_minutes * 60000`,
  facts: sql`jsonb_build_object('streak', g.current_streak, 'minutes', ceil((g.goal_minutes * 60000 - t.ms) / 60000.0)::int)`,
  notice: ({ locale, facts }) => ({
    type: 'game.risk',
    titleKey: 'notification.game.risk.title',
    bodyKey: 'notification.game.risk.body',
    params: { streak: facts.streak!, minutes: facts.minutes! },
    link: paths.catalogue(locale),
  }),
};

export const streakRemindersDue = (db: Database, now: Date) => dailyRemindersDue(db, now, streakReminder);
