import { sql } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { dailyRemindersDue, type DailyReminder } from '@tiles/api-game/daily-reminders';

/** "Cards are due": once a day, at the learner's reminder hour, when cards fall due before their day ends. */
export const reviewReminder: DailyReminder = {
  kind: 'review',
  dayColumn: 'review_reminded_day',
  inApp: true,
  from: sql`cross join lateral (
    select count(*)::int as cards from review_cards c where c.user_id = d.user_id and c.due < d.day_end) r`,
  where: sql`r.cards > 0`,
  facts: sql`jsonb_build_object('count', r.cards)`,
  notice: ({ locale, facts }) => ({
    type: 'game.review',
    titleKey: 'notification.game.review.title',
    bodyKey: 'notification.game.review.body',
    params: { count: facts.count! },
    link: paths.profile(locale, 'user-review'),
  }),
};

export const reviewRemindersDue = (db: Database, now: Date) => dailyRemindersDue(db, now, reviewReminder);
