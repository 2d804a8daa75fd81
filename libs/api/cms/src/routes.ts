import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseEditingRoutes } from './course-routes.js';
import { draftRoutes } from './draft-routes.js';
import { gameEditingRoutes } from './game-routes.js';
import { pageEditingRoutes } from './page-routes.js';
import { textEditingRoutes } from './text-routes.js';

/**
 * Admin (CMS) mode: every editable entity loaded for its editor and saved as a draft, the drafts' list, discard and
 * atomic publication. Every route needs the content permission and admin mode; every write is audited in its own
 * transaction (see ADR 0010).
 */
export const cmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.cmsRepository;
  for (const routes of [courseEditingRoutes, pageEditingRoutes, textEditingRoutes, gameEditingRoutes, draftRoutes])
    await app.register(routes(repository));
};
