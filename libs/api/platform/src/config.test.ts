import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PUSH_SERVICES, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './.data',
      publicEnv: 'production',
      defaultSiteId: 'tiles',
      logLevel: 'info',
      buildPollIntervalMs: 60_000,
      testClock: false,
      checkAnswers: false,
      demoData: true,
      demoHistory: true,
      firstAdminEmail: undefined,
      publicUrl: 'http://localhost:3000',
      // localhost's other name: AUs get an origin of their own on a developer's machine.
      cmi5ContentUrl: 'http://127.0.0.1:3000',
      recordsSigningSeed: undefined,
      mail: { smtpUrl: undefined, from: 'Tiles Learn <no-reply@localhost>' },
      webPush: { vapidKeys: undefined, subject: 'mailto:no-reply@localhost', allowedOrigins: DEFAULT_PUSH_SERVICES },
      trustedProxies: [],
      queryTimeoutMs: 5_000,
      redisKeyPrefix: 'tiles:',
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('checks answers against their contracts in local and development, not elsewhere unless asked', () => {
    expect(loadConfig({ PUBLIC_ENV: 'local' }).checkAnswers).toBe(true);
    expect(loadConfig({ PUBLIC_ENV: 'development' }).checkAnswers).toBe(true);
    expect(loadConfig({ PUBLIC_ENV: 'staging' }).checkAnswers).toBe(false);
    expect(loadConfig({ PUBLIC_ENV: 'local', CHECK_ANSWERS: '0' }).checkAnswers).toBe(false);
  });

  it('reads a relative WEB_DIST_DIR from the working directory, as the README writes it', () => {
    const config = loadConfig({ WEB_DIST_DIR: 'apps/web/dist' });
    expect(path.isAbsolute(config.webDistDir!)).toBe(true);
    expect(config.webDistDir).toBe(path.resolve(process.cwd(), 'apps/web/dist'));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      DATABASE_QUERY_TIMEOUT_MS: '8000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback',
      REDIS_KEY_PREFIX: 'acme:',
      DATA_DIR: '/var/tiles',
      PUBLIC_ENV: 'staging',
      DEFAULT_SITE_ID: 'acme',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      WEB_DIST_DIR: '/srv/web',
      BUILD_POLL_INTERVAL_MS: '5000',
      CHECK_ANSWERS: '1',
      PUBLIC_URL: 'https://learn.acme.example/',
      LRS_DEFAULT_XAPI_VERSION: '1.0.3',
      RECORDS_SIGNING_SEED: 'A'.repeat(43),
      SMTP_URL: 'smtp://mailer:secret@mail.acme.example:587',
      MAIL_FROM: 'Acme Learning <learning@acme.example>',
      CMI5_CONTENT_URL: 'https://content.acme.example/',
      WEB_PUSH_VAPID_PUBLIC_KEY: 'B'.repeat(87),
      WEB_PUSH_VAPID_PRIVATE_KEY: 'p'.repeat(43),
      WEB_PUSH_VAPID_SUBJECT: 'mailto:ops@acme.example',
      WEB_PUSH_ALLOWED_ORIGINS: 'https://fcm.googleapis.com, https://*.notify.windows.com/,http://127.0.0.1:9999',
      AUTH_SECRET: 's'.repeat(32),
      ACCESS_TOKEN_TTL_SECONDS: '600',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'captcha-secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
      CAPTCHA_MIN_SCORE: '0.7',
      FEDERATED_PROVIDERS: JSON.stringify([
        { id: 'acme', issuer: 'https://id.acme', audience: 'tiles', jwksUrl: 'https://id.acme/jwks', maxTokenLifetimeSeconds: 600 },
      ]),
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://127.0.0.1:5432/test',
      queryTimeoutMs: 8000,
      redisUrl: 'redis://127.0.0.1:6379',
      trustedProxies: ['127.0.0.1', '10.0.0.0/8', 'loopback'],
      redisKeyPrefix: 'acme:',
      dataDir: '/var/tiles',
      publicEnv: 'staging',
      defaultSiteId: 'acme',
      logLevel: 'warn',
      logFormat: 'json',
      webDistDir: '/srv/web',
      buildPollIntervalMs: 5000,
      testClock: false,
      checkAnswers: true,
      demoData: false,
      demoHistory: true,
      firstAdminEmail: undefined,
      publicUrl: 'https://learn.acme.example',
      cmi5ContentUrl: 'https://content.acme.example',
      lrsDefaultXapiVersion: '1.0.3',
      recordsSigningSeed: 'A'.repeat(43),
      mail: { smtpUrl: 'smtp://mailer:secret@mail.acme.example:587', from: 'Acme Learning <learning@acme.example>' },
      webPush: {
        vapidKeys: { publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43) },
        subject: 'mailto:ops@acme.example',
        allowedOrigins: ['https://fcm.googleapis.com', 'https://*.notify.windows.com', 'http://127.0.0.1:9999'],
      },
      auth: {
        secret: 's'.repeat(32),
        accessTokenTtlSeconds: 600,
        captcha: { siteKey: 'site-key', secret: 'captcha-secret', verifyUrl: 'http://127.0.0.1:9/verify', minScore: 0.7 },
        federatedProviders: [
          {
            id: 'acme',
            issuer: 'https://id.acme',
            audience: 'tiles',
            jwksUrl: 'https://id.acme/jwks',
            algorithms: ['RS256'],
            allowSignUp: false,
            maxTokenLifetimeSeconds: 600,
          },
        ],
        webAuthn: { rpId: 'learn.acme.example', origins: ['https://learn.acme.example'] },
      },
    });
  });

  it('refuses a TRUST_PROXY entry that is not an address, a range or a known name', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('turns captcha on only when both key and secret are set', () => {
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'k' }).auth.captcha).toBeUndefined();
    expect(loadConfig({ CAPTCHA_SITE_KEY: 'k', CAPTCHA_SECRET: 's' }).auth.captcha?.verifyUrl).toBe(
      'https://www.google.com/recaptcha/api/siteverify',
    );
  });

  it('names PUBLIC_URL, RECORDS_SIGNING_SEED and LRS_DEFAULT_XAPI_VERSION when they are not what they must be', () => {
    expect(() => loadConfig({ LRS_DEFAULT_XAPI_VERSION: '1.0.2' })).toThrow(/LRS_DEFAULT_XAPI_VERSION/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://learn.example' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ RECORDS_SIGNING_SEED: 'short' })).toThrow(/RECORDS_SIGNING_SEED: must be 32 bytes/);
  });

  it('names the Web Push variables when they are not what they must be', () => {
    expect(() => loadConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /WEB_PUSH_VAPID_PRIVATE_KEY: the VAPID key pair is set whole/,
    );
    expect(() => loadConfig({ WEB_PUSH_VAPID_SUBJECT: 'ops@acme.example' })).toThrow(/WEB_PUSH_VAPID_SUBJECT: must be a mailto: or https:/);
    expect(() => loadConfig({ WEB_PUSH_ALLOWED_ORIGINS: 'https://fcm.googleapis.com/fcm/send' })).toThrow(
      /WEB_PUSH_ALLOWED_ORIGINS: .+ is not an origin/,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://learn.acme.example' }).webPush.subject).toBe('https://learn.acme.example');
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_ENV', 'prod'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['DEFAULT_SITE_ID', 'bad id!'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_SECRET', 'short'],
    ['FEDERATED_PROVIDERS', '{not json'],
    ['FEDERATED_PROVIDERS', '[{"id":"acme","issuer":"i","audience":"a"}]'],
    ['FEDERATED_PROVIDERS', '[{"id":"acme","issuer":"acme","clientId":"tiles"}]'],
    ['FEDERATED_PROVIDERS', '[{"id":"acme","issuer":"https://id.acme","clientId":"tiles","icon":"https://cdn.example/a.png"}]'],
    ['CAPTCHA_MIN_SCORE', '2'],
  ])('names %s when its value %p is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}[.:]`));
  });

  it("takes passkeys' relying party from PUBLIC_URL unless told, and refuses an IP address or a path as one", () => {
    expect(loadConfig({ PUBLIC_URL: 'https://learn.acme.example:8443/' }).auth.webAuthn).toEqual({
      rpId: 'learn.acme.example',
      origins: ['https://learn.acme.example:8443'],
    });
    expect(
      loadConfig({ WEBAUTHN_RP_ID: 'acme.example', WEBAUTHN_ORIGINS: 'https://learn.acme.example/, https://app.acme.example' }).auth
        .webAuthn,
    ).toEqual({ rpId: 'acme.example', origins: ['https://learn.acme.example', 'https://app.acme.example'] });
    expect(() => loadConfig({ WEBAUTHN_RP_ID: '127.0.0.1' })).toThrow(/WEBAUTHN_RP_ID/);
    expect(() => loadConfig({ WEBAUTHN_ORIGINS: 'https://learn.acme.example/login' })).toThrow(/WEBAUTHN_ORIGINS/);
  });

  it('takes a provider for the sign-in button with its client id alone: keys and audience come from it and its discovery', () => {
    const [provider] = loadConfig({
      FEDERATED_PROVIDERS: JSON.stringify([
        { id: 'keycloak', issuer: 'https://sso.example/realms/school', clientId: 'tiles', label: 'Scuola' },
      ]),
    }).auth.federatedProviders;
    expect(provider).toEqual({
      id: 'keycloak',
      issuer: 'https://sso.example/realms/school',
      clientId: 'tiles',
      label: 'Scuola',
      algorithms: ['RS256'],
      allowSignUp: false,
      maxTokenLifetimeSeconds: 3_600,
    });
  });

  it('seeds demo accounts with the embedded database only, unless DEMO_DATA says; ADMIN_EMAIL names the first administrator', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/tiles' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/tiles', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
    expect(loadConfig({ ADMIN_EMAIL: 'Owner@Example.org' }).firstAdminEmail).toBe('owner@example.org');
    expect(() => loadConfig({ ADMIN_EMAIL: 'not an address' })).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });
});
