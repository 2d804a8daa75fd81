import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { DEFAULT_LOCALE, type CourseEdit, type DraftEntity, type DraftRef } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { boilerplate, contentDrafts, courses, tags, type Translations } from '../../db/schema.js';
import type { AuditRepository } from '../audit/repository.js';

/** A text draft: the edited translations and the locales still waiting for a translator's review. */
export type TextDraftValue = { translations: Translations; needsReview: string[] };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Editor = { id: string; login: string };

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

  /** The published state of an entity, as a draft of it would hold it. */
  const publishedValue = async (siteId: string, entity: DraftEntity, entityId: string, executor: Pick<Database, 'select'> = db) => {
    if (entity === 'course') {
      const row = Number.isSafeInteger(Number(entityId)) ? await findCourse(siteId, Number(entityId), executor) : undefined;
      return row ? courseEditOf(row) : undefined;
    }
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
    const text = value as TextDraftValue;
    await tx
      .update(boilerplate)
      .set({ translations: text.translations, needsReview: text.needsReview })
      .where(and(eq(boilerplate.siteId, siteId), eq(boilerplate.key, entityId)));
  };

  return {
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

    /** Drafts of one kind for these entities: what admin mode shows over the published content. */
    async draftsOf<Value>(siteId: string, entity: DraftEntity, entityIds: string[]) {
      if (entityIds.length === 0) return new Map<string, Value>();
      const rows = await db
        .select({ entityId: contentDrafts.entityId, value: contentDrafts.value })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, entity), inArray(contentDrafts.entityId, entityIds)));
      return new Map(rows.map((row) => [row.entityId, row.value as Value]));
    },

    async allDraftsOf<Value>(siteId: string, entity: DraftEntity) {
      const rows = await db
        .select({ entityId: contentDrafts.entityId, value: contentDrafts.value })
        .from(contentDrafts)
        .where(and(eq(contentDrafts.siteId, siteId), eq(contentDrafts.entity, entity)));
      return new Map(rows.map((row) => [row.entityId, row.value as Value]));
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

    async categoryExists(siteId: string, categoryId: string) {
      const [row] = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.siteId, siteId), eq(tags.id, categoryId), eq(tags.type, 'category'))).limit(1);
      return Boolean(row);
    },

    /** The labels of drafts for the list: a course's it-IT title, a text's key. */
    async courseTitles(siteId: string, courseIds: number[]) {
      if (courseIds.length === 0) return new Map<number, Translations>();
      const rows = await db.select({ id: courses.id, titles: courses.titles }).from(courses).where(and(eq(courses.siteId, siteId), inArray(courses.id, courseIds)));
      return new Map(rows.map((row) => [row.id, row.titles]));
    },

  };
};

export type CmsRepository = ReturnType<typeof createCmsRepository>;
