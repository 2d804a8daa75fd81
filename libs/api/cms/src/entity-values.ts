import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  BadgeEdit,
  CourseEdit,
  DraftEntity,
  LevelEdit,
  MaterialEdit,
  ModuleEdit,
  PageEdit,
  QuestionsEdit,
  RouteEdit,
  SessionEdit,
} from '@tiles/contracts-cms';
import type { QuestionDefinition } from '@tiles/contracts-practice';
import type { Database } from '@tiles/api-platform/db/database';
import { boilerplate } from '@tiles/api-i18n/schema';
import { contentPages, routeRules } from '@tiles/api-content/schema';
import { pageOf } from '@tiles/api-content/page-ids';
import { courseModules, courses, courseSessions, sessionMaterials } from '@tiles/api-lms/schema';
import { gameBadges, gameLevels, gameRules } from '@tiles/api-game/schema';
import { questionRevisions, reviewCards, sessionQuestions } from '@tiles/api-practice/schema';
import { type Translations } from '@tiles/api-platform/db/columns';
import { loadRules } from '@tiles/api-game/engine';

/** A text draft: the edited translations and the locales still waiting for a translator's review. */
export type TextDraftValue = { translations: Translations; needsReview: string[] };

export type Reader = Pick<Database, 'select'>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where a module or session draft points: `course/module` or `course/module/session`. */
export const addressOf = (entityId: string) => {
  const [course, module, session] = entityId.split('/').map(Number);
  return { course: course!, module: module!, session: session ?? null };
};

