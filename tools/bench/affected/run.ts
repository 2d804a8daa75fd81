/**
 * The wall time of `npm run test:affected` after a one-line change, per scenario, three runs each (median and
 * spread), and the projects each run reached. Each run changes its file with a line of its own (so no cached result
 * stands in for the change), runs, and puts the file back. Needs a clean work tree (it edits files).
 *
 *   npm run bench:affected                          # every scenario, three runs
 *   npm run bench:affected -- --scenario=web-lib --runs=1
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const argument = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);

/** A one-line change where a team would make it: a comment, so the product is the same and only the graph decides. */
const SCENARIOS = {
  'practice-api': 'libs/api/practice/src/scheduling.ts',
  'web-lib': 'libs/web/cms/src/drafts-page.tsx',
  'contracts-tracking': 'libs/shared/contracts/src/tracking.ts',
} as const;
type Scenario = keyof typeof SCENARIOS;

const chosen = (argument('scenario')?.split(',') as Scenario[] | undefined) ?? (Object.keys(SCENARIOS) as Scenario[]);
const runs = Number(argument('runs') ?? 3);
if (execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim()) {
  console.error('The work tree has changes: commit or stash them first (this bench edits files and puts them back).');
  process.exit(1);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const results: { scenario: Scenario; file: string; seconds: number[]; reached: string }[] = [];
for (const scenario of chosen) {
  const file = path.join(root, SCENARIOS[scenario]);
  const original = fs.readFileSync(file, 'utf8');
  const seconds: number[] = [];
  let reached = '';
  for (let run = 1; run <= runs; run += 1) {
    fs.writeFileSync(file, `${original}// bench:affected ${scenario} ${Date.now()}\n`);
    try {
      const started = performance.now();
      const { status, stderr } = spawnSync('npm', ['run', 'test:affected'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      seconds.push((performance.now() - started) / 1000);
      if (status !== 0) {
        console.error(stderr.slice(-4000));
        throw new Error(`test:affected failed in ${scenario} run ${run}`);
      }
      // What the run said it would run (its first lines on stderr).
      reached = stderr
        .split('\n')
        .filter((line) => /^ {2}(lint|typecheck|test|e2e):/.test(line))
        .join('\n');
    } finally {
      fs.writeFileSync(file, original);
    }
    console.warn(`${scenario} run ${run}: ${seconds.at(-1)!.toFixed(0)} s`);
  }
  results.push({ scenario, file: SCENARIOS[scenario], seconds, reached });
}

for (const { scenario, file, seconds, reached } of results) {
  process.stdout.write(
    `affected.${scenario} (${file}): median ${median(seconds).toFixed(0)} s [${Math.min(...seconds).toFixed(0)}–${Math.max(...seconds).toFixed(0)}] over ${seconds.length} runs\n${reached}\n`,
  );
}
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'tools/bench/results/affected.json'), `${JSON.stringify(results, null, 2)}\n`);
