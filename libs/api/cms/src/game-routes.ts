import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cmsOperations, type LevelEdit } from '@tiles/contracts-cms';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, notFound } from '@tiles/api-platform/ground/http-errors';
import { withoutEmpty, type CmsRepository } from './repository.js';

/** Levels, badges and XP rules in admin mode, loaded for the editor and saved as drafts. */
export const gameEditingRoutes =
  (repository: CmsRepository): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, cmsOperations.getGameEditor, async (request) => await repository.gameForEditing(request.site._id));
    route(app, cmsOperations.saveLevelDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      const { level } = request.params;
      const { levels } = await repository.gameForEditing(siteId);
      const index = levels.findIndex((row) => row.level === level);
      if (index < 0) throw notFound(`Level not found: ${level}`);
      const { experience } = request.body;
      const effective = (row: { published: LevelEdit; draft: LevelEdit | null } | undefined) =>
        row ? (row.draft ?? row.published).experience : undefined;
      const below = effective(levels[index - 1]);
      const above = effective(levels[index + 1]);
      if (index === 0 && experience !== 0) throw badRequest('body.experience: the first level needs no XP (0)');
      if (below !== undefined && experience <= below)
        throw badRequest(`body.experience: must be more than level ${levels[index - 1]!.level}'s ${below} XP`);
      if (above !== undefined && experience >= above)
        throw badRequest(`body.experience: must be less than level ${levels[index + 1]!.level}'s ${above} XP`);
      const value = { experience, names: withoutEmpty(request.body.names) };
      await repository.saveDraft(siteId, { entity: 'level', entityId: String(level) }, value, realUser, mode);
      return value;
    });
    route(app, cmsOperations.saveBadgeDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const siteId = request.site._id;
      const { badges } = await repository.gameForEditing(siteId);
      if (!badges.some((badge) => badge.id === request.params.badgeId)) throw notFound(`Badge not found: '${request.params.badgeId}'`);
      const value = { ...request.body, names: withoutEmpty(request.body.names), descriptions: withoutEmpty(request.body.descriptions) };
      await repository.saveDraft(siteId, { entity: 'badge', entityId: request.params.badgeId }, value, realUser, mode);
      return value;
    });
    route(app, cmsOperations.saveRulesDraft, async (request) => {
      const { realUser, mode } = request.auth;
      const bands = request.body.timeBands;
      const unordered = bands.findIndex((band, index) => index > 0 && band.untilMinutes <= bands[index - 1]!.untilMinutes);
      if (unordered > 0) throw badRequest(`body.timeBands.${unordered}.untilMinutes: each band must end after the one before`);
      await repository.saveDraft(request.site._id, { entity: 'rules', entityId: 'xp' }, request.body, realUser, mode);
      return request.body;
    });
  };
