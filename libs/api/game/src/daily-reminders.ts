import { sql, type SQL } from 'drizzle-orm';
import { REMINDER_HOURS } from '@tiles/contracts-game';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { sites } from '@tiles/api-site/schema';
import { localDayAndHour, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import type { NewNotification } from '@tiles/api-notifications/repository';
import { loadRules } from './engine.js';

/**
 * Learners claimed per statement: bounds the memory a tick holds, whatever the number of learners due, and the time
 * between turns of the event loop (embedded PGlite runs a statement without yielding to it).
 */
export const REMINDER_BATCH = 1000;

/**
 * A kind of reminder. Its SQL reads the learner's game row as `g`, the user as `u`, the zone as `z` (`z.hour`) and
 * the due learner as `d` (`d.user_id`, `d.today`: their local day, `d.day_end`: when it ends); `from` may join more
 * (laterals), `where` says whether there is anything to tell, `facts` is a jsonb object of what to tell.
 */
export type DailyReminder = {
  kind: 'risk' | 'review' | 'digest' | 'due';
  /** The learner_game column keeping the last local day this reminder was sent. */
  dayColumn: 'reminded_day' | 'review_reminded_day' | 'digest_day' | 'due_reminded_day';
  /** When it is due (over `z`, `g`, `u`): by default at the learner's reminder hour. */
  when?: SQL;
  /** Whether it is a notification in the app (and so by push) when the learner did not turn its kind off. */
  inApp: boolean;
  from?: SQL;
  where: SQL;
  facts: SQL;
  /** The notification, for those told in the app. */
  notice?: (due: { locale: string; facts: Record<string, number> }) => Omit<NewNotification, 'siteId' | 'userId'>;
};

/** A learner a reminder was claimed for, with what to tell and where: in the app (and push), by mail, or both. */
export type ClaimedReminder = {
  userId: string;
  siteId: string;
  locale: string;
  email: string | null;
  name: string;
  gender: string;
  facts: Record<string, unknown>;
  inApp: boolean;
  byMail: boolean;
};

/** Where claimed reminders go: the notifications (app and push) and, for those who chose it, mail. */
export type ReminderDelivery = {
  notify: (notices: NewNotification[]) => Promise<unknown>;
  mail: (reminder: DailyReminder, claimed: ClaimedReminder[]) => Promise<unknown>;
};

/** Every time zone learners live in, with its local day, hour and the end of that day at `now`. */
const zonesAt = async (db: Database, now: Date) => {
  const zones = rowsOf<{ timezone: string }>(await db.execute(sql`select distinct timezone from users where deleted_at is null`));
  return zones.map(({ timezone }) => {
    const { day, hour } = localDayAndHour(now, timezone);
    return { zone: timezone, day, hour, day_end: startOfNextLocalDay(now, timezone).toISOString() };
  });
};

/** Each site's daily limit of game notifications. */
const dailyLimits = async (db: Database) => {
  const siteIds = await db.select({ id: sites.id }).from(sites);
  return Promise.all(siteIds.map(async ({ id }) => ({ site_id: id, daily: (await loadRules(db, id)).rules.dailyGameNotices })));
};

/**
 * Sends the reminders of some kinds due at `now`: for each learner who wants the kind in the app or by mail, when
 * it is due (by default at their chosen local hour, never 22:00 to 08:00), once a local day, in the app within their
 * site's daily limit of game notifications, and only when there is something to tell. One statement per batch of
 * learners both chooses and claims them (it marks the day sent and counts the notice, only where the day is not
 * marked yet), so two api instances never both send one, and the work is the same few statements for ten learners
 * or a hundred thousand. A test learner's clock may run ahead (tester mode): their day is shifted by their offset.
 * Answers how many learners were told.
 */
export const sendDailyReminders = async (
  db: Database,
  now: Date,
  reminders: readonly DailyReminder[],
  delivery: ReminderDelivery,
): Promise<number> => {
  const [zones, limits] = await Promise.all([zonesAt(db, now), dailyLimits(db)]);
  const awake = zones.filter((zone) => zone.hour >= REMINDER_HOURS.first && zone.hour <= REMINDER_HOURS.last);
  if (!awake.length) return 0;
  let sent = 0;
  for (const reminder of reminders) {
    const day = sql.identifier(reminder.dayColumn);
    const inApp = reminder.inApp ? sql`not (g.muted_kinds ? ${reminder.kind})` : sql`false`;
    for (;;) {
      const claimed = rowsOf<ClaimedReminder>(
        await db.execute(sql`
          with zone as (
            select * from jsonb_to_recordset(${JSON.stringify(awake)}::jsonb) as z(zone text, day date, hour int, day_end timestamptz)
          ), site_limit as (
            select * from jsonb_to_recordset(${JSON.stringify(limits)}::jsonb) as l(site_id text, daily int)
          ), due as (
            select g.user_id, u.site_id, u.locale, u.email, u.fields, (z.day + u.clock_offset_days) as today,
              z.day_end + make_interval(days => u.clock_offset_days) as day_end,
              ${inApp} and (case when g.notices_day = z.day + u.clock_offset_days then g.notices_sent else 0 end) < l.daily as in_app,
              (g.mail_kinds ? ${reminder.kind}) and u.email is not null and not u.awaiting_verification as by_mail
            from learner_game g
            join users u on u.id = g.user_id
            join zone z on z.zone = u.timezone
            join site_limit l on l.site_id = u.site_id
            where ${reminder.when ?? sql`g.reminder_hour = z.hour`}
              and u.deleted_at is null and u.disabled_at is null
              and g.${day} is distinct from (z.day + u.clock_offset_days)
          ), chosen as (
            select d.user_id, d.site_id, d.locale, d.email, d.fields, d.today, d.in_app, d.by_mail, ${reminder.facts} as facts
            from due d join learner_game g on g.user_id = d.user_id ${reminder.from ?? sql``}
            where (d.in_app or d.by_mail) and ${reminder.where}
            limit ${REMINDER_BATCH}
          )
          update learner_game g
          set ${day} = c.today,
            notices_day = case when c.in_app then c.today else g.notices_day end,
            notices_sent = case when not c.in_app then g.notices_sent when g.notices_day = c.today then g.notices_sent + 1 else 1 end
          from chosen c
          where g.user_id = c.user_id and g.${day} is distinct from c.today
          returning g.user_id as "userId", c.site_id as "siteId", c.locale, c.email, c.fields ->> 'name' as name,
            c.fields ->> 'gender' as gender, c.facts, c.in_app as "inApp", c.by_mail as "byMail"`),
      );
      const told = claimed.filter((due) => due.inApp);
      const notice = reminder.notice;
      if (notice && told.length)
        await delivery.notify(
          told.map((due) => ({
            siteId: due.siteId,
            userId: due.userId,
            ...notice({ locale: due.locale, facts: due.facts as Record<string, number> }),
          })),
        );
      const mailed = claimed.filter((due) => due.byMail);
      if (mailed.length) await delivery.mail(reminder, mailed);
      sent += claimed.length;
      if (claimed.length < REMINDER_BATCH) break;
      // Requests waiting meanwhile are answered between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  return sent;
};

/** The reminders of a kind due at `now`, claimed and answered instead of sent (tests, and callers that send later). */
export const dailyRemindersDue = async (db: Database, now: Date, reminder: DailyReminder): Promise<NewNotification[]> => {
  const due: NewNotification[] = [];
  await sendDailyReminders(db, now, [reminder], { notify: async (notices) => due.push(...notices), mail: async () => undefined });
  return due;
};
