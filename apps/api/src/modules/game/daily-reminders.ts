import { and, eq, sql, type SQL } from 'drizzle-orm';
import { REMINDER_HOURS, type GameNoticeKind } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { learnerGame, users } from '../../db/schema.js';
import { shiftedBy } from '../../ground/time.js';
import { localDayAndHour } from '../../ground/local-time.js';
import type { NewNotification } from '../notifications/repository.js';
import { loadRules } from './engine.js';

type Candidate = { game: typeof learnerGame.$inferSelect; siteId: string; timezone: string; locale: string };
type ReminderDay = 'remindedDay' | 'reviewRemindedDay';

/**
 * A kind of once-a-day reminder due at `now`: for each learner who did not turn `kind` off (and matches `where`), at
 * their chosen local hour (never 22:00 to 08:00), once a local day (`day` keeps the last), within the daily limit
 * of game notifications. `compose` says what to tell (or nothing); each reminder is claimed with one conditional
 * update, so two api instances never both send it. A test learner's clock may run ahead (tester mode).
 */
export const dailyRemindersDue = async (
  db: Database,
  now: Date,
  {
    kind,
    day,
    where,
    compose,
  }: {
    kind: GameNoticeKind;
    day: ReminderDay;
    where: SQL;
    compose: (candidate: Candidate, today: string, learnerNow: Date) => Promise<Omit<NewNotification, 'siteId' | 'userId'> | undefined>;
  },
): Promise<NewNotification[]> => {
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
    .where(and(sql`not (${learnerGame.mutedKinds} ? ${kind})`, where));
  const notices: NewNotification[] = [];
  for (const { clockOffsetDays, ...candidate } of candidates) {
    const { game, siteId, timezone } = candidate;
    const learnerNow = shiftedBy(now, { clockOffsetDays });
    const { day: today, hour } = localDayAndHour(learnerNow, timezone);
    if (hour !== game.reminderHour || hour < REMINDER_HOURS.first || hour > REMINDER_HOURS.last || game[day] === today) continue;
    const { rules } = await loadRules(db, siteId);
    const sentToday = game.noticesDay === today ? game.noticesSent : 0;
    if (sentToday >= rules.dailyGameNotices) continue;
    const notice = await compose(candidate, today, learnerNow);
    if (!notice) continue;
    const claimed = await db
      .update(learnerGame)
      .set({ [day]: today, noticesDay: today, noticesSent: sentToday + 1 })
      .where(and(eq(learnerGame.userId, game.userId), sql`${learnerGame[day]} is distinct from ${today}`))
      .returning({ userId: learnerGame.userId });
    if (claimed.length) notices.push({ siteId, userId: game.userId, ...notice });
  }
  return notices;
};
