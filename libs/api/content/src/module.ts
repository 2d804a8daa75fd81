import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedDemoPages } from './demo-seed.js';
import { lmsModule } from '@tiles/api-lms/module';
import { createContentRepository, type ContentRepository } from './repository.js';
import { createPagesRepository, type PagesRepository } from './pages-repository.js';
import { contentRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    contentRepository: ContentRepository;
    pagesRepository: PagesRepository;
  }
}

export const contentModule = apiModule({
  name: 'content',
  demo: seedDemoPages,
  // Pages link courses.
  dependsOn: [lmsModule],
  setUp: (app) => {
    app.decorate('contentRepository', createContentRepository(app.db));
    app.decorate('pagesRepository', createPagesRepository(app.db));
  },
  routes: contentRoutes,
});
