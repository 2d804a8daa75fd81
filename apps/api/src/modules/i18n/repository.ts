import { eq, inArray } from 'drizzle-orm';
import type { BoilerplateEntry, Locale } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { boilerplate, locales } from '../../db/schema.js';

export const createI18nRepository = (db: Database) => ({
  async findLocales(codes: string[]): Promise<Locale[]> {
    const rows = await db.select().from(locales).where(inArray(locales.code, codes));
    // Answer in the order asked for: the first code is the caller's preferred one.
    return codes.flatMap((code) => {
      const row = rows.find((candidate) => candidate.code === code);
      return row ? [{ code: row.code, country: { code: row.countryCode } }] : [];
    });
  },

  async findBoilerplate(siteId: string, localeCodes: string[]): Promise<BoilerplateEntry[]> {
    const rows = await db.select().from(boilerplate).where(eq(boilerplate.siteId, siteId)).orderBy(boilerplate.key);
    return rows.map((row) => ({
      key: row.key,
      translations: Object.fromEntries(
        localeCodes.flatMap((code) => (row.translations[code] === undefined ? [] : [[code, row.translations[code]]])),
      ),
    }));
  },
});
