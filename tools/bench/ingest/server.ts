/**
 * The api under load, in its own process so the load generator's CPU is not counted: a real app (embedded
 * PGlite in memory, or DATABASE_URL) plus a bare no-op POST route to compare against.
 */
import { buildApp } from '../../../apps/api/src/app.js';
import { loadConfig } from '@tiles/api-platform/config';

const config = { ...loadConfig(process.env), dataDir: 'memory://', webDistDir: undefined, logLevel: 'silent' };
const app = await buildApp(config, { logger: false });
app.post('/bench/noop', async (_request, reply) => reply.code(202).send(null));
app.get('/bench/cpu', async () => ({ ...process.cpuUsage(), pending: app.ingestion.hits.size() }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, database: config.databaseUrl ? 'postgres' : 'pglite' });
process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    process.exit(0);
  }
});
