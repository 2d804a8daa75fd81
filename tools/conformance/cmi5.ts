/**
 * CATAPULT's LMS test suite (ADL's cmi5 conformance tests for an LMS) against Tiles Learn: starts the api on a fresh
 * embedded database with the demo data, signs an administrator (password and authenticator app, then admin mode) and
 * a learner in over HTTP, and runs the suite's package-import and runtime tests with `cmi5-lms.cjs` as its LMS, in
 * Debian's Chromium. The suite lives outside the repository:
 *
 *   git clone https://github.com/adlnet/CATAPULT ../CATAPULT   (or git archive its lts/ folder)
 *   (cd ../CATAPULT/lts && PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROMIUM_DOWNLOAD=1 npm ci)
 *   (cd ../CATAPULT/lts/pkg && NODE_OPTIONS=--openssl-legacy-provider npx webpack)
 *   npm run conformance:cmi5                     # CATAPULT_LTS=<its lts folder>, CHROMIUM_PATH, TESTS=<jest pattern>
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '@tiles/api-auth/demo-users';
import { DEMO_LRS_CLIENT } from '@tiles/api-lrs/module';
import { totpCode } from '@tiles/test-authenticator/totp';
import { root, startApi } from '../bench/api-process.js';

const suite = path.resolve(process.env.CATAPULT_LTS ?? path.join(root, '../CATAPULT/lts'));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(path.join(suite, 'node_modules/jest')) || !fs.existsSync(path.join(suite, 'pkg/dist/001-essentials.zip'))) {
  console.error(`No built CATAPULT LMS test suite at ${suite}. Get it with:
  git clone https://github.com/adlnet/CATAPULT ${path.dirname(suite)}
  (cd ${suite} && PUPPETEER_SKIP_DOWNLOAD=1 PUPPETEER_SKIP_CHROMIUM_DOWNLOAD=1 npm ci)
  (cd ${suite}/pkg && NODE_OPTIONS=--openssl-legacy-provider npx webpack)
or set CATAPULT_LTS to its lts folder.`);
  process.exit(2);
}

const sessionCookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith(`${name}=`));

/** Signs a demo account in as a person does: password, then (staff) the authenticator app's code. */
const signIn = async (base: string, email: string) => {
  const post = (url: string, body: object, cookie?: string) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  let response = await post('/api/auth/login', { cu: email, cp: DEMO_PASSWORD });
  if (response.status === 401) {
    const pending = sessionCookieOf(response, 't-2fa');
    if (!pending) throw new Error(`${email}: ${response.status} ${await response.text()}`);
    response = await post('/api/auth/second-factor', { code: await totpCode(DEMO_TOTP_SECRET) }, pending);
  }
  const session = sessionCookieOf(response, 't-ssid');
  if (response.status !== 200 || !session) throw new Error(`could not sign ${email} in: ${response.status} ${await response.text()}`);
  return session;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-cmi5-conformance-'));
const api = await startApi({ DATA_DIR: dataDir, DEMO_DATA: '1' }, { timeoutMs: 300_000 });
let failed: number;
try {
  const editor = await signIn(api.base, 'admin@tiles.test');
  const mode = await fetch(`${api.base}/api/auth/mode`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: editor },
    body: JSON.stringify({ mode: 'admin' }),
  });
  if (mode.status !== 200) throw new Error(`could not enter admin mode: ${mode.status} ${await mode.text()}`);
  const learner = await signIn(api.base, 'ada.lovelace@tiles.test');

  // The suite's Chromium: Debian's, headless, without the sandbox a root user cannot have.
  const puppeteerConfig = path.join(dataDir, 'jest-puppeteer.config.cjs');
  fs.writeFileSync(
    puppeteerConfig,
    `module.exports = ${JSON.stringify({ launch: { headless: true, executablePath: chromium, args: ['--no-sandbox', '--disable-dev-shm-usage'] } })};\n`,
  );
  const report = path.join(dataDir, 'report.json');
  const args = ['jest', '--ci', '--runInBand', '--json', `--outputFile=${report}`, ...(process.env.TESTS ? [process.env.TESTS] : [])];
  const exit = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', args, {
      cwd: suite,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        CATAPULT_LMS: path.join(import.meta.dirname, 'cmi5-lms.cjs'),
        CATAPULT_LTS: suite,
        JEST_PUPPETEER_CONFIG: puppeteerConfig,
        TILES_URL: api.base,
        TILES_EDITOR_COOKIE: editor,
        TILES_LEARNER_COOKIE: learner,
        LRS_KEY: DEMO_LRS_CLIENT.key,
        LRS_SECRET: DEMO_LRS_CLIENT.secret,
      },
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (!fs.existsSync(report)) throw new Error(`the suite wrote no report (exit ${exit})`);
  type Result = { status: string; fullName: string; failureMessages: string[] };
  const results = (
    JSON.parse(fs.readFileSync(report, 'utf8')) as { testResults: { name: string; message: string; assertionResults: Result[] }[] }
  ).testResults;
  for (const file of results) {
    const count = (status: string) => file.assertionResults.filter((result) => result.status === status).length;
    process.stdout.write(
      `${path.basename(file.name)}: ${count('passed')} passed, ${count('failed')} failed, ${count('pending')} skipped (of ${file.assertionResults.length})\n`,
    );
    if (!file.assertionResults.length && file.message) process.stdout.write(`  ✗ did not run: ${file.message.split('\n')[0]}\n`);
    for (const result of file.assertionResults.filter((each) => each.status === 'failed'))
      process.stdout.write(`  ✗ ${result.fullName}\n      ${result.failureMessages.join(' ').split('\n')[0]}\n`);
  }
  failed = results.flatMap((file) => file.assertionResults).filter((result) => result.status === 'failed').length;
  if (exit !== 0 && !failed) failed = 1;
} finally {
  api.child.kill('SIGTERM');
  await api.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
