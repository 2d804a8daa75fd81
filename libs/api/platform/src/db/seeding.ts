import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Translations } from './columns.js';

/** Per row key: its seeded translations without Arabic (what a release before Arabic wrote) and its Arabic. */
const arabicFor = <T>(rows: readonly T[], key: (row: T) => string | number, translations: (row: T) => Translations) =>
  JSON.stringify(
    Object.fromEntries(
      rows.map((row) => {
        const { 'ar-EG': arabic, ...european } = translations(row);
        return [String(key(row)), { european, arabic }];
      }),
    ),
  );

/**
 * What a seed needs to give Arabic to rows an earlier release seeded without it: `from` is a set of rows
 * `seeded(key, value)`; `withArabic(column)` adds `value -> 'arabic'` to a translations column; `unchanged(column)` is
 * true while the column is still exactly the earlier seed's (what an editor changed keeps its words, and shows
 * Arabic as missing in admin mode).
 */
export const arabicUpdate = <T>(rows: readonly T[], key: (row: T) => string | number, translations: (row: T) => Translations) => ({
  from: sql`jsonb_each(${arabicFor(rows, key, translations)}::jsonb) as seeded`,
  withArabic: (column: SQLWrapper): SQL => sql`${column} || jsonb_build_object('ar-EG', seeded.value -> 'arabic')`,
  unchanged: (column: SQLWrapper): SQL => sql`${column} = seeded.value -> 'european'`,
  keyIs: (column: SQLWrapper): SQL => sql`${column}::text = seeded.key`,
});
