/**
 * Hit ingestion: server CPU time per `POST /api/event/hit` (validation, buffering and the batched writes
 * included) divided by a bare no-op POST route in the same process (goal <= 2x), and hits/s sustained.
 * `npx tsx tools/bench/ingest/run.ts` (PGlite) or with DATABASE_URL set (PostgreSQL).
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = 20;
const root = path.resolve(import.meta.dirname, '../../..');

const server = fork(path.join(import.meta.dirname, 'server.ts'), [], { execArgv: ['--import', 'tsx'], env: process.env });
const { port, database } = await new Promise<{ port: number; database: string }>((resolve) => server.once('message', resolve as never));
const base = `http://127.0.0.1:${port}`;

const cpu = async () => (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number; pending: number };
const drained = async () => {
  while ((await cpu()).pending > 0) await new Promise((resolve) => setTimeout(resolve, 100));
};

const hitBody = () =>
  JSON.stringify({
    clientId: randomUUID(),
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    identity: `bench-identity-${Math.floor(Math.random() * 500)}`,
    origin: 'web',
    subject: { id: '/it-IT/course/session/1/1/1', meta: [{ field: 'ms', value: 15_000 }] },
    course: 1,
    module: 1,
    session: 1,
  });

const measure = async (url: string) => {
  const before = await cpu();
  const result = await autocannon({
    url: `${base}${url}`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: hitBody() }) }],
  });
  await drained();
  const after = await cpu();
  const cpuMicros = after.user + after.system - before.user - before.system;
  const requests = result.requests.total;
  return { requests, perSecond: result.requests.average, non2xx: result.non2xx + result.errors, cpuMicrosPerRequest: cpuMicros / requests };
};

await measure('/bench/noop'); // warm-up
const noop = await measure('/bench/noop');
const ingest = await measure('/api/event/hit');
server.send('stop');

const ratio = ingest.cpuMicrosPerRequest / noop.cpuMicrosPerRequest;
const lines = [
  `ingest.database ${database}`,
  `ingest.noop_cpu_us_per_request ${noop.cpuMicrosPerRequest.toFixed(1)}`,
  `ingest.hit_cpu_us_per_request ${ingest.cpuMicrosPerRequest.toFixed(1)}`,
  `ingest.cpu_ratio_hit_vs_noop ${ratio.toFixed(2)} (goal <= 2)`,
  `ingest.hits_per_second ${ingest.perSecond.toFixed(0)}`,
  `ingest.hits_non_2xx ${ingest.non2xx}`,
  `ingest.hits_total ${ingest.requests}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
fs.mkdirSync(path.join(root, 'tools/bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, `tools/bench/results/ingest-${database}.json`),
  JSON.stringify(
    { measuredAt: new Date().toISOString(), database, durationSeconds: DURATION_S, connections: CONNECTIONS, noop, ingest, ratio },
    null,
    2,
  ),
);
