import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOperations, isSignInError, paths, type SignInError } from '@tiles/contracts';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { accountOfIdentity } from './federated-accounts.js';
import { OPENID_FLOW_COOKIE, OPENID_FLOW_SECONDS } from './openid-flow.js';
import { startSession } from './start-session.js';
import { authApiTexts } from './texts.js';

/** The flow cookie goes only to the two calls of the flow. */
const FLOW_COOKIE_PATH = '/api/auth/federated';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The page a signed-in return lands on, moving on at once to where the learner was going. Not a redirect: a
 * navigation the provider's page started carries no SameSite=Strict cookie, even through our redirect, so the page
 * she lands on would not know her yet; a navigation this page starts does.
 */
const continuePage = (target: string, locale: string) => {
  const text = (key: keyof typeof authApiTexts) => {
    const texts: Record<string, string> = authApiTexts[key];
    return escapeHtml(texts[locale] ?? texts['it-IT']!);
  };
  const href = escapeHtml(target);
  const direction = locale.startsWith('ar') ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${escapeHtml(locale)}" dir="${direction}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="0;url=${href}"><title>${text('auth.federated.continue.title')}</title></head><body><main><h1>${text('auth.federated.continue.title')}</h1><p><a href="${href}">${text('auth.federated.continue.link')}</a></p></main></body></html>`;
};

/**
 * Sign-in through a provider's own pages: the sign-in page's button (start) and the provider's return (callback).
 * Both are navigations of the browser, so they answer with pages and redirects, and a refusal goes back to the
 * sign-in page with its reason (`signInError`) for the learner to read in her language.
 */
export const openIdRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openIdFlow, loginThrottle } = app.auth;
  const flowCookie = {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    // The provider's return is a navigation from its site: a Lax cookie goes with it, a Strict one would not.
    sameSite: 'lax' as const,
    secure: app.config.publicEnv !== 'local',
  };
  const providerOrNotFound = (provider: string) => {
    if (!openIdFlow.has(provider))
      throw notFound(`No sign-in provider '${provider}' is configured for sign-in by its pages`, 'unknown-provider');
  };
  const backToSignIn = (reply: FastifyReply, locale: string, returnTo: string | undefined, error: SignInError) =>
    reply.header('cache-control', 'no-store').redirect(paths.login(locale, returnTo === '/' ? undefined : returnTo, error));

  route(app, authOperations.startFederatedSignIn, async (request, reply) => {
    const { provider } = request.params;
    providerOrNotFound(provider);
    const { returnTo } = request.query;
    const asked = request.query.locale;
    const locale = asked && request.site.supportedLocale.includes(asked) ? asked : request.localeCode;
    let started: Awaited<ReturnType<typeof openIdFlow.start>>;
    try {
      started = await openIdFlow.start(provider, { returnTo, locale });
    } catch (error) {
      request.log.warn({ provider, err: error }, "the sign-in provider's discovery document could not be read");
      return backToSignIn(reply, locale, returnTo, 'provider-unavailable');
    }
    reply.setCookie(OPENID_FLOW_COOKIE, started.cookie, { ...flowCookie, maxAge: OPENID_FLOW_SECONDS });
    return reply.header('cache-control', 'no-store').redirect(started.url.href);
  });

  route(app, authOperations.finishFederatedSignIn, async (request, reply) => {
    const { provider } = request.params;
    providerOrNotFound(provider);
    const flow = await openIdFlow.flowOf(request.cookies[OPENID_FLOW_COOKIE], provider);
    // One return per flow: whatever this one brings, the flow ends here (a replayed return finds none).
    reply.clearCookie(OPENID_FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    if (!flow) {
      request.log.warn({ provider }, 'a return from a sign-in provider without a flow of this browser (expired, or started elsewhere)');
      return backToSignIn(reply, request.localeCode, undefined, 'sign-in-expired');
    }
    const attempt = await loginThrottle.byProof({ ip: request.ip });
    if (!attempt.allowed) return backToSignIn(reply, flow.locale, flow.returnTo, 'rate-limited');

    const outcome = await openIdFlow.finish(flow, new URL(request.url, 'http://return.invalid'));
    if ('failure' in outcome) {
      request.log.warn({ provider, failure: outcome.failure, reason: outcome.reason }, "a sign-in provider's return was refused");
      return backToSignIn(reply, flow.locale, flow.returnTo, outcome.failure);
    }
    await attempt.succeeded();
    try {
      const user = await accountOfIdentity(app, request, provider, outcome.identity, flow.locale);
      await startSession(app, request, reply, user, undefined, undefined, { provider });
    } catch (error) {
      if (error instanceof HttpError && isSignInError(error.code)) return backToSignIn(reply, flow.locale, flow.returnTo, error.code);
      throw error;
    }
    const target = flow.returnTo === '/' ? paths.home(flow.locale) : flow.returnTo;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(continuePage(target, flow.locale));
  });

  route(app, authOperations.endProviderSession, async (request, reply) => {
    const { provider } = request.params;
    providerOrNotFound(provider);
    const asked = request.query.locale;
    const locale = asked && request.site.supportedLocale.includes(asked) ? asked : request.localeCode;
    const url = await openIdFlow.endSessionUrl(provider, `${app.config.publicUrl}${paths.home(locale)}`).catch((error: unknown) => {
      request.log.warn({ provider, err: error }, "the sign-in provider's discovery document could not be read");
      return undefined;
    });
    if (!url) throw notFound(`The provider '${provider}' offers no sign-out page`, 'unknown-provider');
    return reply.header('cache-control', 'no-store').redirect(url.href);
  });
};
