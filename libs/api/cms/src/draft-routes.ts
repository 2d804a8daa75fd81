import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickTranslation } from '@tiles/contracts';
import { cmsOperations } from '@tiles/contracts-cms';
import { route } from '@tiles/api-platform/ground/operation-route';
import { notFound } from '@tiles/api-platform/ground/http-errors';
import { type CmsRepository } from './repository.js';

/** Pending drafts: the list, discarding one, and publishing them all or none. */
export const draftRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, cmsOperations.getDrafts, async (request) => {
      const siteId = request.site._id;
      const drafts = await repository.listDrafts(siteId);
      const nameIn = (texts: Record<string, string> | undefined) =>
        pickTranslation(texts, [request.localeCode, request.site.defaultLocale], '');
      return drafts.map((draft) => {
        // A draft is named by what it holds: a title, titles or names in the reader's locale, after its id.
        const value = draft.value as { title?: string; titles?: Record<string, string>; names?: Record<string, string> };
        const name = value.title ?? nameIn(value.titles ?? value.names);
        return {
          entity: draft.entity,
          entityId: draft.entityId,
          label: draft.entity === 'course' ? name : name ? `${draft.entityId}: ${name}` : draft.entityId,
          updatedAt: draft.updatedAt.toISOString(),
          updatedBy: draft.updatedBy,
        };
      });
    });
    route(app, cmsOperations.discardDraft, async (request) => {
      const { realUser, mode } = request.auth;
      if (!(await repository.discard(request.site._id, request.params, realUser, mode))) {
        throw notFound(`No draft of ${request.params.entity} '${request.params.entityId}'`);
      }
    });
    route(app, cmsOperations.publishDrafts, async (request) => {
      const { realUser, mode } = request.auth;
      const result = await repository.publish(request.site._id, request.body.items, realUser, mode);
      const [missing] = result.missing;
      if (missing) throw notFound(`No draft of ${missing.entity} '${missing.entityId}': nothing was published`);
      // Visitors' kept pages showed the content before.
      request.server.pageCache.invalidate();
      return { published: result.published };
    });
  };
