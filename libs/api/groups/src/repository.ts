import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { GROUP_AGGREGATE_DEFAULT_THRESHOLD, JOIN_CODE_ALPHABET, type CreateGroup, type GroupRole } from '@tiles/contracts-groups';
import type { Database } from '@tiles/api-platform/db/database';
import { sqlStateOf } from '@tiles/api-platform/db/errors';
import { users } from '@tiles/api-users/schema';
import { groupAssignments, groupJoinCodes, groupMembers, groups, groupSettings } from './schema.js';

export type GroupRow = typeof groups.$inferSelect;
export type AssignmentRow = typeof groupAssignments.$inferSelect;
export type Person = { userId: string; name: string };
export type Member = Person & { role: GroupRole; sharing: boolean; joinedAt: Date };

const newJoinCode = () => Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

/** A person as her group shows her: her name and surname (a deleted account is nobody's member: left out). */
const displayName = sql<string>`trim(both ' ' from coalesce(${users.fields}->>'name', '') || ' ' || coalesce(${users.fields}->>'surname', ''))`;

/** Groups, their people, join codes and assignments: the groups domain's own tables, and nothing else's. */
export const createGroupsRepository = (db: Database) => {
  /** A code no group has had, written in the same transaction as what needs it. */
  const insertCode = async (tx: Pick<Database, 'insert'>, groupId: string, now: Date, invitedEmail: string | null = null) => {
    for (let attempt = 0; ; attempt += 1) {
      const code = newJoinCode();
      try {
        await tx.insert(groupJoinCodes).values({ code, groupId, createdAt: now, invitedEmail });
        return code;
      } catch (error) {
        // 31^8 codes: a clash is rare, and a second one rarer still.
        if (sqlStateOf(error) !== '23505' || attempt >= 3) throw error;
      }
    }
  };

  /** These groups' assignments, oldest first. */
  const assignmentsOf = async (groupIds: readonly string[]): Promise<AssignmentRow[]> => {
    if (!groupIds.length) return [];
    return db
      .select()
      .from(groupAssignments)
      .where(inArray(groupAssignments.groupId, [...groupIds]))
      .orderBy(asc(groupAssignments.assignedAt), asc(groupAssignments.id));
  };

  return {
    async create(siteId: string, group: CreateGroup, teacherId: string, now: Date) {
      return db.transaction(async (tx) => {
        const id = randomUUID();
        const [row] = await tx
          .insert(groups)
          .values({ id, siteId, name: group.name, description: group.description, timeZone: group.timeZone, createdAt: now })
          .returning();
        await tx.insert(groupMembers).values({ groupId: id, userId: teacherId, role: 'teacher', joinedAt: now });
        await insertCode(tx, id, now);
        return row!;
      });
    },

    async find(siteId: string, groupId: string) {
      const [row] = await db
        .select()
        .from(groups)
        .where(and(eq(groups.siteId, siteId), eq(groups.id, groupId)));
      return row;
    },

    /** The caller's place in a group: her role and sharing choice (undefined: not in it). */
    async placeOf(groupId: string, userId: string) {
      const [row] = await db
        .select({ role: groupMembers.role, sharing: groupMembers.sharing })
        .from(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
      return row;
    },

    /** The site's groups this person is in, with her role and sharing choice. */
    async mine(siteId: string, userId: string) {
      return db
        .select({ group: groups, role: groupMembers.role, sharing: groupMembers.sharing })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(and(eq(groupMembers.userId, userId), eq(groups.siteId, siteId)))
        .orderBy(asc(groups.createdAt), asc(groups.id));
    },

    /** These groups' people in a role (teachers, members, overseers), by group, in name order. */
    async peopleOf(groupIds: readonly string[], role: GroupRole): Promise<Map<string, Member[]>> {
      const byGroup = new Map<string, Member[]>(groupIds.map((id) => [id, []]));
      if (!groupIds.length) return byGroup;
      const rows = await db
        .select({
          groupId: groupMembers.groupId,
          userId: groupMembers.userId,
          role: groupMembers.role,
          sharing: groupMembers.sharing,
          joinedAt: groupMembers.joinedAt,
          name: displayName,
        })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(inArray(groupMembers.groupId, [...groupIds]), eq(groupMembers.role, role), isNull(users.deletedAt)))
        .orderBy(asc(displayName), asc(groupMembers.userId));
      for (const { groupId, ...member } of rows) byGroup.get(groupId)?.push(member);
      return byGroup;
    },

    /** How many learners each of these groups has. */
    async learnerCounts(groupIds: readonly string[]) {
      if (!groupIds.length) return new Map<string, number>();
      const rows = await db
        .select({ groupId: groupMembers.groupId, learners: count() })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .where(and(inArray(groupMembers.groupId, [...groupIds]), eq(groupMembers.role, 'member'), isNull(users.deletedAt)))
        .groupBy(groupMembers.groupId);
      return new Map(rows.map((row) => [row.groupId, Number(row.learners)]));
    },

    /** The current join code of each of these groups. */
    async currentCodes(groupIds: readonly string[]) {
      if (!groupIds.length) return new Map<string, string>();
      const rows = await db
        .select({ groupId: groupJoinCodes.groupId, code: groupJoinCodes.code })
        .from(groupJoinCodes)
        .where(and(inArray(groupJoinCodes.groupId, [...groupIds]), isNull(groupJoinCodes.retiredAt), isNull(groupJoinCodes.invitedEmail)));
      return new Map(rows.map((row) => [row.groupId, row.code]));
    },

    /**
     * The group a code leads to on this site, whether the code was renewed (or, a personal one, used) since, and the
     * address a personal invitation was sent to (undefined: no such code).
     */
    async byCode(siteId: string, code: string) {
      const [row] = await db
        .select({ group: groups, retiredAt: groupJoinCodes.retiredAt, invitedEmail: groupJoinCodes.invitedEmail })
        .from(groupJoinCodes)
        .innerJoin(groups, eq(groups.id, groupJoinCodes.groupId))
        .where(and(eq(groupJoinCodes.code, code), eq(groups.siteId, siteId)));
      return row;
    },

    /** Adds a member (her sharing choice as given); one already in the group stays as she is. */
    async join(groupId: string, userId: string, share: boolean, now: Date) {
      const inserted = await db
        .insert(groupMembers)
        .values({ groupId, userId, role: 'member', sharing: share, sharingChangedAt: share ? now : null, joinedAt: now })
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      return inserted.length === 1;
    },

    /** A member's sharing choice; false when she is not a member. */
    async setSharing(groupId: string, userId: string, share: boolean, now: Date) {
      const changed = await db
        .update(groupMembers)
        .set({ sharing: share, sharingChangedAt: now })
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.role, 'member')))
        .returning({ userId: groupMembers.userId });
      return changed.length === 1;
    },

    /** A member leaves; false when she was not one. */
    async leave(groupId: string, userId: string) {
      const removed = await db
        .delete(groupMembers)
        .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId), eq(groupMembers.role, 'member')))
        .returning({ userId: groupMembers.userId });
      return removed.length === 1;
    },

    /** Retires the current code and gives the group a new one. */
    async renewCode(groupId: string, now: Date) {
      return db.transaction(async (tx) => {
        await tx
          .update(groupJoinCodes)
          .set({ retiredAt: now })
          .where(and(eq(groupJoinCodes.groupId, groupId), isNull(groupJoinCodes.retiredAt), isNull(groupJoinCodes.invitedEmail)));
        return insertCode(tx, groupId, now);
      });
    },

    /** A personal invitation's code for this address: the one not yet used, or a new one. */
    async invitationCode(groupId: string, email: string, now: Date) {
      const [live] = await db
        .select({ code: groupJoinCodes.code })
        .from(groupJoinCodes)
        .where(and(eq(groupJoinCodes.groupId, groupId), eq(groupJoinCodes.invitedEmail, email), isNull(groupJoinCodes.retiredAt)));
      return live?.code ?? insertCode(db, groupId, now, email);
    },

    /** A personal invitation is used once: its member joined. */
    async retireInvitation(code: string, now: Date) {
      await db.update(groupJoinCodes).set({ retiredAt: now }).where(eq(groupJoinCodes.code, code));
    },

    async setJoinEnabled(groupId: string, enabled: boolean) {
      await db.update(groups).set({ joinEnabled: enabled }).where(eq(groups.id, groupId));
    },

    /** Adds a person in a role other than member (a co-teacher, an overseer), or changes hers. */
    async addStaff(groupId: string, userId: string, role: 'teacher' | 'overseer', now: Date) {
      await db
        .insert(groupMembers)
        .values({ groupId, userId, role, joinedAt: now })
        .onConflictDoUpdate({ target: [groupMembers.groupId, groupMembers.userId], set: { role, sharing: false } });
    },

    assignmentsOf,

    async addAssignment(assignment: Omit<AssignmentRow, 'id' | 'remindedBeforeAt' | 'remindedOnDayAt'>) {
      const [row] = await db
        .insert(groupAssignments)
        .values({ id: randomUUID(), ...assignment })
        .returning();
      return row!;
    },

    /** How many members must share before a group's figures show on this site. */
    async aggregateThreshold(siteId: string) {
      const [row] = await db.select().from(groupSettings).where(eq(groupSettings.siteId, siteId));
      return row?.aggregateThreshold ?? GROUP_AGGREGATE_DEFAULT_THRESHOLD;
    },

    async setAggregateThreshold(siteId: string, threshold: number) {
      await db
        .insert(groupSettings)
        .values({ siteId, aggregateThreshold: threshold })
        .onConflictDoUpdate({ target: groupSettings.siteId, set: { aggregateThreshold: threshold } });
    },

    /**
     * Removes a deleted account from every group (its teachers' assignments stay, signed with her name), and the
     * personal invitations sent to its address.
     */
    async forget(userId: string, email: string | null) {
      await db.delete(groupMembers).where(eq(groupMembers.userId, userId));
      if (email) await db.delete(groupJoinCodes).where(eq(groupJoinCodes.invitedEmail, email.toLowerCase()));
    },

    /** A person's memberships, sharing choices and the assignments of her groups: her data export's part. */
    async exportOf(userId: string) {
      const places = await db
        .select({
          group: groups,
          role: groupMembers.role,
          sharing: groupMembers.sharing,
          sharingChangedAt: groupMembers.sharingChangedAt,
          joinedAt: groupMembers.joinedAt,
        })
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, userId));
      const assignments = await assignmentsOf(places.map((place) => place.group.id));
      return places.map((place) => ({
        group: place.group.name,
        role: place.role,
        sharing: place.sharing,
        sharingChangedAt: place.sharingChangedAt?.toISOString() ?? null,
        joinedAt: place.joinedAt.toISOString(),
        assignments: assignments
          .filter((assignment) => assignment.groupId === place.group.id)
          .map((assignment) => ({
            courseId: assignment.courseId,
            sessionIds: assignment.sessionIds,
            dueDate: assignment.dueDate,
            required: assignment.required,
          })),
      }));
    },
  };
};

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
