import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type BadgeEdit, type CourseEdit, type DraftEntity, type DraftRef, type LevelEdit, type MaterialEdit, type ModuleEdit, type PageEdit, type RouteEdit, type SessionEdit, type XpRules } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { boilerplate, contentDrafts, contentPages, courseModules, courses, courseSessions, gameBadges, gameLevels, gameRules, routeRules, sessionMaterials, tags, type Translations } from '../../db/schema.js';
import { HttpError } from '../../plugins/errors.js';
import { loadRules } from '../game/engine.js';
import type { AuditRepository } from '../audit/repository.js';

/** A text draft: the edited translations and the locales still waiting for a translator's review. */
export type TextDraftValue = { translations: Translations; needsReview: string[] };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Editor = { id: string; login: string };

/** Where a module or session draft points: `course/module` or `course/module/session`. */
export const addressOf = (entityId: string) => {
  const [course, module, session] = entityId.split('/').map(Number);
  return { course: course!, module: module!, session: session ?? null };
};

/** A page draft's id is its locale and path: `it-IT/chi-siamo`. */
export const pageIdOf = (locale: string, path: string) => `${locale}${path}`;
const pageOf = (entityId: string) => ({ locale: entityId.slice(0, 5), path: entityId.slice(5) });

const courseEditOf = (row: typeof courses.$inferSelect): CourseEdit => ({
  titles: row.titles,
  descriptions: row.descriptions,
  categoryId: row.categoryId,
  cover: row.cover,
  published: row.published,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Drops empty translations: an empty field in the editor means "missing", not "an empty text". */
export const withoutEmpty = (texts: Translations): Translations => Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== ''));

/**
 * Which locales need a translator after this edit. A changed source puts every other locale on the list; a
 * locale leaves it when its text is changed or a translator says it was reviewed.
 */
export const needsReviewAfter = (
  published: { translations: Translations; needsReview: string[] },
  edited: Translations,
  locales: readonly string[],
  reviewed: readonly string[] = [],
): string[] => {
  const sourceChanged = (edited[DEFAULT_LOCALE] ?? '') !== (published.translations[DEFAULT_LOCALE] ?? '');
  const waiting = sourceChanged ? locales.filter((locale) => locale !== DEFAULT_LOCALE) : published.needsReview;
  return waiting.filter((locale) => !reviewed.includes(locale) && (edited[locale] ?? '') === (published.translations[locale] ?? ''));
};

/**
 * Drafts of content and their publication. Every write records itself in the audit log in the same transaction,
 * so a change and its audit row land together or not at all.
 */
