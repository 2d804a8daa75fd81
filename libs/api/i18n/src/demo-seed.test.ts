import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModule, withDependencies } from '@tiles/api-platform/ground/api-module';
import { seedData } from '@tiles/api-server/app';
import { demoSite } from '@tiles/api-site/demo-site';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { i18nModule } from './module.js';
import { boilerplate } from './schema.js';
import { supersededSeedTexts } from './superseded-texts.js';

const [upgradedKey, earlierVersions] = Object.entries(supersededSeedTexts)[0]!;

/** A feature's texts as its module brings them: one new text, and one an earlier release seeded otherwise. */
const featureTexts = {
  'feature.greeting': { 'it-IT': 'Ciao [name]', 'en-GB': 'Hello [name]', 'de-DE': 'Hallo [name]', 'ar-EG': 'مرحبًا [name]' },
  [upgradedKey]: { 'it-IT': 'Testo di oggi', 'en-GB': "Today's text", 'de-DE': 'Heutiger Text', 'ar-EG': 'نص اليوم' },
};
const featureModule = apiModule({ name: 'feature', texts: featureTexts });
const modules = [i18nModule, featureModule];

describe.each(testDatabaseKinds())('the interface texts on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules });
  });
  afterAll(async () => app?.close());

  const stored = async (key: string) =>
    (
      await app.db
        .select({ translations: boilerplate.translations })
        .from(boilerplate)
        .where(and(eq(boilerplate.siteId, demoSite.id), eq(boilerplate.key, key)))
    )[0]?.translations;
  const store = (key: string, translations: Record<string, string>) =>
    app.db
      .update(boilerplate)
      .set({ translations })
      .where(and(eq(boilerplate.siteId, demoSite.id), eq(boilerplate.key, key)));
  const seedAgain = () => seedData(app.db, { demo: false }, withDependencies(modules));

  it("are seeded from every module composed, each in the four locales it ships in, and served by the texts' route", async () => {
    expect(await stored('feature.greeting')).toEqual(featureTexts['feature.greeting']);
    const served = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/', headers: { 'tiles-site-id': demoSite.id } });
    expect(served.statusCode, served.body).toBe(200);
    expect(served.json().outcome).toEqual(
      expect.arrayContaining([{ key: 'feature.greeting', translations: featureTexts['feature.greeting'] }]),
    );
  });

  it('take the release’s text where the stored one is still an earlier seed’s, and leave an editor’s text theirs', async () => {
    await store(upgradedKey, earlierVersions[0]!);
    await seedAgain();
    expect(await stored(upgradedKey)).toEqual(featureTexts[upgradedKey]);

    const edited = { ...featureTexts[upgradedKey], 'it-IT': 'Scritto da chi modifica' };
    await store(upgradedKey, edited);
    await seedAgain();
    expect(await stored(upgradedKey)).toEqual(edited);
  });
});

describe('two modules with the same text', () => {
  it('stop the start, naming the text', async () => {
    const again = apiModule({ name: 'feature-again', texts: { 'feature.greeting': featureTexts['feature.greeting'] } });
    await expect(createTestApp('pglite', {}, { modules: [...modules, again] })).rejects.toThrow(
      "the interface text 'feature.greeting' is defined twice (again by the module 'feature-again')",
    );
  });
});
