import { z } from 'zod/mini';
import { isSafeReturnPath, parseDuration, DEFAULT_LOCALE, localeCodeSchema, templateProblem } from '@tiles/contracts';
import { contentBlockSchema, tileRowSchema, type ContentBlock, type TileRow } from '@tiles/contracts-courses';
import { xpRulesSchema } from '@tiles/contracts-game';
import { questionKindSchema, questionsToText, textsToQuestions } from '@tiles/contracts-practice';

/**
 * Admin (CMS) mode: every edit is a draft until published. A draft is kept per entity (a course, an interface
 * text); reads in admin mode show drafts over the published content, learners see only what was published.
 */
export const draftEntitySchema = z.enum([
  'course',
  'module',
  'session',
  'questions',
  'material',
  'page',
  'route',
  'text',
  'level',
  'badge',
  'rules',
]);
export type DraftEntity = z.infer<typeof draftEntitySchema>;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Texts per locale; the site's source locale (it-IT) may not be empty. */
const localisedTexts = (max: number) =>
  z.record(localeCodeSchema, text(max)).check(
    z.refine((texts) => Boolean(texts[DEFAULT_LOCALE]?.trim()), {
      message: `the ${DEFAULT_LOCALE} text must not be empty`,
      path: [DEFAULT_LOCALE],
    }),
  );

