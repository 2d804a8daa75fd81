import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mainFile = path.join(import.meta.dirname, 'main.ts');

/** Runs the real entry point as a process, as `npm start` does. */
const startMain = (env: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

describe('main', () => {
  it('stops with a message naming a bad variable', async () => {
    const run = startMain({ PORT: 'not-a-port' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid environment: PORT:');
  });

  it('listens, answers, and exits cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tiles-main-'));
    // Without the demo's sixty days of history: what is tested is the start, the answer and the stop, not the seeding.
    const run = startMain({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO_HISTORY: '0' });
    const deadline = Date.now() + 55_000;
    let address: string | undefined;
    while (!address && Date.now() < deadline) {
      address = run.output().match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(address, run.output()).toBeDefined();
    const response = await fetch(`${address}/api/site/sites/tiles`);
    expect(response.status).toBe(200);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
  });
});
