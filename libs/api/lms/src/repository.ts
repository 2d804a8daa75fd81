import { and, asc, count, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { formatDuration, parseDuration, spokenDuration, pickTranslation, translationLocale, sumDurations } from '@tiles/contracts';
import { type CourseEdit, type MaterialEdit, type ModuleEdit, type SessionEdit } from '@tiles/contracts-cms';
import { type CourseCard, type CourseProgress, type TileRow } from '@tiles/contracts-courses';
import type { Database } from '@tiles/api-platform/db/database';
import { rowsOf } from '@tiles/api-platform/db/rows';
import type { EventfulTransactions } from '@tiles/api-platform/ground/domain-events';
import { createEffortQueries, effortOf } from './effort-queries.js';
import { createDraftsReader } from '@tiles/api-drafts/drafts';
import { courseModules, courses, courseSessions, enrolments, sessionCompletions, sessionMaterials, tags } from './schema.js';
import { type Translations } from '@tiles/api-platform/db/columns';

/** Who is asking and in which language: decides what is visible and how it is named. */
export type Reader = {
  siteId: string;
  locale: string;
  defaultLocale: string;
  userId: string | null;
  /** Testers and admins see unpublished courses; learners never do. */
  seesUnpublished: boolean;
  /** Admin mode: courses show their pending drafts (a preview of what publishing would change). */
  previewsDrafts: boolean;
  now: Date;
};

const pick = (texts: Translations, reader: Reader) =>
  pickTranslation(texts, [reader.locale, reader.defaultLocale], Object.values(texts)[0] ?? '');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

type CourseRow = typeof courses.$inferSelect & { category: typeof tags.$inferSelect };

const isExpired = (course: typeof courses.$inferSelect, now: Date) =>
  course.expiresAt !== null && course.expiresAt.getTime() <= now.getTime();

/** A card's memory counts as mastered once it is expected to hold for this many days (FSRS stability). */
export const MASTERED_STABILITY_DAYS = 21;

export const createLmsRepository = (db: Database, events: EventfulTransactions) => {
  const pendingDrafts = createDraftsReader(db);
  const effort = createEffortQueries(db);
  /** The learner's practice in a course: its questions, those they answered, those they mastered. */
  const practiceOf = async (userId: string, courseId: number) => {
    const [row] = rowsOf<{ questions: number; answered: number; mastered: number }>(
      await db.execute(sql`select count(*)::int as questions, count(c.question_id)::int as answered,
          count(*) filter (where c.state = 'review' and c.stability >= ${MASTERED_STABILITY_DAYS})::int as mastered
        from session_questions q join course_sessions s on s.id = q.session_id
        left join review_cards c on c.question_id = q.id and c.user_id = ${userId}
        where s.course_id = ${courseId} and q.retired_at is null`),
    );
    const questions = Number(row?.questions ?? 0);
    return questions ? { questions, answered: Number(row!.answered), mastered: Number(row!.mastered) } : null;
  };

  /** How many questions a course's sessions ask (retired ones aside). */
  const questionCountOf = async (courseId: number) => {
    const [row] = rowsOf<{ questions: number }>(
      await db.execute(sql`select count(*)::int as questions from session_questions q join course_sessions s on s.id = q.session_id
        where s.course_id = ${courseId} and q.retired_at is null`),
    );
    return Number(row?.questions ?? 0);
  };

  const visibleCourse = (reader: Reader): SQL => {
    const conditions = [eq(courses.siteId, reader.siteId)];
    if (!reader.seesUnpublished) conditions.push(eq(courses.published, true));
    return and(...conditions)!;
  };

  const durationsOf = async (courseIds: number[]) => {
    if (courseIds.length === 0) return new Map<number, string[]>();
    const rows = await db
      .select({ courseId: courseSessions.courseId, duration: courseSessions.duration })
      .from(courseSessions)
      .where(inArray(courseSessions.courseId, courseIds))
      .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number));
    const byCourse = new Map<number, string[]>();
    for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.duration]);
    return byCourse;
  };

  const progressOf = async (userId: string | null, courseIds: number[]) => {
    const progress = new Map<number, CourseProgress>();
    if (!userId || courseIds.length === 0) return progress;
    const [enrolled, completed, totals, paces] = await Promise.all([
      db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds))),
      db
        .select({ courseId: courseSessions.courseId, done: count() })
        .from(sessionCompletions)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
        .where(and(eq(sessionCompletions.userId, userId), inArray(courseSessions.courseId, courseIds)))
        .groupBy(courseSessions.courseId),
      db
        .select({ courseId: courseSessions.courseId, total: count() })
        .from(courseSessions)
        .where(inArray(courseSessions.courseId, courseIds))
        .groupBy(courseSessions.courseId),
      effort.minutesLeft(userId, courseIds),
    ]);
    for (const enrolment of enrolled) {
      progress.set(enrolment.courseId, {
        status: enrolment.status,
        completedSessions: Number(completed.find((row) => row.courseId === enrolment.courseId)?.done ?? 0),
        totalSessions: Number(totals.find((row) => row.courseId === enrolment.courseId)?.total ?? 0),
        startedAt: enrolment.startedAt.toISOString(),
        completedAt: enrolment.completedAt?.toISOString() ?? null,
        lastSession:
          enrolment.lastModule !== null && enrolment.lastSession !== null
            ? { module: enrolment.lastModule, session: enrolment.lastSession }
            : null,
        minutesLeft: enrolment.status === 'completed' ? null : (paces.get(enrolment.courseId) ?? null),
      });
    }
    return progress;
  };

  /** Admin mode's preview: each course with a draft reads as the draft would publish it. */
  const withDrafts = async (rows: CourseRow[], reader: Reader): Promise<CourseRow[]> => {
    if (!reader.previewsDrafts || rows.length === 0) return rows;
    const drafts = await pendingDrafts.read<CourseEdit>({
      siteId: reader.siteId,
      entities: ['course'],
      ids: rows.map((row) => String(row.id)),
    });
    if (drafts.length === 0) return rows;
    const edits = new Map(drafts.map((draft) => [Number(draft.entityId), draft.value]));
    const categoryIds = [...new Set([...edits.values()].map((edit) => edit.categoryId))];
    const categories = new Map((await db.select().from(tags).where(inArray(tags.id, categoryIds))).map((tag) => [tag.id, tag]));
    return rows.map((row) => {
      const edit = edits.get(row.id);
      if (!edit) return row;
      return {
        ...row,
        titles: edit.titles,
        descriptions: edit.descriptions,
        categoryId: edit.categoryId,
        category: categories.get(edit.categoryId) ?? row.category,
        cover: edit.cover,
        published: edit.published,
        expiresAt: edit.expiresAt ? new Date(edit.expiresAt) : null,
      };
    });
  };

  /** Admin mode's preview of a course's modules and sessions: their drafts by `module` and `module/session`. */
  const structureDrafts = async (reader: Reader, courseId: number) => {
    const empty = { modules: new Map<number, ModuleEdit>(), sessions: new Map<string, SessionEdit>() };
    if (!reader.previewsDrafts) return empty;
    const rows = await pendingDrafts.read<ModuleEdit | SessionEdit>({
      siteId: reader.siteId,
      entities: ['module', 'session'],
      idPrefix: `${courseId}/`,
    });
    for (const row of rows) {
      const place = row.entityId.slice(String(courseId).length + 1);
      if (row.entity === 'module') empty.modules.set(Number(place), row.value as ModuleEdit);
      else empty.sessions.set(place, row.value as SessionEdit);
    }
    return empty;
  };

  const toCards = async (unpreviewed: CourseRow[], reader: Reader): Promise<CourseCard[]> => {
    const rows = await withDrafts(unpreviewed, reader);
    const ids = rows.map((row) => row.id);
    const [durations, progress, efforts] = await Promise.all([durationsOf(ids), progressOf(reader.userId, ids), effort.of(ids)]);
    return rows.map((row) => {
      const sessionDurations = durations.get(row.id) ?? [];
      const courseEffort = effortOf(efforts.get(row.id), sessionDurations);
      return {
        _id: row.id,
        slug: row.slug,
        title: pick(row.titles, reader),
        description: pick(row.descriptions, reader),
        category: { _id: row.category.id, slug: row.category.slug, name: pick(row.category.names, reader) },
        cover: row.cover,
        duration: formatDuration(sumDurations(sessionDurations).seconds),
        sessionDurations,
        expiresAt: row.expiresAt?.toISOString() ?? null,
        expired: isExpired(row, reader.now),
        published: row.published,
        progress: progress.get(row.id) ?? null,
        effort: courseEffort,
        lang: translationLocale(row.titles, [reader.locale, reader.defaultLocale]),
      };
    });
  };

  const selectCourses = () => db.select({ course: courses, category: tags }).from(courses).innerJoin(tags, eq(tags.id, courses.categoryId));

  const flatten = (rows: { course: typeof courses.$inferSelect; category: typeof tags.$inferSelect }[]): CourseRow[] =>
    rows.map(({ course, category }) => ({ ...course, category }));

  return {
    refreshEffort: effort.refresh,
    effortRefreshedAt: effort.refreshedAt,

    /** The catalogue: visible, not expired, optionally by category slug and text, one page at a time. */
    async catalogue(reader: Reader, query: { category?: string | undefined; q?: string | undefined; page: number; pageSize: number }) {
      const conditions: SQL[] = [visibleCourse(reader), or(isNull(courses.expiresAt), gt(courses.expiresAt, reader.now))!];
      if (query.category) conditions.push(eq(tags.slug, query.category));
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        const titleText = sql`coalesce(${courses.titles} ->> ${reader.locale}, ${courses.titles} ->> ${reader.defaultLocale}, '')`;
        const descriptionText = sql`coalesce(${courses.descriptions} ->> ${reader.locale}, ${courses.descriptions} ->> ${reader.defaultLocale}, '')`;
        conditions.push(or(sql`${titleText} ilike ${pattern}`, sql`${descriptionText} ilike ${pattern}`)!);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        selectCourses()
          .where(where)
          .orderBy(asc(courses.position), asc(courses.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ value: count() }).from(courses).innerJoin(tags, eq(tags.id, courses.categoryId)).where(where),
      ]);
      return { items: await toCards(flatten(rows), reader), total: Number(total?.value ?? 0) };
    },

    async findCourse(reader: Reader, courseId: number) {
      const [row] = await selectCourses()
        .where(and(visibleCourse(reader), eq(courses.id, courseId)))
        .limit(1);
      return row ? flatten([row])[0] : undefined;
    },

    toCards,
    /** The learner's practice in a course: its questions, those she answered, those she mastered (null: none asked). */
    practiceOf,

    /** The course with its modules and sessions, and its page of tile rows (one row per module). */
    async courseDetail(reader: Reader, course: CourseRow) {
      const [card] = await toCards([course], reader);
      const [publishedModules, publishedSessions, done, drafts] = await Promise.all([
        db.select().from(courseModules).where(eq(courseModules.courseId, course.id)).orderBy(asc(courseModules.number)),
        db
          .select()
          .from(courseSessions)
          .where(eq(courseSessions.courseId, course.id))
          .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number)),
        reader.userId
          ? db
              .select({ sessionId: sessionCompletions.sessionId })
              .from(sessionCompletions)
              .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
              .where(and(eq(sessionCompletions.userId, reader.userId), eq(courseSessions.courseId, course.id)))
          : Promise.resolve([]),
        structureDrafts(reader, course.id),
      ]);
      const modules = publishedModules.map((module) => ({ ...module, ...drafts.modules.get(module.number) }));
      const sessions = publishedSessions.map((session) => ({
        ...session,
        ...drafts.sessions.get(`${session.moduleNumber}/${session.number}`),
      }));
      const completedIds = new Set(done.map((row) => row.sessionId));
      const expired = card!.expired;
      const languages = [reader.locale, reader.defaultLocale];
      const detailModules = modules.map((module) => ({
        number: module.number,
        title: pick(module.titles, reader),
        lang: translationLocale(module.titles, languages),
        sessions: sessions
          .filter((session) => session.moduleNumber === module.number)
          .map((session) => ({
            number: session.number,
            title: pick(session.titles, reader),
            duration: session.duration,
            completed: completedIds.has(session.id),
            lang: translationLocale(session.titles, languages),
          })),
      }));
      const rows: TileRow[] = detailModules.map((module) => ({
        name: module.title,
        // Said in the reader's language ('55 min', '1 Std. 5 Min.'); the sessions keep the spec's `Xh Ym Zs`.
        description: spokenDuration(sumDurations(module.sessions.map((session) => session.duration)).seconds, reader.locale),
        isExpired: expired,
        lang: module.lang,
        tiles: module.sessions.map((session) => {
          const source = sessions.find((candidate) => candidate.moduleNumber === module.number && candidate.number === session.number)!;
          const objectives = pickTranslation(source.content, languages, []).find((block) => block.type === 'list');
          return {
            key: `${module.number}.${session.number}`,
            lang: session.lang,
            content: [
              { prefix: `${module.number}.${session.number}`, lines: [session.title] },
              // In the reader's words like the module's (not the stored `18m 30s`): one page, one way of writing time.
              {
                prefix: spokenDuration(parseDuration(session.duration) ?? 0, reader.locale),
                lines: objectives && objectives.type === 'list' ? objectives.items : [],
              },
            ],
          };
        }),
      }));
      const [practice, questions] = await Promise.all([
        card!.progress ? practiceOf(reader.userId!, course.id) : null,
        questionCountOf(course.id),
      ]);
      return { ...card!, modules: detailModules, rows, practice, questions };
    },

    structureDrafts,

    /** Admin mode's preview of materials: their drafts by id. */
    async materialDrafts(reader: Reader, materialIds: string[]) {
      if (!reader.previewsDrafts || materialIds.length === 0) return new Map<string, MaterialEdit>();
      return pendingDrafts.byId<MaterialEdit>({ siteId: reader.siteId, entity: 'material', ids: materialIds });
    },

    async findSession(courseId: number, moduleNumber: number, sessionNumber: number) {
      const [row] = await db
        .select({ session: courseSessions, module: courseModules })
        .from(courseSessions)
        .innerJoin(
          courseModules,
          and(eq(courseModules.courseId, courseSessions.courseId), eq(courseModules.number, courseSessions.moduleNumber)),
        )
        .where(
          and(
            eq(courseSessions.courseId, courseId),
            eq(courseSessions.moduleNumber, moduleNumber),
            eq(courseSessions.number, sessionNumber),
          ),
        )
        .limit(1);
      return row;
    },

    async sessionPositions(courseId: number) {
      return db
        .select({ id: courseSessions.id, module: courseSessions.moduleNumber, session: courseSessions.number })
        .from(courseSessions)
        .where(eq(courseSessions.courseId, courseId))
        .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number));
    },

    async materialsOf(sessionId: number) {
      return db.select().from(sessionMaterials).where(eq(sessionMaterials.sessionId, sessionId)).orderBy(asc(sessionMaterials.id));
    },

    async findMaterial(materialId: string) {
      const [row] = await db
        .select({ material: sessionMaterials, courseId: courseSessions.courseId })
        .from(sessionMaterials)
        .innerJoin(courseSessions, eq(courseSessions.id, sessionMaterials.sessionId))
        .where(eq(sessionMaterials.id, materialId))
        .limit(1);
      return row;
    },

    async findEnrolment(userId: string, courseId: number) {
      const [row] = await db
        .select()
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
        .limit(1);
      return row;
    },

    /** Idempotent: enrolling twice keeps the first enrolment. */
    async enrol(userId: string, courseId: number, now: Date) {
      await db.insert(enrolments).values({ userId, courseId, status: 'in-progress', startedAt: now }).onConflictDoNothing();
    },

    async rememberLastSession(userId: string, courseId: number, module: number, session: number) {
      await db
        .update(enrolments)
        .set({ lastModule: module, lastSession: session })
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
    },

    /** The category of each course (the statistics' subject of its study time), by course id. */
    async categoriesOfCourses(courseIds: number[]) {
      if (courseIds.length === 0) return new Map<number, string>();
      const rows = await db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses).where(inArray(courses.id, courseIds));
      return new Map(rows.map((row) => [row.id, row.categoryId]));
    },

    async isCompleted(userId: string, sessionId: number) {
      const [row] = await db
        .select({ sessionId: sessionCompletions.sessionId })
        .from(sessionCompletions)
        .where(and(eq(sessionCompletions.userId, userId), eq(sessionCompletions.sessionId, sessionId)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Idempotent; the enrolment becomes completed when every session of the course is. A first completion is
     * rewarded (session, module, course XP) in the same transaction; answers the notification to send.
     */
    async completeSession(userId: string, courseId: number, sessionId: number, now: Date) {
      return events.transaction(async (tx, record) => {
        const [stored] = await tx
          .insert(sessionCompletions)
          .values({ userId, sessionId, completedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!stored) return false;
        const [[total], [done], [session]] = await Promise.all([
          tx.select({ value: count() }).from(courseSessions).where(eq(courseSessions.courseId, courseId)),
          tx
            .select({ value: count() })
            .from(sessionCompletions)
            .innerJoin(courseSessions, eq(courseSessions.id, sessionCompletions.sessionId))
            .where(and(eq(sessionCompletions.userId, userId), eq(courseSessions.courseId, courseId))),
          tx
            .select({ moduleNumber: courseSessions.moduleNumber, number: courseSessions.number })
            .from(courseSessions)
            .where(eq(courseSessions.id, sessionId)),
        ]);
        if (Number(done?.value) >= Number(total?.value)) {
          await tx
            .update(enrolments)
            .set({ status: 'completed', completedAt: now })
            .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), eq(enrolments.status, 'in-progress')));
        }
        if (!session) return false;
        // Stored with the completion, delivered once it committed: the game settles its XP before this answers.
        await record('session-completed', {
          userId,
          session: { courseId, moduleNumber: session.moduleNumber, sessionNumber: session.number },
          at: now.toISOString(),
        });
        return true;
      });
    },

    /** How many courses the learner ever enrolled in (completed and expired ones too): none for a newcomer. */
    async enrolmentCount(userId: string) {
      const [row] = await db.select({ value: count() }).from(enrolments).where(eq(enrolments.userId, userId));
      return Number(row?.value ?? 0);
    },

    /**
     * A course to start next: open to the reader and not started yet, from the categories they study first (the
     * one they enrolled in most), then in the catalogue's order. Undefined when they started every course.
     */
    async recommendedCourse(
      reader: Reader & { userId: string },
    ): Promise<{ course: CourseCard; reason: 'category' | 'catalogue' } | undefined> {
      const studied = db
        .select({ categoryId: courses.categoryId, enrolled: count().as('enrolled') })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(eq(enrolments.userId, reader.userId))
        .groupBy(courses.categoryId)
        .as('studied');
      const [row] = await db
        .select({ course: courses, category: tags, studied: studied.enrolled })
        .from(courses)
        .innerJoin(tags, eq(tags.id, courses.categoryId))
        .leftJoin(studied, eq(studied.categoryId, courses.categoryId))
        .where(
          and(
            visibleCourse(reader),
            or(isNull(courses.expiresAt), gt(courses.expiresAt, reader.now)),
            sql`not exists (select 1 from ${enrolments} where ${enrolments.userId} = ${reader.userId} and ${enrolments.courseId} = ${courses.id})`,
          ),
        )
        .orderBy(sql`coalesce(${studied.enrolled}, 0) desc`, asc(courses.position), asc(courses.id))
        .limit(1);
      if (!row) return undefined;
      const [course] = await toCards(flatten([row]), reader);
      return course && { course, reason: Number(row.studied ?? 0) > 0 ? 'category' : 'catalogue' };
    },

    /** The caller's courses: in progress (not expired), or the archive (completed or expired). */
    async myCourses(reader: Reader & { userId: string }, list: 'in-progress' | 'archive') {
      const rows = await db
        .select({ course: courses, category: tags, enrolment: enrolments })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .innerJoin(tags, eq(tags.id, courses.categoryId))
        .where(and(eq(enrolments.userId, reader.userId), visibleCourse(reader)))
        .orderBy(asc(enrolments.startedAt));
      const chosen = rows.filter(({ course, enrolment }) => {
        const archived = enrolment.status === 'completed' || isExpired(course, reader.now);
        return list === 'archive' ? archived : !archived;
      });
      return toCards(flatten(chosen), reader);
    },
  };
};

export type LmsRepository = ReturnType<typeof createLmsRepository>;
export type { CourseRow };
