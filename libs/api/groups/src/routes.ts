import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { PERMISSIONS } from '@tiles/contracts';
import { groupOperations, type GroupProgress, type GroupSummary } from '@tiles/contracts-groups';
import { badRequest, HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { route } from '@tiles/api-platform/ground/operation-route';
import { localDayAndHour, startOfNextLocalDay } from '@tiles/api-platform/ground/local-time';
import { DAY_MS } from '@tiles/api-platform/ground/time';
import { permissionsOf } from '@tiles/api-roles/repository';
import type { AuthContext } from '@tiles/api-auth/auth-context';
import {
  assignmentView,
  groupProgress,
  PACE_WINDOW_DAYS,
  PROGRESS_WINDOW_DAYS,
  recordsByLearner,
  statusesOf,
  type Locales,
} from './progress.js';
import type { GroupRow } from './repository.js';
import { inviteRoutes } from './invitations.js';

type Place = { role: 'teacher' | 'member' | 'overseer'; sharing: boolean };

const notInGroup = (groupId: string) => notFound(`No group ${groupId} of yours`);
const localesOf = (request: FastifyRequest): Locales => ({ locale: request.localeCode, defaultLocale: request.site.defaultLocale });
const today = (now: Date, timeZone: string) => localDayAndHour(now, timeZone).day;
const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is written as text (OWASP's advice). */
const safeCell = (value: string | number | null) => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.groupsRepository;

  /** The caller's groups as she sees them, in her language: her role, its people, its assignments and where she stands. */
  const summaries = async (
    request: FastifyRequest,
    auth: AuthContext,
    places: { group: GroupRow; role: Place['role']; sharing: boolean }[],
  ) => {
    const ids = places.map((place) => place.group.id);
    const [teachers, overseers, learners, codes, assignments] = await Promise.all([
      repository.peopleOf(ids, 'teacher'),
      repository.peopleOf(ids, 'overseer'),
      repository.learnerCounts(ids),
      repository.currentCodes(ids),
      repository.assignmentsOf(ids),
    ]);
    const courseIds = [...new Set(assignments.map((assignment) => assignment.courseId))];
    const memberOf = places.some((place) => place.role === 'member');
    const [outlines, completions, days] = await Promise.all([
      app.cohortRecord.outlines(request.site._id, courseIds),
      memberOf ? app.cohortRecord.completions([auth.user.id], courseIds) : { enrolled: [], sessions: [] },
      // Her own time: whether she began a course she has not completed a session of.
      memberOf ? app.studyRecord.byCourseDay([auth.user.id], courseIds, '1970-01-01', '1970-01-01') : [],
    ]);
    const record = recordsByLearner(completions, days)(auth.user.id);
    const now = app.clock.now();
    const locales = localesOf(request);
    return places.map(({ group, role, sharing }): GroupSummary => {
      const own = assignments.filter((assignment) => assignment.groupId === group.id && outlines.has(assignment.courseId));
      return {
        id: group.id,
        name: group.name,
        description: group.description,
        timeZone: group.timeZone,
        role,
        teachers: (teachers.get(group.id) ?? []).map((teacher) => teacher.name),
        overseers: role === 'member' ? [] : (overseers.get(group.id) ?? []).map((overseer) => overseer.name),
        learners: learners.get(group.id) ?? 0,
        sharing: role === 'member' ? sharing : null,
        join: role === 'teacher' ? { code: codes.get(group.id) ?? '', enabled: group.joinEnabled } : null,
        assignments: own.map((assignment) => assignmentView(assignment, outlines.get(assignment.courseId)!, locales)),
        mine: role === 'member' ? statusesOf(record, own, outlines, now) : [],
      };
    });
  };

  const summaryOf = async (request: FastifyRequest, groupId: string) => {
    const auth = request.auth;
    const places = (await repository.mine(request.site._id, auth.user.id)).filter((place) => place.group.id === groupId);
    const [summary] = await summaries(request, auth, places);
    if (!summary) throw notInGroup(groupId);
    return summary;
  };

  /** The group, if the caller teaches it; 404 otherwise (as for a group that does not exist). */
  const taughtGroup = async (request: FastifyRequest, groupId: string) => {
    const group = await repository.find(request.site._id, groupId);
    const place = group ? await repository.placeOf(groupId, request.auth.user.id) : undefined;
    if (!group || place?.role !== 'teacher') throw notInGroup(groupId);
    return group;
  };

  /**
   * The group a join code leads to: 404 when there is none or its link is off, 410 when its teachers renewed it. A
   * personal invitation answers its address's account only (403), link on or off; once used, it is the link's
   * renewed code for anyone but the member it brought.
   */
  const groupOfCode = async (request: FastifyRequest, code: string) => {
    const found = await repository.byCode(request.site._id, code);
    const personal = found?.invitedEmail != null;
    if (!found || (!personal && !found.group.joinEnabled)) throw notFound(`No group takes the code ${code}`);
    if (personal && found.invitedEmail !== request.auth.user.email?.toLowerCase())
      throw new HttpError(403, `This invitation was sent to another address: sign in with that address's account`, {
        code: 'invitation-for-another-address',
      });
    if (found.retiredAt && !(personal && (await repository.placeOf(found.group.id, request.auth.user.id))))
      throw new HttpError(
        410,
        personal
          ? `The invitation ${code} was used already: ask the group's teachers for a new one`
          : `The code ${code} was renewed by the group's teachers: ask them for the new link`,
        { code: personal ? 'invitation-used' : 'join-code-renewed' },
      );
    return { group: found.group, personal };
  };

  route(app, groupOperations.listGroups, async (request) => {
    const places = await repository.mine(request.site._id, request.auth.user.id);
    return summaries(request, request.auth, places);
  });

  route(app, groupOperations.createGroup, async (request, reply) => {
    const { user, realUser, mode } = request.auth;
    const group = await repository.create(request.site._id, request.body, user.id, app.clock.now());
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'group.create',
      entity: 'group',
      entityId: group.id,
      before: null,
      after: { name: group.name, timeZone: group.timeZone },
    });
    reply.code(201);
    return summaryOf(request, group.id);
  });

  route(app, groupOperations.previewJoin, async (request) => {
    const { group } = await groupOfCode(request, request.params.code);
    const [teachers, place] = await Promise.all([
      repository.peopleOf([group.id], 'teacher'),
      repository.placeOf(group.id, request.auth.user.id),
    ]);
    return {
      name: group.name,
      description: group.description,
      teachers: (teachers.get(group.id) ?? []).map((teacher) => teacher.name),
      alreadyMember: place !== undefined,
    };
  });

  route(app, groupOperations.joinGroup, async (request) => {
    const { code, share } = request.body;
    const { group, personal } = await groupOfCode(request, code);
    const place = await repository.placeOf(group.id, request.auth.user.id);
    if (place && place.role !== 'member')
      throw new HttpError(409, `You are in ${group.name} as its ${place.role}, not as a learner`, { code: 'conflict' });
    const now = app.clock.now();
    const joined = await repository.join(group.id, request.auth.user.id, share, now);
    if (personal) await repository.retireInvitation(code, now);
    // Reminded of work falling due even if she never studied yet.
    if (joined) await app.gameRepository.ensureReminderSettings(request.auth.user.id);
    return { group: await summaryOf(request, group.id), alreadyMember: !joined };
  });

  route(app, groupOperations.setSharing, async (request) => {
    const { groupId } = request.params;
    const group = await repository.find(request.site._id, groupId);
    if (!group || !(await repository.setSharing(groupId, request.auth.user.id, request.body.share, app.clock.now())))
      throw notInGroup(groupId);
    return summaryOf(request, groupId);
  });

  route(app, groupOperations.leaveGroup, async (request) => {
    const { groupId } = request.params;
    const group = await repository.find(request.site._id, groupId);
    if (!group || !(await repository.leave(groupId, request.auth.user.id))) throw notInGroup(groupId);
  });

  route(app, groupOperations.renewJoinCode, async (request) => {
    const group = await taughtGroup(request, request.params.groupId);
    await repository.renewCode(group.id, app.clock.now());
    return summaryOf(request, group.id);
  });

  route(app, groupOperations.setJoinLink, async (request) => {
    const group = await taughtGroup(request, request.params.groupId);
    await repository.setJoinEnabled(group.id, request.body.enabled);
    return summaryOf(request, group.id);
  });

  route(app, groupOperations.addStaff, async (request) => {
    const group = await taughtGroup(request, request.params.groupId);
    const { email, role } = request.body;
    const person = await app.auth.users.findByEmail(request.site._id, email);
    if (!person || person.deletedAt || person.isTest) throw badRequest(`body.email: no account of this site has the address ${email}`);
    const needed = role === 'teacher' ? PERMISSIONS.teachGroups : PERMISSIONS.overseeGroups;
    if (!(await permissionsOf(app.roleRepository, person.roles)).includes(needed))
      throw badRequest(`body.email: ${email} may not ${role === 'teacher' ? 'teach' : 'oversee'} groups (an administrator gives the role)`);
    const place = await repository.placeOf(group.id, person.id);
    if (place && place.role !== role)
      throw badRequest(`body.email: ${email} is ${place.role === 'member' ? 'a learner' : `a ${place.role}`} of this group already`);
    await repository.addStaff(group.id, person.id, role, app.clock.now());
    const { realUser, mode } = request.auth;
    await app.audit.record({
      siteId: request.site._id,
      user: realUser,
      mode,
      action: 'group.staff',
      entity: 'group',
      entityId: group.id,
      before: place ? { role: place.role } : null,
      after: { userId: person.id, role },
    });
    return summaryOf(request, group.id);
  });

  inviteRoutes(app, taughtGroup);

  route(app, groupOperations.createAssignment, async (request, reply) => {
    const group = await taughtGroup(request, request.params.groupId);
    const { courseId, sessions, dueDate, required } = request.body;
    const outline = (await app.cohortRecord.outlines(request.site._id, [courseId])).get(courseId);
    if (!outline || !outline.published) throw badRequest(`body.courseId: there is no published course ${courseId} on this site`);
    const placed = (sessions ?? []).map((place) => ({
      place,
      id: outline.sessions.find((session) => session.moduleNumber === place.module && session.number === place.session)?.id,
    }));
    const unknown = placed.filter((entry) => entry.id === undefined).map(({ place }) => `${place.module}.${place.session}`);
    if (unknown.length)
      throw badRequest(
        `body.sessions: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a session' : 'are not sessions'} of course ${courseId}`,
      );
    const now = app.clock.now();
    if (dueDate && dueDate < today(now, group.timeZone))
      throw badRequest(`body.dueDate: ${dueDate} is already over in the group's time zone (${group.timeZone})`);
    const { user } = request.auth;
    const assignment = await repository.addAssignment({
      groupId: group.id,
      courseId,
      sessionIds: sessions ? [...new Set(placed.map((entry) => entry.id!))] : null,
      dueDate: dueDate ?? null,
      dueAt: dueDate ? startOfNextLocalDay(new Date(`${dueDate}T12:00:00Z`), group.timeZone) : null,
      required,
      assignedBy: user.id,
      assignedByName: `${user.fields.name} ${user.fields.surname}`.trim(),
      assignedAt: now,
    });
    reply.code(201);
    return assignmentView(assignment, outline, localesOf(request));
  });

  /** The progress of a group its caller teaches or oversees (404 for anyone else), its reads of individuals audited. */
  const progressOf = async (request: FastifyRequest, groupId: string): Promise<GroupProgress> => {
    const { user, realUser, mode } = request.auth;
    const group = await repository.find(request.site._id, groupId);
    const place = group ? await repository.placeOf(groupId, user.id) : undefined;
    const oversees =
      place?.role === 'overseer' && (await permissionsOf(app.roleRepository, realUser.roles)).includes(PERMISSIONS.overseeGroups);
    if (!group || !(place?.role === 'teacher' || oversees)) throw notInGroup(groupId);
    const now = app.clock.now();
    const day = today(now, group.timeZone);
    const [members, assignments, threshold] = await Promise.all([
      repository.peopleOf([group.id], 'member').then((byGroup) => byGroup.get(group.id) ?? []),
      repository.assignmentsOf([group.id]),
      repository.aggregateThreshold(request.site._id),
    ]);
    const courseIds = [...new Set(assignments.map((assignment) => assignment.courseId))];
    const memberIds = members.map((member) => member.userId);
    // Only the time of those who share is read at all: the others' statuses come from their completions alone.
    const sharing = members.filter((member) => member.sharing).map((member) => member.userId);
    const viewer = place?.role === 'teacher' ? 'teacher' : 'overseer';
    // Whose detail this answer shows (a teacher's view of those who share) is known before it is computed: the read is
    // written to the audit log beside the reads, and the answer leaves only once it is.
    const detailOf = viewer === 'teacher' ? sharing : [];
    const [outlines, completions, study, retention, firstTries] = await Promise.all([
      app.cohortRecord.outlines(request.site._id, courseIds),
      app.cohortRecord.completions(memberIds, courseIds),
      app.studyRecord.ofCourses(sharing, courseIds, dayBefore(day, PROGRESS_WINDOW_DAYS - 1), dayBefore(day, PACE_WINDOW_DAYS - 1)),
      app.practiceFigures.retention(sharing, new Date(now.getTime() - 30 * DAY_MS)),
      sharing.length >= threshold ? app.practiceFigures.firstTries(sharing, courseIds) : [],
      detailOf.length
        ? app.audit.record({
            siteId: request.site._id,
            user: realUser,
            mode,
            action: 'group.progress.read',
            entity: 'group',
            entityId: group.id,
            before: null,
            // Ids only: the log is append-only, and a name in it would outlive the account's deletion.
            after: { detailOf },
          })
        : undefined,
    ]);
    return groupProgress({
      group: { id: group.id, name: group.name, timeZone: group.timeZone },
      viewer,
      now,
      today: day,
      locales: localesOf(request),
      assignments,
      outlines,
      members,
      completions,
      studyBySession: study.bySession,
      studyByDay: study.byCourseDay,
      retention,
      firstTries,
      threshold,
    });
  };

  route(app, groupOperations.getGroupProgress, async (request) => progressOf(request, request.params.groupId));

  route(app, groupOperations.getGroupProgressCsv, async (request, reply) => {
    const progress = await progressOf(request, request.params.groupId);
    // One row per member, the columns of each assignment side by side: what a spreadsheet of a class looks like.
    const header = [
      'member',
      'sharing',
      ...progress.assignments.flatMap((assignment) => {
        const name = `${assignment.course.title}${assignment.dueDate ? ` (${assignment.dueDate})` : ''}`;
        return [`${name}: status`, `${name}: completed at`, `${name}: active minutes`, `${name}: effort minutes`, `${name}: minutes left`];
      }),
      'days studied (60 days)',
      'review retention',
      'at risk',
    ];
    const rows = progress.members.map((member) => [
      member.name,
      member.sharing === null ? '' : member.sharing ? 'yes' : 'no',
      ...progress.assignments.flatMap((_assignment, index) => {
        const status = member.statuses[index];
        const detail = member.detail?.assignments[index];
        return [
          status?.state ?? '',
          status?.completedAt ?? '',
          detail?.activeMinutes ?? null,
          detail?.effortMinutes ?? null,
          detail?.minutesLeft ?? null,
        ];
      }),
      member.detail?.daysStudied ?? null,
      member.detail?.retention === undefined || member.detail.retention === null ? null : Math.round(member.detail.retention * 100) / 100,
      member.detail ? (member.detail.atRisk ? 'yes' : 'no') : '',
    ]);
    const slug =
      progress.group.name
        .normalize('NFKD')
        .replace(/[^A-Za-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'group';
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${slug}-${today(app.clock.now(), progress.group.timeZone)}.csv"`)
      .send(
        stringify(
          [header, ...rows].map((row) => row.map(safeCell)),
          { record_delimiter: '\r\n' },
        ),
      );
  });
};
