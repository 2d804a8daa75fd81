import type { FastifyRequest } from 'fastify';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { assertOpen, readerOf } from './reader.js';
import type { LmsRepository } from './repository.js';

type Reader = Awaited<ReturnType<typeof readerOf>>;

/** The course if the reader may see it: 404 otherwise (unpublished courses do not exist for learners). */
export const visibleCourseOf = async (repository: LmsRepository, reader: Reader, courseId: number) => {
  const course = await repository.findCourse(reader, courseId);
  if (!course) throw notFound(`Course not found: no course with id ${courseId}`);
  return course;
};

/**
 * The session if the caller is enrolled in its visible course. An editor in admin mode may read it without
 * enrolling (`editorsToo`): editing a course never makes its editor one of its learners.
 */
export const enrolledSessionOf = async (
  repository: LmsRepository,
  request: FastifyRequest,
  params: { course: number; module: number; session: number },
  editorsToo = false,
) => {
  const { user } = request.auth;
  const reader = await readerOf(request);
  assertOpen(request, reader);
  const course = await visibleCourseOf(repository, reader, params.course);
  const found = await repository.findSession(course.id, params.module, params.session);
  if (!found) throw notFound(`Session not found: course ${course.id} has no module ${params.module} session ${params.session}`);
  const enrolled = Boolean(await repository.findEnrolment(user.id, course.id));
  if (!enrolled && !(editorsToo && reader.previewsDrafts))
    throw new HttpError(403, 'Enrol in the course to open its sessions', { code: 'not-enrolled' });
  return { user, reader, course, found, enrolled };
};
