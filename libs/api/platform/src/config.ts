import path from 'node:path';
import { z } from 'zod';
import { publicEnvSchema, siteIdSchema, type PublicEnv } from '@tiles/contracts';

const federatedProviderSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
    /** The provider's issuer identifier: with a `clientId`, its discovery document gives the endpoints and keys. */
    issuer: z.string().min(1),
    /**
     * The client id registered with the provider: the sign-in page offers a button that starts the authorization code
     * flow (PKCE, state and nonce), with the redirect URI `{PUBLIC_URL}/api/auth/federated/{id}/callback`.
     */
    clientId: z.string().min(1).optional(),
    /** The client's secret (sent to the token endpoint); none: a public client, PKCE only. */
    clientSecret: z.string().min(1).optional(),
    /** What the button asks for (`openid email profile` when unset); `openid` is always asked. */
    scopes: z.array(z.string().regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'must be a scope token')).optional(),
    /** The button's name ("Sign in with {label}"); the id when unset. */
    label: z.string().min(1).max(60).optional(),
    /** The button's icon beside its label: a data:image/ URL or a path on this site (the pages load no other images). */
    icon: z
      .string()
      .max(32_768)
      .refine((value) => /^(data:image\/|\/(?![/\\]))/.test(value), 'must be a data:image/ URL or a path on this site')
      .optional(),
    /** The ID tokens' audience for landings the provider starts (`/federated/{id}`); the client id when unset. */
    audience: z.string().min(1).optional(),
    /** Keys from the provider's JWKS endpoint... */
    jwksUrl: z.url().optional(),
    /** ...or public keys given here (JWK); with neither, the keys of the discovery document (a `clientId` needed). */
    publicKeys: z.array(z.record(z.string(), z.unknown())).optional(),
    algorithms: z
      .array(z.enum(['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA']))
      .min(1)
      .default(['RS256']),
    /** Create a learner on first sign-in when no user has this provider subject yet. */
    allowSignUp: z.boolean().default(false),
    /**
     * The longest lifetime (`exp - iat`, seconds) of an ID token this provider's are allowed: longer ones are
     * refused, and a used token is remembered (against replay) no longer than this.
     */
    maxTokenLifetimeSeconds: z.number().int().min(60).max(86_400).default(3_600),
  })
  .refine((provider) => provider.audience || provider.clientId, 'needs a clientId (or, for provider-started landings only, an audience)')
  .refine((provider) => !provider.clientId || /^https?:\/\/[^/]/.test(provider.issuer), {
    message: "issuer must be the provider's http(s) address when a clientId is given (its discovery document is read there)",
    path: ['issuer'],
  })
  .refine(
    (provider) => provider.jwksUrl || provider.publicKeys?.length || provider.clientId,
    'needs jwksUrl or publicKeys (or a clientId, whose discovery document names the keys)',
  );
export type FederatedProviderConfig = z.infer<typeof federatedProviderSchema>;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'must be 1 to 64 letters, digits or : _ . -')
    .default('tiles:'),
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])], {
          error: 'must be IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, separated by commas',
        }),
      ),
    )
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_ENV: z._default(publicEnvSchema, 'production'),
  DEFAULT_SITE_ID: z._default(siteIdSchema, 'tiles'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty`: readable lines; `json`: one JSON object per line, for log collectors. Unset: pretty at a terminal. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  BUILD_POLL_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  TEST_CLOCK: z.enum(['0', '1']).default('0'),
  /** Unset: on in `local` and `development`, off elsewhere. */
  CHECK_ANSWERS: z.enum(['0', '1']).optional(),
  /** Unset: on with the embedded database (trying the product), off with DATABASE_URL (a deployment). */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  DEMO_HISTORY: z.enum(['0', '1']).default('1'),
  /** Without demo data: who becomes the first administrator (a one-time link in the log sets their password). */
  ADMIN_EMAIL: z.email().optional(),
  PUBLIC_URL: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// address')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /**
   * Where imported cmi5 packages' files are served from: another host name of this server (its own origin, as
   * Canvas serves user content), so that an AU runs with an origin of its own and never with the site's. Unset: the
   * other loopback name when PUBLIC_URL is a loopback address (localhost and 127.0.0.1), else PUBLIC_URL itself (each
   * AU then runs as an opaque origin: safe, but AUs that read cookies or storage fail).
   */
  CMI5_CONTENT_URL: z
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'must be an http:// or https:// address')
    .transform((value) => value.replace(/\/+$/, ''))
    .optional(),
  /** The xAPI version the LRS answers in when a request names none (it speaks both). */
  LRS_DEFAULT_XAPI_VERSION: z.enum(['2.0.0', '1.0.3']).default('2.0.0'),
  RECORDS_SIGNING_SEED: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}=?$/,
      'must be 32 bytes in base64url (43 characters and an optional =), e.g. from `openssl rand 32 | basenc --base64url`',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example.org:587')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Tiles Learn <no-reply@localhost>'),
  WEB_PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters), e.g. from `npx web-push generate-vapid-keys`')
    .optional(),
  WEB_PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters), e.g. from `npx web-push generate-vapid-keys`')
    .optional(),
  WEB_PUSH_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address the push services can reach the operator at')
    .optional(),
  WEB_PUSH_ALLOWED_ORIGINS: z
    .string()
    .transform((value, ctx) => {
      const origins = value
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean);
      for (const origin of origins)
        if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin))
          ctx.addIssue({
            code: 'custom',
            message: `"${origin}" is not an origin such as https://fcm.googleapis.com or https://*.notify.windows.com`,
          });
      return origins;
    })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  CAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** The passkeys' relying party: a domain (never an IP address); the host of PUBLIC_URL when unset. */
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^(localhost|([a-z0-9-]+\.)+[a-z]{2,})$/i, 'must be a domain name such as learn.example.org (or localhost)')
    .optional(),
  /** The origins passkeys are used from, separated by commas; PUBLIC_URL's when unset. */
  WEBAUTHN_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/]+$/, 'must be origins such as https://learn.example.org')).min(1))
    .optional(),
  FEDERATED_PROVIDERS: z
    .string()
    .transform((value, ctx) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(z.array(federatedProviderSchema))
    .optional(),
});

