import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  markReadSchema,
  notificationSchema,
  notificationsQuerySchema,
  outcomeOf,
  sendNotificationSchema,
} from '@tiles/contracts';
import { notFound } from '../../plugins/errors.js';
import { requireUser } from '../auth/auth-context.js';
import { PERMISSIONS } from '../roles/repository.js';
import type { NotificationRepository } from './repository.js';
import type { NotificationService } from './service.js';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const notificationRoutes = (repository: NotificationRepository, service: NotificationService): FastifyPluginAsyncZod => async (app) => {
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
      const { user } = await requireUser(request);
      return {
        outcome: await repository.list(
          { id: user.id, siteId: user.siteId, gender: user.fields.gender, locale: request.localeCode, defaultLocale: request.site.defaultLocale },
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
      const { user } = await requireUser(request);
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
        summary: "Send a notification (administrators, in admin mode; audited): to one user (their id) or to every learner of the site ('all')",
        body: sendNotificationSchema,
        response: { 201: outcomeOf(z.object({ sent: z.number().int() })), ...errors },
      },
    },
    async (request, reply) => {
      const { user, mode } = await requireUser(request);
      const { to, title, body, link } = request.body;
      const recipients = to === 'all' ? await repository.learnersOf(request.site._id) : [(await repository.userOfSite(request.site._id, to))?.id];
      if (recipients.some((recipient) => !recipient)) throw notFound(`User not found: no user with id '${to}' on this site`);
      const created = await service.send(
        (recipients as string[]).map((recipient) => ({ siteId: request.site._id, userId: recipient, type: 'message', title, body, link: link ?? null })),
      );
      await app.audit.record({ siteId: request.site._id, user, mode, action: 'notification.send', entity: 'notification', entityId: to, before: null, after: { to, title, body, link: link ?? null, sent: created.length } });
      return reply.code(201).send({ outcome: { sent: created.length } });
    },
  );
};
