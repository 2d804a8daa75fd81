import fp from 'fastify-plugin';
import type { Database } from '@tiles/api-platform/db/database';
import type { DatabaseSignals } from '@tiles/api-platform/db/database-signals';
import { createDomainEventBus } from '@tiles/api-platform/ground/domain-events';
import { port } from '@tiles/api-platform/ground/port';
import type { NewNotification } from '@tiles/api-platform/ground/new-notification';

/** The open database (and its notifications) as a named plugin: every module declares it as its dependency. */
export const databasePlugin = ({ db, signals }: { db: Database; signals: DatabaseSignals }) =>
  fp(
    async (app) => {
      app.decorate('db', db);
      app.decorate('databaseSignals', signals);
    },
    { name: 'database' },
  );

/**
 * What modules report and others listen to (the game to study time and completions), as a named plugin the modules
 * that write or hear facts depend on. The awards listeners answer are pushed once their delivery committed (a failed
 * push leaves them on the progress page).
 */
export const domainEventsPlugin = fp(
  async (app) => {
    // Without the notifications domain composed, a listener's notices have nowhere to go.
    app.decorate(
      'domainEventNotices',
      port<(notices: NewNotification[]) => Promise<unknown>>('domainEventNotices', async () => undefined),
    );
    app.decorate(
      'domainEvents',
      createDomainEventBus<NewNotification>(app.db, {
        react: (notices) =>
          app.domainEventNotices.call(notices).then(
            () => undefined,
            (error: unknown) => app.log.error({ err: error }, 'game notifications failed'),
          ),
        onFailure: (error, event) => app.log.error({ err: error, event }, 'a domain event could not be delivered; it will be tried again'),
        onDeliveryFailed: (error) => app.log.error({ err: error }, 'delivering domain events failed; they wait for the next delivery'),
      }),
    );
  },
  { name: 'domain-events', dependencies: ['database'] },
);