export const createCmsRepository = (db: Database, audit: AuditRepository, now: () => Date) => {
  const findDraft = async (siteId: string, entity: DraftEntity, entityId: string, executor: Pick<Database, 'select'> = db) => {
    const [row] = await executor
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, entity), eq(contentDrafts.entityId, entityId)))
      .limit(1);
    return row;
  };

  const findCourse = async (siteId: string, courseId: number, executor: Pick<Database, 'select'> = db) => {
    const [row] = await executor.select().from(courses).where(and(eq(courses.siteId, siteId), eq(courses.id, courseId))).limit(1);
    return row;
  };

  const findText = async (siteId: string, key: string, executor: Pick<Database, 'select'> = db) => {
    const [row] = await executor.select().from(boilerplate).where(and(eq(boilerplate.siteId, siteId), eq(boilerplate.key, key))).limit(1);
    return row;
  };

  /** A module (and a session of it) of a course of the site. */
  const findPlace = async (siteId: string, address: { course: number; module: number; session: number | null }, executor: Pick<Database, 'select'> = db) => {
    if (![address.course, address.module, address.session ?? 1].every((part) => Number.isSafeInteger(part) && part > 0 && part <= 2_147_483_647)) return undefined;
    const [module] = await executor
      .select({ module: courseModules })
      .from(courseModules)
      .innerJoin(courses, eq(courses.id, courseModules.courseId))
      .where(and(eq(courses.siteId, siteId), eq(courseModules.courseId, address.course), eq(courseModules.number, address.module)))
      .limit(1);
    if (!module) return undefined;
    if (address.session === null) return { module: module.module, session: null };
    const [session] = await executor
      .select()
      .from(courseSessions)
      .where(and(eq(courseSessions.courseId, address.course), eq(courseSessions.moduleNumber, address.module), eq(courseSessions.number, address.session)))
      .limit(1);
    return session ? { module: module.module, session } : undefined;
  };

  /** The published state of an entity, as a draft of it would hold it. */
  const publishedValue = async (siteId: string, entity: DraftEntity, entityId: string, executor: Pick<Database, 'select'> = db) => {
    if (entity === 'course') {
      const row = Number.isSafeInteger(Number(entityId)) ? await findCourse(siteId, Number(entityId), executor) : undefined;
      return row ? courseEditOf(row) : undefined;
    }
    if (entity === 'module' || entity === 'session') {
      const place = await findPlace(siteId, addressOf(entityId), executor);
      if (!place) return undefined;
      if (entity === 'module') return { titles: place.module.titles } satisfies ModuleEdit;
      return place.session ? ({ titles: place.session.titles, duration: place.session.duration, content: place.session.content } satisfies SessionEdit) : undefined;
    }
    if (entity === 'material') {
      const [row] = await executor
        .select({ material: sessionMaterials })
        .from(sessionMaterials)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionMaterials.sessionId))
        .innerJoin(courses, eq(courses.id, courseSessions.courseId))
        .where(and(eq(courses.siteId, siteId), eq(sessionMaterials.id, entityId)))
        .limit(1);
      return row ? ({ titles: row.material.titles, bodies: row.material.bodies } satisfies MaterialEdit) : undefined;
    }
    if (entity === 'page') {
      const { locale, path } = pageOf(entityId);
      const [row] = await executor.select().from(contentPages).where(and(eq(contentPages.siteId, siteId), eq(contentPages.locale, locale), eq(contentPages.path, path))).limit(1);
      return row ? ({ title: row.title, rows: row.rows } satisfies PageEdit) : undefined;
    }
    if (entity === 'route') {
      const [row] = await executor.select().from(routeRules).where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, entityId))).limit(1);
      return row ? ({ location: row.location, status: row.status as 301 } satisfies RouteEdit) : undefined;
    }
    if (entity === 'level') {
      const [row] = await executor.select().from(gameLevels).where(and(eq(gameLevels.siteId, siteId), eq(gameLevels.level, Number(entityId)))).limit(1);
      return row ? ({ experience: row.experience, names: row.names } satisfies LevelEdit) : undefined;
    }
    if (entity === 'badge') {
      const [row] = await executor.select().from(gameBadges).where(and(eq(gameBadges.siteId, siteId), eq(gameBadges.id, entityId))).limit(1);
      return row ? ({ tiers: row.tiers, names: row.names, descriptions: row.descriptions, hidden: row.hidden } satisfies BadgeEdit) : undefined;
    }
    if (entity === 'rules') return (await loadRules(executor as Database, siteId)).rules;
    const row = await findText(siteId, entityId, executor);
    return row ? { translations: row.translations, needsReview: row.needsReview } : undefined;
  };

  /** Writes one draft's value to its entity (inside the publishing transaction). */
  const apply = async (tx: Transaction, siteId: string, entity: DraftEntity, entityId: string, value: Record<string, unknown>) => {
    if (entity === 'course') {
      const edit = value as CourseEdit;
      await tx
        .update(courses)
        .set({
          titles: edit.titles,
          descriptions: edit.descriptions,
          categoryId: edit.categoryId,
          cover: edit.cover,
          published: edit.published,
          expiresAt: edit.expiresAt ? new Date(edit.expiresAt) : null,
        })
        .where(and(eq(courses.siteId, siteId), eq(courses.id, Number(entityId))));
      return;
    }
    if (entity === 'module' || entity === 'session') {
      const address = addressOf(entityId);
      const place = await findPlace(siteId, address, tx);
      if (!place) return;
      if (entity === 'module') {
        await tx.update(courseModules).set({ titles: (value as ModuleEdit).titles }).where(and(eq(courseModules.courseId, address.course), eq(courseModules.number, address.module)));
      } else if (place.session) {
        const edit = value as SessionEdit;
        await tx.update(courseSessions).set({ titles: edit.titles, duration: edit.duration, content: edit.content }).where(eq(courseSessions.id, place.session.id));
      }
      return;
    }
    if (entity === 'material') {
      const edit = value as MaterialEdit;
      await tx.update(sessionMaterials).set({ titles: edit.titles, bodies: edit.bodies }).where(eq(sessionMaterials.id, entityId));
      return;
    }
    if (entity === 'page') {
      const { locale, path } = pageOf(entityId);
      const edit = value as PageEdit;
      await tx
        .insert(contentPages)
        .values({ siteId, locale, path, title: edit.title, rows: edit.rows })
        .onConflictDoUpdate({ target: [contentPages.siteId, contentPages.locale, contentPages.path], set: { title: edit.title, rows: edit.rows } });
      return;
    }
    if (entity === 'route') {
      const edit = value as RouteEdit;
      if ('remove' in edit) {
        await tx.delete(routeRules).where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, entityId)));
        return;
      }
      await tx
        .insert(routeRules)
        .values({ siteId, path: entityId, location: edit.location, status: edit.status })
        .onConflictDoUpdate({ target: [routeRules.siteId, routeRules.path], set: { location: edit.location, status: edit.status } });
      return;
    }
    if (entity === 'level') {
      const edit = value as LevelEdit;
      await tx.update(gameLevels).set({ experience: edit.experience, names: edit.names }).where(and(eq(gameLevels.siteId, siteId), eq(gameLevels.level, Number(entityId))));
      return;
    }
    if (entity === 'badge') {
      const edit = value as BadgeEdit;
      await tx
        .update(gameBadges)
        .set({ tiers: edit.tiers, names: edit.names, descriptions: edit.descriptions, hidden: edit.hidden })
        .where(and(eq(gameBadges.siteId, siteId), eq(gameBadges.id, entityId)));
      return;
    }
    if (entity === 'rules') {
      // A new version: ledger rows keep naming the version they were awarded under.
      await tx
        .insert(gameRules)
        .values({ siteId, version: 1, rules: value })
        .onConflictDoUpdate({ target: gameRules.siteId, set: { version: sql`${gameRules.version} + 1`, rules: value } });
      return;
    }
    const text = value as TextDraftValue;
    await tx
      .update(boilerplate)
      .set({ translations: text.translations, needsReview: text.needsReview })
      .where(and(eq(boilerplate.siteId, siteId), eq(boilerplate.key, entityId)));
  };

  /** Drafts of one kind for these entities: what admin mode shows over the published content. */
  const draftsOf = async <Value>(siteId: string, entity: DraftEntity, entityIds: string[]) => {
    if (entityIds.length === 0) return new Map<string, Value>();
    const rows = await db
      .select({ entityId: contentDrafts.entityId, value: contentDrafts.value })
      .from(contentDrafts)
      .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, entity), inArray(contentDrafts.entityId, entityIds)));
    return new Map(rows.map((row) => [row.entityId, row.value as Value]));
  };

  /** Levels must need more XP the higher they go, level 1 none: checked on the published table, inside the publication. */
  const assertLevelsRise = async (executor: Pick<Database, 'select'>, siteId: string) => {
    const levels = await executor.select({ level: gameLevels.level, experience: gameLevels.experience }).from(gameLevels).where(eq(gameLevels.siteId, siteId)).orderBy(asc(gameLevels.level));
    const wrong = levels.find((row, index) => (index === 0 ? row.experience !== 0 : row.experience <= levels[index - 1]!.experience));
    if (wrong) throw new HttpError(409, `Level ${wrong.level} would need ${wrong.experience} XP: each level must need more XP than the one below (level 1 none); nothing was published`, { code: 'conflict' });
  };

  return {
    /** The published entity a draft would change (undefined: none on this site). */
    findDraftable: publishedValue,
    findPlace,
    findDraft,
    findCourse,
    findText,

    async courseForEditing(siteId: string, courseId: number) {
      const row = await findCourse(siteId, courseId);
      if (!row) return undefined;
      const draft = await findDraft(siteId, 'course', String(courseId));
      return { courseId, published: courseEditOf(row), draft: draft ? (draft.value as CourseEdit) : null };
    },

    async categories(siteId: string) {
      return db.select({ id: tags.id, names: tags.names }).from(tags).where(and(eq(tags.siteId, siteId), eq(tags.type, 'category'))).orderBy(asc(tags.position));
    },

    /** Saves (or replaces) the draft of an entity, audited with the previous draft or published value as before. */
    async saveDraft(siteId: string, ref: DraftRef, value: Record<string, unknown>, editor: Editor, mode: string) {
      return db.transaction(async (tx) => {
        const previous = (await findDraft(siteId, ref.entity, ref.entityId, tx))?.value ?? (await publishedValue(siteId, ref.entity, ref.entityId, tx)) ?? null;
        const at = now();
        await tx
          .insert(contentDrafts)
          .values({ siteId, entity: ref.entity, entityId: ref.entityId, value, updatedBy: editor.login, updatedAt: at })
          .onConflictDoUpdate({ target: [contentDrafts.siteId, contentDrafts.entity, contentDrafts.entityId], set: { value, updatedBy: editor.login, updatedAt: at } });
        await audit.record({ siteId, user: editor, mode, action: 'draft.save', entity: ref.entity, entityId: ref.entityId, before: previous, after: value }, tx);
      });
    },

    async listDrafts(siteId: string) {
      return db.select().from(contentDrafts).where(eq(contentDrafts.siteId, siteId)).orderBy(asc(contentDrafts.entity), asc(contentDrafts.entityId));
    },

    /** Throws the draft away; false when there was none. */
    async discard(siteId: string, ref: DraftRef, editor: Editor, mode: string) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(contentDrafts)
          .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, ref.entity), eq(contentDrafts.entityId, ref.entityId)))
          .returning();
        if (!removed) return false;
        await audit.record({ siteId, user: editor, mode, action: 'draft.discard', entity: ref.entity, entityId: ref.entityId, before: removed.value, after: null }, tx);
        return true;
      });
    },

    /**
     * Publishes the named drafts (all pending ones when none are named) in one transaction: each is applied to its
     * entity, audited with before and after, and deleted. A named draft that does not exist fails the whole call.
     */
    async publish(siteId: string, refs: DraftRef[] | undefined, editor: Editor, mode: string) {
      return db.transaction(async (tx) => {
        const conditions: SQL[] = [eq(contentDrafts.siteId, siteId)];
        if (refs) conditions.push(or(...refs.map((ref) => and(eq(contentDrafts.entity, ref.entity), eq(contentDrafts.entityId, ref.entityId))!))!);
        // Locked, so two administrators publishing at once cannot apply the same draft twice.
        const drafts = await tx.select().from(contentDrafts).where(and(...conditions)).for('update');
        const missing = (refs ?? []).filter((ref) => !drafts.some((draft) => draft.entity === ref.entity && draft.entityId === ref.entityId));
        if (missing.length > 0) return { published: [], missing };
        for (const draft of drafts) {
          const before = await publishedValue(siteId, draft.entity, draft.entityId, tx);
          await apply(tx, siteId, draft.entity, draft.entityId, draft.value);
          await audit.record({ siteId, user: editor, mode, action: 'publish', entity: draft.entity, entityId: draft.entityId, before: before ?? null, after: draft.value }, tx);
        }
        if (drafts.some((draft) => draft.entity === 'level')) await assertLevelsRise(tx, siteId);
        if (drafts.length > 0) {
          await tx.delete(contentDrafts).where(and(...conditions));
        }
        return { published: drafts.map((draft) => ({ entity: draft.entity, entityId: draft.entityId })), missing: [] };
      });
    },

    /** Every interface text with its draft, missing locales first, then by key; q searches keys and texts. */
    async texts(siteId: string, locales: readonly string[], q: string | undefined) {
      const search = q?.trim().toLowerCase();
      const [rows, drafts] = await Promise.all([
        db.select().from(boilerplate).where(eq(boilerplate.siteId, siteId)).orderBy(asc(boilerplate.key)),
        db
          .select({ entityId: contentDrafts.entityId, value: contentDrafts.value })
          .from(contentDrafts)
          .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, 'text'))),
      ]);
      const draftOf = new Map(drafts.map((draft) => [draft.entityId, draft.value as TextDraftValue]));
      const entries = rows.map((row) => {
        const draft = draftOf.get(row.key);
        const current = draft?.translations ?? row.translations;
        return {
          key: row.key,
          published: row.translations,
          draft: draft?.translations ?? null,
          needsReview: draft?.needsReview ?? row.needsReview,
          missing: locales.filter((locale) => !current[locale]?.trim()),
        };
      });
      const matching = search
        ? entries.filter((entry) => [entry.key, ...Object.values(entry.published), ...Object.values(entry.draft ?? {})].some((value) => value.toLowerCase().includes(search)))
        : entries;
      const weight = (entry: (typeof entries)[number]) => (entry.missing.length > 0 ? 0 : entry.needsReview.length > 0 ? 1 : 2);
      return matching.sort((a, b) => weight(a) - weight(b) || a.key.localeCompare(b.key));
    },

    /** Levels, badges and the XP rules, each published with its pending draft. */
    async gameForEditing(siteId: string) {
      const [levels, badges, rules, drafts] = await Promise.all([
        db.select().from(gameLevels).where(eq(gameLevels.siteId, siteId)).orderBy(asc(gameLevels.level)),
        db.select().from(gameBadges).where(eq(gameBadges.siteId, siteId)).orderBy(asc(gameBadges.position)),
        loadRules(db, siteId),
        db.select().from(contentDrafts).where(and(eq(contentDrafts.siteId, siteId), inArray(contentDrafts.entity, ['level', 'badge', 'rules']))),
      ]);
      const draftOf = (entity: DraftEntity, entityId: string) => drafts.find((draft) => draft.entity === entity && draft.entityId === entityId)?.value ?? null;
      return {
        levels: levels.map((row) => ({ level: row.level, published: { experience: row.experience, names: row.names }, draft: draftOf('level', String(row.level)) as LevelEdit | null })),
        badges: badges.map((row) => ({
          id: row.id,
          measure: row.measure,
          published: { tiers: row.tiers, names: row.names, descriptions: row.descriptions, hidden: row.hidden },
          draft: draftOf('badge', row.id) as BadgeEdit | null,
        })),
        rules: { version: rules.version, published: rules.rules, draft: draftOf('rules', 'xp') as XpRules | null },
      };
    },

    /** A session and its module, each published with its pending draft; undefined when the course has no such session. */
    async sessionForEditing(siteId: string, address: { course: number; module: number; session: number }) {
      const place = await findPlace(siteId, address);
      if (!place?.session) return undefined;
      const moduleId = `${address.course}/${address.module}`;
      const [moduleDraft, sessionDraft, materials] = await Promise.all([
        findDraft(siteId, 'module', moduleId),
        findDraft(siteId, 'session', `${moduleId}/${address.session}`),
        db.select().from(sessionMaterials).where(eq(sessionMaterials.sessionId, place.session.id)).orderBy(asc(sessionMaterials.id)),
      ]);
      const materialDrafts = await draftsOf<MaterialEdit>(siteId, 'material', materials.map((material) => material.id));
      return {
        materials: materials.map((material) => ({
          id: material.id,
          fileName: material.fileName,
          published: { titles: material.titles, bodies: material.bodies },
          draft: materialDrafts.get(material.id) ?? null,
        })),
        module: { published: { titles: place.module.titles }, draft: (moduleDraft?.value as ModuleEdit | undefined) ?? null },
        session: {
          published: { titles: place.session.titles, duration: place.session.duration, content: place.session.content },
          draft: (sessionDraft?.value as SessionEdit | undefined) ?? null,
        },
      };
    },

    /** Every generic page (per locale) and route rule, published or only drafted, with whether a draft is pending. */
    async pagesOverview(siteId: string) {
      const [pages, rules, drafts] = await Promise.all([
        db.select({ path: contentPages.path, locale: contentPages.locale, title: contentPages.title }).from(contentPages).where(eq(contentPages.siteId, siteId)).orderBy(asc(contentPages.path), asc(contentPages.locale)),
        db.select().from(routeRules).where(eq(routeRules.siteId, siteId)).orderBy(asc(routeRules.path)),
        db.select().from(contentDrafts).where(and(eq(contentDrafts.siteId, siteId), inArray(contentDrafts.entity, ['page', 'route']))),
      ]);
      const pageDrafts = new Map(drafts.filter((draft) => draft.entity === 'page').map((draft) => [draft.entityId, draft.value as PageEdit]));
      const routeDrafts = new Map(drafts.filter((draft) => draft.entity === 'route').map((draft) => [draft.entityId, draft.value as RouteEdit]));
      const listed = pages.map((page) => {
        const draft = pageDrafts.get(pageIdOf(page.locale, page.path));
        return { ...page, title: draft?.title ?? page.title, draft: Boolean(draft), published: true };
      });
      const draftOnly = [...pageDrafts.entries()]
        .filter(([id]) => !pages.some((page) => pageIdOf(page.locale, page.path) === id))
        .map(([id, draft]) => ({ ...pageOf(id), title: draft.title, draft: true, published: false }));
      const routes = [...new Set([...rules.map((rule) => rule.path), ...routeDrafts.keys()])].sort().map((path) => {
        const rule = rules.find((candidate) => candidate.path === path);
        return { path, published: rule ? { location: rule.location, status: rule.status } : null, draft: routeDrafts.get(path) ?? null };
      });
      return { pages: [...listed, ...draftOnly], routes };
    },

    async pageForEditing(siteId: string, locale: string, path: string) {
      const [published, draft] = await Promise.all([publishedValue(siteId, 'page', pageIdOf(locale, path)), findDraft(siteId, 'page', pageIdOf(locale, path))]);
      return { published: (published as PageEdit | undefined) ?? null, draft: (draft?.value as PageEdit | undefined) ?? null };
    },

    async categoryExists(siteId: string, categoryId: string) {
      const [row] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.siteId, siteId), eq(tags.id, categoryId), eq(tags.type, 'category'))).limit(1);
      return Boolean(row);
    },
  };
};

export type CmsRepository = ReturnType<typeof createCmsRepository>;
