import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@tiles/contracts';
import {
  type BadgeEdit,
  type CourseEdit,
  type DraftEntity,
  type DraftRef,
  type LevelEdit,
  type MaterialEdit,
  type ModuleEdit,
  type PageEdit,
  type QuestionsEdit,
  type RouteEdit,
  type SessionEdit,
} from '@tiles/contracts-cms';
import { type XpRules } from '@tiles/contracts-game';
import type { Database } from '@tiles/api-platform/db/database';
import { boilerplate } from '@tiles/api-i18n/schema';
import { contentDrafts } from '@tiles/api-drafts/schema';
import { contentPages, routeRules } from '@tiles/api-content/schema';
import { gameBadges, gameLevels } from '@tiles/api-game/schema';
import { sessionMaterials, tags } from '@tiles/api-lms/schema';
import { type Translations } from '@tiles/api-platform/db/columns';
import { HttpError } from '@tiles/api-platform/ground/http-errors';
import type { AuditRepository } from '@tiles/api-audit/repository';
import { loadRules } from '@tiles/api-game/engine';
import { pageIdOf, pageOf } from '@tiles/api-content/page-ids';
import {
  applyDraft,
  courseEditOf,
  findCourse,
  findPlace,
  findText,
  publishedValue,
  questionsOf,
  type TextDraftValue,
} from './entity-values.js';

type Editor = { id: string; login: string };

