// First: what it sets is read by the modules imported after it.
import './production-default.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from '@tiles/api-platform/config';
import { demoLoginsIn, startupBanner } from './startup-banner.js';

const start = async () => {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Once, for the person who started it (log collectors read the JSON lines; this goes to stdout as text).
  process.stdout.write(startupBanner(config, await demoLoginsIn(app).catch(() => []), app.mail.describe, app.firstAdministrator));
};

start().catch((error: unknown) => {
  process.stderr.write(`Tiles Learn api failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
