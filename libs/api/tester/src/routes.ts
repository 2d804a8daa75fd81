import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOperations } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';

export const testerRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.tester;
  route(app, adminOperations.getTesterClock, async (request) => ({ offsetDays: request.auth.user.clockOffsetDays }));

  route(app, adminOperations.setTesterClock, async (request) => {
    const { user, realUser, mode } = request.auth;
    const { offsetDays } = request.body;
    await repository.setClockOffset(user, offsetDays);
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'tester.clock',
      entity: 'test-account',
      entityId: user.id,
      before: { offsetDays: user.clockOffsetDays },
      after: { offsetDays },
    });
    return { offsetDays };
  });

  route(app, adminOperations.resetTestProgress, async (request) => {
    const { user, realUser, mode } = request.auth;
    const { rows } = await repository.resetProgress(user);
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'tester.reset',
      entity: 'test-account',
      entityId: user.id,
      before: null,
      after: { rowsDeleted: rows },
    });
    return { rows };
  });
};
