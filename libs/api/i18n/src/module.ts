import { apiModule } from '@tiles/api-platform/ground/api-module';
import { seedInterfaceTexts } from './demo-seed.js';
import { authModule } from '@tiles/api-auth/module';
import { siteModule } from '@tiles/api-site/module';
import { createI18nRepository, type I18nRepository } from './repository.js';
import { i18nRoutes } from './routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    i18nRepository: I18nRepository;
  }
}

export const i18nModule = apiModule({
  name: 'i18n',
  seed: seedInterfaceTexts,
  // Texts belong to a site and its locales; in admin mode an editor reads the drafts (the caller is auth's).
  dependsOn: [siteModule, authModule],
  setUp: (app) => {
    app.decorate('i18nRepository', createI18nRepository(app.db));
  },
  routes: i18nRoutes,
});
