import { and, eq } from 'drizzle-orm';
import { parseDuration } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { sessionStudy } from '@tiles/api-events/schema';
import { xpLedger } from './schema.js';
import { learnerToSettle, loadRules } from './engine.js';
import { sessionMinimumMs } from './rules.js';
import type { SessionForXp, SessionXp } from '@tiles/api-lms/session-parts';

/**
 * Whether a learner's completed session has earned its XP, the active study that went into it, and if not earned,
 * how many more minutes of active study it needs (the rule: max(minimum, share of the declared duration)). Undefined for those who earn nothing (staff and
 * test accounts).
 */
export const sessionXpState = async (db: Database, userId: string, session: SessionForXp): Promise<SessionXp | undefined> => {
  const user = await learnerToSettle(db, userId);
  if (!user) return undefined;
  const [{ rules }, [study], [award]] = await Promise.all([
    loadRules(db, user.siteId),
    db
      .select({ ms: sessionStudy.ms })
      .from(sessionStudy)
      .where(
        and(
          eq(sessionStudy.userId, userId),
          eq(sessionStudy.courseId, session.courseId),
          eq(sessionStudy.moduleNumber, session.moduleNumber),
          eq(sessionStudy.sessionNumber, session.number),
        ),
      ),
    db
      .select({ id: xpLedger.id })
      .from(xpLedger)
      .where(and(eq(xpLedger.userId, userId), eq(xpLedger.source, 'session'), eq(xpLedger.sourceId, String(session.id))))
      .limit(1),
  ]);
  const missingMs = sessionMinimumMs(parseDuration(session.duration) ?? 0, rules) - Number(study?.ms ?? 0);
  return {
    earned: Boolean(award),
    missingMinutes: award ? 0 : Math.max(0, Math.ceil(missingMs / 60_000)),
    activeMs: Number(study?.ms ?? 0),
  };
};
