import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TextTable, TextTranslations } from '@tiles/contracts';
import type { Database } from '../db/database.js';
// The platform's decorations (config, db, clock, the request's site) come with the module shape.
import type {} from '../app-decorations.js';

/**
 * A domain of the api, composed by the host in one line: what it adds to the app (its repositories, services and
 * listeners, set up once the modules it depends on are), the hooks it adds to every /api call, and its routes. Its
 * decorations are declared beside it (`declare module 'fastify'`), not in a list of everything.
 */
/** What the modules composed together give each module's seed. */
export type ComposedModules = {
  /** The interface texts of every module composed, by key. */
  texts: TextTable;
};

export type ApiModule = {
  name: string;
  /** The modules whose decorations, listeners or hooks this one uses: registered before it, composed with it. */
  dependsOn: readonly ApiModule[];
  /** A named Fastify plugin at the app's root: Fastify refuses it when a module it depends on is not registered yet. */
  plugin: FastifyPluginAsync;
  /** Hooks of the /api scope (which site, who is calling), added before any module's routes, in the modules' order. */
  scope?: (api: FastifyInstance) => void | Promise<void>;
  /** Routes under /api, where the site, the caller and idempotency are resolved. */
  routes?: FastifyPluginAsyncZod;
  /** Routes at the site's root, outside /api (`/.well-known/...`). */
  siteRoutes?: FastifyPluginAsyncZod;
  /**
   * Writes what every site needs of the domain (its texts, roles, levels...), after the modules it depends on wrote
   * theirs. Idempotent: what is stored, an editor's change included, stays. The host seeds the modules it composes,
   * so a test of a few domains gets their data.
   */
  seed?: (db: Database, composed: ComposedModules) => Promise<void>;
  /**
   * The interface texts the domain brings (its mails, its notifications; the host's module brings the web's). The
   * texts' domain seeds those of every module composed.
   */
  texts?: TextTable;
  /** Writes the domain's demo data (accounts, courses, pages, questions) when the configuration asks for it, after the seeds. */
  demo?: (db: Database) => Promise<void>;
  /** Rewrites a request's URL before it is routed (Fastify's `rewriteUrl`): the same URL when it is not the domain's. */
  rewriteUrl?: (url: string) => string;
};

export const apiModule = ({
  name,
  dependsOn = [],
  setUp,
  scope,
  routes,
  siteRoutes,
  seed,
  demo,
  texts,
  rewriteUrl,
}: {
  name: string;
  dependsOn?: readonly ApiModule[];
  /** Decorates the app (repositories, services), adds its listeners and its hooks (`onReady`, `preClose`, `onClose`). */
  setUp?: (app: FastifyInstance) => void | Promise<void>;
  scope?: ApiModule['scope'];
  routes?: FastifyPluginAsyncZod;
  siteRoutes?: FastifyPluginAsyncZod;
  seed?: ApiModule['seed'];
  demo?: ApiModule['demo'];
  texts?: TextTable;
  rewriteUrl?: ApiModule['rewriteUrl'];
}): ApiModule => ({
  name,
  dependsOn,
  plugin: fp(
    async (app: FastifyInstance) => {
      await setUp?.(app);
    },
    // The platform's plugins (the database, the domain events' bus) come first for every module.
    { name, dependencies: ['database', 'domain-events', ...dependsOn.map((module) => module.name)] },
  ),
  ...(scope ? { scope } : {}),
  ...(routes ? { routes } : {}),
  ...(siteRoutes ? { siteRoutes } : {}),
  ...(seed ? { seed } : {}),
  ...(demo ? { demo } : {}),
  ...(texts ? { texts } : {}),
  ...(rewriteUrl ? { rewriteUrl } : {}),
});

/** The interface texts of the modules given, by key; a key two modules define is a mistake the start refuses. */
export const textsOf = (modules: readonly ApiModule[]): TextTable => {
  const texts: Record<string, TextTranslations> = {};
  for (const module of modules)
    for (const [key, translations] of Object.entries(module.texts ?? {})) {
      if (key in texts) throw new Error(`the interface text '${key}' is defined twice (again by the module '${module.name}')`);
      texts[key] = translations;
    }
  return texts;
};

/**
 * The modules given and every module they depend on, each after the modules it depends on and otherwise in the
 * order given: the host's list, or the few a test composes.
 */
export const withDependencies = (modules: readonly ApiModule[]): ApiModule[] => {
  const ordered: ApiModule[] = [];
  const visiting = new Set<ApiModule>();
  const visit = (module: ApiModule) => {
    if (ordered.includes(module)) return;
    if (visiting.has(module)) throw new Error(`api modules depend on each other in a cycle through '${module.name}'`);
    visiting.add(module);
    for (const dependency of module.dependsOn) visit(dependency);
    visiting.delete(module);
    ordered.push(module);
  };
  for (const module of modules) visit(module);
  return ordered;
};
