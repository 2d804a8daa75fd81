/**
 * The api under measurement, in its own process so its RSS is the server's alone. Started by run.ts with IPC:
 * it creates the bench's learners and sessions, then emits `notify` to a room when asked and reports memory.
 */
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';
import { users } from '@tiles/api-users/schema';
import { insertManyLearners } from '@tiles/api-users/many-learners';

type Request = { kind: 'emit'; seq: number } | { kind: 'memory' } | { kind: 'stop' };

const IDLE_USERS = Number(process.env.BENCH_IDLE_SOCKETS ?? 1000);
const config = { ...loadConfig(process.env), port: 0, host: '127.0.0.1', dataDir: 'memory://', webDistDir: undefined, logLevel: 'silent' };
const app = await buildApp(config, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;

// One measured learner and the idle ones, each with a session (as a sign-in would make, without hashing 1,001 passwords).
await app.db.delete(users).where(like(users.login, 'bench-push-%'));
const userIds = await insertManyLearners(app.db, 'bench-push', IDLE_USERS + 1);
const sessions = [];
for (const userId of userIds) sessions.push({ userId, sessionId: (await app.auth.sessions.create(userId, 'bench')).sessionId });

const notification = {
  messageId: randomUUID(),
  read: false,
  type: 'message',
  title: 'Bench',
  body: 'A push of ordinary size for the benchmark.',
  link: null,
  createdAt: new Date().toISOString(),
};
const measuredUser = userIds[0]!;

/** After full collections and a pause, so freed pages are returned before RSS is read. */
const memory = async () => {
  for (let round = 0; round < 3; round += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, sockets: app.push.io.engine.clientsCount };
};

process.on('message', (request: Request) => {
  if (request.kind === 'emit') {
    const emittedAt = performance.timeOrigin + performance.now();
    app.push.toUser(measuredUser, { id: `push-${request.seq}`, notification });
    process.send!({ kind: 'emitted', seq: request.seq, emittedAt });
  } else if (request.kind === 'memory') {
    void memory().then((usage) => process.send!({ kind: 'memory', ...usage }));
  } else {
    void app.close().then(() => process.exit(0));
  }
});

process.send!({
  kind: 'ready',
  port,
  sessions,
  adapter: config.redisUrl ? 'redis' : config.databaseUrl ? 'postgres' : 'memory',
  database: config.databaseUrl ? 'postgres' : 'pglite',
});
