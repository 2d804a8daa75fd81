import { sql } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { learnerGame } from '../../db/schema.js';
import { startOfNextLocalDay } from '../../ground/local-time.js';
import type { NewNotification } from '../notifications/repository.js';
import { dailyRemindersDue } from '../game/daily-reminders.js';
import { rowsOf } from '../../db/rows.js';

const DAY_AHEAD_MS = 2 * 86_400_000;

/** "Cards are due" reminders due at `now`: once a day, at the learner's reminder hour, when cards are due today. */
export const reviewRemindersDue = (db: Database, now: Date): Promise<NewNotification[]> =>
  dailyRemindersDue(db, now, {
    kind: 'review',
    day: 'reviewRemindedDay',
    // Only learners with a card due soon are looked at (a tester's clock runs at most a couple of days ahead here).
    where: sql`exists (select 1 from review_cards c where c.user_id = ${learnerGame.userId} and c.due < ${new Date(now.getTime() + DAY_AHEAD_MS)})`,
    compose: async ({ game, timezone, locale }, _today, learnerNow) => {
      const [due] = rowsOf<{ cards: number }>(
        await db.execute(
          sql`select count(*)::int as cards from review_cards where user_id = ${game.userId} and due < ${startOfNextLocalDay(learnerNow, timezone)}`,
        ),
      );
      const cards = Number(due?.cards ?? 0);
      if (cards === 0) return undefined;
      return {
        type: 'game.review',
        titleKey: 'notification.game.review.title',
        bodyKey: 'notification.game.review.body',
        params: { count: cards },
        link: paths.profile(locale, 'user-review'),
      };
    },
  });
