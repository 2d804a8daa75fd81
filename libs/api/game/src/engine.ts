import { and, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { parseDuration, paths, pickTranslation } from '@tiles/contracts';
import { levelForExperience, tierReached } from '@tiles/contracts-game';
import type { Database } from '@tiles/api-platform/db/database';
import { courses, courseSessions, sessionCompletions, tags } from '@tiles/api-lms/schema';
import { gameBadges, gameLevels, gameRules, learnerBadges, learnerGame, learnerLevels, xpLedger } from './schema.js';
import { questionAnswers } from '@tiles/api-practice/schema';
import { roles } from '@tiles/api-roles/schema';
import { sessionStudy, studyDailySeries } from '@tiles/api-events/schema';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';
import { type Translations } from '@tiles/api-platform/db/columns';
import type { NewNotification } from '@tiles/api-notifications/repository';
import type { DomainEventMap, SessionPlace } from '@tiles/api-platform/ground/domain-events';
import { OTHER_SUBJECT } from '@tiles/api-platform/ground/study-subject';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { computeStreak, DEFAULT_XP_RULES, sessionMinimumMs, timeXp, xpRulesSchema, type XpRules } from './rules.js';
import { rowsOf } from '@tiles/api-platform/db/rows';

/** What changed for a learner: told as one notification (bundled when several happen together). */
export type GameAward =
  | { kind: 'level'; categoryId: string; categoryName: string; level: number }
  | { kind: 'badge'; badgeId: string; badgeName: string; tier: number; image: string }
  | { kind: 'freeze'; day: string; streak: number }
  | { kind: 'repair'; streak: number };

type NewLedgerRow = typeof xpLedger.$inferInsert;

/** A course session by position: one just completed, or one whose study time just arrived. */
export type { SessionPlace };

const pick = (texts: Translations, locale: string, fallback: string) =>
  pickTranslation(texts, [locale, fallback], Object.values(texts)[0] ?? '');

/** A site's XP rules: the stored document when it reads, else the design's defaults (and the version 0). */
export const loadRules = async (tx: Database, siteId: string): Promise<{ version: number; rules: XpRules }> => {
  const [row] = await tx.select().from(gameRules).where(eq(gameRules.siteId, siteId));
  const parsed = row ? xpRulesSchema.safeParse(row.rules) : undefined;
  return parsed?.success ? { version: row!.version, rules: parsed.data } : { version: 0, rules: DEFAULT_XP_RULES };
};

type SettledUser = { id: string; siteId: string; roles: string[]; timezone: string; locale: string; defaultLocale: string };

/** What every step of settling one learner reads: the learner, their game row, the site's rules, the write's time. */
type Settling = {
  tx: Database;
  user: SettledUser;
  game: typeof learnerGame.$inferSelect;
  rules: XpRules;
  version: number;
  now: Date;
  today: string;
  goalMs: number;
};

/** The learner to settle, or undefined: staff and test accounts (a role with modes) earn nothing. */
export const learnerToSettle = async (tx: Database, userId: string): Promise<SettledUser | undefined> => {
  const [user] = await tx
    .select({
      id: users.id,
      siteId: users.siteId,
      roles: users.roles,
      timezone: users.timezone,
      locale: users.locale,
      defaultLocale: sites.defaultLocale,
    })
    .from(users)
    .innerJoin(sites, eq(sites.id, users.siteId))
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const roleRows = user.roles.length ? await tx.select({ modes: roles.modes }).from(roles).where(inArray(roles.id, user.roles)) : [];
  return roleRows.some((role) => role.modes.length > 0) ? undefined : user;
};

/** A ledger row of this settling: stamped with the rules' version and the write's time. */
const ledgerRowOf =
  ({ user, version, now }: Settling) =>
  (
    source: string,
    sourceId: string,
    categoryId: string | null,
    xp: number,
    localDay: string,
    inputs: Record<string, unknown>,
  ): NewLedgerRow => ({
    userId: user.id,
    source,
    sourceId,
    categoryId,
    xp,
    localDay,
    ruleVersion: version,
    inputs,
    createdAt: now,
  });

/** Time XP and the daily goal, for each day this write touched. */
const timeAndGoalXp = async (settling: Settling, days: string[]): Promise<NewLedgerRow[]> => {
  const { tx, user, rules, game, goalMs } = settling;
  const row = ledgerRowOf(settling);
  const ledger: NewLedgerRow[] = [];
  for (const day of [...new Set(days)].sort()) {
    const series = await tx
      .select({ dimension: studyDailySeries.dimension, key: studyDailySeries.key, ms: studyDailySeries.ms })
      .from(studyDailySeries)
      .where(
        and(
          eq(studyDailySeries.userId, user.id),
          eq(studyDailySeries.localDay, day),
          inArray(studyDailySeries.dimension, ['subject', 'device']),
        ),
      );
    const dayMs = series.filter((entry) => entry.dimension === 'device').reduce((sum, entry) => sum + Number(entry.ms), 0);
    const byCategory = series
      .filter((entry) => entry.dimension === 'subject' && entry.key !== OTHER_SUBJECT)
      .sort((a, b) => a.key.localeCompare(b.key));
    const earned = rowsOf<{ source: string; category_id: string | null; xp: number }>(
      await tx.execute(sql`select source, category_id, sum(xp)::int as xp from xp_ledger
        where user_id = ${user.id} and local_day = ${day} and source in ('time', 'goal') group by source, category_id`),
    );
    let dayTimeXp = earned.filter((entry) => entry.source === 'time').reduce((sum, entry) => sum + Number(entry.xp), 0);
    for (const { key: categoryId, ms } of byCategory) {
      const before = Number(earned.find((entry) => entry.source === 'time' && entry.category_id === categoryId)?.xp ?? 0);
      const delta = Math.min(timeXp(Number(ms), rules.timeBands) - before, rules.dailyTimeXpCap - dayTimeXp);
      if (delta <= 0) continue;
      dayTimeXp += delta;
      ledger.push(row('time', `${day}:${categoryId}:${before + delta}`, categoryId, delta, day, { activeMs: Number(ms) }));
    }
    if (dayMs >= goalMs && rules.dailyGoalXp > 0 && !earned.some((entry) => entry.source === 'goal')) {
      const top = [...byCategory].sort((a, b) => Number(b.ms) - Number(a.ms))[0];
      ledger.push(row('goal', day, top?.key ?? null, rules.dailyGoalXp, day, { activeMs: dayMs, goalMinutes: game.goalMinutes }));
    }
  }

  return ledger;
};

/**
 * First completions: a session's XP once it is completed and enough active time went into it (whichever comes
 * last: the time of a page arrives with the next navigation); a module's and a course's once all their sessions
 * have earned theirs. At most so many completion awards a day.
 */
const completionXp = async (settling: Settling, sessions: SessionPlace[] | undefined): Promise<NewLedgerRow[]> => {
  const { tx, user, rules, today } = settling;
  const row = ledgerRowOf(settling);
  const ledger: NewLedgerRow[] = [];
  if (sessions?.length) {
    const [{ value: awardsToday } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, user.id), eq(xpLedger.localDay, today), inArray(xpLedger.source, ['session', 'module', 'course'])));
    let left = rules.dailyCompletionAwards - Number(awardsToday);
    const courseIds = [...new Set(sessions.map((session) => session.courseId))];
    for (const courseId of courseIds) {
      const [course] = await tx.select({ categoryId: courses.categoryId }).from(courses).where(eq(courses.id, courseId));
      if (!course) continue;
      const sessionsOfCourse = await tx
        .select({
          id: courseSessions.id,
          moduleNumber: courseSessions.moduleNumber,
          number: courseSessions.number,
          duration: courseSessions.duration,
          completed: sessionCompletions.sessionId,
          ms: sessionStudy.ms,
        })
        .from(courseSessions)
        .leftJoin(sessionCompletions, and(eq(sessionCompletions.sessionId, courseSessions.id), eq(sessionCompletions.userId, user.id)))
        .leftJoin(
          sessionStudy,
          and(
            eq(sessionStudy.userId, user.id),
            eq(sessionStudy.courseId, courseSessions.courseId),
            eq(sessionStudy.moduleNumber, courseSessions.moduleNumber),
            eq(sessionStudy.sessionNumber, courseSessions.number),
          ),
        )
        .where(eq(courseSessions.courseId, courseId));
      const earned = new Set(
        (
          await tx
            .select({ source: xpLedger.source, sourceId: xpLedger.sourceId })
            .from(xpLedger)
            .where(and(eq(xpLedger.userId, user.id), inArray(xpLedger.source, ['session', 'module', 'course'])))
        ).map((entry) => `${entry.source}:${entry.sourceId}`),
      );
      const award = (source: 'session' | 'module' | 'course', sourceId: string, xp: number, inputs: Record<string, unknown>) => {
        if (left <= 0 || xp <= 0 || earned.has(`${source}:${sourceId}`)) return;
        left -= 1;
        earned.add(`${source}:${sourceId}`);
        ledger.push(row(source, sourceId, course.categoryId, xp, today, inputs));
      };
      for (const session of sessionsOfCourse) {
        const activeMs = Number(session.ms ?? 0);
        const neededMs = sessionMinimumMs(parseDuration(session.duration) ?? 0, rules);
        if (session.completed !== null && activeMs >= neededMs)
          award('session', String(session.id), rules.sessionXp, { activeMs, neededMs });
      }
      const rewarded = (session: (typeof sessionsOfCourse)[number]) => earned.has(`session:${session.id}`);
      for (const moduleNumber of new Set(sessionsOfCourse.map((session) => session.moduleNumber))) {
        const inModule = sessionsOfCourse.filter((session) => session.moduleNumber === moduleNumber);
        if (inModule.every(rewarded)) award('module', `${courseId}:${moduleNumber}`, rules.moduleXp, { sessions: inModule.length });
      }
      if (sessionsOfCourse.length > 0 && sessionsOfCourse.every(rewarded))
        award('course', String(courseId), rules.courseXp, { sessions: sessionsOfCourse.length });
    }
  }

  return ledger;
};

