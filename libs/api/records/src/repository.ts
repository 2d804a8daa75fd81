import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { parseDuration, renderTemplate, type TextKey } from '@tiles/contracts';
import { levelForExperience } from '@tiles/contracts-game';
import type { Database } from '@tiles/api-platform/db/database';
import { boilerplate } from '@tiles/api-i18n/schema';
import { courseModules, courses, courseSessions, enrolments, sessionCompletions, tags } from '@tiles/api-lms/schema';
import { questionAnswers, questionRevisions, sessionQuestions } from '@tiles/api-practice/schema';
import { gameBadges, gameLevels, learnerBadges, learnerLevels, xpLedger } from '@tiles/api-game/schema';
import { hits } from '@tiles/api-events/schema';
import { pick, type GameReader } from '@tiles/api-game/repository';
import type { CourseOutline, LearningHistory } from './xapi.js';
// A badge's tier reads as the game's screens word it.
import type {} from '@tiles/game-texts';

type Texts = (key: TextKey, params?: Record<string, string | number>) => string;

/** What an achievement (a badge tier) says, in the reader's locale. */
export type TierFacts = {
  badgeId: string;
  tier: number;
  tiers: number;
  name: string;
  tierLabel: string;
  achievementName: string;
  description: string;
  criteria: string;
  image: string;
};

