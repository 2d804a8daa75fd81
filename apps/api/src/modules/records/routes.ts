import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, badgeTierParamsSchema, credentialQuerySchema, TILES_LOCALE_HEADER, xapiQuerySchema } from '@tiles/contracts';
import { badRequest, notFound } from '../../plugins/errors.js';
import { localDayAndHour } from '../events/local-time.js';
import type { UserRow } from '../users/repository.js';
import {
  achievementIri,
  achievementOf,
  badgeCredentialOf,
  bakedSvg,
  didDocument,
  issuerProfile,
  signCredential,
  withContexts,
  type IssuerFacts,
} from './open-badges.js';
import type { SiteKeyStore } from './site-keys.js';
import { buildStatements } from './xapi.js';

const JSON_LD = 'application/ld+json; charset=utf-8';
/** Answers are documents written out here (JSON-LD, SVG, NDJSON): sent as they are. */
const errors = { 200: z.string(), 400: apiErrorSchema, 404: apiErrorSchema };

const readerOf = (request: FastifyRequest, user?: UserRow) => {
  const { site } = request;
  // A download link sends no locale header: the record is then in the learner's own language.
  const asked = request.headers[TILES_LOCALE_HEADER] !== undefined;
  const locale = !asked && user && site.supportedLocale.includes(user.locale) ? user.locale : request.localeCode;
  return { siteId: site._id, siteName: site.niceName, locale, defaultLocale: site.defaultLocale };
};

const issuerOf = async (app: FastifyInstance, keys: SiteKeyStore, request: FastifyRequest): Promise<IssuerFacts> => ({
  keys: await keys.forSite(request.site._id),
  publicUrl: app.config.publicUrl,
  siteName: request.site.niceName,
});

/**
 * Portable records. Open Badges 3.0: the issuer profile and one achievement per badge tier as JSON-LD (public),
 * and each tier a learner earned as a signed credential (JSON, or an SVG with it baked in). xAPI: the learner's own
 * statements. Test accounts have no records.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.recordsRepository;
  const keys = app.siteKeys;
  app.get(
    '/ob/issuer',
    {
      schema: {
        tags: ['records'],
        summary: 'The Open Badges issuer profile (JSON-LD): the site, identified by the did:key of its signing key',
      },
    },
    async (request, reply) => reply.type(JSON_LD).send(JSON.stringify(withContexts(issuerProfile(await issuerOf(app, keys, request))))),
  );

  app.get(
    '/ob/achievements/:badgeId/:tier',
    {
      schema: {
        tags: ['records'],
        summary: 'One badge tier as an Open Badges achievement (JSON-LD), in the requested locale',
        params: badgeTierParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const reader = readerOf(request);
      const tier = await repository.tier(reader, request.params.badgeId, request.params.tier);
      if (!tier) throw notFound(`No achievement '${request.params.badgeId}' tier ${request.params.tier}`);
      const achievement = achievementOf(await issuerOf(app, keys, request), {
        ...tier,
        name: tier.achievementName,
        locale: reader.locale,
      });
      return reply.type(JSON_LD).send(JSON.stringify(withContexts(achievement)));
    },
  );

  app.get(
    '/lms/game/badge/:badgeId/:tier/credential',
    {
      config: { signedIn: true },
      schema: {
        tags: ['records'],
        summary: 'A badge tier the caller earned, as a signed OpenBadgeCredential: JSON-LD, or an SVG with it baked in',
        description:
          'Open Badges 3.0 on Verifiable Credentials 2.0, with a Data Integrity proof (eddsa-rdfc-2022) by the site key. ' +
          'validFrom is the date the tier was reached; the recipient is a salted SHA-256 of their email; the evidence ' +
          'names their active minutes and completed sessions up to then. 404 for a tier not earned, and for test accounts: a signed credential speaks to third parties, and test activity does not count.',
        params: badgeTierParamsSchema,
        querystring: credentialQuerySchema,
        response: { ...errors, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      const { badgeId, tier } = request.params;
      const reader = readerOf(request, user);
      const earnedAt = user.isTest ? undefined : await repository.tierEarnedAt(user.id, badgeId, tier);
      const facts = earnedAt && (await repository.tier(reader, badgeId, tier));
      if (!earnedAt || !facts) throw notFound(`No credential: badge '${badgeId}' tier ${tier} is not one you earned`);
      const issuer = await issuerOf(app, keys, request);
      const credential = badgeCredentialOf(issuer, {
        userId: user.id,
        email: user.email ?? user.login,
        achievement: { ...facts, name: facts.achievementName, locale: reader.locale },
        earnedAt,
        evidence: await repository.evidence(reader, user.id, earnedAt),
      });
      const signed = await signCredential(credential, issuer.keys, app.clock.now());
      const fileName = `${request.site._id}-${badgeId}-${tier}`;
      if (request.query.format === 'svg') {
        return reply
          .type('image/svg+xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}.svg"`)
          .send(bakedSvg(signed, { name: facts.name, tier: facts.tierLabel }));
      }
      return reply
        .type(JSON_LD)
        .header('content-disposition', `attachment; filename="${fileName}.json"`)
        .send(JSON.stringify(signed, null, 2));
    },
  );

  app.get(
    '/lms/xapi/statements',
    {
      config: { signedIn: true },
      schema: {
        tags: ['records'],
        summary: "The caller's own xAPI statements, as a StatementResult (JSON) or one statement per line (NDJSON)",
        description:
          'launched (first opening of a session), experienced (credited time as result.duration), progressed (25/50/75 % ' +
          "of a session's declared duration), completed (session, module, course), earned (badge tier, level). from and to " +
          "are days (YYYY-MM-DD) in the learner's time zone, both included; without them, the whole history. The actor is " +
          'a pseudonym (an account on the site named by a keyed hash); statement ids are stable across exports.',
        querystring: xapiQuerySchema,
        response: { ...errors, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = request.auth;
      const { from, to, format } = request.query;
      if (from && to && from > to) throw badRequest('querystring.from: must be on or before `to`');
      const reader = readerOf(request, user);
      const siteKeys = await keys.forSite(request.site._id);
      const { publicUrl } = app.config;
      // A test learner exports its own test history (tester mode tries the export); nobody else's data is in it.
      const history = await repository.learningHistory(reader, user.id, (badgeId, tier) => achievementIri(publicUrl, badgeId, tier));
      const statements = buildStatements(history, { publicUrl, locale: reader.locale, actorName: siteKeys.pseudonymOf(user.id) }).filter(
        (statement) => {
          const day = localDayAndHour(new Date(statement.timestamp), user.timezone).day;
          return (!from || day >= from) && (!to || day <= to);
        },
      );
      const fileName = `${request.site._id}-xapi${from ? `-${from}` : ''}${to ? `-${to}` : ''}`;
      if (format === 'ndjson') {
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}.ndjson"`)
          .send(statements.map((statement) => `${JSON.stringify(statement)}\n`).join(''));
      }
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}.json"`)
        .send(JSON.stringify({ statements, more: '' }));
    },
  );
};

/** The issuer's DID document, also published where `did:web` resolvers look for one. */
export const wellKnownRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = app.siteKeys;
  app.get(
    '/.well-known/did.json',
    { schema: { tags: ['records'], summary: "The DID document of the default site's Open Badges issuer (did:key)" } },
    async (_request, reply) =>
      reply.type('application/did+ld+json').send(JSON.stringify(didDocument(await keys.forSite(app.config.defaultSiteId)))),
  );
};
