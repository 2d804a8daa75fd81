import { and, eq, gt, sql } from 'drizzle-orm';
import { paths, REMINDER_HOURS } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { learnerGame, users } from '../../db/schema.js';
import { shiftedBy } from '../../ground/time.js';
import { localDayAndHour } from '../../ground/local-time.js';
import type { NewNotification } from '../notifications/repository.js';
import { loadRules } from './engine.js';
import { computeStreak } from './rules.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Streak-at-risk reminders due at `now`: for each learner with a streak going, at their chosen local hour (never
 * 22:00 to 08:00), when today's goal is not met yet, at most once a day and within the daily limit of game
 * notifications. Each reminder is claimed with one conditional update, so two api instances never both send it.
 */
export const streakRemindersDue = async (db: Database, now: Date): Promise<NewNotification[]> => {
  const candidates = await db
    .select({
      game: learnerGame,
      siteId: users.siteId,
      timezone: users.timezone,
      locale: users.locale,
      clockOffsetDays: users.clockOffsetDays,
    })
    .from(learnerGame)
    .innerJoin(users, eq(users.id, learnerGame.userId))
    .where(and(gt(learnerGame.currentStreak, 0), sql`not (${learnerGame.mutedKinds} ? 'risk')`));
  const notices: NewNotification[] = [];
  for (const { game, siteId, timezone, locale, clockOffsetDays } of candidates) {
    // A test learner whose clock runs ahead is reminded on its own calendar (tester mode).
    const { day: today, hour } = localDayAndHour(shiftedBy(now, { clockOffsetDays }), timezone);
    if (hour !== game.reminderHour || hour < REMINDER_HOURS.first || hour > REMINDER_HOURS.last || game.remindedDay === today) continue;
    const { rules } = await loadRules(db, siteId);
    const sentToday = game.noticesDay === today ? game.noticesSent : 0;
    if (sentToday >= rules.dailyGameNotices) continue;
    const days = rowsOf<{ day: string; ms: number }>(
      await db.execute(sql`select local_day::text as day, sum(ms)::bigint as ms from study_daily_series
        where user_id = ${game.userId} and dimension = 'device' group by local_day`),
    );
    const msByDay = new Map(days.map((entry) => [entry.day, Number(entry.ms)]));
    const goalMs = game.goalMinutes * 60_000;
    const streak = computeStreak(msByDay, goalMs, today, rules);
    const todayMs = msByDay.get(today) ?? 0;
    if (streak.current === 0 || todayMs >= goalMs) continue;
    const claimed = await db
      .update(learnerGame)
      .set({ remindedDay: today, noticesDay: today, noticesSent: sentToday + 1 })
      .where(and(eq(learnerGame.userId, game.userId), sql`${learnerGame.remindedDay} is distinct from ${today}`))
      .returning({ userId: learnerGame.userId });
    if (claimed.length === 0) continue;
    notices.push({
      siteId,
      userId: game.userId,
      type: 'game.risk',
      titleKey: 'notification.game.risk.title',
      bodyKey: 'notification.game.risk.body',
      params: { streak: streak.current, minutes: Math.ceil((goalMs - todayMs) / 60_000) },
      link: paths.catalogue(locale),
    });
  }
  return notices;
};
