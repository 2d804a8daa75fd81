import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@tiles/api-platform/db/database';
import { gameBadges, gameLevels, learnerBadges, learnerLevels, xpLedger } from './schema.js';
import { sessionCompletions } from '@tiles/api-lms/schema';
import { studyDailySeries } from '@tiles/api-events/schema';
import { users } from '@tiles/api-users/schema';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';

/**
 * Checks that a learner's badge tiers and levels are dated at the moment their rule was met, from the facts: the
 * n-th rewarded session (or course) is the moment of the tier of n, a session's XP never precedes its completion,
 * an hours tier falls on the local day the hours were reached, a level on the write whose XP reached it. Answers
 * how many dates it checked.
 */
export const expectDatesToTellTheTruth = async (db: Database, userId: string): Promise<number> => {
  const [learner] = await db.select().from(users).where(eq(users.id, userId));
  const badges = new Map(
    (await db.select().from(gameBadges).where(eq(gameBadges.siteId, learner!.siteId))).map((badge) => [badge.id, badge]),
  );
  const levelTable = await db.select().from(gameLevels).where(eq(gameLevels.siteId, learner!.siteId));
  const ledger = await db.select().from(xpLedger).where(eq(xpLedger.userId, userId)).orderBy(asc(xpLedger.createdAt), asc(xpLedger.id));
  const completions = new Map(
    (await db.select().from(sessionCompletions).where(eq(sessionCompletions.userId, userId))).map((row) => [
      String(row.sessionId),
      row.completedAt.getTime(),
    ]),
  );
  const days = await db
    .select({ day: studyDailySeries.localDay, ms: studyDailySeries.ms })
    .from(studyDailySeries)
    .where(and(eq(studyDailySeries.userId, userId), eq(studyDailySeries.dimension, 'device')));
  const name = learner!.login;
  let checked = 0;
  for (const row of ledger.filter((entry) => entry.source === 'session'))
    expect(row.createdAt.getTime(), `${name}: session ${row.sourceId} rewarded before it was completed`).toBeGreaterThanOrEqual(
      completions.get(row.sourceId)!,
    );
  for (const held of await db.select().from(learnerBadges).where(eq(learnerBadges.userId, userId))) {
    const badge = badges.get(held.badgeId)!;
    held.tierDates.forEach((date, index) => {
      const threshold = badge.tiers[index]!;
      const what = `${name}: ${badge.id} tier ${index + 1} (${threshold}) dated ${date}`;
      const source = ({ sessions: 'session', courses: 'course' } as Record<string, string>)[badge.measure];
      if (source) expect(date, what).toBe(ledger.filter((entry) => entry.source === source)[threshold - 1]?.createdAt.toISOString());
      if (badge.measure === 'study-hours') {
        const day = localDayAndHour(new Date(date), learner!.timezone).day;
        const until = (inclusive: boolean) =>
          days.filter((entry) => (inclusive ? entry.day <= day : entry.day < day)).reduce((sum, entry) => sum + Number(entry.ms), 0);
        expect(until(true), what).toBeGreaterThanOrEqual(threshold * 3_600_000);
        expect(until(false), what).toBeLessThan(threshold * 3_600_000);
      }
      checked += 1;
    });
  }
  for (const level of await db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId))) {
    if (level.level === 1) continue;
    const needed = levelTable.find((row) => row.level === level.level)!.experience;
    const at = level.obtainedAt.getTime();
    const earned = (counts: (created: number) => boolean) =>
      ledger
        .filter((entry) => entry.categoryId === level.categoryId && counts(entry.createdAt.getTime()))
        .reduce((sum, entry) => sum + entry.xp, 0);
    const what = `${name}: level ${level.level} in ${level.categoryId} dated ${level.obtainedAt.toISOString()}`;
    expect(
      earned((created) => created <= at),
      what,
    ).toBeGreaterThanOrEqual(needed);
    expect(
      earned((created) => created < at),
      what,
    ).toBeLessThan(needed);
    checked += 1;
  }
  return checked;
};