export const courseEditOf = (row: typeof courses.$inferSelect): CourseEdit => ({
  titles: row.titles,
  descriptions: row.descriptions,
  categoryId: row.categoryId,
  cover: row.cover,
  published: row.published,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export const findCourse = async (executor: Reader, siteId: string, courseId: number) => {
  const [row] = await executor
    .select()
    .from(courses)
    .where(and(eq(courses.siteId, siteId), eq(courses.id, courseId)))
    .limit(1);
  return row;
};

/** A session's questions in order, as the editor edits them (retired ones left out). */
export const questionsOf = async (executor: Reader, sessionId: number): Promise<QuestionsEdit['questions']> =>
  (
    await executor
      .select({ id: sessionQuestions.id, definition: sessionQuestions.definition })
      .from(sessionQuestions)
      .where(and(eq(sessionQuestions.sessionId, sessionId), isNull(sessionQuestions.retiredAt)))
      .orderBy(asc(sessionQuestions.position))
  ).map((question) => ({ id: question.id, definition: question.definition }));

export const findText = async (executor: Reader, siteId: string, key: string) => {
  const [row] = await executor
    .select()
    .from(boilerplate)
    .where(and(eq(boilerplate.siteId, siteId), eq(boilerplate.key, key)))
    .limit(1);
  return row;
};

/** A module (and a session of it) of a course of the site. */
export const findPlace = async (executor: Reader, siteId: string, address: { course: number; module: number; session: number | null }) => {
  if (
    ![address.course, address.module, address.session ?? 1].every((part) => Number.isSafeInteger(part) && part > 0 && part <= 2_147_483_647)
  )
    return undefined;
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
    .where(
      and(
        eq(courseSessions.courseId, address.course),
        eq(courseSessions.moduleNumber, address.module),
        eq(courseSessions.number, address.session),
      ),
    )
    .limit(1);
  return session ? { module: module.module, session } : undefined;
};

/**
 * Each editable kind of entity: how its published state reads as a draft's value (undefined: no such entity on
 * the site), and how a draft's value is written back when published. A new editable kind is one entry here.
 */
const ENTITIES: Record<
  DraftEntity,
  {
    read: (executor: Reader, siteId: string, id: string) => Promise<unknown>;
    write: (tx: Transaction, siteId: string, id: string, value: unknown) => Promise<unknown>;
  }
> = {
  course: {
    read: async (executor, siteId, id) => {
      const row = Number.isSafeInteger(Number(id)) ? await findCourse(executor, siteId, Number(id)) : undefined;
      return row ? courseEditOf(row) : undefined;
    },
    write: (tx, siteId, id, value) => {
      const edit = value as CourseEdit;
      const expiresAt = edit.expiresAt ? new Date(edit.expiresAt) : null;
      const { titles, descriptions, categoryId, cover, published } = edit;
      return tx
        .update(courses)
        .set({ titles, descriptions, categoryId, cover, published, expiresAt })
        .where(and(eq(courses.siteId, siteId), eq(courses.id, Number(id))));
    },
  },
  module: {
    read: async (executor, siteId, id) => {
      const place = await findPlace(executor, siteId, addressOf(id));
      return place ? ({ titles: place.module.titles } satisfies ModuleEdit) : undefined;
    },
    write: async (tx, siteId, id, value) => {
      const address = addressOf(id);
      if (!(await findPlace(tx, siteId, address))) return;
      await tx
        .update(courseModules)
        .set({ titles: (value as ModuleEdit).titles })
        .where(and(eq(courseModules.courseId, address.course), eq(courseModules.number, address.module)));
    },
  },
  session: {
    read: async (executor, siteId, id) => {
      const session = (await findPlace(executor, siteId, addressOf(id)))?.session;
      return session ? ({ titles: session.titles, duration: session.duration, content: session.content } satisfies SessionEdit) : undefined;
    },
    write: async (tx, siteId, id, value) => {
      const session = (await findPlace(tx, siteId, addressOf(id)))?.session;
      if (!session) return;
      const { titles, duration, content } = value as SessionEdit;
      await tx.update(courseSessions).set({ titles, duration, content }).where(eq(courseSessions.id, session.id));
    },
  },
  questions: {
    read: async (executor, siteId, id) => {
      const session = (await findPlace(executor, siteId, addressOf(id)))?.session;
      return session ? ({ questions: await questionsOf(executor, session.id) } satisfies QuestionsEdit) : undefined;
    },
    // In the edited order: a changed question gets a new revision (its earlier forms stay, with the answers made
    // to them); a new one an id; one left out is retired, never deleted (learners' history keeps it).
    write: async (tx, siteId, id, value) => {
      const place = await findPlace(tx, siteId, addressOf(id));
      if (!place?.session) return;
      const [course] = await tx.select({ slug: courses.slug }).from(courses).where(eq(courses.id, place.session.courseId));
      const existing = await tx.select().from(sessionQuestions).where(eq(sessionQuestions.sessionId, place.session.id));
      const now = new Date();
      const kept = new Set<string>();
      for (const [index, edited] of (value as QuestionsEdit).questions.entries()) {
        const found = existing.find((question) => question.id === edited.id);
        const definition = edited.definition as QuestionDefinition;
        if (found) {
          kept.add(found.id);
          const changed = JSON.stringify(found.definition) !== JSON.stringify(definition);
          const revision = changed ? found.revision + 1 : found.revision;
          await tx
            .update(sessionQuestions)
            .set({ position: index + 1, revision, definition, retiredAt: null })
            .where(eq(sessionQuestions.id, found.id));
          if (changed) await tx.insert(questionRevisions).values({ questionId: found.id, revision, definition, publishedAt: now });
        } else {
          const questionId = `${course!.slug}-m${place.session.moduleNumber}s${place.session.number}-${randomUUID().slice(0, 8)}`;
          await tx
            .insert(sessionQuestions)
            .values({ id: questionId, sessionId: place.session.id, position: index + 1, revision: 1, definition });
          await tx.insert(questionRevisions).values({ questionId, revision: 1, definition, publishedAt: now });
        }
      }
      const retired = existing.filter((question) => !kept.has(question.id) && !question.retiredAt).map((question) => question.id);
      if (retired.length) {
        await tx.update(sessionQuestions).set({ retiredAt: now }).where(inArray(sessionQuestions.id, retired));
        // Cards are the schedule of what is still asked: a retired question's go (its answers stay, the history).
        await tx.delete(reviewCards).where(inArray(reviewCards.questionId, retired));
      }
    },
  },
  material: {
    read: async (executor, siteId, id) => {
      const [row] = await executor
        .select({ material: sessionMaterials })
        .from(sessionMaterials)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionMaterials.sessionId))
        .innerJoin(courses, eq(courses.id, courseSessions.courseId))
        .where(and(eq(courses.siteId, siteId), eq(sessionMaterials.id, id)))
        .limit(1);
      return row ? ({ titles: row.material.titles, bodies: row.material.bodies } satisfies MaterialEdit) : undefined;
    },
    write: (tx, _siteId, id, value) => {
      const { titles, bodies } = value as MaterialEdit;
      return tx.update(sessionMaterials).set({ titles, bodies }).where(eq(sessionMaterials.id, id));
    },
  },
  page: {
    read: async (executor, siteId, id) => {
      const { locale, path } = pageOf(id);
      const [row] = await executor
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.siteId, siteId), eq(contentPages.locale, locale), eq(contentPages.path, path)))
        .limit(1);
      return row ? ({ title: row.title, rows: row.rows } satisfies PageEdit) : undefined;
    },
    write: (tx, siteId, id, value) => {
      const { locale, path } = pageOf(id);
      const { title, rows } = value as PageEdit;
      return tx
        .insert(contentPages)
        .values({ siteId, locale, path, title, rows })
        .onConflictDoUpdate({ target: [contentPages.siteId, contentPages.locale, contentPages.path], set: { title, rows } });
    },
  },
  route: {
    read: async (executor, siteId, id) => {
      const [row] = await executor
        .select()
        .from(routeRules)
        .where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, id)))
        .limit(1);
      return row ? ({ location: row.location, status: row.status as 301 } satisfies RouteEdit) : undefined;
    },
    write: (tx, siteId, id, value) => {
      const edit = value as RouteEdit;
      if ('remove' in edit) return tx.delete(routeRules).where(and(eq(routeRules.siteId, siteId), eq(routeRules.path, id)));
      const { location, status } = edit;
      return tx
        .insert(routeRules)
        .values({ siteId, path: id, location, status })
        .onConflictDoUpdate({ target: [routeRules.siteId, routeRules.path], set: { location, status } });
    },
  },
  text: {
    read: async (executor, siteId, id) => {
      const row = await findText(executor, siteId, id);
      return row ? ({ translations: row.translations, needsReview: row.needsReview } satisfies TextDraftValue) : undefined;
    },
    write: (tx, siteId, id, value) => {
      const { translations, needsReview } = value as TextDraftValue;
      return tx
        .update(boilerplate)
        .set({ translations, needsReview })
        .where(and(eq(boilerplate.siteId, siteId), eq(boilerplate.key, id)));
    },
  },
  level: {
    read: async (executor, siteId, id) => {
      const [row] = await executor
        .select()
        .from(gameLevels)
        .where(and(eq(gameLevels.siteId, siteId), eq(gameLevels.level, Number(id))))
        .limit(1);
      return row ? ({ experience: row.experience, names: row.names } satisfies LevelEdit) : undefined;
    },
    write: (tx, siteId, id, value) => {
      const { experience, names } = value as LevelEdit;
      return tx
        .update(gameLevels)
        .set({ experience, names })
        .where(and(eq(gameLevels.siteId, siteId), eq(gameLevels.level, Number(id))));
    },
  },
  badge: {
    read: async (executor, siteId, id) => {
      const [row] = await executor
        .select()
        .from(gameBadges)
        .where(and(eq(gameBadges.siteId, siteId), eq(gameBadges.id, id)))
        .limit(1);
      return row
        ? ({ tiers: row.tiers, names: row.names, descriptions: row.descriptions, hidden: row.hidden } satisfies BadgeEdit)
        : undefined;
    },
    write: (tx, siteId, id, value) => {
      const { tiers, names, descriptions, hidden } = value as BadgeEdit;
      return tx
        .update(gameBadges)
        .set({ tiers, names, descriptions, hidden })
        .where(and(eq(gameBadges.siteId, siteId), eq(gameBadges.id, id)));
    },
  },
  rules: {
    read: async (executor, siteId) => (await loadRules(executor as Database, siteId)).rules,
    // A new version: ledger rows keep naming the version they were awarded under.
    write: (tx, siteId, _id, value) =>
      tx
        .insert(gameRules)
        .values({ siteId, version: 1, rules: value as Record<string, unknown> })
        .onConflictDoUpdate({
          target: gameRules.siteId,
          set: { version: sql`${gameRules.version} + 1`, rules: value as Record<string, unknown> },
        }),
  },
};

/** The published state of an entity, as a draft of it would hold it; undefined when the site has no such entity. */
export const publishedValue = (executor: Reader, siteId: string, entity: DraftEntity, entityId: string) =>
  ENTITIES[entity].read(executor, siteId, entityId);

/** Writes a draft's value to its entity, inside the publishing transaction. */
export const applyDraft = async (tx: Transaction, siteId: string, entity: DraftEntity, entityId: string, value: unknown) => {
  await ENTITIES[entity].write(tx, siteId, entityId, value);
};
