import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftEntitySchema, draftSummarySchema, outcomeOf, pickTranslation, publishDraftsSchema } from '@tiles/contracts';
import { notFound } from '../../plugins/errors.js';
import { editing, errors } from './route-config.js';
import { type CmsRepository } from './repository.js';

/** Pending drafts: the list, discarding one, and publishing them all or none. */
export const draftRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/drafts',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Every pending draft of the site, to publish or discard',
          response: { 200: outcomeOf(z.array(draftSummarySchema)), ...errors },
        },
      },
      async (request) => {
        const siteId = request.site._id;
        const drafts = await repository.listDrafts(siteId);
        const nameIn = (texts: Record<string, string> | undefined) =>
          pickTranslation(texts, [request.localeCode, request.site.defaultLocale], '');
        return {
          outcome: drafts.map((draft) => {
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
          }),
        };
      },
    );
    app.delete(
      '/admin/drafts/:entity/:entityId',
      {
        config: editing,
        schema: {
          tags: ['admin'],
          summary: 'Discard a draft (admin mode; audited): the published content stays as it is',
          params: z.object({ entity: draftEntitySchema, entityId: z.string().min(1).max(200) }),
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { realUser, mode } = request.auth;
        if (!(await repository.discard(request.site._id, request.params, realUser, mode))) {
          throw notFound(`No draft of ${request.params.entity} '${request.params.entityId}'`);
        }
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/admin/drafts/publish',
      {
        config: { ...editing, idempotent: true },
        schema: {
          tags: ['admin'],
          summary: 'Publish drafts (the listed ones, or all pending): all of them or none, each audited with before and after',
          body: publishDraftsSchema,
          response: {
            200: outcomeOf(z.object({ published: z.array(z.object({ entity: draftEntitySchema, entityId: z.string() })) })),
            ...errors,
          },
        },
      },
      async (request) => {
        const { realUser, mode } = request.auth;
        const result = await repository.publish(request.site._id, request.body.items, realUser, mode);
        const [missing] = result.missing;
        if (missing) throw notFound(`No draft of ${missing.entity} '${missing.entityId}': nothing was published`);
        // Visitors' kept pages showed the content before.
        request.server.pageCache.invalidate();
        return { outcome: { published: result.published } };
      },
    );
  };
