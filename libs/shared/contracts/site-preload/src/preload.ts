import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { z } from 'zod/mini';
import {
  boilerplateEntrySchema,
  localeSchema,
  siteSchema,
  categorySchema,
  modeStateSchema,
  roleSchema,
  userSchema,
} from '@tiles/contracts';
import { badgeDefinitionSchema, levelDefinitionSchema } from '@tiles/contracts-game';

const siteTextsShape = {
  boilerplate: z.array(boilerplateEntrySchema),
  /** Its texts with plural forms, parsed by the server (ICU's syntax tree, keyed by the text): see template.ts. */
  parsedTexts: z.optional(z.record(z.string(), z.array(z.custom<MessageFormatElement>()))),
};

/**
 * The interface texts of a locale (the boilerplate call's answer, the site default's where theirs is missing) and
 * their plural forms parsed: one document per version of the texts, at an address that names the version, cached
 * for good by browsers and the service worker. Pages name it instead of carrying it.
 */
export const siteTextsSchema = z.object(siteTextsShape);
export type SiteTexts = z.infer<typeof siteTextsSchema>;

const pageShape = {
  siteId: z.string(),
  /** The locale the boilerplate was chosen for (with the site's default as its fallback). */
  locale: z.string(),
  site: siteSchema,
  locales: z.array(localeSchema),
  categories: z.array(categorySchema),
  levels: z.array(levelDefinitionSchema),
  badges: z.array(badgeDefinitionSchema),
  /** The signed-in user (null: nobody); absent when the server could not tell. */
  user: z.optional(z.nullable(userSchema)),
  /** The signed-in user's role (spec §6: fetched by the first id of their role list); absent when unknown. */
  role: z.optional(roleSchema),
  /** The signed-in session's mode and the modes it may switch to (the mode call's answer); absent when unknown. */
  mode: z.optional(modeStateSchema),
};

/**
 * The answers of the bootstrap calls for the requested locale, so the first screen paints without a round trip
 * (the server renders with it; the browser primes its cache with it). Each field is exactly what its call answers
 * in `outcome`.
 */
export const sitePreloadSchema = z.extend(z.object(pageShape), siteTextsShape);
export type SitePreload = z.infer<typeof sitePreloadSchema>;

/**
 * What the server puts into the HTML it serves (`<script type="application/json" id="tiles-preload">`): the site
 * preload without its texts, which travel as their own document (`texts`, its address; the page's head preloads it).
 */
export const pagePreloadSchema = z.extend(z.object(pageShape), { texts: z.string() });
export type PagePreload = z.infer<typeof pagePreloadSchema>;

/** The address of a locale's texts document of a version: `/texts/{locale}/{version}.json`. */
export const siteTextsUrl = (locale: string, version: string) => `/texts/${encodeURIComponent(locale)}/${version}.json`;

export const SITE_PRELOAD_ELEMENT_ID = 'tiles-preload';
/** The answers of the first screen's own calls (a JSON list, in the order its routes declare them). */
export const PREFETCHED_ELEMENT_ID = 'tiles-prefetched';

/** The boilerplate a reader of `locale` asks for: their texts, and the site default's only where theirs is missing. */
export const boilerplateQueryFor = (locale: string, defaultLocale: string) =>
  locale === defaultLocale ? { lc: locale } : { lc: locale, fallback: defaultLocale };