/** Drops empty translations: an empty field in the editor means "missing", not "an empty text". */
export const withoutEmpty = (texts: Translations): Translations =>
  Object.fromEntries(Object.entries(texts).filter(([, value]) => value.trim() !== ''));

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
    const levels = await executor
      .select({ level: gameLevels.level, experience: gameLevels.experience })
      .from(gameLevels)
      .where(eq(gameLevels.siteId, siteId))
      .orderBy(asc(gameLevels.level));
    const wrong = levels.find((row, index) => (index === 0 ? row.experience !== 0 : row.experience <= levels[index - 1]!.experience));
    if (wrong)
      throw new HttpError(
        409,
        `Level ${wrong.level} would need ${wrong.experience} XP: each level must need more XP than the one below (level 1 none); nothing was published`,
        { code: 'conflict' },
      );
  };

  return {
    /** The published entity a draft would change (undefined: none on this site). */
    findDraftable: (siteId: string, entity: DraftEntity, entityId: string) => publishedValue(db, siteId, entity, entityId),
    findPlace: (siteId: string, address: { course: number; module: number; session: number | null }) => findPlace(db, siteId, address),
    findDraft,
    findCourse: (siteId: string, courseId: number) => findCourse(db, siteId, courseId),
    findText: (siteId: string, key: string) => findText(db, siteId, key),

    async courseForEditing(siteId: string, courseId: number) {
      const row = await findCourse(db, siteId, courseId);
      if (!row) return undefined;
      const draft = await findDraft(siteId, 'course', String(courseId));
      return { courseId, published: courseEditOf(row), draft: draft ? (draft.value as CourseEdit) : null };
    },

    async categories(siteId: string) {
      return db
        .select({ id: tags.id, names: tags.names })
        .from(tags)
        .where(and(eq(tags.siteId, siteId), eq(tags.type, 'category')))
        .orderBy(asc(tags.position));
    },

    /** Saves (or replaces) the draft of an entity, audited with the previous draft or published value as before. */
    async saveDraft(siteId: string, ref: DraftRef, value: Record<string, unknown>, editor: Editor, mode: string) {
      return db.transaction(async (tx) => {
        const previous =
          (await findDraft(siteId, ref.entity, ref.entityId, tx))?.value ??
          (await publishedValue(tx, siteId, ref.entity, ref.entityId)) ??
          null;
        const at = now();
        await tx
          .insert(contentDrafts)
          .values({ siteId, entity: ref.entity, entityId: ref.entityId, value, updatedBy: editor.login, updatedAt: at })
          .onConflictDoUpdate({
            target: [contentDrafts.siteId, contentDrafts.entity, contentDrafts.entityId],
            set: { value, updatedBy: editor.login, updatedAt: at },
          });
        await audit.record(
          { siteId, user: editor, mode, action: 'draft.save', entity: ref.entity, entityId: ref.entityId, before: previous, after: value },
          tx,
        );
      });
    },

    async listDrafts(siteId: string) {
      return db
        .select()
        .from(contentDrafts)
        .where(eq(contentDrafts.siteId, siteId))
        .orderBy(asc(contentDrafts.entity), asc(contentDrafts.entityId));
    },

    /** Throws the draft away; false when there was none. */
    async discard(siteId: string, ref: DraftRef, editor: Editor, mode: string) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(contentDrafts)
          .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, ref.entity), eq(contentDrafts.entityId, ref.entityId)))
          .returning();
        if (!removed) return false;
        await audit.record(
          {
            siteId,
            user: editor,
            mode,
            action: 'draft.discard',
            entity: ref.entity,
            entityId: ref.entityId,
            before: removed.value,
            after: null,
          },
          tx,
        );
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
        if (refs)
          conditions.push(or(...refs.map((ref) => and(eq(contentDrafts.entity, ref.entity), eq(contentDrafts.entityId, ref.entityId))!))!);
        // Locked, so two administrators publishing at once cannot apply the same draft twice.
        const drafts = await tx
          .select()
          .from(contentDrafts)
          .where(and(...conditions))
          .for('update');
        const missing = (refs ?? []).filter(
          (ref) => !drafts.some((draft) => draft.entity === ref.entity && draft.entityId === ref.entityId),
        );
        if (missing.length > 0) return { published: [], missing };
        for (const draft of drafts) {
          const before = await publishedValue(tx, siteId, draft.entity, draft.entityId);
          await applyDraft(tx, siteId, draft.entity, draft.entityId, draft.value);
          await audit.record(
            {
              siteId,
              user: editor,
              mode,
              action: 'publish',
              entity: draft.entity,
              entityId: draft.entityId,
              before: before ?? null,
              after: draft.value,
            },
            tx,
          );
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
        ? entries.filter((entry) =>
            [entry.key, ...Object.values(entry.published), ...Object.values(entry.draft ?? {})].some((value) =>
              value.toLowerCase().includes(search),
            ),
          )
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
        db
          .select()
          .from(contentDrafts)
          .where(and(eq(contentDrafts.siteId, siteId), inArray(contentDrafts.entity, ['level', 'badge', 'rules']))),
      ]);
      const draftOf = (entity: DraftEntity, entityId: string) =>
        drafts.find((draft) => draft.entity === entity && draft.entityId === entityId)?.value ?? null;
      return {
        levels: levels.map((row) => ({
          level: row.level,
          published: { experience: row.experience, names: row.names },
          draft: draftOf('level', String(row.level)) as LevelEdit | null,
        })),
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
      const place = await findPlace(db, siteId, address);
      if (!place?.session) return undefined;
      const moduleId = `${address.course}/${address.module}`;
      const [moduleDraft, sessionDraft, questionsDraft, questions, materials] = await Promise.all([
        findDraft(siteId, 'module', moduleId),
        findDraft(siteId, 'session', `${moduleId}/${address.session}`),
        findDraft(siteId, 'questions', `${moduleId}/${address.session}`),
        questionsOf(db, place.session.id),
        db.select().from(sessionMaterials).where(eq(sessionMaterials.sessionId, place.session.id)).orderBy(asc(sessionMaterials.id)),
      ]);
      const materialDrafts = await draftsOf<MaterialEdit>(
        siteId,
        'material',
        materials.map((material) => material.id),
      );
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
        questions: { published: { questions }, draft: (questionsDraft?.value as QuestionsEdit | undefined) ?? null },
      };
    },

    /** Every generic page (per locale) and route rule, published or only drafted, with whether a draft is pending. */
    async pagesOverview(siteId: string) {
      const [pages, rules, drafts] = await Promise.all([
        db
          .select({ path: contentPages.path, locale: contentPages.locale, title: contentPages.title })
          .from(contentPages)
          .where(eq(contentPages.siteId, siteId))
          .orderBy(asc(contentPages.path), asc(contentPages.locale)),
        db.select().from(routeRules).where(eq(routeRules.siteId, siteId)).orderBy(asc(routeRules.path)),
        db
          .select()
          .from(contentDrafts)
          .where(and(eq(contentDrafts.siteId, siteId), inArray(contentDrafts.entity, ['page', 'route']))),
      ]);
      const pageDrafts = new Map(
        drafts.filter((draft) => draft.entity === 'page').map((draft) => [draft.entityId, draft.value as PageEdit]),
      );
      const routeDrafts = new Map(
        drafts.filter((draft) => draft.entity === 'route').map((draft) => [draft.entityId, draft.value as RouteEdit]),
      );
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
      const [published, draft] = await Promise.all([
        publishedValue(db, siteId, 'page', pageIdOf(locale, path)),
        findDraft(siteId, 'page', pageIdOf(locale, path)),
      ]);
      return { published: (published as PageEdit | undefined) ?? null, draft: (draft?.value as PageEdit | undefined) ?? null };
    },

    async categoryExists(siteId: string, categoryId: string) {
      const [row] = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.siteId, siteId), eq(tags.id, categoryId), eq(tags.type, 'category')))
        .limit(1);
      return Boolean(row);
    },
  };
};

export type CmsRepository = ReturnType<typeof createCmsRepository>;
