import { parseDuration, pickTranslation } from '@tiles/contracts';
import { EFFORT_MIN_LEARNERS } from '@tiles/contracts-courses';
import {
  AT_RISK_IDLE_DAYS,
  WEAK_SPOT_COUNT,
  type Assignment,
  type AssignmentStatus,
  type GroupProgress,
  type MemberProgress,
  type MemberStatus,
} from '@tiles/contracts-groups';
import type { Translations } from '@tiles/api-platform/db/columns';
import type { CourseOutline } from '@tiles/api-lms/cohort-record';
import { sessionKey, type CourseDays, type SessionStudy } from '@tiles/api-events/study-record';
import type { FirstTries } from '@tiles/api-practice/group-figures';
import type { AssignmentRow, Member } from './repository.js';

/** The days of study a group's page looks back over. */
export const PROGRESS_WINDOW_DAYS = 60;
/** The recent days a learner's minutes a day are read from, to tell whether what is left fits before a due date. */
export const PACE_WINDOW_DAYS = 14;
/** A pace read from less study than this says nothing yet; outside these bounds it is not a pace to plan by. */
const PACE_MIN_STUDY_MS = 15 * 60_000;
const PACE_BOUNDS = { min: 0.25, max: 4 };
const DAY_MS = 86_400_000;

type Session = CourseOutline['sessions'][number];
const seconds = new Map<string, number>();
/** A declared duration in seconds (durations repeat: each is parsed once). */
const secondsOf = (duration: string) => {
  let value = seconds.get(duration);
  if (value === undefined) seconds.set(duration, (value = parseDuration(duration) ?? 0));
  return value;
};
const minutes = (ms: number) => Math.round(ms / 60_000);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
const median = (values: number[]) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export type Locales = { locale: string; defaultLocale: string };
const pick = (texts: Translations, { locale, defaultLocale }: Locales) =>
  pickTranslation(texts, [locale, defaultLocale], Object.values(texts)[0] ?? '');

const chosenSessions = new WeakMap<object, Session[]>();
/** The sessions an assignment asks for: the chosen ones of its course, or all of them (worked out once per row). */
export const sessionsOf = (assignment: Pick<AssignmentRow, 'sessionIds'>, outline: CourseOutline): Session[] => {
  if (!assignment.sessionIds) return outline.sessions;
  let chosen = chosenSessions.get(assignment);
  if (!chosen) {
    const ids = new Set(assignment.sessionIds);
    chosen = outline.sessions.filter((session) => ids.has(session.id));
    chosenSessions.set(assignment, chosen);
  }
  return chosen;
};

/**
 * What an assignment usually takes: the course's measured median (once enough finished it) or its content's
 * durations, in the share of the course's planned time its chosen sessions are.
 */
export const effortMinutesOf = (assignment: Pick<AssignmentRow, 'sessionIds'>, outline: CourseOutline) => {
  const planned = (sessions: Session[]) => sessions.reduce((sum, session) => sum + secondsOf(session.duration), 0);
  const wholeSeconds = planned(outline.sessions);
  const chosenSeconds = planned(sessionsOf(assignment, outline));
  const courseMinutes =
    outline.measured && outline.measured.learners >= EFFORT_MIN_LEARNERS ? outline.measured.medianMs / 60_000 : wholeSeconds / 60;
  return Math.round(wholeSeconds > 0 ? (courseMinutes * chosenSeconds) / wholeSeconds : courseMinutes);
};

export const assignmentView = (row: AssignmentRow, outline: CourseOutline, locales: Locales): Assignment => ({
  id: row.id,
  course: { _id: outline.id, slug: outline.slug, title: pick(outline.titles, locales) },
  sessions: row.sessionIds ? sessionsOf(row, outline).map((session) => ({ module: session.moduleNumber, session: session.number })) : null,
  sessionCount: sessionsOf(row, outline).length,
  dueDate: row.dueDate,
  dueAt: row.dueAt?.toISOString() ?? null,
  required: row.required,
  assignedBy: row.assignedByName,
  assignedAt: row.assignedAt.toISOString(),
});

export type Completions = {
  enrolled: { userId: string; courseId: number; status: 'in-progress' | 'completed'; completedAt: number | null }[];
  /** Per learner and course: when she completed each of its sessions, epoch ms by session id (the fold as kept). */
  sessions: { userId: string; courseId: number; done: Readonly<Record<string, number>> }[];
};

