import { apiModule } from '@tiles/api-platform/ground/api-module';
import { createIdempotencyRepository, type IdempotencyRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: IdempotencyRepository;
  }
}

export const idempotencyModule = apiModule({
  name: 'idempotency',
  setUp: (app) => {
    app.decorate(
      'idempotency',
      createIdempotencyRepository(app.db, () => app.clock.now()),
    );
  },
});