/** Levels: experience per category from the accepted rows; the level only ever rises. Answers the levels reached. */
const raiseLevels = async ({ tx, user, now }: Settling, accepted: (typeof xpLedger.$inferSelect)[]): Promise<GameAward[]> => {
  const awards: GameAward[] = [];
  const levelTable = await tx
    .select({ level: gameLevels.level, experience: gameLevels.experience })
    .from(gameLevels)
    .where(eq(gameLevels.siteId, user.siteId));
  const deltas = new Map<string, number>();
  for (const entry of accepted) if (entry.categoryId) deltas.set(entry.categoryId, (deltas.get(entry.categoryId) ?? 0) + entry.xp);
  if (deltas.size) {
    const existing = new Map(
      (
        await tx
          .select()
          .from(learnerLevels)
          .where(and(eq(learnerLevels.userId, user.id), inArray(learnerLevels.categoryId, [...deltas.keys()])))
      ).map((entry) => [entry.categoryId, entry]),
    );
    const names = new Map(
      (
        await tx
          .select({ id: tags.id, names: tags.names })
          .from(tags)
          .where(inArray(tags.id, [...deltas.keys()]))
      ).map((tag) => [tag.id, tag.names]),
    );
    for (const [categoryId, delta] of deltas) {
      const before = existing.get(categoryId);
      const experience = (before?.experience ?? 0) + delta;
      const level = Math.max(before?.level ?? 1, levelForExperience(experience, levelTable));
      const rose = level > (before?.level ?? 1);
      await tx
        .insert(learnerLevels)
        .values({ userId: user.id, categoryId, level, experience, obtainedAt: now })
        .onConflictDoUpdate({
          target: [learnerLevels.userId, learnerLevels.categoryId],
          set: { experience, level, ...(rose ? { obtainedAt: now } : {}) },
        });
      if (rose)
        awards.push({
          kind: 'level',
          categoryId,
          categoryName: pick(names.get(categoryId) ?? {}, user.locale, user.defaultLocale) || categoryId,
          level,
        });
    }
  }

  return awards;
};

