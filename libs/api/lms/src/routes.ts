import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OFFLINE_COPY_HEADER, pickTranslation, type ParamsOf } from '@tiles/contracts';
import { lmsOperations } from '@tiles/contracts-courses';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { enrolledSessionOf, visibleCourseOf } from './enrolled-session.js';
import { assertOpen, readerOf } from './reader.js';
import { sessionViewOf } from './session-view.js';

const operations = lmsOperations;

export const lmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.lmsRepository;
  const visibleCourse = (reader: Awaited<ReturnType<typeof readerOf>>, courseId: number) => visibleCourseOf(repository, reader, courseId);

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

  const enrolledSession = (request: FastifyRequest, params: ParamsOf<typeof operations.getSession>, editorsToo = false) =>
    enrolledSessionOf(repository, request, params, editorsToo);

  route(app, operations.getSession, async (request) => {
    const { user, reader, course, found: published, enrolled } = await enrolledSession(request, request.params, true);
    // A copy made for offline study is not the learner opening the session: where they left off stays.
    if (enrolled && !request.headers[OFFLINE_COPY_HEADER])
      await repository.rememberLastSession(user.id, course.id, published.session.moduleNumber, published.session.number);
    const questions = await app.sessionParts.questions.call(published.session.id, {
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
    return sessionViewOf(repository, app.sessionParts, reader, { userId: user.id, course, published, enrolled, questions });
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
