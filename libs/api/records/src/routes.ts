import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TILES_LOCALE_HEADER } from '@tiles/contracts';
import { recordsOperations } from '@tiles/contracts-records';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, notFound } from '@tiles/api-platform/ground/http-errors';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import type { UserRow } from '@tiles/api-users/repository';
import { achievementIri, achievementOf, bakedSvg, didDocument, issuerProfile, withContexts, type IssuerFacts } from './open-badges.js';
import { issuerFactsOf, signedCredentialOf } from './credentials.js';
import { buildStatements } from './xapi.js';

/** Answers are documents written out here (JSON-LD, SVG, NDJSON): sent as they are. */
const JSON_LD = 'application/ld+json; charset=utf-8';

export const readerOf = (request: FastifyRequest, user?: UserRow) => {
  const { site } = request;
  // A download link sends no locale header: the record is then in the learner's own language.
  const asked = request.headers[TILES_LOCALE_HEADER] !== undefined;
  const locale = !asked && user && site.supportedLocale.includes(user.locale) ? user.locale : request.localeCode;
  return { siteId: site._id, siteName: site.niceName, locale, defaultLocale: site.defaultLocale };
};

const issuerOf = (app: FastifyInstance, request: FastifyRequest): Promise<IssuerFacts> => issuerFactsOf(app, request.site);

/**
 * Portable records. Open Badges 3.0: the issuer profile and one achievement per badge tier as JSON-LD (public),
 * and each tier a learner earned as a signed credential (JSON, or an SVG with it baked in). xAPI: the learner's own
 * statements. Test accounts have no records.
 */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.recordsRepository;
  const keys = app.siteKeys;
  route(app, recordsOperations.getIssuer, async (request, reply) =>
    reply.type(JSON_LD).send(JSON.stringify(withContexts(issuerProfile(await issuerOf(app, request))))),
  );

  route(app, recordsOperations.getAchievement, async (request, reply) => {
    const reader = readerOf(request);
    const tier = await repository.tier(reader, request.params.badgeId, request.params.tier);
    if (!tier) throw notFound(`No achievement '${request.params.badgeId}' tier ${request.params.tier}`);
    const achievement = achievementOf(await issuerOf(app, request), {
      ...tier,
      name: tier.achievementName,
      locale: reader.locale,
    });
    return reply.type(JSON_LD).send(JSON.stringify(withContexts(achievement)));
  });

  route(app, recordsOperations.getCredential, async (request, reply) => {
    const { user } = request.auth;
    const { badgeId, tier } = request.params;
    const credential = await signedCredentialOf(app, request.site, readerOf(request, user), user, badgeId, tier);
    if (!credential) throw notFound(`No credential: badge '${badgeId}' tier ${tier} is not one you earned`);
    const { signed, facts } = credential;
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
  });

  route(app, recordsOperations.getXapiStatements, async (request, reply) => {
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
  });
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
