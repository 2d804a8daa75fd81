import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { localDayAndHour, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import { DAY_MS } from '@tiles/api-platform/ground/time';
import { courses, courseSessions } from '@tiles/api-lms/schema';
import { users } from '@tiles/api-users/schema';
import { createGroupsRepository } from './repository.js';
import { groups } from './schema.js';

const SITE = 'tiles';
const TEACHER = 'maria.montessori@tiles.test';
const OVERSEER = 'adriano.olivetti@tiles.test';
/** The class and whether each shares her study figures with it: six do (above the threshold of five), four do not. */
const CLASS: [login: string, shares: boolean][] = [
  ['ada.lovelace@tiles.test', true],
  ['leonardo@tiles.test', true],
  ['grazia.deledda@tiles.test', true],
  ['enrico.fermi@tiles.test', true],
  ['primo.levi@tiles.test', true],
  ['italo.calvino@tiles.test', true],
  ['alan.turing@tiles.test', false],
  ['ipazia@tiles.test', false],
  ['emmy.noether@tiles.test', false],
  ['natalia.ginzburg@tiles.test', false],
];

/**
 * Maria Montessori's class "Storia 3B": ten learners of the demo (their 60 days of history make its page alive), a
 * manager who oversees it, and three assignments — Roman history due in 5 days, the first Renaissance sessions due
 * 2 days ago (overdue for those who have not done them), and an optional one without a date. Written once.
 */
export const seedDemoGroups = async (db: Database, now = new Date()) => {
  const [existing] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.siteId, SITE), eq(groups.name, 'Storia 3B')));
  if (existing) return;
  const people = await db
    .select({ id: users.id, login: users.login, fields: users.fields })
    .from(users)
    .where(and(eq(users.siteId, SITE), inArray(users.login, [TEACHER, OVERSEER, ...CLASS.map(([login]) => login)])));
  const teacher = people.find((person) => person.login === TEACHER);
  if (!teacher) return;
  const repository = createGroupsRepository(db);
  const timeZone = 'Europe/Rome';
  // Joined two months ago, when the history begins.
  const since = new Date(now.getTime() - 61 * DAY_MS);
  const group = await repository.create(
    SITE,
    { name: 'Storia 3B', description: 'Dalla Roma antica al Rinascimento: il programma del terzo anno.', timeZone },
    teacher.id,
    since,
  );
  for (const [login, shares] of CLASS) {
    const person = people.find((entry) => entry.login === login);
    if (person) await repository.join(group.id, person.id, shares, since);
  }
  const overseer = people.find((person) => person.login === OVERSEER);
  if (overseer) await repository.addStaff(group.id, overseer.id, 'overseer', since);

  const courseRows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(and(eq(courses.siteId, SITE), inArray(courses.slug, ['roma-antica', 'rinascimento-italiano', 'metodo-scientifico'])));
  const courseId = (slug: string) => courseRows.find((row) => row.slug === slug)?.id;
  const dayIn = (days: number) => localDayAndHour(new Date(now.getTime() + days * DAY_MS), timeZone).day;
  const due = (day: string) => ({ dueDate: day, dueAt: startOfNextLocalDay(new Date(`${day}T12:00:00Z`), timeZone) });
  const assignedBy = { assignedBy: teacher.id, assignedByName: `${teacher.fields.name} ${teacher.fields.surname}`.trim() };
  const roma = courseId('roma-antica');
  const rinascimento = courseId('rinascimento-italiano');
  const metodo = courseId('metodo-scientifico');
  if (rinascimento) {
    const firstSessions = await db
      .select({ id: courseSessions.id })
      .from(courseSessions)
      .where(eq(courseSessions.courseId, rinascimento))
      .orderBy(asc(courseSessions.moduleNumber), asc(courseSessions.number))
      .limit(3);
    await repository.addAssignment({
      groupId: group.id,
      courseId: rinascimento,
      sessionIds: firstSessions.map((session) => session.id),
      ...due(dayIn(-2)),
      required: true,
      ...assignedBy,
      assignedAt: new Date(now.getTime() - 30 * DAY_MS),
    });
  }
  if (roma)
    await repository.addAssignment({
      groupId: group.id,
      courseId: roma,
      sessionIds: null,
      ...due(dayIn(5)),
      required: true,
      ...assignedBy,
      assignedAt: new Date(now.getTime() - 45 * DAY_MS),
    });
  if (metodo)
    await repository.addAssignment({
      groupId: group.id,
      courseId: metodo,
      sessionIds: null,
      dueDate: null,
      dueAt: null,
      required: false,
      ...assignedBy,
      assignedAt: new Date(now.getTime() - 10 * DAY_MS),
    });
};
