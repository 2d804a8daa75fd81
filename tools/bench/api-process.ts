/** The real api as a child process, for the benchmarks that measure it from outside (`npm start`'s entry point). */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;
/** "median (min–max, n runs)". */
export const summary = (values: number[], digits = 0) =>
  `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}, ${values.length} runs)`;

export type Api = { base: string; child: ChildProcess; exited: Promise<number | null> };

/** Starts `apps/api/src/main.ts` on a free port with `env` over the defaults, and waits until it answers. */
export const startApi = async (env: NodeJS.ProcessEnv, { timeoutMs = 60_000 } = {}): Promise<Api> => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DEMO_HISTORY: '0',
        LOG_LEVEL: 'error',
        BUILD_POLL_INTERVAL_MS: '0',
        HOST: '127.0.0.1',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > timeoutMs / 100) throw new Error('the api did not start');
    if (child.exitCode !== null) throw new Error('the api exited at start');
    if (
      await fetch(`${base}/api/site/sites/tiles`)
        .then((response) => response.ok)
        .catch(() => false)
    )
      break;
    await sleep(100);
  }
  return { base, child, exited };
};
