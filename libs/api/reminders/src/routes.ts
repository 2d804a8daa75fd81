import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pushOperations } from '@tiles/contracts-push';
import { badRequest } from '@tiles/api-platform/ground/http-errors';
import { route } from '@tiles/api-platform/ground/operation-route';
import { isSignedUnsubscribeLink } from './unsubscribe-links.js';

export const reminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: mail clients post the one-click unsubscribe as a form (`List-Unsubscribe=One-Click`); in this scope only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // ...or as multipart/form-data, which the RFC allows too. The signed link decides, never the body: it is read (within
  // the body limit) and set aside.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string' }, (_request, _body, done) => {
    done(null, {});
  });

  route(app, pushOperations.unsubscribeFromMail, async (request) => {
    const keys = await app.siteKeys.forSite(request.site._id);
    if (!isSignedUnsubscribeLink(keys, request.query)) throw badRequest('query.s: is not the signature of this link');
    await app.gameRepository.stopMail(request.query.u, request.query.k);
  });
  // `POST /api/test/reminders`: only registered when the config's testClock is on (never in production).
  if (!app.config.testClock) return;
  app.post(
    '/test/reminders',
    {
      schema: {
        tags: ['test'],
        summary: "Runs the reminders' tick now, at the server's clock (tests only: TEST_CLOCK=1), instead of at the next minute",
        response: { 200: z.object({ told: z.number() }) },
      },
    },
    async () => ({ told: await app.reminders.tick() }),
  );
};
