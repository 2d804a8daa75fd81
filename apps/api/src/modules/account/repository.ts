import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  behaviourEvents,
  courseSessions,
  enrolments,
  hits,
  learnerBadges,
  learnerGame,
  learnerLevels,
  questionAnswers,
  reviewCards,
  reviewSettings,
  sessionCompletions,
  sessionStudy,
  sessions,
  studyRollups,
  xpLedger,
} from '../../db/schema.js';

/** Rows per page when a learner's history is read for an export: memory stays flat however long the history. */
const PAGE_ROWS = 2_000;

/**
 * What the account lifecycle reads and writes beyond the user row: a learner's whole data for "download everything",
 * in pages for the long kinds (page views, behaviour events, answers, the XP ledger).
 */
export const createAccountRepository = (db: Database) => {
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
