import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@tiles/contracts';
import { recordsOperations } from '@tiles/contracts-records';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { resolveAuth } from '@tiles/api-auth/auth-context';
import { readerOf as lmsReaderOf } from '@tiles/api-lms/reader';
import { permissionsOf } from '@tiles/api-roles/repository';
import { withContexts } from './open-badges.js';
import { issuerFactsOf } from './credentials.js';
import { courseAchievementOf } from './effort-credentials.js';
import { courseAchievementFacts, courseCredentials, issuedCourseCredentials, signedStatusList, signedTranscript } from './effort.js';
import { verifyDocument } from './verification.js';
import { readerOf } from './routes.js';

const JSON_LD = 'application/ld+json; charset=utf-8';
/** The heatmap's reach: 53 weeks, so a whole year of weeks always shows. */
const HEATMAP_DAYS = 53 * 7;

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The effort record: a credential per completed course with the time it took, the transcript of them all, the status
 * list that revokes them, and the verification anyone may ask for.
 */
export const effortRoutes: FastifyPluginAsyncZod = async (app) => {
  const effort = app.recordsEffort;

  route(app, recordsOperations.getCourseAchievement, async (request, reply) => {
    const reader = readerOf(request);
    // A course learners may see, as they see it: an unpublished one is no achievement yet.
    const course = await app.lmsRepository.findCourse(await lmsReaderOf(request), request.params.courseId);
    const [outline] = course ? await app.recordsRepository.outlines(reader, [course.id]) : [];
    if (!outline) throw notFound(`No course ${request.params.courseId}`);
    const facts = await courseAchievementFacts(app, reader, outline);
    const achievement = courseAchievementOf(await issuerFactsOf(app, request.site), facts);
    return reply.type(JSON_LD).send(JSON.stringify(withContexts(achievement)));
  });

  route(app, recordsOperations.getCourseCredential, async (request, reply) => {
    const { user } = request.auth;
    const { courseId } = request.params;
    const [credential] = await courseCredentials(app, request.site, readerOf(request, user), user, courseId);
    if (!credential) throw notFound(`No credential: course ${courseId} is not one you completed`);
    return reply
      .type(JSON_LD)
      .header('content-disposition', `attachment; filename="${request.site._id}-course-${courseId}.json"`)
      .send(JSON.stringify(credential.signed, null, 2));
  });

  route(app, recordsOperations.getTranscript, async (request, reply) => {
    const { user } = request.auth;
    const transcript = await signedTranscript(app, request.site, readerOf(request, user), user);
    return reply
      .type(JSON_LD)
      .header('content-disposition', `attachment; filename="${request.site._id}-transcript.json"`)
      .send(JSON.stringify(transcript, null, 2));
  });

  route(app, recordsOperations.getStatusList, async (request, reply) => {
    if (request.params.siteId !== request.site._id) throw notFound(`No status list of site '${request.params.siteId}' here`);
    // Verifiers may keep it a little: a revocation reaches them within five minutes.
    return reply
      .type('application/vc+ld+json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(JSON.stringify(await signedStatusList(app, request.site)));
  });

  route(app, recordsOperations.verifyCredential, async (request) => {
    const auth = await resolveAuth(request);
    const mayRevoke = auth ? (await permissionsOf(app.roleRepository, auth.realUser.roles)).includes(PERMISSIONS.manageAccounts) : false;
    return verifyDocument(app, request.site, request.body.credential, { mayRevoke });
  });

  route(app, recordsOperations.getEffortRecord, async (request) => {
    const { user } = request.auth;
    const reader = readerOf(request, user);
    // Completed courses are issued their credentials on first sight: the list shows what a download gives.
    await issuedCourseCredentials(app, request.site, reader, user);
    const today = localDayAndHour(app.clock.now(), user.timezone).day;
    const from = dayBefore(today, HEATMAP_DAYS - 1);
    const [issued, days] = await Promise.all([effort.issuedTo(request.site._id, user.id), app.studyRecord.byDay(user.id, from, today)]);
    const perDay = days.map((day) => ({ day: day.day, minutes: Math.floor(day.ms / 60_000) })).filter((day) => day.minutes > 0);
    return {
      credentials: issued
        .filter((row) => row.kind === 'course')
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          courseId: row.kind === 'course' ? Number(row.subject) : null,
          name: row.name,
          minutes: row.minutes,
          issuedAt: row.issuedAt.toISOString(),
          revoked: row.revokedAt !== null,
          shareToken: row.shareToken,
        })),
      from,
      to: today,
      days: perDay,
      totalMinutes: Math.floor(days.reduce((sum, day) => sum + day.ms, 0) / 60_000),
    };
  });

  route(app, recordsOperations.shareCredential, async (request) => {
    const issued = await effort.byId(request.params.credentialId);
    if (!issued || issued.userId !== request.auth.user.id) throw notFound('No such credential of yours');
    if (issued.revokedAt) throw new HttpError(409, 'A revoked credential cannot be shared');
    const token = issued.shareToken ?? randomBytes(16).toString('base64url');
    await effort.setShareToken(issued.id, request.auth.user.id, token);
    return { token };
  });

  route(app, recordsOperations.unshareCredential, async (request, reply) => {
    if (!(await effort.setShareToken(request.params.credentialId, request.auth.user.id, null)))
      throw notFound('No such credential of yours');
    return reply.code(204).send();
  });

  route(app, recordsOperations.getSharedCredential, async (request, reply) => {
    const issued = await effort.byShareToken(request.params.token);
    const owner = issued?.userId ? await app.auth.users.findById(issued.userId) : undefined;
    if (!issued || !owner || issued.kind !== 'course') throw notFound('This link shows nothing: it was never made, or it was ended');
    const [credential] = await courseCredentials(app, request.site, readerOf(request, owner), owner, Number(issued.subject));
    if (!credential) throw notFound('This link shows nothing: it was never made, or it was ended');
    return reply
      .type(JSON_LD)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(credential.signed, null, 2));
  });

  route(app, recordsOperations.revokeCredential, async (request, reply) => {
    const { realUser, mode } = request.auth;
    const issued = await effort.byId(request.params.credentialId);
    if (!issued || issued.siteId !== request.site._id) throw notFound('No credential of this id was issued here');
    if (!(await effort.revoke(issued.id, request.body.reason, realUser.id, app.clock.now())))
      throw new HttpError(409, 'This credential is revoked already');
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'credential.revoke',
      entity: 'credential',
      entityId: issued.id,
      before: { revoked: false },
      after: { revoked: true, reason: request.body.reason, kind: issued.kind, name: issued.name },
    });
    return reply.code(204).send();
  });
};
