import { and, eq } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { arabicUpdate } from '@tiles/api-platform/db/seeding';
import { demoSite } from '@tiles/api-site/demo-site';
import { demoCategories } from './demo-categories.js';
import { demoCourses } from './demo-courses.js';
import { courseModules, courses, courseSessions, sessionMaterials, tags } from './schema.js';

/** The categories (gaining their Arabic while still as seeded) and the demo courses, each written once. */
export const seedDemoCourses = async (db: Database) => {
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(demoCategories.map((category, position) => ({ ...category, siteId: demoSite.id, type: 'category', position })))
      .onConflictDoNothing();
    const names = arabicUpdate(
      demoCategories,
      (category) => category.id,
      (category) => category.names,
    );
    await tx
      .update(tags)
      .set({ names: names.withArabic(tags.names) })
      .from(names.from)
      .where(and(names.keyIs(tags.id), names.unchanged(tags.names)));

    for (const course of demoCourses) {
      const [existing] = await tx
        .select({ id: courses.id })
        .from(courses)
        .where(and(eq(courses.siteId, demoSite.id), eq(courses.slug, course.slug)))
        .limit(1);
      if (existing) continue;
      const { modules, ...fields } = course;
      const [created] = await tx
        .insert(courses)
        .values({ ...fields, siteId: demoSite.id })
        .returning({ id: courses.id });
      for (const module of modules) {
        await tx.insert(courseModules).values({ courseId: created!.id, number: module.number, titles: module.titles });
        for (const session of module.sessions) {
          const { material, video, ...sessionFields } = session;
          const [savedSession] = await tx
            .insert(courseSessions)
            .values({ ...sessionFields, video, courseId: created!.id, moduleNumber: module.number })
            .returning({ id: courseSessions.id });
          if (material) {
            await tx.insert(sessionMaterials).values({
              id: `${course.slug}-m${module.number}s${session.number}-sheet`,
              sessionId: savedSession!.id,
              titles: material.titles,
              fileName: material.fileName,
              mimeType: 'text/plain',
              bodies: material.bodies,
            });
          }
        }
      }
    }
  });
};
