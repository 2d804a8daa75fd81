import type { FastifyInstance } from 'fastify';
import { HIT_INTERVAL_CAP_MS, IDLE_THRESHOLD_MS, paths, type Site } from '@tiles/contracts';
import type { EffortClaims } from '@tiles/contracts-records';
import type { UserRow } from '@tiles/api-users/repository';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { OTHER_SUBJECT } from '@tiles/api-platform/ground/study-subject';
import { signCredential } from './open-badges.js';
import { issuerFactsOf, type RecordReader } from './credentials.js';
import {
  courseCredentialId,
  courseCredentialOf,
  EFFORT_RESULTS,
  statusListOf,
  totalsCredentialOf,
  transcriptId,
  transcriptOf,
  type CourseAchievementFacts,
  type EffortResult,
  type StudyTotal,
} from './effort-credentials.js';

const RESULT_TEXTS = {
  minutes: 'records.result.minutes',
  sessions: 'records.result.sessions',
  firstDay: 'records.result.firstDay',
  lastDay: 'records.result.lastDay',
  questionsMastered: 'records.result.mastered',
} as const satisfies Record<EffortResult, string>;

const minutesOf = (ms: number) => Math.floor(Math.max(0, ms) / 60_000);

/** What a course's achievement says, in the reader's locale. */
export const courseAchievementFacts = async (
  app: FastifyInstance,
  reader: RecordReader,
  course: { courseId: number; title: string },
): Promise<CourseAchievementFacts> => {
  const t = await app.recordsRepository.texts(reader, [
    'records.course.description',
    'records.course.criteria',
    ...Object.values(RESULT_TEXTS),
  ]);
  return {
    courseId: course.courseId,
    title: course.title,
    description: t('records.course.description', { course: course.title, site: reader.siteName }),
    criteria: t('records.course.criteria'),
    resultNames: Object.fromEntries(
      (Object.keys(EFFORT_RESULTS) as EffortResult[]).map((result) => [result, t(RESULT_TEXTS[result])]),
    ) as Record<EffortResult, string>,
    locale: reader.locale,
  };
};

/**
 * The effort of a completed course, as its credential states it: the active time in the course on the learner's days
 * up to the one she completed it (the series the statistics sum), its first and last days, the sessions she
 * completed, the questions she had mastered.
 */
export const effortOfCourse = async (app: FastifyInstance, user: UserRow, courseId: number, completedAt: Date): Promise<EffortClaims> => {
  const throughDay = localDayAndHour(completedAt, user.timezone).day;
  const [days, sessions, practice] = await Promise.all([
    app.studyRecord.courseDays(user.id, courseId, throughDay),
    app.recordsEffort.sessionsCompleted(user.id, courseId),
    app.lmsRepository.practiceOf(user.id, courseId),
  ]);
  return {
    minutes: minutesOf(days.reduce((sum, day) => sum + day.ms, 0)),
    sessions,
    firstDay: days[0]?.day ?? null,
    lastDay: days.at(-1)?.day ?? null,
    questionsMastered: practice?.mastered ?? 0,
  };
};

/**
 * Each completed course's credential as issued: on first sight its claims are fixed and its place in the status list
 * drawn. Test accounts get none: a signed credential speaks to third parties.
 */
export const issuedCourseCredentials = async (
  app: FastifyInstance,
  site: Site,
  reader: RecordReader,
  user: UserRow,
  onlyCourse?: number,
) => {
  if (user.isTest) return [];
  const effort = app.recordsEffort;
  const completed = (await effort.completedCourses(reader, user.id)).filter(
    (course) => onlyCourse === undefined || course.courseId === onlyCourse,
  );
  const t = await app.recordsRepository.texts(reader, ['records.course.name']);
  return Promise.all(
    completed.map(async (course) => {
      const id = courseCredentialId(app.config.publicUrl, user.id, course.courseId);
      const existing = await effort.byId(id);
      if (existing) return { issued: existing, course, claims: existing.facts as EffortClaims };
      const claims = await effortOfCourse(app, user, course.courseId, course.completedAt);
      const issued = await effort.issue({
        id,
        siteId: site._id,
        userId: user.id,
        kind: 'course',
        subject: String(course.courseId),
        name: t('records.course.name', { course: course.title }),
        minutes: claims.minutes,
        facts: claims,
      });
      return { issued, course, claims };
    }),
  );
};

