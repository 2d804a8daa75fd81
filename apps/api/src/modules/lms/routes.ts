import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  cataloguePageSchema,
  catalogueQuerySchema,
  courseDetailSchema,
  courseIdSchema,
  courseSessionSchema,
  myCoursesSchema,
  OFFLINE_COPY_HEADER,
  outcomeOf,
  pickTranslation,
  positionSchema,
} from '@tiles/contracts';
import { HttpError, notFound } from '../../plugins/errors.js';
import { assertOpen, readerOf } from './reader.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};
const courseParams = z.object({ courseId: courseIdSchema });
const sessionParams = z.object({ courseId: courseIdSchema, module: positionSchema, session: positionSchema });

const pick = (texts: Record<string, string>, locale: string, fallback: string) => pickTranslation(texts, [locale, fallback], '');

export const lmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.lmsRepository;
  /** The course if the reader may see it: 404 otherwise (unpublished courses do not exist for learners). */
  const visibleCourse = async (reader: Awaited<ReturnType<typeof readerOf>>, courseId: number) => {
    const course = await repository.findCourse(reader, courseId);
    if (!course) throw notFound(`Course not found: no course with id ${courseId}`);
    return course;
  };

  app.get(
    '/lms/courses',
    {
      schema: {
        tags: ['lms'],
        summary: 'The catalogue: published courses that have not expired, by category slug and text, paginated',
        description:
          'Defaults: page 1, pageSize 12 (at most 50). `q` matches title and description in the request locale. Signed-in callers get their progress on each card.',
        querystring: catalogueQuerySchema,
        response: { 200: outcomeOf(cataloguePageSchema), ...errors },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      assertOpen(request, reader);
      const { category, q, page, pageSize } = request.query;
      const result = await repository.catalogue(reader, { category, q: q || undefined, page, pageSize });
      return { outcome: { ...result, page, pageSize } };
    },
  );

  app.get(
    '/lms/courses/:courseId',
    {
      schema: {
        tags: ['lms'],
        summary: 'A course: card data, modules and sessions, and its page of tile rows (one row per module)',
        params: courseParams,
        response: { 200: outcomeOf(courseDetailSchema), ...errors },
      },
    },
    async (request) => {
      const reader = await readerOf(request);
      assertOpen(request, reader);
      const course = await visibleCourse(reader, request.params.courseId);
      return { outcome: await repository.courseDetail(reader, course) };
    },
  );

  app.post(
    '/lms/courses/:courseId/enrolment',
    {
      config: { signedIn: true },
      schema: {
        tags: ['lms'],
        summary: 'Enrol the signed-in learner (idempotent). Expired courses take no new enrolments (409).',
        params: courseParams,
        response: { 200: outcomeOf(courseDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const reader = await readerOf(request);
      assertOpen(request, reader);
      const course = await visibleCourse(reader, request.params.courseId);
      const existing = await repository.findEnrolment(user.id, course.id);
      if (!existing) {
        if (course.expiresAt && course.expiresAt.getTime() <= reader.now.getTime()) {
          throw new HttpError(409, 'This course has expired and takes no new enrolments', { code: 'course-expired' });
        }
        await repository.enrol(user.id, course.id, reader.now);
      }
      return { outcome: await repository.courseDetail(reader, course) };
    },
  );

  /**
   * The session if the caller is enrolled in its visible course. An editor in admin mode may read it without
   * enrolling (`editorsToo`): editing a course never makes its editor one of its learners.
   */
  const enrolledSession = async (request: Parameters<typeof readerOf>[0], params: z.infer<typeof sessionParams>, editorsToo = false) => {
    const { user } = request.auth;
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const course = await visibleCourse(reader, params.courseId);
    const found = await repository.findSession(course.id, params.module, params.session);
    if (!found) throw notFound(`Session not found: course ${course.id} has no module ${params.module} session ${params.session}`);
    const enrolled = Boolean(await repository.findEnrolment(user.id, course.id));
    if (!enrolled && !(editorsToo && reader.previewsDrafts))
      throw new HttpError(403, 'Enrol in the course to open its sessions', { code: 'not-enrolled' });
    return { user, reader, course, found, enrolled };
  };

  app.get(
    '/lms/courses/:courseId/modules/:module/sessions/:session',
    {
      config: { signedIn: true },
      schema: {
        tags: ['lms'],
        summary: 'A session of a course the caller is enrolled in (or edits, in admin mode); remembers it as where the learner left off',
        params: sessionParams,
        response: { 200: outcomeOf(courseSessionSchema), ...errors },
      },
    },
    async (request) => {
      const { user, reader, course, found: published, enrolled } = await enrolledSession(request, request.params, true);
      // A copy made for offline study is not the learner opening the session: where they left off stays.
      if (enrolled && !request.headers[OFFLINE_COPY_HEADER])
        await repository.rememberLastSession(user.id, course.id, published.session.moduleNumber, published.session.number);
      const drafts = await repository.structureDrafts(reader, course.id);
      const found = {
        module: { ...published.module, ...drafts.modules.get(published.module.number) },
        session: { ...published.session, ...drafts.sessions.get(`${published.module.number}/${published.session.number}`) },
      };
      const [positions, publishedMaterials, completed, [card]] = await Promise.all([
        repository.sessionPositions(course.id),
        repository.materialsOf(found.session.id),
        enrolled ? repository.isCompleted(user.id, found.session.id) : false,
        repository.toCards([course], reader),
      ]);
      const materialDrafts = await repository.materialDrafts(
        reader,
        publishedMaterials.map((material) => material.id),
      );
      const materials = publishedMaterials.map((material) => ({ ...material, ...materialDrafts.get(material.id) }));
      const index = positions.findIndex((position) => position.id === found.session.id);
      const position = (at: number) => {
        const entry = positions[at];
        return entry ? { module: entry.module, session: entry.session } : null;
      };
      const { locale, defaultLocale } = reader;
      return {
        outcome: {
          course: { _id: course.id, slug: course.slug, title: card!.title },
          module: { number: found.module.number, title: pick(found.module.titles, locale, defaultLocale) },
          session: {
            number: found.session.number,
            title: pick(found.session.titles, locale, defaultLocale),
            duration: found.session.duration,
            content: pickTranslation(found.session.content, [locale, defaultLocale], []),
            video: found.session.video
              ? {
                  src: found.session.video.src,
                  title: pick(found.session.video.titles, locale, defaultLocale),
                  poster: found.session.video.poster,
                }
              : null,
            materials: materials.map((material) => ({
              _id: material.id,
              title: pick(material.titles, locale, defaultLocale),
              fileName: material.fileName,
              url: `/api/lms/materials/${material.id}`,
            })),
          },
          previous: index > 0 ? position(index - 1) : null,
          next: position(index + 1),
          completed,
          xp: completed ? ((await repository.sessionXp(user.id, { ...found.session, courseId: course.id })) ?? null) : null,
          progress: card!.progress,
        },
      };
    },
  );

  app.put(
    '/lms/courses/:courseId/modules/:module/sessions/:session/completion',
    {
      config: { signedIn: true },
      schema: {
        tags: ['lms'],
        summary:
          'Mark a session complete (idempotent); completing the last one completes the course. A first completion earns XP when enough active time went into the session',
        params: sessionParams,
        response: { 200: outcomeOf(courseDetailSchema), ...errors },
      },
    },
    async (request) => {
      const { user, reader, course, found } = await enrolledSession(request, request.params);
      const notice = await repository.completeSession(user.id, course.id, found.session.id, reader.now);
      // Stored with the completion; pushed once committed. A failed push leaves the award on the progress page.
      if (notice)
        await app.notifications.send([notice]).catch((error: unknown) => request.log.error({ err: error }, 'game notification failed'));
      return { outcome: await repository.courseDetail(reader, course) };
    },
  );

  app.get(
    '/lms/my/courses',
    {
      config: { signedIn: true },
      schema: {
        tags: ['lms'],
        summary: "The caller's courses: `list=in-progress` (default) or `list=archive` (completed or expired)",
        querystring: z.object({ list: z.enum(['in-progress', 'archive']).default('in-progress') }),
        response: { 200: outcomeOf(myCoursesSchema), ...errors },
      },
    },
    async (request) => {
      const { user } = request.auth;
      const reader = await readerOf(request);
      assertOpen(request, reader);
      return { outcome: await repository.myCourses({ ...reader, userId: user.id }, request.query.list) };
    },
  );

  app.get(
    '/lms/materials/:materialId',
    {
      config: { signedIn: true },
      schema: {
        tags: ['lms'],
        summary: 'Download a session material (enrolled learners)',
        params: z.object({ materialId: z.string().regex(/^[a-z0-9-]{1,128}$/) }),
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      const reader = await readerOf(request);
      assertOpen(request, reader);
      const found = await repository.findMaterial(request.params.materialId);
      if (!found || !(await repository.findCourse(reader, found.courseId)))
        throw notFound(`Material not found: '${request.params.materialId}'`);
      if (!reader.previewsDrafts && !(await repository.findEnrolment(user.id, found.courseId)))
        throw new HttpError(403, 'Enrol in the course to download its materials', { code: 'not-enrolled' });
      const draft = (await repository.materialDrafts(reader, [found.material.id])).get(found.material.id);
      const body = pick(draft?.bodies ?? found.material.bodies, reader.locale, reader.defaultLocale);
      return reply
        .header('content-type', `${found.material.mimeType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${found.material.fileName}"`)
        .send(body);
    },
  );
};
