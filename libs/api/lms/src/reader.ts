import type { FastifyRequest } from 'fastify';
import { MAINTENANCE_RETRY_AFTER_SECONDS } from '@tiles/contracts';
import { learnerNow } from '@tiles/api-platform/ground/time';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import { resolveAuth } from '@tiles/api-auth/auth-context';
import { PERMISSIONS, permissionsOf } from '@tiles/api-roles/repository';
import type { Reader } from './repository.js';

/** Who reads content, in which locale, and what they may see. */
export const readerOf = async (request: FastifyRequest): Promise<Reader & { permissions: string[] }> => {
  const auth = await resolveAuth(request);
  // What may be seen follows who signed in: a tester acting as their test learner still sees drafts.
  const permissions = auth ? await permissionsOf(request.server.roleRepository, auth.realUser.roles) : [];
  return {
    siteId: request.site._id,
    locale: request.localeCode,
    defaultLocale: request.site.defaultLocale,
    userId: auth?.user.id ?? null,
    seesUnpublished: permissions.includes(PERMISSIONS.previewUnpublished),
    previewsDrafts: auth?.mode === 'admin' && permissions.includes(PERMISSIONS.editContent),
    now: auth ? learnerNow(request.server.clock, auth.user) : request.server.clock.now(),
    permissions,
  };
};

/** While the site is under maintenance, learners' content calls answer 503; those who run the site pass. */
export const assertOpen = (request: FastifyRequest, reader: { permissions: string[] }) => {
  if (request.site.maintenance && !reader.permissions.includes(PERMISSIONS.maintenance)) {
    throw new HttpError(503, `${request.site.niceName} is under maintenance. Please come back shortly.`, {
      code: 'maintenance',
      headers: { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    });
  }
};
