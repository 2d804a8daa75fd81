import { apiModule } from '@tiles/api-platform/ground/api-module';
import { authModule } from '@tiles/api-auth/module';
import { registerIdempotency } from './idempotency.js';
import { createIdempotencyRepository, type IdempotencyRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyRepository;
  }
}

export const idempotencyModule = apiModule({
  name: 'idempotency',
  // A key belongs to its caller: authentication comes first.
  dependsOn: [authModule],
  scope: registerIdempotency,
  setUp: (app) => {
    app.decorate(
      'idempotency',
      createIdempotencyRepository(app.db, () => app.clock.now()),
    );
  },
});