export type AppConfig = {
  port: number;
  host: string;
  /** PostgreSQL URL, or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  /** PostgreSQL only: a query unanswered this long fails, so a hung database gives 503s instead of hung requests. */
  queryTimeoutMs: number;
  /** Redis for the socket adapter across instances (optional; PostgreSQL serves when unset). */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and stream (several deployments can share one Redis). */
  redisKeyPrefix: string;
  /**
   * Addresses of the reverse proxies in front of the api: only their X-Forwarded-For/-Host/-Proto are believed.
   * Empty: no proxy, the peer's address is the client's (a forged header changes nothing).
   */
  trustedProxies: string[];
  /** Where PGlite keeps its files; 'memory://' keeps them in memory (tests). */
  dataDir: string;
  publicEnv: PublicEnv;
  defaultSiteId: string;
  logLevel: string;
  /** How log lines are written: readable (`pretty`) or JSON. */
  logFormat: 'json' | 'pretty';
  /** The built web app; undefined serves no web app (api-only tests). */
  webDistDir: string | undefined;
  buildPollIntervalMs: number;
  /**
   * The server's clock can be moved forward through `PUT /api/test/clock` (end-to-end tests study for minutes in
   * seconds). Refused with PUBLIC_ENV=production.
   */
  testClock: boolean;
  /**
   * Every answer is also encoded by its zod schema, which must agree with what the compiled serializer wrote (tests and
   * development: a handler that breaks its contract fails there). Off, only the compiled serializer runs (ADR 0040).
   */
  checkAnswers: boolean;
  /**
   * The demo accounts (their password is published in the README), courses, pages and questions. Off, a start seeds
   * only what every site needs (its locales, texts, roles, levels and badges).
   */
  demoData: boolean;
  /** On an empty database, the demo learners get 60 days of study history (through the real writers). */
  demoHistory: boolean;
  /** The address the first administrator is invited at, on a site without demo data and without an administrator. */
  firstAdminEmail: string | undefined;
  /** The site's public address (no trailing slash): the base of the IRIs in portable records. */
  publicUrl: string;
  /** Where cmi5 packages' files are served from (no trailing slash): another origin than the site's when it can be. */
  cmi5ContentUrl: string;
  mail: {
    /** The SMTP server mail goes through; unset: every mail is written to `DATA_DIR/outbox/` as an .eml file. */
    smtpUrl: string | undefined;
    /** The From of every mail the site sends. */
    from: string;
  };
  webPush: {
    /** The VAPID key pair; unset: one is created and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** How push services reach the operator (mailto: or https:). */
    subject: string;
    /** The only push services subscriptions may point at (origins; `https://*.host` for a host's subdomains). */
    allowedOrigins: string[];
  };
  /** Ed25519 seed (base64url) of the Open Badges signing key; unset: one is created and kept in the database. */
  recordsSigningSeed: string | undefined;
  /** The xAPI version the LRS's answers name when the request named none. */
  lrsDefaultXapiVersion: '2.0.0' | '1.0.3';
  auth: {
    /** Signs access tokens. Unset: a random secret per process (tokens die with it; set it for several instances). */
    secret: string | undefined;
    accessTokenTtlSeconds: number;
    captcha: { siteKey: string; secret: string; verifyUrl: string; minScore: number } | undefined;
    federatedProviders: FederatedProviderConfig[];
    /** Passkeys: the relying party's id and the origins a passkey may be used from. */
    webAuthn: { rpId: string; origins: string[] };
  };
};

