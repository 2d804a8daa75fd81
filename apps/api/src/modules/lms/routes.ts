import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lmsOperations, OFFLINE_COPY_HEADER, pickTranslation, type ParamsOf } from '@tiles/contracts';
import { route, type OperationRequest } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { localDayAndHour, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import { assertOpen, readerOf } from './reader.js';
import { sessionViewOf } from './session-view.js';

const operations = lmsOperations;

export const lmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.lmsRepository;
  /** The course if the reader may see it: 404 otherwise (unpublished courses do not exist for learners). */
  const visibleCourse = async (reader: Awaited<ReturnType<typeof readerOf>>, courseId: number) => {
    const course = await repository.findCourse(reader, courseId);
    if (!course) throw notFound(`Course not found: no course with id ${courseId}`);
    return course;
  };

  route(app, operations.getCatalogue, async (request) => {
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const { category, q, page, pageSize } = request.query;
    const result = await repository.catalogue(reader, { category, q: q || undefined, page, pageSize });
    return { ...result, page, pageSize };
  });

  route(app, operations.getCourse, async (request) => {
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const course = await visibleCourse(reader, request.params.course);
    return repository.courseDetail(reader, course);
  });

  route(app, operations.enrol, async (request) => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const course = await visibleCourse(reader, request.params.course);
    const existing = await repository.findEnrolment(user.id, course.id);
    if (!existing) {
      if (course.expiresAt && course.expiresAt.getTime() <= reader.now.getTime()) {
        throw new HttpError(409, 'This course has expired and takes no new enrolments', { code: 'course-expired' });
      }
      await repository.enrol(user.id, course.id, reader.now);
    }
    return repository.courseDetail(reader, course);
  });

  /**
   * The session if the caller is enrolled in its visible course. An editor in admin mode may read it without
   * enrolling (`editorsToo`): editing a course never makes its editor one of its learners.
   */
  const enrolledSession = async (
    request: OperationRequest<typeof operations.getSession>,
    params: ParamsOf<typeof operations.getSession>,
    editorsToo = false,
  ) => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const course = await visibleCourse(reader, params.course);
    const found = await repository.findSession(course.id, params.module, params.session);
    if (!found) throw notFound(`Session not found: course ${course.id} has no module ${params.module} session ${params.session}`);
    const enrolled = Boolean(await repository.findEnrolment(user.id, course.id));
    if (!enrolled && !(editorsToo && reader.previewsDrafts))
      throw new HttpError(403, 'Enrol in the course to open its sessions', { code: 'not-enrolled' });
    return { user, reader, course, found, enrolled };
  };

  route(app, operations.getSession, async (request) => {
    const { user, reader, course, found: published, enrolled } = await enrolledSession(request, request.params, true);
    // A copy made for offline study is not the learner opening the session: where they left off stays.
    if (enrolled && !request.headers[OFFLINE_COPY_HEADER])
      await repository.rememberLastSession(user.id, course.id, published.session.moduleNumber, published.session.number);
    const questions = await app.practiceRepository.sessionQuestions(published.session.id, {
      userId: enrolled ? user.id : null,
      locale: reader.locale,
      defaultLocale: reader.defaultLocale,
      // The offline copy carries what checks an answer, so feedback works without the server (ADR 0017).
      withKeys: Boolean(request.headers[OFFLINE_COPY_HEADER]),
      seenAt: reader.now,
      ...(reader.previewsDrafts
        ? { draftOf: { siteId: reader.siteId, entityId: `${course.id}/${published.module.number}/${published.session.number}` } }
        : {}),
    });
    return sessionViewOf(repository, reader, { userId: user.id, course, published, enrolled, questions });
  });

  route(app, operations.completeSession, async (request) => {
    const { user, reader, course, found } = await enrolledSession(request, request.params);
    // The page sends the visit's time so far just before completing: written first, it counts for this completion's
    // XP at once (instead of up to a batch window later).
    await app.ingestion.hits.flush();
    // The completion and its event are stored together, and the event is delivered once they committed: the answer
    // (and the pushed award) already count the XP.
    await repository.completeSession(user.id, course.id, found.session.id, reader.now);
    return repository.courseDetail(reader, course);
  });

  route(app, operations.getSessionReward, async (request) => {
    const { user, reader, course, found } = await enrolledSession(request, request.params);
    const { session } = found;
    const game = { siteId: reader.siteId, locale: reader.locale, defaultLocale: reader.defaultLocale };
    const day = localDayAndHour(reader.now, user.timezone).day;
    const [completed, xp, awards, questions, streak, review, recommended] = await Promise.all([
      repository.isCompleted(user.id, session.id),
      repository.sessionXp(user.id, { ...session, courseId: course.id }),
      app.gameRepository.sessionAwards(user.id, game, {
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
      app.gameRepository.streak(user, reader.now),
      app.practiceRepository.dueCount(user.id, startOfNextLocalDay(reader.now, user.timezone)),
      repository.recommendedCourse({ ...reader, userId: user.id }),
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
      badges: await app.gameRepository.badgesMeasuring(user.id, game, [...moved]),
      upNext: { review: review.cards ? { due: review.due } : null, recommended: recommended ?? null },
    };
  });

  route(app, operations.getMyCourses, async (request) => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    assertOpen(request, reader);
    return repository.myCourses({ ...reader, userId: user.id }, request.query.list);
  });

  route(app, operations.getMaterial, async (request, reply) => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const found = await repository.findMaterial(request.params.materialId);
    if (!found || !(await repository.findCourse(reader, found.courseId)))
      throw notFound(`Material not found: '${request.params.materialId}'`);
    if (!reader.previewsDrafts && !(await repository.findEnrolment(user.id, found.courseId)))
      throw new HttpError(403, 'Enrol in the course to download its materials', { code: 'not-enrolled' });
    const draft = (await repository.materialDrafts(reader, [found.material.id])).get(found.material.id);
    const body = pickTranslation(draft?.bodies ?? found.material.bodies, [reader.locale, reader.defaultLocale], '');
    return reply
      .header('content-type', `${found.material.mimeType}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${found.material.fileName}"`)
      .send(body);
  });
};
