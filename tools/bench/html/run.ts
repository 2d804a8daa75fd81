/**
 * HTML at the speed of the api (`npm run bench:html`; the web build is made first): the real api in a child process
 * on the embedded database with its demo data, autocannon at 20 connections × 10 s on the anonymous home page, the
 * signed-in home page, the catalogue page, `GET /api/lms/courses` and a built static file. Prints req/s and p99 of
 * each, and each one's req/s ÷ the static file's, as median (min–max) over BENCH_RUNS runs (default 3), each on a
 * fresh api. BENCH_NODE_ENV runs the api with another NODE_ENV (`development` shows what React's development build
 * costs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startApi, summary } from '../api-process.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const DEMO_PASSWORD = 'tiles-demo-2026';

const dist = path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  process.stderr.write('No build found: run `npx nx run web:build` first (npm run bench:html does).\n');
  process.exit(1);
}
const asset = fs.readdirSync(path.join(dist, 'assets')).find((file) => /^index-.*\.js$/.test(file));

type Target = { name: string; url: string; signedIn?: boolean; headers?: Record<string, string> };
const targets: Target[] = [
  { name: 'home_anonymous', url: '/it-IT' },
  { name: 'home_signed_in', url: '/it-IT', signedIn: true },
  { name: 'catalogue_anonymous', url: '/it-IT/catalogo-corsi' },
  { name: 'api_courses', url: '/api/lms/courses', headers: { 'tiles-site-id': 'tiles', 'tiles-locale-code': 'it-IT' } },
  { name: 'static_file', url: `/assets/${asset}` },
];

const results = new Map(targets.map((target) => [target.name, { perSecond: [] as number[], p99: [] as number[] }]));

for (let run = 0; run < RUNS; run += 1) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-bench-html-'));
  const env = process.env.BENCH_NODE_ENV ? { NODE_ENV: process.env.BENCH_NODE_ENV } : {};
  const api = await startApi({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
  try {
    const login = await fetch(`${api.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cu: 'ada.lovelace@tiles.test', cp: DEMO_PASSWORD }),
    });
    const cookie = (login.headers.getSetCookie().find((entry) => entry.startsWith('t-ssid=')) ?? '').split(';')[0]!;
    if (!cookie) throw new Error(`sign-in failed: ${login.status}`);
    for (const target of targets) {
      const options = {
        url: `${api.base}${target.url}`,
        connections: CONNECTIONS,
        headers: { ...target.headers, ...(target.signedIn ? { cookie } : {}) },
      };
      await autocannon({ ...options, duration: 2 }); // warm-up: the first render loads the server entry
      const result = await autocannon({ ...options, duration: DURATION_S });
      if (result.non2xx + result.errors > 0) throw new Error(`${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      results.get(target.name)!.perSecond.push(result.requests.average);
      results.get(target.name)!.p99.push(result.latency.p99);
    }
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const lines: string[] = [];
for (const [name, { perSecond, p99 }] of results) {
  lines.push(`html.${name}.req_per_s ${summary(perSecond)}`);
  lines.push(`html.${name}.p99_ms ${summary(p99)}`);
}
const staticRate = results.get('static_file')!.perSecond;
for (const name of ['home_anonymous', 'home_signed_in', 'catalogue_anonymous', 'api_courses']) {
  const ratios = results.get(name)!.perSecond.map((rate, index) => rate / staticRate[index]!);
  lines.push(`html.${name}.vs_static ${summary(ratios, 3)}`);
}
process.stdout.write(`${lines.join('\n')}\n`);
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'tools/bench/results/html.json'),
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      nodeEnv: process.env.BENCH_NODE_ENV ?? 'production',
      runs: RUNS,
      results: Object.fromEntries(results),
    },
    null,
    2,
  ),
);
