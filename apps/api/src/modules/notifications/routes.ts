import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  audienceSchema,
  composeNotificationSchema,
  DEFAULT_LOCALE,
  recipientCountSchema,
  type Audience,
  markReadSchema,
  notificationSchema,
  notificationsQuerySchema,
  outcomeOf,
  sendNotificationSchema,
} from '@tiles/contracts';
import { badRequest, notFound } from '../../plugins/errors.js';
import { assertSiteLocales } from '../i18n/site-locales.js';
import { PERMISSIONS } from '../roles/repository.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.notificationRepository;
  const service = app.notifications;
  app.get(
    '/notifications',
    {
      config: { signedIn: true },
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first (limit: default 20, at most 100)",
        querystring: notificationsQuerySchema,
        response: { 200: outcomeOf(z.array(notificationSchema)), ...errors },
      },
    },
    async (request) => {
      const { user } = request.auth;
      return {
        outcome: await repository.list(
          {
            id: user.id,
            siteId: user.siteId,
            name: user.fields.name,
            gender: user.fields.gender,
            locale: request.localeCode,
            defaultLocale: request.site.defaultLocale,
          },
          request.query.limit,
        ),
      };
    },
  );

  app.patch(
    '/notifications',
    {
      config: { signedIn: true },
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications read (idempotent); another user's or an unknown id is 404",
        body: markReadSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      if (!(await repository.markRead(user.id, request.body.messageId))) {
        throw notFound(`Notification not found: '${request.body.messageId}'`);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/notifications',
    {
      config: { permission: PERMISSIONS.sendNotifications, mode: 'admin' },
      schema: {
        tags: ['notifications'],
        summary:
          "Send a notification (administrators, in admin mode; audited): to one user (their id) or to every learner of the site ('all')",
        body: sendNotificationSchema,
        response: { 201: outcomeOf(z.object({ sent: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
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
      return reply.code(201).send({ outcome: { sent: created.length } });
    },
  );

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

  app.post(
    '/admin/notifications/recipients',
    {
      config: { permission: PERMISSIONS.sendNotifications, mode: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "How many learners an audience reaches (one learner by login, all learners, a course's learners); test learners never count",
        body: z.object({ audience: audienceSchema }),
        response: { 200: outcomeOf(recipientCountSchema), ...errors },
      },
    },
    async (request) => ({ outcome: { recipients: (await recipientsOf(request.site._id, request.body.audience)).length } }),
  );

  app.post(
    '/admin/notifications',
    {
      config: { permission: PERMISSIONS.sendNotifications, mode: 'admin', idempotent: true },
      schema: {
        tags: ['admin'],
        summary:
          "Send a notification written in the site's locales to an audience (admin mode; audited); each learner reads it in their locale, pushed live",
        body: composeNotificationSchema,
        response: { 201: outcomeOf(z.object({ sent: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      const { audience, titles, bodies, link } = request.body;
      assertSiteLocales(request.site, { titles, bodies });
      const nonEmpty = (texts: Record<string, string>) =>
        Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
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
      return reply.code(201).send({ outcome: { sent: created.length } });
    },
  );
};
