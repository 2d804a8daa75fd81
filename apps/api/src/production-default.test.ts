import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const defaultModule = pathToFileURL(path.join(import.meta.dirname, 'production-default.ts')).href;

/** Which build of React a process that starts as main does loads: `production` or `development`. */
const reactBuildOf = (env: Record<string, string>) => {
  // jsx-dev-runtime exports jsxDEV in React's development build only.
  const script = `await import(${JSON.stringify(defaultModule)}); const runtime = await import('react/jsx-dev-runtime'); process.stdout.write(typeof runtime.jsxDEV === 'function' ? 'development' : 'production');`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

describe('the production default', () => {
  it("makes the server render with React's production build unless NODE_ENV says otherwise", () => {
    expect(reactBuildOf({})).toBe('production');
    expect(reactBuildOf({ NODE_ENV: 'development' })).toBe('development');
  });

  it('is what main imports first, before anything can read NODE_ENV', () => {
    const firstImport = fs
      .readFileSync(path.join(import.meta.dirname, 'main.ts'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('import '));
    expect(firstImport).toBe("import './production-default.js';");
  });
});
