import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import type { Delivery } from '@tiles/api-platform/ground/domain-events';
import { sites } from '@tiles/api-site/schema';
import { users } from '@tiles/api-users/schema';
import { createLrsRepository } from '@tiles/api-lrs/repository';
import { ifiOf } from '@tiles/api-lrs/statement-index';
import { createUserRepository } from '@tiles/api-users/repository';
import { achievementIri } from './open-badges.js';
import { createRecordsRepository } from './repository.js';
import { buildStatements, xapiActor } from './xapi.js';

/** The xAPI version our own statements are written in. */
const OWN_STATEMENTS_VERSION = '2.0.0';

/** The site as the authority of the statements it writes itself (no LRS client did). */
export const siteAuthority = (publicUrl: string, siteName: string) => ({
  objectType: 'Agent' as const,
  name: siteName,
  account: { homePage: `${publicUrl}/`, name: 'tiles-learn' },
});

export type OwnStatements = {
  /**
   * Stores what the learner's history now states and the LRS does not hold yet (in `db`: the transaction of the event
   * that changed the history). Each statement's id is stable per fact, so this is the same work however often it runs,
   * and one that failed is made good by the next.
   */
  sync(db: Database, userId: string): Promise<number>;
  /** Brings every learner's statements up to date (after a history replayed quietly, where the events did not). */
  syncEveryone(): Promise<number>;
  /** Erases the learner's statements and documents from the site's LRS (their account is going). */
  forget(siteId: string, userId: string): Promise<void>;
};

export const createOwnStatements = (app: FastifyInstance): OwnStatements => {
  const { publicUrl } = app.config;
  return {
    async sync(db, userId) {
      const user = await createUserRepository(db).findById(userId);
      // A tester's test learner leaves no portable record.
      if (!user || user.isTest) return 0;
      // Read in `db`: the event's transaction holds PGlite's one connection.
      const [site] = await db.select().from(sites).where(eq(sites.id, user.siteId));
      if (!site) return 0;
      const locale = site.supportedLocales.includes(user.locale) ? user.locale : site.defaultLocale;
      const reader = { siteId: site.id, siteName: site.niceName, locale, defaultLocale: site.defaultLocale };
      const history = await createRecordsRepository(db).learningHistory(reader, userId, (badgeId, tier) =>
        achievementIri(publicUrl, badgeId, tier),
      );
      const actorName = (await app.siteKeys.pseudonymsWithin(db, site.id))(userId);
      const stored = app.clock.now();
      const authority = siteAuthority(publicUrl, site.niceName);
      const statements = buildStatements(history, { publicUrl, locale, actorName }).map((statement) => ({
        ...statement,
        authority,
        stored: stored.toISOString(),
        version: OWN_STATEMENTS_VERSION,
      }));
      return createLrsRepository(db).statements.storeNew(site.id, statements, stored);
    },
    async syncEveryone() {
      const learners = await app.db.select({ id: users.id }).from(users).where(eq(users.isTest, false));
      let stored = 0;
      for (const learner of learners) stored += await this.sync(app.db, learner.id);
      return stored;
    },
    async forget(siteId, userId) {
      const actorName = (await app.siteKeys.forSite(siteId)).pseudonymOf(userId);
      await app.lrsRepository.statements.forgetAgent(siteId, ifiOf(xapiActor(publicUrl, actorName))!);
    },
  };
};

/**
 * Our own records go to the LRS as they happen: each fact of study (time credited, a session completed, answers
 * recorded; the game settles badges and levels on the same events first) brings the learner's statements up to date
 * in the event's transaction. A failure there is logged and undone alone (a savepoint): the XP and awards of the same
 * event stand, and the learner's next event stores what this one missed. A history replayed quietly is stored once
 * at its end (`syncEveryone`): each of its thousands of events rebuilding the learner's statements took minutes.
 */
export const listenForOwnStatements = (app: FastifyInstance, own: OwnStatements) => {
  const sync = async (tx: Database, event: { userId: string }, { quietly }: Delivery) => {
    if (quietly) return [];
    try {
      await tx.transaction((savepoint) => own.sync(savepoint as unknown as Database, event.userId));
    } catch (error) {
      app.log.error({ err: error, userId: event.userId }, 'storing the learner’s own xAPI statements failed');
    }
    return [];
  };
  app.domainEvents.on('study-time-credited', sync);
  app.domainEvents.on('session-completed', sync);
  app.domainEvents.on('answers-recorded', sync);
};