/** The streak, from active time per local day (O(days of history), never O(hits)), with its freezes and repairs. */
const settleStreak = async ({ tx, user, game, goalMs, today, rules }: Settling) => {
  const awards: GameAward[] = [];
  const dayRows = rowsOf<{ day: string; ms: number }>(
    await tx.execute(sql`select local_day::text as day, sum(ms)::bigint as ms from study_daily_series
      where user_id = ${user.id} and dimension = 'device' group by local_day`),
  );
  const msByDay = new Map(dayRows.map((entry) => [entry.day, Number(entry.ms)]));
  const streak = computeStreak(msByDay, goalMs, today, rules);
  const newlyFrozen = streak.frozenDays.filter((day) => !game.frozenDays.includes(day));
  const newlyRepaired = streak.repairedDays.filter((day) => !game.repairedDays.includes(day));
  for (const day of newlyFrozen) awards.push({ kind: 'freeze', day, streak: streak.current });
  if (newlyRepaired.length) awards.push({ kind: 'repair', streak: streak.current });

  return { streak, msByDay, newlyFrozen, newlyRepaired, awards };
};

/**
 * Badges: each measure's current value, its tier, and the date of every tier reached. Completions count once they
 * earned their XP (studied, not only clicked): the ledger is the record of that. Answers the tiers reached.
 */
