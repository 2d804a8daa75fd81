import { gt, sql } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { learnerGame } from '../../db/schema.js';
import type { NewNotification } from '../notifications/repository.js';
import { dailyRemindersDue } from './daily-reminders.js';
import { loadRules } from './engine.js';
import { computeStreak } from './rules.js';
import { rowsOf } from '../../db/rows.js';

/** Streak-at-risk reminders due at `now`: for learners with a streak going whose goal is not met yet today. */
export const streakRemindersDue = (db: Database, now: Date): Promise<NewNotification[]> =>
  dailyRemindersDue(db, now, {
    kind: 'risk',
    day: 'remindedDay',
    where: gt(learnerGame.currentStreak, 0),
    compose: async ({ game, siteId, locale }, today) => {
      const { rules } = await loadRules(db, siteId);
      const days = rowsOf<{ day: string; ms: number }>(
        await db.execute(sql`select local_day::text as day, sum(ms)::bigint as ms from study_daily_series
          where user_id = ${game.userId} and dimension = 'device' group by local_day`),
      );
      const msByDay = new Map(days.map((entry) => [entry.day, Number(entry.ms)]));
      const goalMs = game.goalMinutes * 60_000;
      const streak = computeStreak(msByDay, goalMs, today, rules);
      const todayMs = msByDay.get(today) ?? 0;
      if (streak.current === 0 || todayMs >= goalMs) return undefined;
      return {
        type: 'game.risk',
        titleKey: 'notification.game.risk.title',
        bodyKey: 'notification.game.risk.body',
        params: { streak: streak.current, minutes: Math.ceil((goalMs - todayMs) / 60_000) },
        link: paths.catalogue(locale),
      };
    },
  });
