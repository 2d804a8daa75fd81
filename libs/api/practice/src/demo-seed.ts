import { eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { demoSite } from '@tiles/api-site/demo-site';
import { demoQuestions } from './demo-questions.js';
import { questionRevisions, sessionQuestions } from './schema.js';

/** The demo sessions' questions, published, also for a database seeded before questions existed. */
export const seedDemoQuestions = async (db: Database) => {
  await db.transaction(async (tx) => {
    const sessionRows = await tx
      .select({ id: courseSessions.id, slug: courses.slug, module: courseSessions.moduleNumber, number: courseSessions.number })
      .from(courseSessions)
      .innerJoin(courses, eq(courses.id, courseSessions.courseId))
      .where(eq(courses.siteId, demoSite.id));
    const questionRows = sessionRows.flatMap((session) =>
      (demoQuestions[`${session.slug}/${session.module}/${session.number}`] ?? []).map((definition, index) => ({
        id: `${session.slug}-m${session.module}s${session.number}-q${index + 1}`,
        sessionId: session.id,
        position: index + 1,
        revision: 1,
        definition,
      })),
    );
    if (!questionRows.length) return;
    const created = await tx.insert(sessionQuestions).values(questionRows).onConflictDoNothing().returning();
    if (created.length)
      await tx
        .insert(questionRevisions)
        .values(
          created.map((question) => ({
            questionId: question.id,
            revision: 1,
            definition: question.definition,
            publishedAt: new Date(0),
          })),
        )
        .onConflictDoNothing();
  });
};
