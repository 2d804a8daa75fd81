import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * A domain of the api, composed by the host in one line: what it adds to the app (its repositories and listeners,
 * registered once the modules it names are) and its routes, registered under /api where the site, the caller and
 * idempotency are resolved. Its decorations are declared beside it (`declare module 'fastify'`), not in a list of
 * everything.
 */
export type ApiModule = {
  name: string;
  /** A named Fastify plugin at the app's root: Fastify refuses it when a module it depends on is not registered yet. */
  plugin: FastifyPluginAsync;
  routes?: FastifyPluginAsyncZod;
};

export const apiModule = ({
  name,
  dependsOn = [],
  setUp,
  routes,
}: {
  name: string;
  /** The modules (and platform plugins: `database`, `domain-events`) whose decorations this one uses at set-up. */
  dependsOn?: string[];
  setUp?: (app: FastifyInstance) => void | Promise<void>;
  routes?: FastifyPluginAsyncZod;
}): ApiModule => ({
  name,
  plugin: fp(
    async (app: FastifyInstance) => {
      await setUp?.(app);
    },
    { name, dependencies: ['database', ...dependsOn] },
  ),
  routes,
});
