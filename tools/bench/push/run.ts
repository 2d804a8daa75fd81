/**
 * Live push latency and memory (`npm run bench:push`). The api runs in a child process (server.ts); this process
 * plays the browsers with socket.io-client over WebSocket. For one learner's room it measures the time from the
 * server's emit to the client's receipt (p50/p99 over BENCH_SAMPLES pushes, 2,000 by default), first with no other sockets, then
 * with BENCH_IDLE_SOCKETS (1,000) other authenticated sockets connected, each in its own room (goal: p99 ratio
 * at most 1.5). RSS per connected socket is the server's RSS growth, after GC, divided by the idle sockets (goal:
 * at most 25 KB); since freed pages are reused before RSS grows (and PGlite's WebAssembly memory dominates RSS),
 * the figure judged is the larger of the RSS growth and the JS heap growth per socket. Times come from one clock: both processes read performance.timeOrigin + performance.now().
 * DATABASE_URL / REDIS_URL select PostgreSQL and the adapters as in production.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { SOCKET_CLIENT_OPTIONS } from '@tiles/contracts-notifications';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2000);
/** Pushes sent before measuring, so both scenarios run on warmed-up (JIT-compiled) paths. */
const WARM_UP = 300;
const root = path.resolve(import.meta.dirname, '../../..');

type Ready = { kind: 'ready'; port: number; sessions: { userId: string; sessionId: string }[]; adapter: string; database: string };
type Memory = { kind: 'memory'; rss: number; heapUsed: number; sockets: number };
type Emitted = { kind: 'emitted'; seq: number; emittedAt: number };

const server = fork(path.join(import.meta.dirname, 'server.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  env: { ...process.env },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = <T>(kind: string) =>
  new Promise<T>((resolve) => {
    const listener = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      server.off('message', listener);
      resolve(message as T);
    };
    server.on('message', listener);
  });

const ready = await nextMessage<Ready>('ready');
const url = `http://127.0.0.1:${ready.port}`;

const connect = (sessionId: string, userId: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, {
      ...SOCKET_CLIENT_OPTIONS,
      transports: ['websocket'],
      extraHeaders: { cookie: `t-ssid=${sessionId}` },
      reconnection: false,
    });
    socket.once('connect_error', reject);
    socket.once('connect', () =>
      socket.emit('create-room', userId, (answer: { ok: boolean }) => (answer.ok ? resolve(socket) : reject(new Error('room refused')))),
    );
  });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const measure = async (socket: Socket) => {
  const received = new Map<string, number>();
  socket.on('notify', (message: { id: string }) => received.set(message.id, performance.timeOrigin + performance.now()));
  const latencies: number[] = [];
  for (let seq = 0; seq < SAMPLES + WARM_UP; seq += 1) {
    const emitted = nextMessage<Emitted>('emitted');
    server.send({ kind: 'emit', seq });
    const { emittedAt } = await emitted;
    while (!received.has(`push-${seq}`)) await new Promise((resolve) => setImmediate(resolve));
    if (seq >= WARM_UP) latencies.push(received.get(`push-${seq}`)! - emittedAt);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  socket.off('notify');
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
};

const memory = async () => {
  const answer = nextMessage<Memory>('memory');
  server.send({ kind: 'memory' });
  return answer;
};

const [measured, ...idle] = ready.sessions;
const measuredSocket = await connect(measured!.sessionId, measured!.userId);
const alone = await measure(measuredSocket);
const before = await memory();

const idleSockets: Socket[] = [];
for (let start = 0; start < idle.length; start += 50) {
  idleSockets.push(...(await Promise.all(idle.slice(start, start + 50).map((session) => connect(session.sessionId, session.userId)))));
}
await new Promise((resolve) => setTimeout(resolve, 500));
const after = await memory();
const crowded = await measure(measuredSocket);

const rssPerSocketKb = (after.rss - before.rss) / idleSockets.length / 1000;
const heapPerSocketKb = (after.heapUsed - before.heapUsed) / idleSockets.length / 1000;
const memoryPerSocketKb = Math.max(rssPerSocketKb, heapPerSocketKb);
const ratio = crowded.p99 / alone.p99;
const round = (value: number) => Math.round(value * 1000) / 1000;
const result = {
  database: ready.database,
  adapter: ready.adapter,
  samples: SAMPLES,
  idleSockets: idleSockets.length,
  alone: { p50Ms: round(alone.p50), p99Ms: round(alone.p99) },
  withIdleSockets: { p50Ms: round(crowded.p50), p99Ms: round(crowded.p99), serverSockets: after.sockets },
  p99Ratio: round(ratio),
  rssPerSocketKb: round(rssPerSocketKb),
  heapPerSocketKb: round(heapPerSocketKb),
  goals: { p99RatioAtMost: 1.5, memoryPerSocketKbAtMost: 25 },
  met: { p99Ratio: ratio <= 1.5, memoryPerSocket: memoryPerSocketKb <= 25 },
};

const prefix = `push.${ready.database}.${ready.adapter}`;
const lines = [
  `${prefix}.idle_0.p50_ms ${result.alone.p50Ms}`,
  `${prefix}.idle_0.p99_ms ${result.alone.p99Ms}`,
  `${prefix}.idle_${idleSockets.length}.p50_ms ${result.withIdleSockets.p50Ms}`,
  `${prefix}.idle_${idleSockets.length}.p99_ms ${result.withIdleSockets.p99Ms}`,
  `${prefix}.p99_ratio ${result.p99Ratio} (goal <= 1.5: ${result.met.p99Ratio ? 'met' : 'MISSED'})`,
  `${prefix}.rss_per_socket_kb ${result.rssPerSocketKb}`,
  `${prefix}.heap_per_socket_kb ${result.heapPerSocketKb}`,
  `${prefix}.memory_per_socket_kb ${round(memoryPerSocketKb)} (larger of the two; goal <= 25: ${result.met.memoryPerSocket ? 'met' : 'MISSED'})`,
];
process.stdout.write(`${lines.join('\n')}\n`);

fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `tools/bench/results/push-${ready.database}-${ready.adapter}.json`),
  `${JSON.stringify(result, null, 2)}\n`,
);

for (const socket of [measuredSocket, ...idleSockets]) socket.disconnect();
server.send({ kind: 'stop' });
await new Promise((resolve) => server.once('exit', resolve));
