/**
 * `npm run test:affected [-- --base=<ref>]`: lint, type-check, unit/api tests and the end-to-end areas of what a
 * change reaches, compared with `main` (or the given base), uncommitted and untracked files included. `.ci/run` runs
 * everything (`npm test`); this is for a team's loop and for CI on a branch.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';

const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false' };

const argument = (name: string) => process.argv.find((value) => value.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = argument('base') ?? 'main';

const output = (command: string, args: string[]) => execFileSync(command, args, { cwd: workspaceRoot, env, encoding: 'utf8' }).trim();
const lines = (text: string) => text.split('\n').filter(Boolean);

const run = (label: string, command: string, args: string[], cwd = workspaceRoot) => {
  const started = performance.now();
  console.warn(`\n== ${label}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.warn(`== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  if (status !== 0) process.exit(status ?? 1);
};

const started = performance.now();
const affectedWith = (target: string) =>
  lines(output('npx', ['nx', 'show', 'projects', '--affected', `--base=${base}`, '--with-target', target]));

/** Files changed since the base: committed, staged, unstaged and untracked. */
const changedFiles = () =>
  new Set([
    ...lines(output('git', ['diff', '--name-only', `${base}...HEAD`])),
    ...lines(output('git', ['diff', '--name-only', 'HEAD'])),
    ...lines(output('git', ['ls-files', '--others', '--exclude-standard'])),
  ]);

const checked = ['lint', 'typecheck', 'test'].map((target) => ({ target, projects: affectedWith(target) }));
const areas = affectedWith('e2e').filter((name) => name.startsWith('e2e-'));
// The hosts compose everything: a change to the web host's own files (not its tests) can reach any page, one to the
// api host's (the domains it lists, its web app, its start) any call. The areas do not depend on the hosts in the
// graph: they would then depend on every lib a host composes, and every change would reach every area.
const hostChanged = [...changedFiles()].some(
  (file) =>
    (file.startsWith('apps/web/') || file.startsWith('apps/api/')) && !/\.test\.tsx?$/.test(file) && !file.startsWith('apps/api/src/test/'),
);
const allAreas = lines(output('npx', ['nx', 'show', 'projects', '--projects=e2e-*']));
const e2eAreas = hostChanged ? allAreas : areas;

console.warn(`Affected since ${base}:`);
for (const { target, projects } of checked) console.warn(`  ${target}: ${projects.join(' ') || '(none)'}`);
console.warn(`  e2e: ${e2eAreas.join(' ') || '(none)'}${hostChanged ? ' (a host changed: every area)' : ''}`);

run('lint, typecheck and tests', 'npx', ['nx', 'affected', '-t', 'lint', 'typecheck', 'test', `--base=${base}`, '--outputStyle=static']);
// The graph is what `affected` trusts: its check runs whatever changed (cached while nothing did).
run('the graph sees every import', 'npx', ['nx', 'run', 'tools:test', '--outputStyle=static']);
if (e2eAreas.length) {
  run('web build', 'npx', ['nx', 'run', 'web:build', '--outputStyle=static']);
  // One Playwright run (one server, both workers) for the affected areas' specs, then those that move the server's
  // clock, then their site-wide specs alone
  // (maintenance, published content: they change what every page shows). Without --no-deps, the site-wide project
  // would first run every spec of the main project, affected or not.
  const folders = e2eAreas.map((name) => `src/${name.replace(/^e2e-/, '')}/`);
  // Two workers, as CI runs the suite (and as its timeouts are sized): Playwright's own default is half the cores,
  // one on a two-core machine, which made an affected run of every area take twice the full suite's time.
  const workers = '--workers=2';
  const e2eRoot = path.join(workspaceRoot, 'apps/web-e2e');
  run('end-to-end', 'npx', ['playwright', 'test', '--project=main', workers, '--pass-with-no-tests', ...folders], e2eRoot);
  // Then the specs that move the server's clock (hours ahead of the browsers'), after the others.
  run('end-to-end, clock', 'npx', ['playwright', 'test', '--project=clock', '--no-deps', '--pass-with-no-tests', ...folders], e2eRoot);
  run(
    'end-to-end, site-wide',
    'npx',
    ['playwright', 'test', '--project=site-wide', '--no-deps', '--pass-with-no-tests', ...folders],
    e2eRoot,
  );
}
console.warn(`\n== test:affected took ${((performance.now() - started) / 1000).toFixed(1)} s`);
