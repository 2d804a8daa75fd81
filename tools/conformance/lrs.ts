/**
 * ADL's LRS conformance test suite against our LRS: starts the api on a fresh embedded database (demo data, so the
 * demo LRS client exists) and runs the suite from a copy outside the repository, for each xAPI version asked.
 *
 *   git clone https://github.com/adlnet/lrs-conformance-test-suite ../lrs-conformance-test-suite
 *   (cd ../lrs-conformance-test-suite && npm install)
 *   npm run conformance:lrs                      # LRS_SUITE=<folder>, XAPI_VERSIONS=2.0.0,1.0.3, GREP=<pattern>
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, startApi } from '../bench/api-process.js';

const suite = path.resolve(process.env.LRS_SUITE ?? path.join(root, '../lrs-conformance-test-suite'));
const versions = (process.env.XAPI_VERSIONS ?? '2.0.0,1.0.3').split(',');
if (!fs.existsSync(path.join(suite, 'bin/console_runner.js'))) {
  console.error(`No conformance suite at ${suite}. Get it with:
  git clone https://github.com/adlnet/lrs-conformance-test-suite ${suite} && (cd ${suite} && npm install)
or set LRS_SUITE to where it is.`);
  process.exit(2);
}

type Node = { title?: string; status?: string; error?: unknown; tests?: Node[] };
const failures = (node: Node, trail: string[] = []): string[] => [
  ...(node.status === 'failed' && !node.tests?.length
    ? [`${[...trail, node.title].filter(Boolean).join(' > ')}\n      ${String(node.error).split('\n')[0]}`]
    : []),
  ...(node.tests ?? []).flatMap((child) => failures(child, [...trail, node.title ?? ''])),
];

const run = (endpoint: string, version: string) =>
  new Promise<{ total: number; passed: number; failed: number; failures: string[] }>((resolve, reject) => {
    const logsBefore = new Set(fs.existsSync(path.join(suite, 'logs')) ? fs.readdirSync(path.join(suite, 'logs')) : []);
    const args = ['bin/console_runner.js', '-e', endpoint, '-a', '-u', 'demo-lrs', '-p', 'tiles-demo-lrs-2026', '-x', version, '-z'];
    if (process.env.GREP) args.push('-g', process.env.GREP);
    const child = spawn(process.execPath, args, { cwd: suite, stdio: ['ignore', 'ignore', 'inherit'] });
    child.once('error', reject);
    child.once('exit', () => {
      const log = fs.readdirSync(path.join(suite, 'logs')).find((name) => !logsBefore.has(name));
      if (!log) return reject(new Error('the suite wrote no log'));
      const report = JSON.parse(fs.readFileSync(path.join(suite, 'logs', log), 'utf8')) as {
        summary: { total: number; passed: number; failed: number };
        log?: Node;
      };
      resolve({ ...report.summary, failures: report.log ? failures(report.log) : [] });
    });
  });

let failed = 0;
for (const version of versions) {
  // A fresh api per version, answering in that version when a request names none (as the suite of each expects).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-lrs-conformance-'));
  const api = await startApi({ DATA_DIR: dataDir, DEMO_DATA: '1', LRS_DEFAULT_XAPI_VERSION: version }, { timeoutMs: 300_000 });
  try {
    const result = await run(`${api.base}/xapi`, version);
    process.stdout.write(`xAPI ${version}: ${result.passed} passed, ${result.failed} failed (of ${result.total} run)\n`);
    for (const failure of result.failures) process.stdout.write(`  ✗ ${failure}\n`);
    failed += result.failed;
  } finally {
    api.child.kill('SIGTERM');
    await api.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(failed ? 1 : 0);
