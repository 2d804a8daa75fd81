import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

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
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      DATA_DIR: '/var/tiles',
      PUBLIC_ENV: 'staging',
      DEFAULT_SITE_ID: 'acme',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/srv/web',
      BUILD_POLL_INTERVAL_MS: '5000',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://127.0.0.1:5432/test',
      dataDir: '/var/tiles',
      publicEnv: 'staging',
      defaultSiteId: 'acme',
      logLevel: 'warn',
      webDistDir: '/srv/web',
      buildPollIntervalMs: 5000,
    });
  });

  it('treats a blank variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PUBLIC_ENV', 'prod'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DEFAULT_SITE_ID', 'bad id!'],
    ['LOG_LEVEL', 'loud'],
  ])('names %s when its value %p is bad', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment: ${name}:`));
  });
});
