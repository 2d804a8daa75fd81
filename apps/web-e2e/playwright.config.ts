import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_OPENID } from './src/openid-provider-settings';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** Where the test push service listens (push.spec.ts reads E2E_PUSH_PORT). */
const pushPort = Number((process.env.E2E_PUSH_PORT ??= String(port + 17)));
// A fresh embedded database per run: the product exactly as `npm start` serves it, with its demo data. Made once,
// in the runner: its workers read the config again and find it here, with the mail the server wrote to its outbox.
const dataDir = (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-e2e-')));
const workspaceRoot = path.resolve(import.meta.dirname, '../..');

// A local identity provider for the federated sign-in tests: a key pair made for this run. The config is read
// again in each worker; the environment set here in the runner reaches them, so all share one pair.
if (!process.env.E2E_IDP_PRIVATE_JWK) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  process.env.E2E_IDP_PRIVATE_JWK = JSON.stringify(privateKey.export({ format: 'jwk' }));
  process.env.E2E_IDP_PUBLIC_JWK = JSON.stringify(publicKey.export({ format: 'jwk' }));
}
export const E2E_IDP = { id: 'e2e-idp', issuer: 'https://idp.e2e.test', audience: 'tiles-e2e' };

/** Specs that change what every learner sees (maintenance, published texts and courses, an imported cmi5 course; the digest and the review move the clock days ahead), or the administrator's language. */
const SITE_WIDE = /(maintenance|admin-content|admin-arabic|digest|reviews-fall-due|cmi5)\.spec\.ts/;
/**
 * Specs that move the server's clock (`PUT /api/test/clock`: honest time really passing). Together they move it hours
 * ahead of the browsers' clocks, so they run after the others: a spec that mixes the browser's time with the
 * server's "today" (answers made offline) failed whenever the moved clock had crossed Rome's midnight.
 */
const MOVES_THE_CLOCK = /(layout|stats|honest-time|game|learner-edges|completion-xp|shared-device|groups|effort-record)\.spec\.ts/;

export default defineConfig({
  testDir: './src',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a failed test runs once more: one that then passes is listed as flaky at the end of the run (a race in the
  // test or the product, to be fixed, as the next session reads the run), one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
  // Sized for two workers on a two-core machine, where the same suite has taken from 13 to 22 minutes.
  timeout: 45_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The service worker only where a spec asks for it (offline.spec.ts): elsewhere routes and cuts stay the page's.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    { name: 'main', testIgnore: [SITE_WIDE, MOVES_THE_CLOCK] },
    // One at a time: a minute one spec moves the server's clock would land in another's measured visit.
    { name: 'clock', testMatch: MOVES_THE_CLOCK, dependencies: ['main'], workers: 1 },
    // Maintenance and published content change what every page shows: they run alone, after everything else.
    { name: 'site-wide', testMatch: SITE_WIDE, dependencies: ['clock'], workers: 1 },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: workspaceRoot,
    url: `${baseURL}/api/site/sites/tiles`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The test push service (push.spec.ts) listens here, beside the real push services.
      WEB_PUSH_ALLOWED_ORIGINS: `https://fcm.googleapis.com,https://updates.push.services.mozilla.com,http://127.0.0.1:${pushPort}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Mail goes to DATA_DIR/outbox as .eml files (no SMTP_URL, as with `npm start`), its links under this address.
      SMTP_URL: '',
      PUBLIC_URL: baseURL,
      PUBLIC_ENV: 'local',
      LOG_LEVEL: 'warn',
      // Tests that study for minutes move the server's clock with the page's (honest time counts wall-clock).
      TEST_CLOCK: '1',
      DATABASE_URL: '',
      // Passkeys need a domain (never an IP address): passkeys.spec.ts uses the pages at localhost.
      WEBAUTHN_RP_ID: 'localhost',
      WEBAUTHN_ORIGINS: `http://localhost:${port}`,
      FEDERATED_PROVIDERS: JSON.stringify([
        { ...E2E_IDP, publicKeys: [{ ...JSON.parse(process.env.E2E_IDP_PUBLIC_JWK!), alg: 'RS256' }], allowSignUp: true },
        {
          id: E2E_OPENID.id,
          issuer: `http://localhost:${E2E_OPENID.port}`,
          clientId: E2E_OPENID.clientId,
          clientSecret: E2E_OPENID.clientSecret,
          label: E2E_OPENID.label,
          allowSignUp: true,
        },
      ]),
    },
  },
});
