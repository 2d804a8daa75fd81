import { sql } from 'drizzle-orm';
import { paths } from '@tiles/contracts';
import { DUE_REMINDER_DAYS_BEFORE } from '@tiles/contracts-groups';
import type { DailyReminder } from '@tiles/api-game/daily-reminders';

/**
 * "Work is due": at the learner's reminder hour, three days before an assignment of her groups falls due and on
 * the day itself, while she has not completed it (the whole course, or every chosen session). Once a day, however
 * many assignments; in the app (and by push) and, as she chose, by mail.
 */
export const dueReminder: DailyReminder = {
  kind: 'due',
  dayColumn: 'due_reminded_day',
  inApp: true,
  from: sql`cross join lateral (
    select count(*)::int as assignments, min(a.due_date) as first_due
    from group_members m join group_assignments a on a.group_id = m.group_id
    where m.user_id = d.user_id and m.role = 'member'
      and a.due_date in (d.today, d.today + ${DUE_REMINDER_DAYS_BEFORE}::int)
      and case when a.session_ids is null
        then not exists (select 1 from enrolments e where e.user_id = d.user_id and e.course_id = a.course_id and e.status = 'completed')
        else (select count(*) from session_completions c where c.user_id = d.user_id
          and c.session_id in (select jsonb_array_elements_text(a.session_ids)::int)) < jsonb_array_length(a.session_ids)
      end) due`,
  where: sql`due.assignments > 0`,
  facts: sql`jsonb_build_object('count', due.assignments, 'days', due.first_due - d.today)`,
  notice: ({ locale, facts }) => ({
    type: 'groups.due',
    titleKey: 'notification.groups.due.title',
    bodyKey: 'notification.groups.due.body',
    params: { count: facts.count!, days: facts.days! },
    link: paths.profile(locale, 'user-groups'),
  }),
};
