import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { pickTranslation } from '@tiles/contracts';
import { type BadgeEdit, type LevelEdit } from '@tiles/contracts-cms';
import {
  type BadgeDefinition,
  type BadgeMeasure,
  GAME_NOTICE_KINDS,
  type GameNoticeKind,
  PUSH_NOTICE_KINDS,
  DEFAULT_MAIL_KINDS,
  MAIL_NOTICE_KINDS,
  type MailNoticeKind,
  type PushNoticeKind,
  type LedgerEntry,
  type LedgerSource,
  type LevelDefinition,
  type PendingSessionXp,
  type Streak,
  type UserProgress,
} from '@tiles/contracts-game';
import type { Database } from '@tiles/api-platform/db/database';
import { sessionXpState } from './session-xp.js';
import { createDraftsReader } from '@tiles/api-drafts/drafts';
import { courses, courseSessions, sessionCompletions, tags } from '@tiles/api-lms/schema';
import { gameBadges, gameLevels, learnerBadges, learnerGame, learnerLevels, xpLedger } from './schema.js';
import { studyDailySeries } from '@tiles/api-events/schema';
import { type Translations } from '@tiles/api-platform/db/columns';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { loadRules } from './engine.js';
import { addDays, computeStreak, mondayOf } from './rules.js';

/** In which language definitions are named. */
export type GameReader = { siteId: string; locale: string; defaultLocale: string };

export const pick = (texts: Translations, reader: GameReader) =>
  pickTranslation(texts, [reader.locale, reader.defaultLocale], Object.values(texts)[0] ?? '');

/** A site's pending drafts of one kind of game definition, by entity id. */
const draftsOf = <Value>(db: Database, siteId: string, entity: 'level' | 'badge') => createDraftsReader(db).byId<Value>({ siteId, entity });

/** Ledger rows as the learner reads them: each with what it was for; a day's recalled cards in a category as one. */
const entriesOf = async (db: Database, rows: (typeof xpLedger.$inferSelect)[], reader: GameReader): Promise<LedgerEntry[]> => {
  const categoryIds = [...new Set(rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])))];
  const sessionIds = rows.filter((row) => row.source === 'session' || row.source === 'practice').map((row) => Number(row.sourceId));
  const courseIds = rows
    .filter((row) => row.source === 'course' || row.source === 'module')
    .map((row) => Number(row.sourceId.split(':')[0]));
  const [categoryRows, sessionRows, courseRows] = await Promise.all([
    categoryIds.length ? db.select({ id: tags.id, names: tags.names }).from(tags).where(inArray(tags.id, categoryIds)) : [],
    sessionIds.length
      ? db
          .select({ id: courseSessions.id, titles: courseSessions.titles })
          .from(courseSessions)
          .where(inArray(courseSessions.id, sessionIds))
      : [],
    courseIds.length ? db.select({ id: courses.id, titles: courses.titles }).from(courses).where(inArray(courses.id, courseIds)) : [],
  ]);
  const categoryName = new Map(categoryRows.map((row) => [row.id, pick(row.names, reader)]));
  const sessionTitle = new Map(sessionRows.map((row) => [String(row.id), pick(row.titles, reader)]));
  const courseTitle = new Map(courseRows.map((row) => [String(row.id), pick(row.titles, reader)]));
  const entries = rows.map((row) => ({
    id: String(row.id),
    source: row.source as LedgerSource,
    xp: row.xp,
    categoryId: row.categoryId,
    categoryName: row.categoryId ? (categoryName.get(row.categoryId) ?? row.categoryId) : null,
    subject:
      row.source === 'session' || row.source === 'practice'
        ? (sessionTitle.get(row.sourceId) ?? row.sourceId)
        : row.source === 'course' || row.source === 'module'
          ? (courseTitle.get(row.sourceId.split(':')[0]!) ?? row.sourceId)
          : row.localDay,
    localDay: row.localDay,
    createdAt: row.createdAt.toISOString(),
  }));
  // A day's recalled cards in a category are one entry ("Review: 12 cards recalled"), not a row per card; a day's
  // study time in a category is one entry too, not a row per band step the day's hits reached.
  const grouped: LedgerEntry[] = [];
  for (const entry of entries) {
    const previous = grouped.find(
      (kept) =>
        (entry.source === 'recall' || entry.source === 'time') &&
        kept.source === entry.source &&
        kept.localDay === entry.localDay &&
        kept.categoryId === entry.categoryId,
    );
    if (previous)
      Object.assign(previous, { xp: previous.xp + entry.xp, ...(entry.source === 'recall' ? { count: (previous.count ?? 1) + 1 } : {}) });
    else grouped.push(entry.source === 'recall' ? { ...entry, count: 1 } : entry);
  }
  return grouped;
};

