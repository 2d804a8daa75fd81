import path from 'node:path';
import { z } from 'zod';
import { publicEnvSchema, siteIdSchema, type PublicEnv } from '@tiles/contracts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_ENV: z._default(publicEnvSchema, 'production'),
  DEFAULT_SITE_ID: z._default(siteIdSchema, 'tiles'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BUILD_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
});

export type AppConfig = {
  port: number;
  host: string;
  /** PostgreSQL URL, or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir: string;
  publicEnv: PublicEnv;
  defaultSiteId: string;
  logLevel: string;
  /** The built web app; undefined serves no web app (api-only tests). */
  webDistDir: string | undefined;
  buildPollIntervalMs: number;
};

export class ConfigError extends Error {}

const workspaceRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the environment; a bad value throws a ConfigError naming the variable. Blank values count as unset. */
export const loadConfig = (env: NodeJS.ProcessEnv): AppConfig => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir: values.DATA_DIR,
    publicEnv: values.PUBLIC_ENV,
    defaultSiteId: values.DEFAULT_SITE_ID,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR ?? path.join(workspaceRoot, 'apps/web/dist'),
    buildPollIntervalMs: values.BUILD_POLL_INTERVAL_MS,
  };
};
