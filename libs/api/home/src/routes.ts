import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeOperations, type LearnerHome } from '@tiles/contracts-courses';
import { type Streak } from '@tiles/contracts-game';
import { route } from '@tiles/api-platform/ground/operation-route';
import { startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import { learnerNow } from '@tiles/api-platform/ground/time';
import { readerOf } from '@tiles/api-lms/reader';

/** Met today, saved by a freeze yesterday, at risk (a streak going, today not met yet), or none. */
const dayStateOf = (streak: Streak): LearnerHome['day']['state'] => {
  if (streak.todayMinutes >= streak.goalMinutes) return 'met';
  if (streak.current === 0) return 'none';
  return streak.calendar.at(-2)?.state === 'frozen' ? 'frozen' : 'at-risk';
};

export const homeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, homeOperations.getHome, async (request): Promise<LearnerHome> => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    const now = learnerNow(app.clock, user);
    const [courses, lastStudied, streak, review, recommended, enrolments] = await Promise.all([
      app.lmsRepository.myCourses({ ...reader, userId: user.id }, 'in-progress'),
      app.homeRepository.lastStudiedCourse(user.id),
      app.gameRepository.streak(user, now),
      app.practiceRepository.dueCount(user.id, startOfNextLocalDay(now, user.timezone)),
      app.lmsRepository.recommendedCourse({ ...reader, userId: user.id }),
      app.lmsRepository.enrolmentCount(user.id),
    ]);
    const upNext = { recommended: recommended ?? null, newcomer: enrolments === 0 };
    const day = {
      goalMinutes: streak.goalMinutes,
      todayMinutes: streak.todayMinutes,
      streak: streak.current,
      freezes: streak.freezes,
      state: dayStateOf(streak),
    };
    const reviewBlock = review.cards ? { due: review.due } : null;
    // The course studied last, else the one enrolled in last.
    const card = courses.find((course) => course._id === lastStudied) ?? courses.at(-1);
    const row = card ? await app.lmsRepository.findCourse(reader, card._id) : undefined;
    if (!card || !row) return { resume: null, next: null, day, review: reviewBlock, ...upNext };
    const detail = await app.lmsRepository.courseDetail(reader, row);
    const sessions = detail.modules.flatMap((module) =>
      module.sessions.map((session) => ({
        module: module.number,
        session: session.number,
        moduleTitle: module.title,
        sessionTitle: session.title,
        sessionLang: session.lang,
        completed: session.completed,
      })),
    );
    const at = card.progress?.lastSession;
    const current =
      sessions.find((session) => session.module === at?.module && session.session === at?.session) ??
      sessions.find((session) => !session.completed) ??
      sessions[0];
    const next = sessions.find((session) => !session.completed && session !== current);
    const strip = (session: (typeof sessions)[number]) => ({
      module: session.module,
      session: session.session,
      moduleTitle: session.moduleTitle,
      sessionTitle: session.sessionTitle,
      sessionLang: session.sessionLang,
    });
    return {
      resume: current ? { course: card, ...strip(current) } : null,
      next: next ? strip(next) : null,
      day,
      review: reviewBlock,
      ...upNext,
    };
  });
};