const settleBadges = async (
  { tx, user, now }: Settling,
  { streak, msByDay }: Awaited<ReturnType<typeof settleStreak>>,
): Promise<GameAward[]> => {
  const awards: GameAward[] = [];
  const [[sessionsDone], [coursesDone], [categoriesDone], [focused], [topLevel], [recalled]] = await Promise.all([
    tx
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, user.id), eq(xpLedger.source, 'session'))),
    tx
      .select({ value: count() })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, user.id), eq(xpLedger.source, 'course'))),
    tx
      .select({ value: countDistinct(xpLedger.categoryId) })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, user.id), eq(xpLedger.source, 'session'))),
    tx
      .select({ value: count() })
      .from(sessionStudy)
      .where(and(eq(sessionStudy.userId, user.id), sql`${sessionStudy.ms} >= ${25 * 60_000}`)),
    tx
      .select({ value: sql<number>`coalesce(max(${learnerLevels.level}), 0)` })
      .from(learnerLevels)
      .where(eq(learnerLevels.userId, user.id)),
    tx
      .select({ value: count() })
      .from(questionAnswers)
      .where(and(eq(questionAnswers.userId, user.id), eq(questionAnswers.wasDue, true), eq(questionAnswers.correct, true))),
  ]);
  const totalMs = [...msByDay.values()].reduce((sum, ms) => sum + ms, 0);
  const measures: Record<string, number> = {
    streak: streak.longest,
    'study-hours': Math.floor(totalMs / 3_600_000),
    sessions: Number(sessionsDone?.value ?? 0),
    courses: Number(coursesDone?.value ?? 0),
    'deep-focus': Number(focused?.value ?? 0),
    'perfect-week': streak.perfectWeeks,
    explorer: Number(categoriesDone?.value ?? 0),
    'category-master': Number(topLevel?.value ?? 0),
    memory: Number(recalled?.value ?? 0),
  };
  const badges = await tx.select().from(gameBadges).where(eq(gameBadges.siteId, user.siteId));
  const held = new Map(
    (await tx.select().from(learnerBadges).where(eq(learnerBadges.userId, user.id))).map((entry) => [entry.badgeId, entry]),
  );
  for (const badge of badges) {
    const amount = measures[badge.measure] ?? 0;
    const before = held.get(badge.id);
    const chain = Math.max(before?.chain ?? 0, tierReached(amount, badge.tiers));
    if (before && before.amount === amount && before.chain === chain) continue;
    if (!before && amount === 0) continue;
    const tierDates = [...(before?.tierDates ?? [])];
    while (tierDates.length < chain) tierDates.push(now.toISOString());
    await tx
      .insert(learnerBadges)
      .values({ userId: user.id, badgeId: badge.id, amount, chain, tierDates })
      .onConflictDoUpdate({ target: [learnerBadges.userId, learnerBadges.badgeId], set: { amount, chain, tierDates } });
    if (chain > (before?.chain ?? 0))
      awards.push({
        kind: 'badge',
        badgeId: badge.id,
        badgeName: pick(badge.names, user.locale, user.defaultLocale),
        tier: chain,
        image: badge.image,
      });
  }

  return awards;
};

/** What practice reports: right answers to due cards, and sessions whose questions were all answered. */
export type PracticeFacts = Pick<DomainEventMap['answers-recorded'], 'recalled' | 'practisedSessions'>;

/**
 * Practice XP: `recallXp` per card recalled on its due day (once per card and local day, at most `dailyRecallXpCap`
 * a day), and `practiceXp` once per session whose questions were all answered.
 */
const practiceXp = async (settling: Settling, practice: PracticeFacts | undefined): Promise<NewLedgerRow[]> => {
  if (!practice) return [];
  const { tx, user, rules } = settling;
  const row = ledgerRowOf(settling);
  const ledger: NewLedgerRow[] = [];
  for (const day of [...new Set(practice.recalled.map((entry) => entry.day))].sort()) {
    const [earned] = await tx
      .select({ xp: sql<number>`coalesce(sum(${xpLedger.xp}), 0)::int` })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, user.id), eq(xpLedger.localDay, day), eq(xpLedger.source, 'recall')));
    let left = rules.dailyRecallXpCap - Number(earned?.xp ?? 0);
    for (const entry of practice.recalled.filter((recalled) => recalled.day === day)) {
      if (rules.recallXp <= 0 || left < rules.recallXp) break;
      ledger.push(row('recall', `${entry.questionId}:${day}`, entry.categoryId, rules.recallXp, day, { questionId: entry.questionId }));
      left -= rules.recallXp;
    }
  }
  if (rules.practiceXp > 0)
    for (const entry of practice.practisedSessions)
      ledger.push(row('practice', String(entry.sessionId), entry.categoryId, rules.practiceXp, entry.day, { sessionId: entry.sessionId }));
  return ledger;
};