/** Weeks the streak calendar shows. */
const CALENDAR_WEEKS = 12;

export const createGameRepository = (db: Database) => ({
  /** The level table; with `withDrafts` (admin mode's preview) pending drafts replace the published levels. */
  async levels(reader: GameReader, withDrafts = false): Promise<LevelDefinition[]> {
    const rows = await db.select().from(gameLevels).where(eq(gameLevels.siteId, reader.siteId)).orderBy(asc(gameLevels.level));
    const drafts = withDrafts ? await draftsOf<LevelEdit>(db, reader.siteId, 'level') : new Map<string, LevelEdit>();
    return rows
      .map((row) => ({ ...row, ...drafts.get(String(row.level)) }))
      .map((row) => ({ level: row.level, experience: row.experience, name: pick(row.names, reader) }));
  },

  async badges(reader: GameReader, withDrafts = false): Promise<BadgeDefinition[]> {
    const published = await db.select().from(gameBadges).where(eq(gameBadges.siteId, reader.siteId)).orderBy(asc(gameBadges.position));
    const drafts = withDrafts ? await draftsOf<BadgeEdit>(db, reader.siteId, 'badge') : new Map<string, BadgeEdit>();
    const rows = published.map((row) => ({ ...row, ...drafts.get(row.id) }));
    return rows.map((row) => ({
      _id: row.id,
      measure: row.measure as BadgeMeasure,
      tiers: row.tiers,
      name: pick(row.names, reader),
      description: pick(row.descriptions, reader),
      image: row.image,
      hidden: row.hidden,
    }));
  },

  /** Spec §3's progress: read from the kept rows (a few per learner), whatever the length of the history. */
  async progress(userId: string): Promise<UserProgress> {
    const [levels, badges] = await Promise.all([
      db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId)),
      db.select().from(learnerBadges).where(eq(learnerBadges.userId, userId)),
    ]);
    return {
      badges: Object.fromEntries(
        badges
          .filter((badge) => badge.chain > 0)
          .map((badge) => [
            badge.badgeId,
            { obtainedAt: badge.tierDates[0]!, amount: badge.amount, chain: badge.chain, tierDates: badge.tierDates },
          ]),
      ),
      levels: Object.fromEntries(
        levels.map((level) => [
          level.categoryId,
          { level: level.level, obtainedAt: level.obtainedAt.toISOString(), experience: level.experience },
        ]),
      ),
      amounts: Object.fromEntries(badges.map((badge) => [badge.badgeId, badge.amount])),
    };
  },

  /** The last awards, newest first, each with what it was for. */
  async ledger(userId: string, reader: GameReader, limit: number): Promise<LedgerEntry[]> {
    const rows = await db.select().from(xpLedger).where(eq(xpLedger.userId, userId)).orderBy(desc(xpLedger.id)).limit(limit);
    return entriesOf(db, rows, reader);
  },

  /**
   * Today's awards that came from one session, newest first, as the ledger tells them: its completion and its
   * questions, its module's and course's completion, and the day's time in its category and goal.
   */
  async sessionAwards(
    userId: string,
    reader: GameReader,
    place: { sessionId: number; courseId: number; moduleNumber: number; categoryId: string; day: string },
  ): Promise<LedgerEntry[]> {
    const rows = await db
      .select()
      .from(xpLedger)
      .where(
        and(
          eq(xpLedger.userId, userId),
          eq(xpLedger.localDay, place.day),
          or(
            and(inArray(xpLedger.source, ['session', 'practice']), eq(xpLedger.sourceId, String(place.sessionId))),
            and(eq(xpLedger.source, 'module'), eq(xpLedger.sourceId, `${place.courseId}:${place.moduleNumber}`)),
            and(eq(xpLedger.source, 'course'), eq(xpLedger.sourceId, String(place.courseId))),
            and(eq(xpLedger.source, 'time'), eq(xpLedger.categoryId, place.categoryId)),
            eq(xpLedger.source, 'goal'),
          ),
        ),
      )
      .orderBy(desc(xpLedger.id));
    return entriesOf(db, rows, reader);
  },

  /** The learner's badges measuring these, with their amount, tier and the next tier's threshold (earned or not). */
  async badgesMeasuring(userId: string, reader: GameReader, measures: BadgeMeasure[]) {
    if (!measures.length) return [];
    const rows = await db
      .select({ badge: gameBadges, held: learnerBadges })
      .from(gameBadges)
      .leftJoin(learnerBadges, and(eq(learnerBadges.badgeId, gameBadges.id), eq(learnerBadges.userId, userId)))
      .where(and(eq(gameBadges.siteId, reader.siteId), inArray(gameBadges.measure, measures), eq(gameBadges.hidden, false)))
      .orderBy(asc(gameBadges.position));
    return rows.map(({ badge, held }) => ({
      _id: badge.id,
      name: pick(badge.names, reader),
      image: badge.image,
      amount: held?.amount ?? 0,
      tier: held?.chain ?? 0,
      nextTier: badge.tiers[held?.chain ?? 0] ?? null,
    }));
  },

  /**
   * The learner's completed sessions whose XP still waits for active study (the last 20 completed), with the
   * minutes each still needs: the ledger's "not yet" beside its awards.
   */
  async pendingSessionXp(userId: string, reader: GameReader): Promise<PendingSessionXp[]> {
    const rows = await db
      .select({
        id: courseSessions.id,
        courseId: courseSessions.courseId,
        moduleNumber: courseSessions.moduleNumber,
        number: courseSessions.number,
        duration: courseSessions.duration,
        titles: courseSessions.titles,
      })
      .from(sessionCompletions)
      .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
      .where(
        and(
          eq(sessionCompletions.userId, userId),
          sql`not exists (select 1 from ${xpLedger} where ${xpLedger.userId} = ${userId} and ${xpLedger.source} = 'session' and ${xpLedger.sourceId} = ${courseSessions.id}::text)`,
        ),
      )
      .orderBy(desc(sessionCompletions.completedAt))
      .limit(20);
    const states = await Promise.all(rows.map((row) => sessionXpState(db, userId, row)));
    return rows.flatMap((row, index) => {
      const state = states[index];
      return state && !state.earned && state.missingMinutes > 0
        ? [
            {
              subject: pick(row.titles, reader),
              course: row.courseId,
              module: row.moduleNumber,
              session: row.number,
              missingMinutes: state.missingMinutes,
            },
          ]
        : [];
    });
  },

  /** The streak as of now in the learner's time zone, with the last 12 weeks' calendar. */
  async streak(user: { id: string; siteId: string; timezone: string }, now: Date): Promise<Streak> {
    const [[game], { rules }, days] = await Promise.all([
      db.select().from(learnerGame).where(eq(learnerGame.userId, user.id)),
      loadRules(db, user.siteId),
      db
        .select({ day: studyDailySeries.localDay, ms: sql<number>`sum(${studyDailySeries.ms})::bigint` })
        .from(studyDailySeries)
        .where(and(eq(studyDailySeries.userId, user.id), eq(studyDailySeries.dimension, 'device')))
        .groupBy(studyDailySeries.localDay),
    ]);
    const goalMinutes = game?.goalMinutes ?? 10;
    const today = localDayAndHour(now, user.timezone).day;
    const msByDay = new Map(days.map((row) => [row.day, Number(row.ms)]));
    const streak = computeStreak(msByDay, goalMinutes * 60_000, today, rules);
    // From the first day with study (a newcomer's calendar starts today), at most 12 weeks back.
    const firstStudied = [...msByDay.keys()].sort()[0] ?? today;
    const twelveWeeks = addDays(mondayOf(today), -7 * (CALENDAR_WEEKS - 1));
    const start = firstStudied > twelveWeeks ? (firstStudied < today ? firstStudied : today) : twelveWeeks;
    const calendar = Array.from({ length: 7 * CALENDAR_WEEKS }, (_, index) => addDays(start, index))
      .filter((day) => day <= today)
      .map((day) => ({
        day,
        state: streak.states.get(day) ?? (day === today ? 'today' : 'missed'),
        minutes: Math.floor((msByDay.get(day) ?? 0) / 60_000),
      }));
    return {
      current: streak.current,
      longest: Math.max(streak.longest, game?.longestStreak ?? 0),
      freezes: streak.freezes,
      goalMinutes,
      todayMinutes: Math.floor((msByDay.get(today) ?? 0) / 60_000),
      reminderHour: game?.reminderHour ?? 19,
      mutedKinds: (game?.mutedKinds ?? []).filter((kind): kind is GameNoticeKind =>
        (GAME_NOTICE_KINDS as readonly string[]).includes(kind),
      ),
      pushMutedKinds: (game?.pushMutedKinds ?? []).filter((kind): kind is PushNoticeKind =>
        (PUSH_NOTICE_KINDS as readonly string[]).includes(kind),
      ),
      mailKinds: (game?.mailKinds ?? DEFAULT_MAIL_KINDS).filter((kind): kind is MailNoticeKind =>
        (MAIL_NOTICE_KINDS as readonly string[]).includes(kind),
      ),
      calendar,
    };
  },

  /** The reminder's hour and the kinds of game notification turned off. */
  async setNoticeSettings(
    userId: string,
    settings: {
      reminderHour?: number | undefined;
      mutedKinds?: GameNoticeKind[] | undefined;
      pushMutedKinds?: PushNoticeKind[] | undefined;
      mailKinds?: MailNoticeKind[] | undefined;
    },
  ) {
    const values = {
      ...(settings.mailKinds !== undefined ? { mailKinds: [...new Set(settings.mailKinds)] } : {}),
      ...(settings.pushMutedKinds !== undefined ? { pushMutedKinds: [...new Set(settings.pushMutedKinds)] } : {}),
      ...(settings.reminderHour !== undefined ? { reminderHour: settings.reminderHour } : {}),
      ...(settings.mutedKinds !== undefined ? { mutedKinds: [...new Set(settings.mutedKinds)] } : {}),
    };
    // Nothing to change (an empty body) still makes sure the row exists; an update with nothing to set is an error.
    const insert = db.insert(learnerGame).values({ userId, ...values });
    await (Object.keys(values).length
      ? insert.onConflictDoUpdate({ target: learnerGame.userId, set: values })
      : insert.onConflictDoNothing());
  },

  /**
   * Her reminder settings with their defaults, before her first XP makes them: the daily reminders reach only learners
   * who have them, and a new member of a group is reminded of work falling due before she ever studied.
   */
  async ensureReminderSettings(userId: string) {
    await db.insert(learnerGame).values({ userId }).onConflictDoNothing();
  },

  /** A kind of mail the learner stopped (their unsubscribe link): idempotent; an unknown learner changes nothing. */
  async stopMail(userId: string, kind: MailNoticeKind) {
    await db.execute(sql`update learner_game set mail_kinds = mail_kinds - ${kind}::text where user_id = ${userId}`);
  },

  async setGoal(userId: string, minutes: number) {
    await db
      .insert(learnerGame)
      .values({ userId, goalMinutes: minutes })
      .onConflictDoUpdate({ target: learnerGame.userId, set: { goalMinutes: minutes } });
    // The last day the new goal was met: the reminders read it with the streak.
    await db.execute(sql`update learner_game g set goal_met_day = (
        select max(d.local_day) from (select local_day from study_daily_series s
          where s.user_id = g.user_id and s.dimension = 'device' group by local_day having sum(s.ms) >= g.goal_minutes * 60000) d)
      where g.user_id = ${userId}`);
  },
});

export type GameRepository = ReturnType<typeof createGameRepository>;
