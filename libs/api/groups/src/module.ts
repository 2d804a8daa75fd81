import { apiModule } from '@tiles/api-platform/ground/api-module';
import { auditModule } from '@tiles/api-audit/module';
import { authModule } from '@tiles/api-auth/module';
import { eventsModule } from '@tiles/api-events/module';
import { gameModule } from '@tiles/api-game/module';
import { i18nModule } from '@tiles/api-i18n/module';
import { lmsModule } from '@tiles/api-lms/module';
import { mailModule } from '@tiles/api-mail/module';
import { practiceModule } from '@tiles/api-practice/module';
import { rolesModule } from '@tiles/api-roles/module';
import { createGroupsRepository, type GroupsRepository } from './repository.js';
import { groupRoutes } from './routes.js';
import { seedDemoGroups } from './demo-groups.js';
import { groupsApiTexts } from './texts.js';

declare module 'fastify' {
  interface FastifyInstance {
    groupsRepository: GroupsRepository;
  }
}

export const groupsModule = apiModule({
  name: 'groups',
  texts: groupsApiTexts,
  // A group's page reads its members' completions (the catalogue), their time (events) and practice's figures, for
  // the teachers it lets see them (roles), and audits each read of a person's detail. Its invitations go by mail; a
  // new member gets the game's reminder settings, so that work falling due reaches her.
  dependsOn: [authModule, rolesModule, auditModule, eventsModule, lmsModule, practiceModule, gameModule, i18nModule, mailModule],
  // Maria Montessori's class "Storia 3B", of the demo's learners.
  demo: (db) => seedDemoGroups(db),
  setUp: (app) => {
    app.decorate('groupsRepository', createGroupsRepository(app.db));
  },
  routes: groupRoutes,
});