/** A course as the editor sees it: every field an administrator may change, in every locale. */
export const courseEditSchema = z.strictObject({
  titles: localisedTexts(200),
  descriptions: localisedTexts(2000),
  categoryId: z.string().check(z.minLength(1), z.maxLength(64)),
  /** A path on this site (e.g. `/images/covers/storia.svg`). */
  cover: z.string().check(z.maxLength(300), z.refine(isSafeReturnPath, { message: 'must be a path on this site' })),
  published: z.boolean(),
  /** ISO date-time after which the course leaves the catalogue; null: never. */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type CourseEdit = z.infer<typeof courseEditSchema>;

/** What the course editor loads: the published course, the draft over it (if any), the categories to pick from. */
export const courseEditorSchema = z.object({
  courseId: z.number(),
  published: courseEditSchema,
  draft: z.nullable(courseEditSchema),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type CourseEditor = z.infer<typeof courseEditorSchema>;

/**
 * An interface text being edited: its translations by locale (empty: missing), and the locales a translator
 * confirms as reviewed without changing them.
 */
export const textDraftSchema = z.strictObject({
  translations: z.record(localeCodeSchema, text(2000)).check(
    z.superRefine((translations, ctx) => {
      for (const [locale, translation] of Object.entries(translations)) {
        const problem = templateProblem(translation, locale);
        if (problem)
          ctx.issues.push({ code: 'custom', input: translation, path: [locale], message: `plural forms cannot be read: ${problem}` });
      }
    }),
  ),
  reviewed: z.optional(z.array(localeCodeSchema).check(z.maxLength(20))),
});
export type TextDraft = z.infer<typeof textDraftSchema>;

/** One interface text in the editor's list: published, draft, which locales need review, which are missing. */
export const textEntrySchema = z.object({
  key: z.string(),
  published: z.record(z.string(), z.string()),
  draft: z.nullable(z.record(z.string(), z.string())),
  needsReview: z.array(z.string()),
  missing: z.array(z.string()),
});
export type TextEntry = z.infer<typeof textEntrySchema>;

export const textsQuerySchema = z.object({ q: z.optional(z.string().check(z.maxLength(100))) });

/** A pending draft, as the drafts list names it. */
export const draftSummarySchema = z.object({
  entity: draftEntitySchema,
  entityId: z.string(),
  label: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type DraftSummary = z.infer<typeof draftSummarySchema>;

const draftRefSchema = z.strictObject({ entity: draftEntitySchema, entityId: z.string().check(z.minLength(1), z.maxLength(200)) });
export type DraftRef = z.infer<typeof draftRefSchema>;

/** Publish the listed drafts (or every pending one when `items` is left out), all or nothing. */
export const publishDraftsSchema = z.strictObject({ items: z.optional(z.array(draftRefSchema).check(z.minLength(1), z.maxLength(500))) });
export type PublishDrafts = z.infer<typeof publishDraftsSchema>;

const PLACEHOLDER = /\[([a-zA-Z][a-zA-Z0-9_]*)\]/g;
const FORM_START = /\{\s*([a-zA-Z][a-zA-Z0-9_]*)\s*,\s*(?:plural|selectordinal|select)\s*,/y;

/** How many times each placeholder shows in one reading of `text` (see placeholdersOf). */
const readingCounts = (text: string): Map<string, number> => {
  const counts = new Map<string, number>();
  const add = (name: string, times = 1) => counts.set(name, (counts.get(name) ?? 0) + times);
  let plain = '';
  let index = 0;
  while (index < text.length) {
    FORM_START.lastIndex = index;
    const form = text[index] === '{' ? FORM_START.exec(text) : null;
    if (!form) {
      plain += text[index];
      index += 1;
      continue;
    }
    add(`[${form[1]}]`);
    // The form's branches (`one {…} other {…}`): a reading shows one of them, so each placeholder counts as often
    // as the branch that has it most.
    const most = new Map<string, number>();
    let cursor = FORM_START.lastIndex;
    let depth = 1;
    let branchStart = -1;
    while (cursor < text.length && depth > 0) {
      const character = text[cursor];
      if (character === '{' && ++depth === 2) branchStart = cursor + 1;
      if (character === '}' && --depth === 1 && branchStart >= 0) {
        for (const [name, times] of readingCounts(text.slice(branchStart, cursor))) most.set(name, Math.max(most.get(name) ?? 0, times));
        branchStart = -1;
      }
      cursor += 1;
    }
    for (const [name, times] of most) add(name, times);
    index = cursor;
  }
  for (const match of plain.matchAll(PLACEHOLDER)) add(`[${match[1]}]`);
  return counts;
};

/**
 * The named placeholders of a text (`[name]`, `[day]`..., and the argument of each plural form, `{count, plural, …}`
 * counting as `[count]`), as often as one reading shows them: a placeholder in the branches of a plural form counts
 * once per reading however many forms the language has (Italian two, Arabic six). A translation must have exactly
 * the source's, or it would render with a hole or a stray bracket. `[gender:m,f,n]` is the language's own business
 * (English needs none where Italian does), but each one must offer the three variants.
 */
export const placeholdersOf = (value: string): string[] =>
  [...readingCounts(value)].flatMap(([name, times]) => Array.from({ length: times }, () => name)).sort();

/** The first placeholder by which `translation` differs from `source`, and how; null when they match. */
export const placeholderMismatch = (
  source: string,
  translation: string,
): { placeholder: string; problem: 'missing' | 'extra' | 'variants' } | null => {
  const expected = placeholdersOf(source);
  const actual = placeholdersOf(translation);
  const count = (list: string[], item: string) => list.filter((entry) => entry === item).length;
  for (const placeholder of new Set(expected))
    if (count(actual, placeholder) < count(expected, placeholder)) return { placeholder, problem: 'missing' };
  for (const placeholder of new Set(actual))
    if (count(actual, placeholder) > count(expected, placeholder)) return { placeholder, problem: 'extra' };
  const gender = [...translation.matchAll(/\[gender:([^\]]*)\]/g)].find((match) => match[1]!.split(',').length !== 3);
  return gender ? { placeholder: gender[0], problem: 'variants' } : null;
};

/** Who receives an administrator's notification. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('user'), login: z.string().check(z.trim(), z.minLength(1, 'must name a learner'), z.maxLength(254)) }),
  z.strictObject({ kind: z.literal('course'), courseId: z.int().check(z.positive(), z.maximum(2_147_483_647)) }),
]);
export type Audience = z.infer<typeof audienceSchema>;

/** What an administrator's notification may say per recipient: their first name; `[gender:m,f,n]` picks a variant. */
export const COMPOSE_PLACEHOLDERS = ['name'] as const;

/** Localised texts whose placeholders are only those each recipient fills, so none reaches a learner literally. */
const composedTexts = (max: number) =>
  localisedTexts(max).check(
    z.superRefine((texts, ctx) => {
      for (const [locale, value] of Object.entries(texts)) {
        const unknown = placeholdersOf(value).find(
          (placeholder) => !(COMPOSE_PLACEHOLDERS as readonly string[]).includes(placeholder.slice(1, -1)),
        );
        const variants = [...value.matchAll(/\[gender:([^\]]*)\]/g)].find((match) => match[1]!.split(',').length !== 3);
        if (unknown)
          ctx.issues.push({
            code: 'custom',
            input: value,
            path: [locale],
            message: `unknown placeholder ${unknown}: only [name] is filled per recipient`,
          });
        else if (variants)
          ctx.issues.push({
            code: 'custom',
            input: value,
            path: [locale],
            message: `placeholder ${variants[0]} must give three variants, for m, f and n`,
          });
      }
    }),
  );

/** An administrator's notification in every locale (it-IT required; a learner reads theirs or it-IT). */
export const composeNotificationSchema = z.strictObject({
  audience: audienceSchema,
  titles: composedTexts(120),
  bodies: composedTexts(1000),
  link: z.optional(z.string().check(z.maxLength(2000), z.refine(isSafeReturnPath, { message: 'must be a path on this site' }))),
});
export type ComposeNotification = z.infer<typeof composeNotificationSchema>;

export const recipientCountSchema = z.object({ recipients: z.number() });

/** A level as admin mode edits it: the XP it needs (more than the level below, less than the one above) and its names. */
export const levelEditSchema = z.strictObject({
  experience: z.int().check(z.minimum(0), z.maximum(10_000_000)),
  names: localisedTexts(80),
});
export type LevelEdit = z.infer<typeof levelEditSchema>;

/** A badge as admin mode edits it: its tiers (rising), names, descriptions, and whether it is hidden until earned. */
export const badgeEditSchema = z.strictObject({
  tiers: z.array(z.int().check(z.positive(), z.maximum(1_000_000))).check(
    z.minLength(1),
    z.maxLength(10),
    z.refine((tiers) => tiers.every((tier, index) => index === 0 || tier > tiers[index - 1]!), {
      message: 'each tier must be higher than the one before',
    }),
  ),
  names: localisedTexts(80),
  descriptions: localisedTexts(300),
  hidden: z.boolean(),
});
export type BadgeEdit = z.infer<typeof badgeEditSchema>;

/** What the game editor loads: every level, badge and the XP rules, each published with its draft if any. */
export const gameEditorSchema = z.object({
  levels: z.array(z.object({ level: z.number(), published: levelEditSchema, draft: z.nullable(levelEditSchema) })),
  badges: z.array(z.object({ id: z.string(), measure: z.string(), published: badgeEditSchema, draft: z.nullable(badgeEditSchema) })),
  rules: z.object({ version: z.number(), published: xpRulesSchema, draft: z.nullable(xpRulesSchema) }),
});
export type GameEditor = z.infer<typeof gameEditorSchema>;

/** A module as admin mode edits it: its titles. */
export const moduleEditSchema = z.strictObject({ titles: localisedTexts(200) });
export type ModuleEdit = z.infer<typeof moduleEditSchema>;

/** A session as admin mode edits it: titles, estimated duration (`Xh Ym Zs`), and its content blocks per locale. */
export const sessionEditSchema = z.strictObject({
  titles: localisedTexts(200),
  duration: z
    .string()
    .check(z.refine((value) => parseDuration(value) !== null, { message: 'must be a duration such as 1h 20m or 45m 30s' })),
  content: z.record(localeCodeSchema, z.array(contentBlockSchema).check(z.maxLength(200))),
});
export type SessionEdit = z.infer<typeof sessionEditSchema>;

/** A session's downloadable material as admin mode edits it: its title and its text, per locale. */
export const materialEditSchema = z.strictObject({ titles: localisedTexts(200), bodies: localisedTexts(20_000) });
export type MaterialEdit = z.infer<typeof materialEditSchema>;

/** Questions with a new line in a text would not read back in the editor's text: one line each. */
const questionLine = z.string().check(z.maxLength(1000), z.regex(/^[^\n\r]*$/));
const lineTexts = z.record(z.string(), questionLine);

/**
 * A session's questions as admin mode edits them, in the order shown: each with its id (none for a new one); a
 * question left out is retired (learners' answers to it are kept). Checked as the editor's text reads it.
 */
export const questionsEditSchema = z.strictObject({
  questions: z
    .array(
      z.strictObject({
        id: z.optional(z.string().check(z.regex(/^[\w-]{1,128}$/))),
        definition: z.strictObject({
          kind: questionKindSchema,
          prompts: lineTexts,
          options: z.optional(z.array(z.strictObject({ texts: lineTexts, correct: z.boolean() })).check(z.maxLength(10))),
          accepted: z.optional(z.record(z.string(), z.array(questionLine).check(z.maxLength(20)))),
          numeric: z.optional(z.strictObject({ value: z.number(), tolerance: z.number().check(z.minimum(0)) })),
          backs: z.optional(lineTexts),
          explanations: lineTexts,
        }),
      }),
    )
    .check(
      z.maxLength(20),
      z.superRefine((questions, ctx) => {
        const read = textsToQuestions({ [DEFAULT_LOCALE]: questionsToText(questions, DEFAULT_LOCALE) }, DEFAULT_LOCALE);
        if ('problem' in read)
          ctx.issues.push({ code: 'custom', input: questions, message: `${read.problem.message} (line ${read.problem.line})` });
      }),
    ),
});
export type QuestionsEdit = z.infer<typeof questionsEditSchema>;

/** What the session editor loads: the module, the session and its materials, each published with its draft if any. */
export const sessionEditorSchema = z.object({
  module: z.object({ published: moduleEditSchema, draft: z.nullable(moduleEditSchema) }),
  session: z.object({ published: sessionEditSchema, draft: z.nullable(sessionEditSchema) }),
  questions: z.object({ published: questionsEditSchema, draft: z.nullable(questionsEditSchema) }),
  materials: z.array(
    z.object({ id: z.string(), fileName: z.string(), published: materialEditSchema, draft: z.nullable(materialEditSchema) }),
  ),
});
export type SessionEditor = z.infer<typeof sessionEditorSchema>;

/**
 * Content blocks as the editor's plain text: blocks apart by a blank line; `## ` a heading, lines starting `- ` a
 * list, `> ` a quote (a last line `— source` names its source), anything else a paragraph. Both ways, losslessly
 * for what the blocks can hold.
 */
export const blocksToText = (blocks: readonly ContentBlock[]): string =>
  blocks
    .map((block) => {
      if (block.type === 'heading') return `## ${block.text}`;
      if (block.type === 'list') return block.items.map((item) => `- ${item}`).join('\n');
      if (block.type === 'quote') return `> ${block.text}${block.source ? `\n— ${block.source}` : ''}`;
      return block.text;
    })
    .join('\n\n');

export const textToBlocks = (text: string): ContentBlock[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): ContentBlock => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (chunk.startsWith('## ')) return { type: 'heading', text: lines.join(' ').slice(3).trim() };
      if (lines.every((line) => line.startsWith('- '))) return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      if (chunk.startsWith('> ')) {
        const last = lines.at(-1)!;
        const source = lines.length > 1 && last.startsWith('— ') ? last.slice(2).trim() : undefined;
        const body = (source ? lines.slice(0, -1) : lines).join(' ').slice(2).trim();
        return source ? { type: 'quote', text: body, source } : { type: 'quote', text: body };
      }
      return { type: 'paragraph', text: lines.join(' ') };
    });

/** A path after the locale prefix, as generic pages and route rules are keyed: `/chi-siamo`, `/pf/privacy`. */
export const sitePathSchema = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(/^\/[a-z0-9][a-z0-9\-/]*[a-z0-9]$|^\/[a-z0-9]$/, 'must be a path such as /chi-siamo (lower-case letters, digits, - and /)'),
  );

/** A generic page in one locale as admin mode edits it: its title and rows of tiles. */
export const pageEditSchema = z.strictObject({
  title: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(200)),
  rows: z.array(tileRowSchema).check(z.maxLength(50)),
});
export type PageEdit = z.infer<typeof pageEditSchema>;

export const pageQuerySchema = z.object({ path: sitePathSchema, locale: localeCodeSchema });

/** A route rule as admin mode edits it: a redirect to a path on this site (`{locale}` allowed) or an https URL, or its removal. */
export const routeEditSchema = z.union([
  z.strictObject({
    location: z.string().check(
      z.maxLength(2000),
      z.refine((value) => /^https:\/\/[^\s]+$/.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
        message: 'must be a path on this site (e.g. /{locale}/chi-siamo) or an https:// address',
      }),
    ),
    status: z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]),
  }),
  z.strictObject({ remove: z.literal(true) }),
]);
export type RouteEdit = z.infer<typeof routeEditSchema>;

