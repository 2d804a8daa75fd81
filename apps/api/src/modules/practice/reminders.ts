import { and, eq, sql } from 'drizzle-orm';
import { paths, REMINDER_HOURS } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { learnerGame, users } from '../../db/schema.js';
import { shiftedBy } from '../../ground/time.js';
import { localDayAndHour, startOfNextLocalDay } from '../../ground/local-time.js';
import type { NewNotification } from '../notifications/repository.js';
import { loadRules } from '../game/engine.js';
import { rowsOf } from '../../db/rows.js';

/**
 * "Cards are due" reminders due at `now`: once a day, at the learner's reminder hour (never 22:00 to 08:00), for
 * learners with cards due today who did not turn the kind off, within the daily limit of game notifications.
 * Claimed with one conditional update, so two api instances never both send it.
 */
export const reviewRemindersDue = async (db: Database, now: Date): Promise<NewNotification[]> => {
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
    .where(
      and(
        sql`not (${learnerGame.mutedKinds} ? 'review')`,
        sql`exists (select 1 from review_cards c where c.user_id = ${learnerGame.userId} and c.due < ${new Date(now.getTime() + 2 * 86_400_000)})`,
      ),
    );
  const notices: NewNotification[] = [];
  for (const { game, siteId, timezone, locale, clockOffsetDays } of candidates) {
    const learnerNow = shiftedBy(now, { clockOffsetDays });
    const { day: today, hour } = localDayAndHour(learnerNow, timezone);
    if (hour !== game.reminderHour || hour < REMINDER_HOURS.first || hour > REMINDER_HOURS.last || game.reviewRemindedDay === today)
      continue;
    const [due] = rowsOf<{ cards: number }>(
      await db.execute(
        sql`select count(*)::int as cards from review_cards where user_id = ${game.userId} and due < ${startOfNextLocalDay(learnerNow, timezone)}`,
      ),
    );
    const cards = Number(due?.cards ?? 0);
    if (cards === 0) continue;
    const { rules } = await loadRules(db, siteId);
    const sentToday = game.noticesDay === today ? game.noticesSent : 0;
    if (sentToday >= rules.dailyGameNotices) continue;
    const claimed = await db
      .update(learnerGame)
      .set({ reviewRemindedDay: today, noticesDay: today, noticesSent: sentToday + 1 })
      .where(and(eq(learnerGame.userId, game.userId), sql`${learnerGame.reviewRemindedDay} is distinct from ${today}`))
      .returning({ userId: learnerGame.userId });
    if (claimed.length === 0) continue;
    notices.push({
      siteId,
      userId: game.userId,
      type: 'game.review',
      titleKey: 'notification.game.review.title',
      bodyKey: 'notification.game.review.body',
      params: { count: cards },
      link: paths.profile(locale, 'user-review'),
    });
  }
  return notices;
};