/** Each completed course's credential (see issuedCourseCredentials), signed now, in the reader's language. */
export const courseCredentials = async (app: FastifyInstance, site: Site, reader: RecordReader, user: UserRow, onlyCourse?: number) => {
  const issuedOnes = await issuedCourseCredentials(app, site, reader, user, onlyCourse);
  if (!issuedOnes.length) return [];
  const issuer = await issuerFactsOf(app, site);
  const t = await app.recordsRepository.texts(reader, [
    'records.course.name',
    'records.effort.evidence.name',
    'records.effort.evidence.narrative',
  ]);
  const now = app.clock.now();
  return Promise.all(
    issuedOnes.map(async ({ issued, course, claims }) => {
      const credential = courseCredentialOf(issuer, {
        id: issued.id,
        userId: user.id,
        email: user.email ?? user.login,
        name: t('records.course.name', { course: course.title }),
        achievement: await courseAchievementFacts(app, reader, course),
        claims,
        completedAt: course.completedAt.toISOString(),
        evidence: {
          id: `${app.config.publicUrl}${paths.measuredTime(reader.locale)}`,
          name: t('records.effort.evidence.name', { site: reader.siteName }),
          narrative: t('records.effort.evidence.narrative', { idle: IDLE_THRESHOLD_MS / 60_000, cap: HIT_INTERVAL_CAP_MS / 60_000 }),
        },
        siteId: issued.siteId,
        statusIndex: issued.statusIndex,
      });
      return { issued, course, claims, signed: await signCredential(credential, issuer.keys, now) };
    }),
  );
};

/** The learner's verified minutes per category and year, and per year: what a transcript totals. */
export const studyTotals = async (app: FastifyInstance, reader: RecordReader, user: UserRow): Promise<StudyTotal[]> => {
  const rows = await app.studyRecord.bySubjectAndYear(user.id);
  const names = await app.recordsEffort.categoryNames(
    reader,
    [...new Set(rows.map((row) => row.subject))].filter((subject) => subject !== OTHER_SUBJECT),
  );
  const t = await app.recordsRepository.texts(reader, ['records.total.category', 'records.total.year', 'records.total.other']);
  const years = [...new Set(rows.map((row) => row.year))].sort();
  return years.flatMap((year) => {
    const ofYear = rows.filter((row) => row.year === year).sort((a, b) => a.subject.localeCompare(b.subject));
    return [
      ...ofYear.map((row) => ({
        key: `${year}-${row.subject}`,
        name: t('records.total.category', {
          category: row.subject === OTHER_SUBJECT ? t('records.total.other') : (names.get(row.subject) ?? row.subject),
          year,
        }),
        minutes: minutesOf(row.ms),
      })),
      { key: String(year), name: t('records.total.year', { year }), minutes: minutesOf(ofYear.reduce((sum, row) => sum + row.ms, 0)) },
    ];
  });
};

/** The learner's signed transcript (ClrCredential), registered for revocation like any credential. */
export const signedTranscript = async (app: FastifyInstance, site: Site, reader: RecordReader, user: UserRow) => {
  const issuer = await issuerFactsOf(app, site);
  const now = app.clock.now();
  const [courses, totals, t] = await Promise.all([
    courseCredentials(app, site, reader, user),
    user.isTest ? Promise.resolve([]) : studyTotals(app, reader, user),
    app.recordsRepository.texts(reader, ['records.transcript.name', 'records.transcript.description', 'records.total.name']),
  ]);
  const email = user.email ?? user.login;
  const validFrom = now.toISOString();
  const totalsCredential = totals.length
    ? await signCredential(
        totalsCredentialOf(issuer, { userId: user.id, email, name: t('records.total.name'), locale: reader.locale, totals, validFrom }),
        issuer.keys,
        now,
      )
    : undefined;
  const credentials = [...courses.map((course) => course.signed), ...(totalsCredential ? [totalsCredential] : [])];
  const id = transcriptId(app.config.publicUrl, user.id, { courses: courses.map((course) => course.issued.id), totals });
  const name = t('records.transcript.name', { site: reader.siteName });
  const totalMinutes = totals.filter((total) => !total.key.includes('-')).reduce((sum, total) => sum + total.minutes, 0);
  const issued = await app.recordsEffort.issue({
    id,
    siteId: site._id,
    userId: user.id,
    kind: 'transcript',
    subject: validFrom.slice(0, 10),
    name,
    minutes: totalMinutes,
    facts: { courses: courses.length, totals },
  });
  const transcript = transcriptOf(issuer, {
    id,
    userId: user.id,
    email,
    name,
    description: t('records.transcript.description', { site: reader.siteName }),
    validFrom,
    credentials,
    siteId: site._id,
    statusIndex: issued.statusIndex,
  });
  return signCredential(transcript, issuer.keys, now);
};

/** The site's signed status list, as every verifier reads it. */
export const signedStatusList = async (app: FastifyInstance, site: Site) => {
  const issuer = await issuerFactsOf(app, site);
  const now = app.clock.now();
  const unsigned = await statusListOf(issuer, site._id, await app.recordsEffort.revokedPlaces(site._id), now);
  return signCredential(unsigned, issuer.keys, now);
};