/** Every generic page (its locales) and route rule of the site, each with its draft, for the pages editor. */
export const pagesOverviewSchema = z.object({
  pages: z.array(z.object({ path: z.string(), locale: z.string(), title: z.string(), draft: z.boolean(), published: z.boolean() })),
  routes: z.array(
    z.object({
      path: z.string(),
      published: z.nullable(z.object({ location: z.string(), status: z.number() })),
      draft: z.nullable(routeEditSchema),
    }),
  ),
});
export type PagesOverview = z.infer<typeof pagesOverviewSchema>;

export const pageEditorSchema = z.object({ published: z.nullable(pageEditSchema), draft: z.nullable(pageEditSchema) });
export type PageEditor = z.infer<typeof pageEditorSchema>;

/**
 * Rows of tiles as the editor's plain text: `## name` starts a row, the next plain line is its description, and
 * `[key] prefix: line | line` adds a tile (the same key again adds to that tile). Unreadable lines are reported by number.
 */
export const rowsToText = (rows: readonly TileRow[]): string =>
  rows
    .map((row) =>
      [
        `## ${row.name}`,
        ...(row.description ? [row.description] : []),
        ...row.tiles.flatMap((tile) => tile.content.map((part) => `[${tile.key}] ${part.prefix}: ${part.lines.join(' | ')}`)),
      ].join('\n'),
    )
    .join('\n\n');

export const textToRows = (text: string): { rows: TileRow[]; badLine: number | null } => {
  const rows: TileRow[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const row = rows.at(-1);
    if (line.startsWith('## ')) {
      rows.push({ name: line.slice(3).trim(), description: '', isExpired: false, tiles: [] });
      continue;
    }
    const tile = /^\[([^\]]+)\]\s*([^:]*):\s*(.*)$/.exec(line);
    if (row && tile) {
      const [, key, prefix, body] = tile;
      const part = {
        prefix: prefix!.trim(),
        lines: body!
          .split('|')
          .map((item) => item.trim())
          .filter(Boolean),
      };
      const existing = row.tiles.find((candidate) => candidate.key === key!.trim());
      if (existing) existing.content.push(part);
      else row.tiles.push({ key: key!.trim(), content: [part] });
      continue;
    }
    if (row && !row.description && row.tiles.length === 0) {
      row.description = line;
      continue;
    }
    return { rows, badLine: index + 1 };
  }
  return { rows, badLine: null };
};
