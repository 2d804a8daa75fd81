import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE } from '@tiles/contracts';
import { messageOperations, type Audience } from '@tiles/contracts-cms';
import { notificationOperations } from '@tiles/contracts-notifications';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { assertSiteLocales } from '@tiles/api-i18n/site-locales';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.notificationRepository;
  const service = app.notifications;
  route(app, notificationOperations.getNotifications, async (request) => {
    const { user } = request.auth;
    return repository.list(
      {
        id: user.id,
        siteId: user.siteId,
        name: user.fields.name,
        gender: user.fields.gender,
        locale: request.localeCode,
        defaultLocale: request.site.defaultLocale,
      },
      request.query.limit,
    );
  });

  route(app, notificationOperations.markNotificationRead, async (request) => {
    const { user } = request.auth;
    if (!(await repository.markRead(user.id, request.body.messageId))) {
      throw notFound(`Notification not found: '${request.body.messageId}'`);
    }
  });

  route(app, notificationOperations.postNotification, async (request) => {
    const { user, mode } = request.auth;
    const { to, title, body, link } = request.body;
    const recipients =
      to === 'all' ? await repository.learnersOf(request.site._id) : [(await repository.userOfSite(request.site._id, to))?.id];
    if (recipients.some((recipient) => !recipient)) throw notFound(`User not found: no user with id '${to}' on this site`);
    const created = await service.send(
      (recipients as string[]).map((recipient) => ({
        siteId: request.site._id,
        userId: recipient,
        type: 'message',
        title,
        body,
        link: link ?? null,
      })),
      (rows, tx) =>
        app.audit.record(
          {
            siteId: request.site._id,
            user,
            mode,
            action: 'notification.send',
            entity: 'notification',
            entityId: to,
            before: null,
            after: { to, title, body, link: link ?? null, sent: rows.length },
          },
          tx,
        ),
    );
    return { sent: created.length };
  });

  // Anyone may report a barrier: each caller has their own limit, and administrators get one digest per period.
  route(app, notificationOperations.reportBarrier, async (request, reply) => {
    const siteId = request.site._id;
    const kept = await app.barrierReports.report(siteId, request.ip, request.body);
    if (!kept.accepted)
      throw new HttpError(429, 'You have sent many reports; please wait before sending another', {
        headers: { 'retry-after': String(kept.retryAfterSeconds) },
      });
    request.log.info({ page: request.body.page }, 'accessibility barrier reported');
    // Told at once when the site's period allows a digest; otherwise with the next one.
    app.afterAnswer(reply, () => app.barrierReports.sendDigest(siteId));
  });

  /** The audience's learners; a learner or course that is not on the site is a 400 naming the field. */
  const recipientsOf = async (siteId: string, audience: Audience) => {
    const recipients = await repository.audienceOf(siteId, audience);
    if (recipients) return recipients;
    throw badRequest(
      audience.kind === 'user'
        ? `body.audience.login: no learner '${audience.login}' on this site`
        : `body.audience.courseId: no course ${audience.kind === 'course' ? audience.courseId : ''} on this site`,
    );
  };

  route(app, messageOperations.countRecipients, async (request) => ({
    recipients: (await recipientsOf(request.site._id, request.body.audience)).length,
  }));

  route(app, messageOperations.sendNotification, async (request) => {
    const { realUser, mode } = request.auth;
    const siteId = request.site._id;
    const { audience, titles, bodies, link } = request.body;
    assertSiteLocales(request.site, { titles, bodies });
    const nonEmpty = (texts: Record<string, string>) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
    const recipients = await recipientsOf(siteId, audience);
    const created = await service.send(
      recipients.map((userId) => ({
        siteId,
        userId,
        type: 'message',
        title: titles[DEFAULT_LOCALE]!,
        body: bodies[DEFAULT_LOCALE]!,
        titles: nonEmpty(titles),
        bodies: nonEmpty(bodies),
        link: link ?? null,
      })),
      (rows, tx) =>
        app.audit.record(
          {
            siteId,
            user: realUser,
            mode,
            action: 'notification.send',
            entity: 'notification',
            entityId: audience.kind === 'user' ? audience.login : audience.kind === 'course' ? `course:${audience.courseId}` : 'all',
            before: null,
            after: { audience, titles, bodies, link: link ?? null, sent: rows.length },
          },
          tx,
        ),
    );
    return { sent: created.length };
  });
};