/** One learner's part of the catalogue's record: her completed sessions (with when) and enrolments, by id. */
export type LearnerRecord = {
  /** Epoch ms of each session of a course she completed, by session id. */
  doneIn: (courseId: number) => Readonly<Record<string, number>>;
  enrolled: ReadonlyMap<number, Completions['enrolled'][number]>;
  /** Courses she has credited study time in. */
  studied: ReadonlySet<number>;
};

const nothingDone: Readonly<Record<string, number>> = {};
type Indexed = {
  done: Map<number, Readonly<Record<string, number>>>;
  enrolled: Map<number, Completions['enrolled'][number]>;
  studied: Set<number>;
  record?: LearnerRecord;
};

/** The record of each learner, indexed once (a group of a thousand must not scan everyone's rows for each). */
export const recordsByLearner = (completions: Completions, studyByDay: readonly CourseDays[]) => {
  const records = new Map<string, Indexed>();
  const of = (userId: string) => {
    let record = records.get(userId);
    if (!record) records.set(userId, (record = { done: new Map(), enrolled: new Map(), studied: new Set() }));
    return record;
  };
  for (const row of completions.sessions) of(row.userId).done.set(row.courseId, row.done);
  for (const row of completions.enrolled) of(row.userId).enrolled.set(row.courseId, row);
  for (const row of studyByDay) if (row.days.length) of(row.userId).studied.add(row.courseId);
  const nobody: LearnerRecord = { doneIn: () => nothingDone, enrolled: new Map(), studied: new Set() };
  return (userId: string): LearnerRecord => {
    const indexed = records.get(userId);
    if (!indexed) return nobody;
    const { done, enrolled, studied } = indexed;
    return (indexed.record ??= { doneIn: (courseId) => done.get(courseId) ?? nothingDone, enrolled, studied });
  };
};

/** Where one learner stands in one assignment: what every teacher sees, shared or not. */
const statusIn = (record: LearnerRecord, assignment: AssignmentRow, outline: CourseOutline, now: Date): MemberStatus => {
  const sessions = sessionsOf(assignment, outline);
  const done = record.doneIn(assignment.courseId);
  let doneCount = 0;
  let lastDoneAt = -Infinity;
  for (const session of sessions) {
    const at = done[session.id];
    if (at === undefined) continue;
    doneCount += 1;
    if (at > lastDoneAt) lastDoneAt = at;
  }
  const enrolment = record.enrolled.get(assignment.courseId);
  const allDone = sessions.length > 0 && doneCount === sessions.length;
  const courseDone = !assignment.sessionIds && enrolment?.status === 'completed';
  const completedAt = courseDone && enrolment?.completedAt != null ? enrolment.completedAt : allDone ? lastDoneAt : null;
  const state: MemberStatus['state'] =
    courseDone || allDone
      ? 'completed'
      : assignment.dueAt && assignment.dueAt.getTime() <= now.getTime()
        ? 'overdue'
        : enrolment || doneCount || record.studied.has(assignment.courseId)
          ? 'in-progress'
          : 'not-started';
  return { state, completedAt: completedAt === null ? null : new Date(completedAt).toISOString(), completedSessions: doneCount };
};

/** Where one learner stands in each assignment (those whose course is known), each named by its assignment. */
export const statusesOf = (
  record: LearnerRecord,
  assignments: readonly AssignmentRow[],
  outlines: ReadonlyMap<number, CourseOutline>,
  now: Date,
): AssignmentStatus[] =>
  assignments.flatMap((assignment) => {
    const outline = outlines.get(assignment.courseId);
    return outline ? [{ assignmentId: assignment.id, ...statusIn(record, assignment, outline, now) }] : [];
  });

export type ProgressInput = {
  group: { id: string; name: string; timeZone: string };
  viewer: 'teacher' | 'overseer';
  now: Date;
  /** Today in the group's calendar. */
  today: string;
  locales: Locales;
  assignments: readonly AssignmentRow[];
  outlines: ReadonlyMap<number, CourseOutline>;
  members: readonly Member[];
  completions: Completions;
  /** Only the sharing members' rows: nobody else's time is read. */
  studyBySession: readonly SessionStudy[];
  /** From the window's first day on, with the time since the pace window's first day. */
  studyByDay: readonly CourseDays[];
  retention: ReadonlyMap<string, { due: number; recalled: number }>;
  firstTries: readonly FirstTries[];
  threshold: number;
};