export const createRecordsRepository = (db: Database) => {
  /** Boilerplate texts of the reader's locale, rendered with their parameters. */
  const texts = async (reader: GameReader, keys: TextKey[]): Promise<Texts> => {
    const rows = await db
      .select()
      .from(boilerplate)
      .where(and(eq(boilerplate.siteId, reader.siteId), inArray(boilerplate.key, keys)));
    const byKey = new Map(rows.map((row) => [row.key, pick(row.translations, reader)]));
    return (key, params) => renderTemplate(byKey.get(key) ?? key, params, undefined, reader.locale);
  };

  const tierFacts = (badge: typeof gameBadges.$inferSelect, tier: number, reader: GameReader, t: Texts): TierFacts => {
    const name = pick(badge.names, reader);
    const description = pick(badge.descriptions, reader);
    return {
      badgeId: badge.id,
      tier,
      tiers: badge.tiers.length,
      name,
      tierLabel: t('game.badge.tier', { tier, tiers: badge.tiers.length }),
      achievementName: t('records.achievement.name', { badge: name, tier, tiers: badge.tiers.length }),
      description,
      criteria: t('records.achievement.criteria', { description, tier, threshold: badge.tiers[tier - 1]! }),
      image: badge.image,
    };
  };

  const achievementTexts: TextKey[] = ['records.achievement.name', 'records.achievement.criteria', 'game.badge.tier'];

  return {
    /** Boilerplate texts of the reader's locale, rendered with their parameters. */
    texts,

    /** A badge tier as an achievement; undefined when the badge or the tier does not exist. */
    async tier(reader: GameReader, badgeId: string, tier: number): Promise<TierFacts | undefined> {
      const [badge] = await db
        .select()
        .from(gameBadges)
        .where(and(eq(gameBadges.siteId, reader.siteId), eq(gameBadges.id, badgeId)));
      if (!badge || tier < 1 || tier > badge.tiers.length) return undefined;
      return tierFacts(badge, tier, reader, await texts(reader, achievementTexts));
    },

    /** When the learner reached a tier (undefined: not reached). */
    async tierEarnedAt(userId: string, badgeId: string, tier: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ tierDates: learnerBadges.tierDates })
        .from(learnerBadges)
        .where(and(eq(learnerBadges.userId, userId), eq(learnerBadges.badgeId, badgeId)));
      const date = row?.tierDates[tier - 1];
      return date ? new Date(date) : undefined;
    },

    /** The evidence of a tier: the learner's credited minutes and the sessions that earned XP, up to its date. */
    async evidence(reader: GameReader & { siteName: string }, userId: string, until: Date) {
      const [[time], [sessions], t] = await Promise.all([
        db
          .select({ ms: sql<string>`coalesce(sum(${hits.msCredited}), 0)` })
          .from(hits)
          .where(and(eq(hits.userId, userId), lte(hits.receivedAt, until))),
        db
          .select({ count: sql<string>`count(*)` })
          .from(xpLedger)
          .where(and(eq(xpLedger.userId, userId), eq(xpLedger.source, 'session'), lte(xpLedger.createdAt, until))),
        texts(reader, ['records.evidence.name', 'records.evidence.narrative']),
      ]);
      const minutes = Math.floor(Number(time?.ms ?? 0) / 60_000);
      return {
        name: t('records.evidence.name', { site: reader.siteName }),
        narrative: t('records.evidence.narrative', { minutes, sessions: Number(sessions?.count ?? 0) }),
      };
    },

    /** Everything the learner's xAPI statements are made of, named in the reader's locale. */
    async learningHistory(
      reader: GameReader,
      userId: string,
      achievementIri: (badgeId: string, tier: number) => string,
    ): Promise<LearningHistory> {
      const [hitRows, completionRows, courseRows, badgeRows, ledgerRows, levelRows, levelDefinitions, t] = await Promise.all([
        db
          .select({
            clientId: hits.clientId,
            at: hits.receivedAt,
            courseId: hits.courseId,
            module: hits.moduleNumber,
            session: hits.sessionNumber,
            ms: hits.msCredited,
            creditedCourseId: hits.attributedCourseId,
            creditedModule: hits.attributedModule,
            creditedSession: hits.attributedSession,
          })
          .from(hits)
          .where(eq(hits.userId, userId))
          .orderBy(asc(hits.receivedAt), asc(hits.id)),
        db
          .select({
            courseId: courseSessions.courseId,
            module: courseSessions.moduleNumber,
            session: courseSessions.number,
            at: sessionCompletions.completedAt,
          })
          .from(sessionCompletions)
          .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
          .where(eq(sessionCompletions.userId, userId))
          .orderBy(asc(sessionCompletions.completedAt)),
        db
          .select({ courseId: enrolments.courseId, at: enrolments.completedAt })
          .from(enrolments)
          .where(and(eq(enrolments.userId, userId), isNotNull(enrolments.completedAt))),
        db
          .select({ badge: gameBadges, tierDates: learnerBadges.tierDates })
          .from(learnerBadges)
          .innerJoin(gameBadges, and(eq(gameBadges.siteId, reader.siteId), eq(gameBadges.id, learnerBadges.badgeId)))
          .where(eq(learnerBadges.userId, userId)),
        db
          .select({ categoryId: xpLedger.categoryId, xp: xpLedger.xp, at: xpLedger.createdAt })
          .from(xpLedger)
          .where(and(eq(xpLedger.userId, userId), isNotNull(xpLedger.categoryId)))
          .orderBy(asc(xpLedger.id)),
        db.select().from(learnerLevels).where(eq(learnerLevels.userId, userId)),
        db.select().from(gameLevels).where(eq(gameLevels.siteId, reader.siteId)).orderBy(asc(gameLevels.level)),
        texts(reader, [...achievementTexts, 'records.level.name']),
      ]);

      // Each answer with the form of its question it answered (a question edited since keeps its earlier forms).
      const answerRows = await db
        .select({
          id: questionAnswers.id,
          questionId: questionAnswers.questionId,
          definition: questionRevisions.definition,
          courseId: courseSessions.courseId,
          module: courseSessions.moduleNumber,
          session: courseSessions.number,
          correct: questionAnswers.correct,
          response: questionAnswers.response,
          durationMs: questionAnswers.durationMs,
          at: questionAnswers.answeredAt,
        })
        .from(questionAnswers)
        .innerJoin(
          questionRevisions,
          and(eq(questionRevisions.questionId, questionAnswers.questionId), eq(questionRevisions.revision, questionAnswers.revision)),
        )
        .innerJoin(sessionQuestions, eq(sessionQuestions.id, questionAnswers.questionId))
        .innerJoin(courseSessions, eq(courseSessions.id, sessionQuestions.sessionId))
        .where(eq(questionAnswers.userId, userId))
        .orderBy(asc(questionAnswers.answeredAt), asc(questionAnswers.id));

      const courseIds = [
        ...new Set([
          ...answerRows.map((row) => row.courseId),
          ...hitRows.flatMap((row) => [row.courseId, row.creditedCourseId].filter((id): id is number => id !== null)),
          ...completionRows.map((row) => row.courseId),
          ...courseRows.map((row) => row.courseId),
        ]),
      ];
      const outlines = await this.outlines(reader, courseIds);

      // A level is earned when the category's running total of XP first reaches its threshold (never above the
      // level the learner holds: the table may have been edited since).
      const held = new Map(levelRows.map((row) => [row.categoryId, row.level]));
      const categoryIds = [...held.keys()];
      const categoryRows = categoryIds.length
        ? await db.select({ id: tags.id, names: tags.names }).from(tags).where(inArray(tags.id, categoryIds))
        : [];
      const categoryName = new Map(categoryRows.map((row) => [row.id, pick(row.names, reader)]));
      const levelName = new Map(levelDefinitions.map((row) => [row.level, pick(row.names, reader)]));
      const totals = new Map<string, number>();
      const levels: LearningHistory['levels'] = [];
      for (const row of ledgerRows) {
        const categoryId = row.categoryId!;
        const before = totals.get(categoryId) ?? 0;
        const after = before + row.xp;
        totals.set(categoryId, after);
        const cap = held.get(categoryId) ?? 1;
        const from = levelForExperience(before, levelDefinitions);
        const to = Math.min(levelForExperience(after, levelDefinitions), cap);
        for (let level = from + 1; level <= to; level += 1) {
          levels.push({
            categoryId,
            level,
            name: t('records.level.name', {
              level: levelName.get(level) ?? String(level),
              category: categoryName.get(categoryId) ?? categoryId,
            }),
            at: row.at,
          });
        }
      }

      return {
        userId,
        courses: outlines,
        hits: hitRows.map((row) => ({
          clientId: row.clientId,
          at: row.at,
          opened:
            row.courseId !== null && row.module !== null && row.session !== null
              ? { courseId: row.courseId, module: row.module, session: row.session }
              : null,
          credited: { ms: row.ms, courseId: row.creditedCourseId, module: row.creditedModule, session: row.creditedSession },
        })),
        sessionCompletions: completionRows,
        answers: answerRows.map((row) => ({
          id: row.id,
          questionId: row.questionId,
          prompt: pick(row.definition.prompts, reader),
          place: { courseId: row.courseId, module: row.module, session: row.session },
          correct: row.correct,
          // As xAPI writes an interaction's response: choices by position joined with `[,]`, a text, a self-grade.
          response:
            'choices' in row.response
              ? row.response.choices.join('[,]')
              : 'text' in row.response
                ? row.response.text
                : String(row.response.grade),
          durationMs: row.durationMs,
          at: row.at,
        })),
        courseCompletions: courseRows.flatMap((row) => (row.at ? [{ courseId: row.courseId, at: row.at }] : [])),
        badgeTiers: badgeRows.flatMap(({ badge, tierDates }) =>
          tierDates.map((date, index) => ({
            badgeId: badge.id,
            tier: index + 1,
            name: tierFacts(badge, index + 1, reader, t).achievementName,
            iri: achievementIri(badge.id, index + 1),
            at: new Date(date),
          })),
        ),
        levels,
      };
    },

    /** Courses with their modules and sessions, titled in the reader's locale. */
    async outlines(reader: GameReader, courseIds: number[]): Promise<CourseOutline[]> {
      if (!courseIds.length) return [];
      const [courseRows, moduleRows, sessionRows] = await Promise.all([
        db.select({ id: courses.id, titles: courses.titles }).from(courses).where(inArray(courses.id, courseIds)),
        db.select().from(courseModules).where(inArray(courseModules.courseId, courseIds)).orderBy(asc(courseModules.number)),
        db
          .select({
            courseId: courseSessions.courseId,
            module: courseSessions.moduleNumber,
            number: courseSessions.number,
            titles: courseSessions.titles,
            duration: courseSessions.duration,
          })
          .from(courseSessions)
          .where(inArray(courseSessions.courseId, courseIds))
          .orderBy(asc(courseSessions.number)),
      ]);
      return courseRows.map((course) => ({
        courseId: course.id,
        title: pick(course.titles, reader),
        modules: moduleRows
          .filter((module) => module.courseId === course.id)
          .map((module) => ({
            number: module.number,
            title: pick(module.titles, reader),
            sessions: sessionRows
              .filter((session) => session.courseId === course.id && session.module === module.number)
              .map((session) => ({
                number: session.number,
                title: pick(session.titles, reader),
                durationMs: (parseDuration(session.duration) ?? 0) * 1000,
              })),
          })),
      }));
    },
  };
};
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