/**
 * The game's bookkeeping for one learner, run inside the transaction of the write it follows (hits, a
 * completion): XP ledger rows (idempotent), levels (never lowered), badge tiers with their dates, the streak.
 * Staff and test accounts (a role with modes) earn nothing. Returns what the learner should be told.
 */
export const settleLearner = async (
  tx: Database,
  input: { userId: string; days: string[]; sessions?: SessionPlace[]; practice?: PracticeFacts; now: Date },
): Promise<{ awards: GameAward[]; notice?: NewNotification }> => {
  const user = await learnerToSettle(tx, input.userId);
  if (!user) return { awards: [] };
  const { version, rules } = await loadRules(tx, user.siteId);
  await tx.insert(learnerGame).values({ userId: user.id }).onConflictDoNothing();
  const [game] = await tx.select().from(learnerGame).where(eq(learnerGame.userId, user.id));
  const settling: Settling = {
    tx,
    user,
    game: game!,
    rules,
    version,
    now: input.now,
    today: localDayAndHour(input.now, user.timezone).day,
    goalMs: game!.goalMinutes * 60_000,
  };
  const { today } = settling;
  const ledger = [
    ...(await timeAndGoalXp(settling, input.days)),
    ...(await completionXp(settling, input.sessions)),
    ...(await practiceXp(settling, input.practice)),
  ];
  const accepted = ledger.length ? await tx.insert(xpLedger).values(ledger).onConflictDoNothing().returning() : [];
  const awards: GameAward[] = [...(await raiseLevels(settling, accepted))];
  const streakState = await settleStreak(settling);
  const { streak, newlyFrozen, newlyRepaired } = streakState;
  awards.push(...streakState.awards, ...(await settleBadges(settling, streakState)));

  // At most so many game notifications a day, none of a kind the learner turned off: what is not told stays on
  // the progress page.
  const told = awards.filter((award) => !game!.mutedKinds.includes(award.kind));
  const sentToday = game!.noticesDay === today ? game!.noticesSent : 0;
  const notify = told.length > 0 && sentToday < rules.dailyGameNotices;
  await tx
    .update(learnerGame)
    .set({
      currentStreak: streak.current,
      longestStreak: Math.max(game!.longestStreak, streak.longest),
      freezes: streak.freezes,
      goalMetDay: lastGoalMetDay(streakState.msByDay, settling.goalMs, today),
      frozenDays: [...game!.frozenDays, ...newlyFrozen],
      repairedDays: [...game!.repairedDays, ...newlyRepaired],
      noticesDay: today,
      noticesSent: sentToday + (notify ? 1 : 0),
    })
    .where(eq(learnerGame.userId, user.id));
  if (!notify) return { awards };
  return { awards, notice: noticeFor(user, told) };
};

/** The last local day up to `today` whose study met the goal (null when none did). */
const lastGoalMetDay = (msByDay: ReadonlyMap<string, number>, goalMs: number, today: string): string | null => {
  let last: string | null = null;
  for (const [day, ms] of msByDay) if (ms >= goalMs && day <= today && (last === null || day > last)) last = day;
  return last;
};

/** One notification for what happened together: the award itself, or a bundle naming how many. */
const noticeFor = (user: { id: string; siteId: string; locale: string }, awards: GameAward[]): NewNotification => {
  const base = { siteId: user.siteId, userId: user.id, link: paths.profile(user.locale, 'user-progress') };
  const [only] = awards;
  if (awards.length > 1 || !only) {
    return {
      ...base,
      type: 'game.bundle',
      titleKey: 'notification.game.bundle.title',
      bodyKey: 'notification.game.bundle.body',
      params: { count: awards.length },
    };
  }
  switch (only.kind) {
    case 'level':
      return {
        ...base,
        type: 'game.level',
        titleKey: 'notification.game.level.title',
        bodyKey: 'notification.game.level.body',
        params: { level: only.level, category: only.categoryName },
      };
    case 'badge':
      return {
        ...base,
        type: 'game.badge',
        titleKey: 'notification.game.badge.title',
        bodyKey: 'notification.game.badge.body',
        params: { badge: only.badgeName, tier: only.tier },
        image: only.image,
      };
    case 'freeze':
      return {
        ...base,
        type: 'game.freeze',
        titleKey: 'notification.game.freeze.title',
        bodyKey: 'notification.game.freeze.body',
        params: { day: only.day, streak: only.streak },
      };
    case 'repair':
      return {
        ...base,
        type: 'game.repair',
        titleKey: 'notification.game.repair.title',
        bodyKey: 'notification.game.repair.body',
        params: { streak: only.streak },
      };
  }
};
