import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@tiles/api-platform/config';
import { users } from '@tiles/api-users/schema';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET, demoUsers } from '@tiles/api-auth/demo-users';
import type { FirstAdministrator } from '@tiles/api-account/first-administrator';
import { DEMO_LRS_CLIENT } from '@tiles/api-lrs/module';

/** Where the database lives, without its password. */
export const describeDatabase = (config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>) => {
  if (!config.databaseUrl) return `embedded PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
};

/** What a newcomer needs once the server listens: where it is, its api docs, how to sign in, where data goes. */
export const startupBanner = (
  config: Pick<AppConfig, 'publicUrl' | 'databaseUrl' | 'dataDir'>,
  demoLogins: string[],
  mail: string,
  administrator: FirstAdministrator = { state: 'present' },
) => {
  const base = config.publicUrl.replace(/\/$/, '');
  const lines = [
    `Tiles Learn is running at ${base}`,
    `  API docs:       ${base}/api/docs`,
    ...(demoLogins.length
      ? [
          `  Demo accounts:  ${demoLogins.join(', ')}`,
          `  Their password: ${DEMO_PASSWORD}`,
          `  Staff's app:    add the key ${DEMO_TOTP_SECRET} to any authenticator app; staff type its code after the password`,
          `  LRS (xAPI):     ${base}/xapi/ with the demo client's key ${DEMO_LRS_CLIENT.key} and secret ${DEMO_LRS_CLIENT.secret} (HTTP Basic)`,
          "  !! The README publishes this password, an administrator's among them: for trying the product only.",
          '  !! A real site starts on an empty database with DEMO_DATA=0 (the default with DATABASE_URL) and ADMIN_EMAIL.',
        ]
      : []),
    ...(administrator.state === 'invited'
      ? [`  Administrator:  ${administrator.email} sets a password once at ${administrator.link}`]
      : administrator.state === 'promoted'
        ? [`  Administrator:  ${administrator.email} (made administrator by ADMIN_EMAIL)`]
        : administrator.state === 'missing'
          ? ['  Administrator:  none yet: set ADMIN_EMAIL=you@example.org and start again for a one-time link']
          : []),
    `  Database:       ${describeDatabase(config)}`,
    `  Mail:           ${mail}`,
  ];
  return `\n${lines.join('\n')}\n\n`;
};

/** The demo accounts this database has (none when it was set up without the demo data). */
export const demoLoginsIn = async (app: FastifyInstance) =>
  (
    await app.db
      .select({ login: users.login })
      .from(users)
      .where(
        inArray(
          users.login,
          demoUsers.map((user) => user.login),
        ),
      )
  )
    .map((row) => row.login)
    .sort((a, b) => demoUsers.findIndex((user) => user.login === a) - demoUsers.findIndex((user) => user.login === b));
