import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushOperations } from '@tiles/contracts-push';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { route } from '@tiles/api-platform/ground/operation-route';
import { isAllowedPushEndpoint } from './allowed-services.js';

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.pushRepository;

  route(app, pushOperations.getPushKey, async () => ({ publicKey: app.webPush.publicKey }));

  route(app, pushOperations.subscribeToPush, async (request) => {
    if (!isAllowedPushEndpoint(request.body.endpoint, app.config.webPush.allowedOrigins))
      throw badRequest('body.endpoint: is not the address of an allowed push service');
    const { user, sessionIdHash } = request.auth;
    await repository.subscribe({ userId: user.id, sessionIdHash }, request.body, request.headers['user-agent']);
  });

  route(app, pushOperations.unsubscribeFromPush, async (request) => {
    await repository.unsubscribe(request.auth.user.id, request.body.endpoint);
  });
};
