import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoRoles } from './demo-seed.js';
import { createRoleRepository, type RoleRepository } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    roleRepository: RoleRepository;
  }
}

export const rolesModule = apiModule({
  name: 'roles',
  seed: seedDemoRoles,
  setUp: (app) => {
    app.decorate('roleRepository', createRoleRepository(app.db));
  },
});
