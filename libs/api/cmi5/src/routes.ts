import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paths } from '@tiles/contracts';
import { cmi5Operations } from '@tiles/contracts-cmi5';
import { route } from '@tiles/api-platform/ground/operation-route';
import { badRequest, HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { enrolledSessionOf } from '@tiles/api-lms/enrolled-session';
import { readCoursePackage } from './course-package.js';
import { Cmi5PackageError } from './course-structure.js';
import type { Cmi5Runtime } from './launch.js';
import type { Cmi5Repository } from './repository.js';

/** Importing a package (editors, admin mode; audited) and launching an AU (its enrolled learners). */
export const cmi5Routes =
  (repository: Cmi5Repository, runtime: Cmi5Runtime): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, cmi5Operations.importCmi5Course, async (request, reply) => {
      const { realUser, mode } = request.auth;
      const { site } = request;
      let coursePackage;
      try {
        coursePackage = readCoursePackage(Buffer.from(request.body.content, 'base64'));
      } catch (error) {
        if (error instanceof Cmi5PackageError)
          throw badRequest(`body.content: ${request.body.fileName} is not a valid cmi5 course package: ${error.message}`);
        throw error;
      }
      const imported = await repository.importPackage(site._id, coursePackage, {
        categoryId: request.body.categoryId ?? null,
        importedBy: realUser.id,
        now: app.clock.now(),
        locales: site.supportedLocale,
        defaultLocale: site.defaultLocale,
      });
      if ('refused' in imported) throw badRequest(imported.refused!);
      await app.audit.record({
        siteId: site._id,
        user: realUser,
        mode,
        action: 'cmi5-course.import',
        entity: 'course',
        entityId: String(imported.courseId),
        before: null,
        after: { fileName: request.body.fileName, courseIri: coursePackage.structure.id, sessions: imported.sessions },
      });
      reply.code(201);
      return imported;
    });

    route(app, cmi5Operations.launchCmi5Session, async (request) => {
      const { user, found } = await enrolledSessionOf(app.lmsRepository, request, request.params);
      const au = await repository.auOf(found.session.id);
      if (!au) throw notFound('This session is not a cmi5 AU: it opens in the page as it is');
      const { course, module, session } = request.params;
      return runtime.launch({
        userId: user.id,
        au,
        returnUrl: `${app.config.publicUrl}${paths.session(request.localeCode, course, { module, session })}`,
        now: app.clock.now(),
        launchMode: request.body.launchMode,
      });
    });

    route(app, cmi5Operations.waiveCmi5Au, async (request) => {
      const { realUser, mode } = request.auth;
      const { registration } = request.params;
      const owner = await repository.registration(registration);
      const au = owner ? await repository.auAt(owner.courseId, request.body) : null;
      if (!owner || !au || au.siteId !== request.site._id)
        throw notFound(
          owner ? 'params.registration: its course has no AU at that module and session' : 'params.registration: no such registration',
        );
      const waived = await runtime.waive(au.siteId, {
        registration,
        userId: owner.userId,
        au,
        reason: request.body.reason,
        now: app.clock.now(),
      });
      if (!waived)
        throw new HttpError(409, 'This AU is already satisfied in this registration: there is nothing to waive', { code: 'conflict' });
      await app.audit.record({
        siteId: au.siteId,
        user: realUser,
        mode,
        action: 'cmi5-au.waive',
        entity: 'cmi5-registration',
        entityId: registration,
        before: null,
        after: {
          learner: owner.userId,
          courseId: au.courseId,
          module: request.body.module,
          session: request.body.session,
          reason: request.body.reason,
        },
      });
      return waived;
    });

    route(app, cmi5Operations.abandonCmi5Session, async (request) => {
      const { realUser, mode } = request.auth;
      const session = await repository.session(request.params.sessionId);
      const au = session ? await repository.auOf(session.sessionId) : null;
      if (!session || !au || au.siteId !== request.site._id) throw notFound('params.sessionId: no such cmi5 session');
      const now = app.clock.now();
      if (!(await runtime.abandon(au.siteId, session, now)))
        throw new HttpError(409, 'This session has already ended (terminated or abandoned)', { code: 'conflict' });
      await app.audit.record({
        siteId: au.siteId,
        user: realUser,
        mode,
        action: 'cmi5-session.abandon',
        entity: 'cmi5-session',
        entityId: session.id,
        before: null,
        after: { learner: session.userId, courseId: au.courseId, abandonedAt: now.toISOString() },
      });
      return { sessionId: session.id, abandonedAt: now.toISOString() };
    });
  };

/**
 * What the AU's browser reaches outside /api: the one-time fetch URL (any origin may POST to it: the AU's content
 * may be served from elsewhere) and the package's files, served as an opaque origin (a sandbox) so that the content
 * never acts with the learner's session on this site.
 */
export const cmi5SiteRoutes =
  (repository: Cmi5Repository, runtime: Cmi5Runtime): FastifyPluginAsyncZod =>
  async (app) => {
    const siteHost = new URL(app.config.publicUrl).host;
    const siteOrigin = new URL(app.config.publicUrl).origin;
    const contentHost = new URL(app.config.cmi5ContentUrl).host;
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
    };
    app.options('/cmi5/fetch/:token', { schema: { hide: true } }, async (_request, reply) => reply.headers(cors).code(204).send());
    // The AU posts whatever body it likes (none, form data, JSON): the token is in the path.
    app.register(async (fetchScope) => {
      fetchScope.removeAllContentTypeParsers();
      fetchScope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
      fetchScope.post<{ Params: { token: string } }>(
        '/cmi5/fetch/:token',
        { schema: { tags: ['cmi5'], summary: "cmi5's one-time fetch URL: the launch's LRS credentials, once" } },
        async (request, reply) => {
          const answer = await runtime.fetch(request.params.token, app.clock.now());
          return reply
            .headers({ ...cors, 'cache-control': 'no-store' })
            .type('application/json')
            .send(JSON.stringify(answer));
        },
      );
    });
    app.get<{ Params: { packageId: string; '*': string } }>(
      '/cmi5/content/:packageId/*',
      { schema: { tags: ['cmi5'], summary: "A file of an imported cmi5 package (the AUs' content)" } },
      async (request, reply) => {
        // Fastify hands the path decoded.
        const file = await repository.file(request.params.packageId, request.params['*']);
        if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('No such file in this package');
        // On the content origin (another host than the site's) an AU keeps that origin: its storage works, and it
        // holds nobody's session. Reached through the site's own host, it is an opaque origin.
        const ownOrigin = contentHost !== siteHost && request.host === contentHost;
        // Framed by the site's pages only (CSP's frame-ancestors, which X-Frame-Options cannot say across origins).
        reply.removeHeader('x-frame-options');
        return reply
          .headers({
            'content-security-policy': `sandbox allow-scripts allow-forms allow-popups allow-downloads${ownOrigin ? ' allow-same-origin' : ''}; frame-ancestors ${siteOrigin}`,
            'x-content-type-options': 'nosniff',
            // The sandboxed document is an opaque origin: its own scripts and images are another origin's requests.
            'cross-origin-resource-policy': 'cross-origin',
            'cache-control': 'public, max-age=3600',
            'access-control-allow-origin': '*',
          })
          .type(file.contentType)
          .send(file.content);
      },
    );
  };
