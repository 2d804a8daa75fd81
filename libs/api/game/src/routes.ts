import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lmsOperations } from '@tiles/contracts-courses';
import { gameOperations, LEDGER_LIMIT } from '@tiles/contracts-game';
import { route } from '@tiles/api-platform/ground/operation-route';
import { learnerNow } from '@tiles/api-platform/ground/time';
import { localDayAndHour, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import { previewsDrafts } from '@tiles/api-auth/previews-drafts';
import { enrolledSessionOf } from '@tiles/api-lms/enrolled-session';
import { sessionXpState } from './session-xp.js';
import type { GameReader } from './repository.js';

const readerOf = (request: { site: { _id: string; defaultLocale: string }; localeCode: string }): GameReader => ({
  siteId: request.site._id,
  locale: request.localeCode,
  defaultLocale: request.site.defaultLocale,
});

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.gameRepository;
  route(app, gameOperations.getLevels, async (request) => await repository.levels(readerOf(request), await previewsDrafts(request)));

  route(app, gameOperations.getBadges, async (request) => await repository.badges(readerOf(request), await previewsDrafts(request)));

  route(app, gameOperations.getProgress, async (request) => {
    const { user } = request.auth;
    return await repository.progress(user.id);
  });

  route(app, gameOperations.getLedger, async (request) => {
    const { user } = request.auth;
    return await repository.ledger(user.id, readerOf(request), LEDGER_LIMIT);
  });

  route(app, gameOperations.getPendingSessionXp, async (request) => {
    const { user } = request.auth;
    return await repository.pendingSessionXp(user.id, readerOf(request));
  });

  route(app, gameOperations.getStreak, async (request) => {
    const { user } = request.auth;
    return await repository.streak(user, learnerNow(app.clock, user));
  });

  route(app, gameOperations.setDailyGoal, async (request) => {
    const { user } = request.auth;
    await repository.setGoal(user.id, request.body.minutes);
    return await repository.streak(user, learnerNow(app.clock, user));
  });

  route(app, gameOperations.setNoticeSettings, async (request) => {
    const { user } = request.auth;
    await repository.setNoticeSettings(user.id, request.body);
    return await repository.streak(user, learnerNow(app.clock, user));
  });

  // A session's reward (the lesson summary): what its completion earned, the day's goal and streak, its questions
  // (practice) and what comes next. The game serves it, above the courses and practice it reads.
  route(app, lmsOperations.getSessionReward, async (request) => {
    const { user, reader, course, found } = await enrolledSessionOf(app.lmsRepository, request, request.params);
    const { session } = found;
    const game = { siteId: reader.siteId, locale: reader.locale, defaultLocale: reader.defaultLocale };
    const day = localDayAndHour(reader.now, user.timezone).day;
    const [completed, xp, awards, questions, streak, review, recommended] = await Promise.all([
      app.lmsRepository.isCompleted(user.id, session.id),
      sessionXpState(app.db, user.id, { ...session, courseId: course.id }),
      repository.sessionAwards(user.id, game, {
        sessionId: session.id,
        courseId: course.id,
        moduleNumber: session.moduleNumber,
        categoryId: course.categoryId,
        day,
      }),
      app.practiceRepository.sessionQuestions(session.id, {
        userId: user.id,
        locale: reader.locale,
        defaultLocale: reader.defaultLocale,
        withKeys: false,
      }),
      repository.streak(user, reader.now),
      app.practiceRepository.dueCount(user.id, startOfNextLocalDay(reader.now, user.timezone)),
      app.lmsRepository.recommendedCourse({ ...reader, userId: user.id }),
    ]);
    // The badges this session moved: its lessons' count once its XP came, the courses' once the course's did.
    const moved = [
      ...(awards.some((award) => award.source === 'session') ? (['sessions'] as const) : []),
      ...(awards.some((award) => award.source === 'course') ? (['courses'] as const) : []),
    ];
    const answered = questions.filter((question) => question.last);
    return {
      completed,
      minutes: Math.floor((xp?.activeMs ?? 0) / 60_000),
      missingMinutes: completed ? (xp?.missingMinutes ?? 0) : 0,
      awards,
      questions: {
        total: questions.length,
        answered: answered.length,
        right: answered.filter((question) => question.last?.correct).length,
      },
      day: {
        goalMinutes: streak.goalMinutes,
        todayMinutes: streak.todayMinutes,
        streak: streak.current,
        goalMet: streak.todayMinutes >= streak.goalMinutes,
      },
      badges: await repository.badgesMeasuring(user.id, game, [...moved]),
      upNext: { review: review.cards ? { due: review.due } : null, recommended: recommended ?? null },
    };
  });
};