export class ConfigError extends Error {}

/** The push services of Chrome, Firefox, Edge and Safari. */
export const DEFAULT_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
];

/** The site's https address, else the address mail comes from: push services want one of the two. */
/** The other name of a loopback address (localhost and 127.0.0.1 are two origins of one server); null for any other. */
const otherLoopbackOf = (url: string) => {
  const parsed = new URL(url);
  if (parsed.hostname !== 'localhost' && parsed.hostname !== '127.0.0.1') return null;
  parsed.hostname = parsed.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return parsed.origin;
};

const vapidSubjectFrom = (publicUrl: string | undefined, mailFrom: string) =>
  publicUrl?.startsWith('https://') ? publicUrl : `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom}`;

const workspaceRoot = path.resolve(import.meta.dirname, '../../../..');

/** Reads the environment; a bad value throws a ConfigError naming the variable. Blank values count as unset. */
export const loadConfig = (env: NodeJS.ProcessEnv): AppConfig => {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const values = parsed.data;
  const publicUrl = values.PUBLIC_URL ?? `http://localhost:${values.PORT}`;
  if (Boolean(values.WEB_PUSH_VAPID_PUBLIC_KEY) !== Boolean(values.WEB_PUSH_VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid environment: WEB_PUSH_VAPID_PRIVATE_KEY: the VAPID key pair is set whole (both keys) or not at all');
  }
  if (values.TEST_CLOCK === '1' && values.PUBLIC_ENV === 'production') {
    throw new ConfigError('Invalid environment: TEST_CLOCK: a movable clock is for tests only, never with PUBLIC_ENV=production');
  }
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    queryTimeoutMs: values.DATABASE_QUERY_TIMEOUT_MS,
    redisUrl: values.REDIS_URL,
    redisKeyPrefix: values.REDIS_KEY_PREFIX,
    trustedProxies: values.TRUST_PROXY ?? [],
    dataDir: values.DATA_DIR,
    publicEnv: values.PUBLIC_ENV,
    defaultSiteId: values.DEFAULT_SITE_ID,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    // Relative paths are read from the working directory, as every other path a shell user types.
    webDistDir: values.WEB_DIST_DIR ? path.resolve(values.WEB_DIST_DIR) : path.join(workspaceRoot, 'apps/web/dist'),
    buildPollIntervalMs: values.BUILD_POLL_INTERVAL_MS,
    testClock: values.TEST_CLOCK === '1',
    checkAnswers: values.CHECK_ANSWERS
      ? values.CHECK_ANSWERS === '1'
      : values.PUBLIC_ENV === 'local' || values.PUBLIC_ENV === 'development',
    demoData: values.DEMO_DATA ? values.DEMO_DATA === '1' : !values.DATABASE_URL,
    demoHistory: values.DEMO_HISTORY === '1',
    firstAdminEmail: values.ADMIN_EMAIL?.toLowerCase(),
    publicUrl,
    cmi5ContentUrl: values.CMI5_CONTENT_URL ?? otherLoopbackOf(publicUrl) ?? publicUrl,
    recordsSigningSeed: values.RECORDS_SIGNING_SEED,
    lrsDefaultXapiVersion: values.LRS_DEFAULT_XAPI_VERSION,
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM },
    webPush: {
      vapidKeys:
        values.WEB_PUSH_VAPID_PUBLIC_KEY && values.WEB_PUSH_VAPID_PRIVATE_KEY
          ? { publicKey: values.WEB_PUSH_VAPID_PUBLIC_KEY, privateKey: values.WEB_PUSH_VAPID_PRIVATE_KEY }
          : undefined,
      subject: values.WEB_PUSH_VAPID_SUBJECT ?? vapidSubjectFrom(values.PUBLIC_URL, values.MAIL_FROM),
      allowedOrigins: values.WEB_PUSH_ALLOWED_ORIGINS ?? DEFAULT_PUSH_SERVICES,
    },
    auth: {
      secret: values.AUTH_SECRET,
      accessTokenTtlSeconds: values.ACCESS_TOKEN_TTL_SECONDS,
      captcha:
        values.CAPTCHA_SITE_KEY && values.CAPTCHA_SECRET
          ? {
              siteKey: values.CAPTCHA_SITE_KEY,
              secret: values.CAPTCHA_SECRET,
              verifyUrl: values.CAPTCHA_VERIFY_URL,
              minScore: values.CAPTCHA_MIN_SCORE,
            }
          : undefined,
      federatedProviders: values.FEDERATED_PROVIDERS ?? [],
      webAuthn: {
        rpId: values.WEBAUTHN_RP_ID ?? new URL(publicUrl).hostname,
        origins: values.WEBAUTHN_ORIGINS ?? [new URL(publicUrl).origin],
      },
    },
  };
};
