import { sql } from 'drizzle-orm';
import type { DailyReminder } from '@tiles/api-game/daily-reminders';

/** The hour of a Monday morning, local time, the weekly digest goes out at. */
export const DIGEST_HOUR = 8;

/** A course studied over the last two weeks: its titles, and the minutes of last week and of the week before. */
export type DigestCourse = { titles: Record<string, string>; last: number; before: number };
/** The next session to study: in the course last studied among those in progress, where the learner left it. */
export type DigestNext = {
  course: number;
  module: number;
  session: number;
  courseTitles: Record<string, string>;
  sessionTitles: Record<string, string>;
};
export type DigestFacts = { last: number; before: number; courses: DigestCourse[]; streak: number; due: number; next: DigestNext | null };

const minutesOf = (range: ReturnType<typeof sql>) => sql`(select coalesce(sum(s.ms), 0) / 60000 from study_daily_series s
  where s.user_id = d.user_id and s.dimension = 'device' and ${range})::int`;

/**
 * The weekly digest, by mail only: on Monday at 08:00 local time, for a learner who studied in the last four weeks
 * and wants it (`mail_kinds` holds `digest` unless they stopped it): last week's honest time (Monday to Sunday) by
 * course against the week before, the streak, the cards due today and the next session. Everything it says is read
 * in the statement that chooses the learners: no query per learner.
 */
export const digestReminder: DailyReminder = {
  kind: 'digest',
  dayColumn: 'digest_day',
  inApp: false,
  when: sql`z.hour = ${DIGEST_HOUR} and extract(isodow from (z.day + u.clock_offset_days)) = 1`,
  where: sql`exists (select 1 from study_daily_series s where s.user_id = d.user_id and s.dimension = 'device'
    and s.local_day between d.today - 28 and d.today - 1)`,
  facts: sql`jsonb_build_object(
    'last', ${minutesOf(sql`s.local_day between d.today - 7 and d.today - 1`)},
    'before', ${minutesOf(sql`s.local_day between d.today - 14 and d.today - 8`)},
    'courses', (select coalesce(jsonb_agg(jsonb_build_object('titles', c.titles, 'last', t.last, 'before', t.before)
        order by t.last desc, t.before desc), '[]'::jsonb)
      from (select s.key, (coalesce(sum(s.ms) filter (where s.local_day >= d.today - 7), 0) / 60000)::int as last,
              (coalesce(sum(s.ms) filter (where s.local_day < d.today - 7), 0) / 60000)::int as before
            from study_daily_series s
            where s.user_id = d.user_id and s.dimension = 'course' and s.local_day between d.today - 14 and d.today - 1
            group by s.key) t
      join courses c on c.id::text = t.key
      where t.last > 0 or t.before > 0),
    'streak', case when g.goal_met_day >= d.today - 1 - g.freezes then g.current_streak else 0 end,
    'due', (select count(*) from review_cards r where r.user_id = d.user_id and r.due < d.day_end)::int,
    'next', (select jsonb_build_object('course', e.course_id, 'module', e.last_module, 'session', e.last_session,
          'courseTitles', c.titles, 'sessionTitles', cs.titles)
      from enrolments e
      join courses c on c.id = e.course_id
      join course_sessions cs on cs.course_id = e.course_id and cs.module_number = e.last_module and cs.number = e.last_session
      where e.user_id = d.user_id and e.status = 'in-progress'
      order by (select max(s.local_day) from study_daily_series s
        where s.user_id = e.user_id and s.dimension = 'course' and s.key = e.course_id::text) desc nulls last, e.started_at desc
      limit 1)
  )`,
};
