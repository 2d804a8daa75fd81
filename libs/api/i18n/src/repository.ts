import { and, eq, inArray } from 'drizzle-orm';
import type { BoilerplateEntry, Locale } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { boilerplate } from './schema.js';
import { createDraftsReader } from '@tiles/api-drafts/drafts';
import { locales } from '@tiles/api-site/schema';
import { type Translations } from '@tiles/api-platform/db/columns';

export const createI18nRepository = (db: Database) => ({
  /** The site's published texts of these keys, each with all its translations. */
  async findTexts(siteId: string, keys: string[]): Promise<Map<string, Translations>> {
    const rows = keys.length
      ? await db
          .select({ key: boilerplate.key, translations: boilerplate.translations })
          .from(boilerplate)
          .where(and(eq(boilerplate.siteId, siteId), inArray(boilerplate.key, keys)))
      : [];
    return new Map(rows.map((row) => [row.key, row.translations]));
  },

  async findLocales(codes: string[]): Promise<Locale[]> {
    const rows = await db.select().from(locales).where(inArray(locales.code, codes));
    // Answer in the order asked for: the first code is the caller's preferred one.
    return codes.flatMap((code) => {
      const row = rows.find((candidate) => candidate.code === code);
      return row ? [{ code: row.code, country: { code: row.countryCode } }] : [];
    });
  },

  /** The site's texts in these locales; with `withDrafts` (admin mode's preview) pending drafts replace them. */
  async findBoilerplate(siteId: string, localeCodes: string[], withDrafts = false): Promise<BoilerplateEntry[]> {
    const [rows, drafts] = await Promise.all([
      db.select().from(boilerplate).where(eq(boilerplate.siteId, siteId)).orderBy(boilerplate.key),
      withDrafts
        ? createDraftsReader(db).byId<{ translations: Translations }>({ siteId, entity: 'text' })
        : new Map<string, { translations: Translations }>(),
    ]);
    const draftOf = new Map([...drafts].map(([key, value]) => [key, value.translations]));
    return rows.map((row) => {
      const translations = draftOf.get(row.key) ?? row.translations;
      return {
        key: row.key,
        translations: Object.fromEntries(
          localeCodes.flatMap((code) => (translations[code] === undefined ? [] : [[code, translations[code]]])),
        ),
      };
    });
  },
});

export type I18nRepository = ReturnType<typeof createI18nRepository>;