/**
 * A group's progress as its viewer may see it. Every member's status in each assignment (an overseer: the required
 * ones only); the study figures of members who share, for teachers only; the group's figures only when at least
 * `threshold` members share, computed over those members alone.
 */
export const groupProgress = (input: ProgressInput): GroupProgress => {
  const { viewer, assignments, outlines, members, now, today, locales, threshold } = input;
  /** The assignments whose course is known (an answer names nothing it cannot show), with their outline. */
  const given = assignments.flatMap((assignment) => {
    const outline = outlines.get(assignment.courseId);
    return outline ? [{ assignment, outline }] : [];
  });
  /** Which of them the viewer sees, by position in `given`: an overseer, the required ones only. */
  const shownAt = given.flatMap(({ assignment }, index) => (viewer === 'teacher' || assignment.required ? [index] : []));
  const contributors = members.filter((member) => member.sharing);

  const recordOf = recordsByLearner(input.completions, input.studyByDay);
  const groupBy = <T extends { userId: string }>(rows: readonly T[]) => {
    const byUser = new Map<string, T[]>();
    for (const row of rows) {
      const list = byUser.get(row.userId);
      if (list) list.push(row);
      else byUser.set(row.userId, [row]);
    }
    return (userId: string) => byUser.get(userId) ?? [];
  };
  const studyOf = new Map<string, Map<number, Readonly<Record<string, number>>>>();
  for (const row of input.studyBySession) {
    const byCourse = studyOf.get(row.userId);
    if (byCourse) byCourse.set(row.courseId, row.ms);
    else studyOf.set(row.userId, new Map([[row.courseId, row.ms]]));
  }
  const daysOf = groupBy(input.studyByDay);
  const nothingStudied: Readonly<Record<string, number>> = {};
  /** Her active time in each session of one course, by `module/session`. */
  const msBySession = (userId: string, courseId: number) => studyOf.get(userId)?.get(courseId) ?? nothingStudied;
  /**
   * Each assignment's sessions with what every member's figures need of them, worked out once for the group (not
   * once per member): the key her time is filed under and the planned time.
   */
  type PlannedSession = { id: number; courseId: number; key: string; plannedMs: number };
  const plans = given.map(({ assignment, outline }) => {
    const sessions = sessionsOf(assignment, outline).map((session): PlannedSession => ({
      id: session.id,
      courseId: outline.id,
      key: sessionKey(session.moduleNumber, session.number),
      plannedMs: secondsOf(session.duration) * 1000,
    }));
    return { assignment, outline, sessions, effortMinutes: effortMinutesOf(assignment, outline) };
  });
  /** The sessions the assignments ask for, each once (two assignments may share sessions). */
  const assignedSessions = new Map(plans.flatMap(({ sessions }) => sessions.map((session) => [session.id, session] as const)));
  /** Her active minutes in the sessions the assignments ask for. */
  const assignedMinutes = (userId: string) => {
    let ms = 0;
    for (const { courseId, key } of assignedSessions.values()) ms += msBySession(userId, courseId)[key] ?? 0;
    return minutes(ms);
  };

  /** Her detail, from her statuses in every assignment of `given` (by position). */
  const detailOf = (member: Member, statuses: readonly MemberStatus[]): NonNullable<MemberProgress['detail']> => {
    const record = recordOf(member.userId);
    const days = daysOf(member.userId);
    const recentMs = days.reduce((sum, row) => sum + row.recentMs, 0);
    const minutesPerDay = recentMs / 60_000 / PACE_WINDOW_DAYS;
    const details = plans.map(({ assignment, outline, sessions, effortMinutes }, index) => {
      const status = statuses[index]!;
      const studied = msBySession(member.userId, outline.id);
      const done = record.doneIn(outline.id);
      let spentMs = 0;
      let spentOnDone = 0;
      let plannedDone = 0;
      let restMs = 0;
      for (const session of sessions) {
        const ms = studied[session.key] ?? 0;
        spentMs += ms;
        if (done[session.id] !== undefined) {
          spentOnDone += ms;
          plannedDone += session.plannedMs;
        } else restMs += session.plannedMs;
      }
      const pace = plannedDone > 0 ? spentOnDone / plannedDone : 0;
      const knownPace = spentOnDone >= PACE_MIN_STUDY_MS && pace >= PACE_BOUNDS.min && pace <= PACE_BOUNDS.max;
      const minutesLeft = status.state === 'completed' || !knownPace ? null : minutes(restMs * pace);
      const daysLeft = assignment.dueDate ? daysBetween(today, assignment.dueDate) + 1 : null;
      const fitsBeforeDue =
        minutesLeft === null || daysLeft === null || (status.state !== 'in-progress' && status.state !== 'not-started')
          ? null
          : minutesLeft <= minutesPerDay * Math.max(0, daysLeft);
      return {
        activeMinutes: minutes(spentMs),
        effortMinutes,
        minutesLeft,
        fitsBeforeDue,
        daysStudied: days.find((row) => row.courseId === outline.id)?.days.length ?? 0,
      };
    });
    // Her days in any of the courses, each once (ISO days compare as text).
    const studyDays = new Set<string>();
    let lastStudiedDay: string | null = null;
    for (const row of days)
      for (const studyDay of row.days) {
        studyDays.add(studyDay);
        if (lastStudiedDay === null || studyDay > lastStudiedDay) lastStudiedDay = studyDay;
      }
    const workDue = given.some(({ assignment }, index) => assignment.dueAt && statuses[index]!.state !== 'completed');
    const idle = workDue && (!lastStudiedDay || daysBetween(lastStudiedDay, today) >= AT_RISK_IDLE_DAYS);
    const behind = details.some((detail) => detail.fitsBeforeDue === false);
    const retention = input.retention.get(member.userId);
    return {
      assignments: details,
      daysStudied: studyDays.size,
      lastStudiedDay,
      retention: retention && retention.due > 0 ? retention.recalled / retention.due : null,
      atRisk: Boolean(idle || behind),
      atRiskReason: idle ? 'idle' : behind ? 'behind-pace' : null,
    };
  };

  const rows = members.map((member) => {
    const record = recordOf(member.userId);
    const all = given.map(({ assignment, outline }) => statusIn(record, assignment, outline, now));
    const statuses = shownAt.length === given.length ? all : shownAt.map((index) => all[index]!);
    return {
      member,
      all,
      progress: {
        id: member.userId,
        name: member.name,
        sharing: viewer === 'teacher' ? member.sharing : null,
        statuses,
        detail: viewer === 'teacher' && member.sharing ? detailOf(member, all) : null,
      } satisfies MemberProgress,
    };
  });

  let aggregates: GroupProgress['aggregates'] = null;
  if (contributors.length >= threshold) {
    const shared = rows.filter((row) => row.member.sharing);
    const totalMinutes = shared.map(({ member }) => assignedMinutes(member.userId));
    const handedOut = shared.reduce((sum, row) => sum + row.all.length, 0);
    const completed = shared.reduce((sum, row) => sum + row.all.filter((status) => status.state === 'completed').length, 0);
    const sessionsById = new Map(
      [...outlines.values()].flatMap((outline) => outline.sessions.map((session) => [session.id, { outline, session }] as const)),
    );
    const weakSpots = input.firstTries
      // A question too few answered would tell of one person: the same threshold as the group's.
      .filter((question) => question.answeredBy >= threshold && sessionsById.has(question.sessionId))
      .map((question) => ({ question, success: question.right / question.answeredBy }))
      .sort(
        (a, b) =>
          a.success - b.success ||
          b.question.answeredBy - a.question.answeredBy ||
          a.question.questionId.localeCompare(b.question.questionId),
      )
      .slice(0, WEAK_SPOT_COUNT)
      .map(({ question, success }) => {
        const { outline, session } = sessionsById.get(question.sessionId)!;
        return {
          questionId: question.questionId,
          courseTitle: pick(outline.titles, locales),
          sessionTitle: pick(session.titles, locales),
          prompt: pick(question.prompts, locales),
          firstTrySuccess: success,
          answeredBy: question.answeredBy,
        };
      });
    aggregates = { medianMinutes: Math.round(median(totalMinutes)), completionRate: handedOut ? completed / handedOut : 0, weakSpots };
  }

  return {
    group: input.group,
    viewer,
    assignments: shownAt.map((index) => assignmentView(given[index]!.assignment, given[index]!.outline, locales)),
    members: rows.map((row) => row.progress),
    contributors: contributors.length,
    threshold,
    aggregates,
  };
};
