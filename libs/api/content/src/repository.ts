import { and, asc, eq } from 'drizzle-orm';
import type { Category, TagType } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { tags } from '@tiles/api-lms/schema';
import { pickTranslation } from '@tiles/contracts';

export const createContentRepository = (db: Database) => ({
  /** Tags of one type, named in `localeCode` (falling back to the site's default locale, then the slug). */
  async findTags(siteId: string, type: TagType, localeCode: string, defaultLocale: string): Promise<Category[]> {
    const rows = await db
      .select()
      .from(tags)
      .where(and(eq(tags.siteId, siteId), eq(tags.type, type)))
      .orderBy(asc(tags.position), asc(tags.slug));
    return rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      name: pickTranslation(row.names, [localeCode, defaultLocale], row.slug),
    }));
  },
});

export type ContentRepository = ReturnType<typeof createContentRepository>;
