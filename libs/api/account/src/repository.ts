import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { AuditWithin } from '@tiles/api-audit/repository';
import { accountTokens, passkeys, sessions } from '@tiles/api-auth/schema';
import { behaviourEvents, learnerClocks, hits, sessionStudy, studyRollups } from '@tiles/api-events/schema';
import { mailQueue } from '@tiles/api-mail/schema';
import { pushSubscriptions } from '@tiles/api-push/schema';
import { notifications } from '@tiles/api-notifications/schema';
import { roles } from '@tiles/api-roles/schema';
import { federatedIdentities, users } from '@tiles/api-users/schema';
import { courseSessions, enrolments, sessionCompletions } from '@tiles/api-lms/schema';
import { learnerBadges, learnerGame, learnerLevels, xpLedger } from '@tiles/api-game/schema';
import { questionAnswers, reviewCards, reviewSettings, sessionSightings } from '@tiles/api-practice/schema';

/** Rows per page when a learner's history is read for an export: memory stays flat however long the history. */
const PAGE_ROWS = 2_000;

/**
 * What the account lifecycle reads and writes beyond the user row: a learner's whole data for "download everything",
 * in pages for the long kinds (page views, behaviour events, answers, the XP ledger).
 */
export const createAccountRepository = (db: Database) => {
  /** Whether a live account of the site (not disabled, not deleted) that also meets `condition` may enter admin mode. */
  const anAdministrator = async (siteId: string, condition: SQL) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(roles, eq(roles.id, sql`${users.roles}->>0`))
      .where(
        and(
          eq(users.siteId, siteId),
          condition,
          isNull(users.deletedAt),
          isNull(users.disabledAt),
          sql`${roles.modes} @> '["admin"]'::jsonb`,
        ),
      )
      .limit(1);
    return Boolean(row);
  };

  /** Every row of a long kind, page by page in id order (keyset pagination: each page costs the same). */
  async function* pagesOf<T extends { id: number }>(page: (after: number) => Promise<T[]>) {
    let after = 0;
    for (;;) {
      const rows = await page(after);
      if (!rows.length) return;
      yield rows;
      if (rows.length < PAGE_ROWS) return;
      after = rows.at(-1)!.id;
    }
  }

  return {
    async enrolments(userId: string) {
      return db
        .select({
          courseId: enrolments.courseId,
          status: enrolments.status,
          startedAt: enrolments.startedAt,
          completedAt: enrolments.completedAt,
          lastModule: enrolments.lastModule,
          lastSession: enrolments.lastSession,
        })
        .from(enrolments)
        .where(eq(enrolments.userId, userId))
        .orderBy(asc(enrolments.startedAt));
    },

    async completions(userId: string) {
      return db
        .select({
          courseId: courseSessions.courseId,
          module: courseSessions.moduleNumber,
          session: courseSessions.number,
          completedAt: sessionCompletions.completedAt,
        })
        .from(sessionCompletions)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
        .where(eq(sessionCompletions.userId, userId))
        .orderBy(asc(sessionCompletions.completedAt));
    },

    async studyTime(userId: string) {
      const [bySession, byHour] = await Promise.all([
        db
          .select({
            courseId: sessionStudy.courseId,
            module: sessionStudy.moduleNumber,
            session: sessionStudy.sessionNumber,
            ms: sessionStudy.ms,
          })
          .from(sessionStudy)
          .where(eq(sessionStudy.userId, userId)),
        db
          .select({
            day: studyRollups.localDay,
            hour: studyRollups.hour,
            device: studyRollups.device,
            subject: studyRollups.subject,
            ms: studyRollups.ms,
          })
          .from(studyRollups)
          .where(eq(studyRollups.userId, userId))
          .orderBy(asc(studyRollups.localDay), asc(studyRollups.hour)),
      ]);
      return { bySession, byHour };
    },

    pageViews(userId: string) {
      return pagesOf((after) =>
        db
          .select({
            id: hits.id,
            receivedAt: hits.receivedAt,
            path: hits.path,
            msReported: hits.msReported,
            attributedPath: hits.attributedPath,
            msCredited: hits.msCredited,
            device: hits.device,
            userAgent: hits.userAgent,
          })
          .from(hits)
          .where(and(eq(hits.userId, userId), gt(hits.id, after)))
          .orderBy(asc(hits.id))
          .limit(PAGE_ROWS),
      );
    },

    events(userId: string) {
      return pagesOf((after) =>
        db
          .select({
            id: behaviourEvents.id,
            createdAt: behaviourEvents.createdAt,
            action: behaviourEvents.action,
            variant: behaviourEvents.variant,
            scope: behaviourEvents.scope,
            subject: behaviourEvents.subject,
            userAgent: behaviourEvents.userAgent,
          })
          .from(behaviourEvents)
          .where(and(eq(behaviourEvents.userId, userId), gt(behaviourEvents.id, after)))
          .orderBy(asc(behaviourEvents.id))
          .limit(PAGE_ROWS),
      );
    },

    xpLedger(userId: string) {
      return pagesOf((after) =>
        db
          .select({
            id: xpLedger.id,
            createdAt: xpLedger.createdAt,
            day: xpLedger.localDay,
            source: xpLedger.source,
            sourceId: xpLedger.sourceId,
            categoryId: xpLedger.categoryId,
            xp: xpLedger.xp,
            ruleVersion: xpLedger.ruleVersion,
            inputs: xpLedger.inputs,
          })
          .from(xpLedger)
          .where(and(eq(xpLedger.userId, userId), gt(xpLedger.id, after)))
          .orderBy(asc(xpLedger.id))
          .limit(PAGE_ROWS),
      );
    },

    async practice(userId: string) {
      const [answers, cards, settings] = await Promise.all([
        db
          .select({
            id: questionAnswers.id,
            questionId: questionAnswers.questionId,
            revision: questionAnswers.revision,
            context: questionAnswers.context,
            response: questionAnswers.response,
            correct: questionAnswers.correct,
            grade: questionAnswers.grade,
            answeredAt: questionAnswers.answeredAt,
            durationMs: questionAnswers.durationMs,
          })
          .from(questionAnswers)
          .where(eq(questionAnswers.userId, userId))
          .orderBy(asc(questionAnswers.answeredAt)),
        db
          .select({
            questionId: reviewCards.questionId,
            courseId: reviewCards.courseId,
            state: reviewCards.state,
            due: reviewCards.due,
            stability: reviewCards.stability,
            difficulty: reviewCards.difficulty,
            reps: reviewCards.reps,
            lapses: reviewCards.lapses,
            lastReview: reviewCards.lastReview,
          })
          .from(reviewCards)
          .where(eq(reviewCards.userId, userId)),
        db.select().from(reviewSettings).where(eq(reviewSettings.userId, userId)),
      ]);
      return { answers, cards, settings: settings[0] };
    },

    async game(userId: string) {
      const [levels, badges, game] = await Promise.all([
        db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId)),
        db.select().from(learnerBadges).where(eq(learnerBadges.userId, userId)),
        db.select().from(learnerGame).where(eq(learnerGame.userId, userId)),
      ]);
      return { levels, badges, game: game[0] };
    },

    /** The site's accounts (not deleted, not test learners), newest first, a page at a time, with when each was last seen. */
    async list(siteId: string, { q, status, offset, limit }: { q?: string | undefined; status: string; offset: number; limit: number }) {
      const lastSeen = db
        .select({ userId: sessions.userId, at: sql<Date>`max(${sessions.lastSeenAt})`.as('at') })
        .from(sessions)
        .groupBy(sessions.userId)
        .as('last_seen');
      const pattern = q ? `%${q.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
      const where = and(
        eq(users.siteId, siteId),
        isNull(users.deletedAt),
        eq(users.isTest, false),
        pattern
          ? sql`(lower(${users.login}) like ${pattern} or lower(coalesce(${users.email}, '')) like ${pattern} or lower(${users.fields}->>'name' || ' ' || (${users.fields}->>'surname')) like ${pattern})`
          : undefined,
        status === 'verified' ? eq(users.awaitingVerification, false) : undefined,
        status === 'unverified' ? eq(users.awaitingVerification, true) : undefined,
        status === 'disabled' ? isNotNull(users.disabledAt) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ user: users, lastSeenAt: lastSeen.at })
          .from(users)
          .leftJoin(lastSeen, eq(lastSeen.userId, users.id))
          .where(where)
          .orderBy(desc(users.createdAt), asc(users.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(users).where(where),
      ]);
      return { rows, total: total!.value };
    },

    /** When any device of the account was last seen (null: never signed in). */
    async lastSeenAt(userId: string) {
      const [row] = await db
        .select({ at: sql<Date | null>`max(${sessions.lastSeenAt})` })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      return row?.at ?? null;
    },

    /** Disables (ending every session, answered to close their sockets) or enables an account, audited with it. */
    async setDisabled(userId: string, disabled: boolean, at: Date, audit: AuditWithin<{ before: boolean }>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for('update');
        await tx
          .update(users)
          .set({ disabledAt: disabled ? (before?.disabledAt ?? at) : null })
          .where(eq(users.id, userId));
        const ended = disabled
          ? await tx
              .update(sessions)
              .set({ revokedAt: at })
              .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
              .returning({ idHash: sessions.idHash })
          : [];
        await audit({ before: Boolean(before?.disabledAt) }, tx);
        return ended.map((session) => session.idHash);
      });
    },

    /** Gives an account one role (its first and only), audited in the same transaction with the role before. */
    async setRole(userId: string, role: string, audit: AuditWithin<{ before: string }>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, userId)).for('update');
        await tx
          .update(users)
          .set({ roles: [role] })
          .where(eq(users.id, userId));
        await audit({ before: before?.roles[0] ?? '' }, tx);
      });
    },

    /** Whether a live account of the site (verified, not disabled, not deleted) may enter admin mode. */
    hasAdministrator: (siteId: string) => anAdministrator(siteId, eq(users.awaitingVerification, false)),

    /** Gives an account the administrator's role (the first administrator of a site without one). */
    async makeAdministrator(userId: string) {
      await db
        .update(users)
        .set({ roles: ['admin'] })
        .where(eq(users.id, userId));
    },

    /** Whether another live account of the site (not disabled, not deleted) may enter admin mode. */
    anotherAdministrator: (siteId: string, userId: string) => anAdministrator(siteId, ne(users.id, userId)),

    /**
     * Erases an account (GDPR art. 17), in one transaction: its sessions end and go, and everything personal goes —
     * name, address, login, password, linked sign-ins, notifications, page views, events, answers, settings, its
     * tester's test learner. What the site's aggregates count stays, anonymous: study time per day and hour, per
     * session, enrolments and completions, levels and badges, and the XP ledger folded into one row per day and
     * category. The row is kept as a tombstone with none of it. Answers the sessions that ended (their sockets close).
     */
    async erase(userId: string, at: Date, audit: AuditWithin<void>) {
      return db.transaction(async (tx) => {
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: at })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
          .returning({ idHash: sessions.idHash });
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        const testAccounts = (await tx.select({ id: users.id }).from(users).where(eq(users.testAccountOf, userId))).map((row) => row.id);
        const everyone = [userId, ...testAccounts];
        // No foreign key holds these to the user (they outlive visitors' sessions): deleted by hand.
        await tx.delete(hits).where(inArray(hits.userId, everyone));
        await tx.delete(behaviourEvents).where(inArray(behaviourEvents.userId, everyone));
        if (testAccounts.length) await tx.delete(users).where(inArray(users.id, testAccounts));
        const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (row?.email) await tx.delete(mailQueue).where(eq(sql`lower(${mailQueue.to})`, row.email.toLowerCase()));
        for (const table of [
          federatedIdentities,
          passkeys,
          notifications,
          accountTokens,
          learnerClocks,
          questionAnswers,
          reviewCards,
          reviewSettings,
          sessionSightings,
          learnerGame,
          pushSubscriptions,
        ])
          await tx.delete(table).where(eq(table.userId, userId));
        await tx.execute(sql`
          insert into xp_ledger (user_id, source, source_id, category_id, xp, local_day, rule_version, inputs, created_at)
          select user_id, 'erased', local_day::text || ':' || coalesce(category_id, ''), category_id, sum(xp)::int, local_day, 0, '{}'::jsonb, min(created_at)
          from xp_ledger where user_id = ${userId} and source <> 'erased'
          group by user_id, local_day, category_id`);
        await tx.delete(xpLedger).where(and(eq(xpLedger.userId, userId), ne(xpLedger.source, 'erased')));
        await tx
          .update(users)
          .set({
            login: `deleted:${userId}`,
            email: null,
            passwordHash: null,
            fields: { name: '—', surname: '—', gender: 'neutro' },
            timezone: 'UTC',
            awaitingVerification: false,
            disabledAt: null,
            deletedAt: at,
          })
          .where(eq(users.id, userId));
        await audit(undefined, tx);
        return ended.map((session) => session.idHash);
      });
    },

    /** Every session the account ever had: devices signed in, and those signed out. */
    async devices(userId: string) {
      return db
        .select({
          userAgent: sessions.userAgent,
          timezone: sessions.timezone,
          signedInAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          signedOutAt: sessions.revokedAt,
          mode: sessions.mode,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },
  };
};

export type AccountRepository = ReturnType<typeof createAccountRepository>;
