import { stableUuid } from './open-badges.js';

/** A course's structure as far as statements need it: titles in the learner's locale and declared durations. */
export type CourseOutline = {
  courseId: number;
  title: string;
  modules: { number: number; title: string; sessions: { number: number; title: string; durationMs: number }[] }[];
};

/** Everything a learner's statements are made of, oldest first within each list. */
export type LearningHistory = {
  userId: string;
  courses: CourseOutline[];
  /** Each hit: the page it opened and the credited time of the interval it closed, with that page. */
  hits: {
    clientId: string;
    at: Date;
    opened: { courseId: number; module: number; session: number } | null;
    credited: { ms: number; courseId: number | null; module: number | null; session: number | null };
  }[];
  sessionCompletions: { courseId: number; module: number; session: number; at: Date }[];
  courseCompletions: { courseId: number; at: Date }[];
  badgeTiers: { badgeId: string; tier: number; name: string; iri: string; at: Date }[];
  levels: { categoryId: string; level: number; name: string; at: Date }[];
  /** Answers to the sessions' questions, in a session or in review: the response as xAPI writes it. */
  answers: {
    id: string;
    questionId: string;
    prompt: string;
    place: { courseId: number; module: number; session: number };
    correct: boolean;
    response: string;
    durationMs: number;
    at: Date;
  }[];
};

export type StatementOptions = { publicUrl: string; locale: string; actorName: string };

/** A learner as their statements name them: an account on the site under a pseudonym (no name, no address). */
export const xapiActor = (publicUrl: string, pseudonym: string) => ({
  objectType: 'Agent' as const,
  account: { homePage: `${publicUrl}/`, name: pseudonym },
});

export const XAPI_VERBS = {
  launched: 'http://adlnet.gov/expapi/verbs/launched',
  experienced: 'http://adlnet.gov/expapi/verbs/experienced',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  earned: 'http://id.tincanapi.com/verb/earned',
  answered: 'http://adlnet.gov/expapi/verbs/answered',
} as const;
type Verb = keyof typeof XAPI_VERBS;

const ACTIVITY_TYPES = {
  course: 'http://adlnet.gov/expapi/activities/course',
  module: 'http://adlnet.gov/expapi/activities/module',
  session: 'http://adlnet.gov/expapi/activities/lesson',
  badge: 'http://id.tincanapi.com/activitytype/badge',
  question: 'http://adlnet.gov/expapi/activities/cmi.interaction',
};
const PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';
/** The shares of a session's declared duration at which `progressed` is stated. */
export const PROGRESS_STEPS = [25, 50, 75] as const;

/** ISO 8601 duration to the hundredth of a second, as xAPI recommends: `PT1H2M3.45S`. */
export const isoDuration = (ms: number) => {
  const centiseconds = Math.round(ms / 10);
  const hours = Math.floor(centiseconds / 360_000);
  const minutes = Math.floor((centiseconds % 360_000) / 6_000);
  const seconds = (centiseconds % 6_000) / 100;
  return `PT${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds || (!hours && !minutes) ? `${seconds}S` : ''}`;
};

export type XapiStatement = {
  id: string;
  actor: { objectType: 'Agent'; account: { homePage: string; name: string } };
  verb: { id: string; display: Record<string, string> };
  object: { objectType: 'Activity'; id: string; definition: { type: string; name: Record<string, string> } };
  result?: Record<string, unknown>;
  context: {
    language: string;
    platform: string;
    contextActivities?: { parent?: { id: string; objectType: 'Activity' }[]; grouping?: { id: string; objectType: 'Activity' }[] };
  };
  timestamp: string;
};

/**
 * A learner's xAPI statements (launched, experienced, progressed, completed, earned), oldest first. Each id is a
 * UUID v5 of what the statement records, so every export of the same history has the same ids.
 */
export const buildStatements = (history: LearningHistory, options: StatementOptions): XapiStatement[] => {
  const base = `${options.publicUrl}/xapi/activities`;
  const courseIri = (courseId: number) => `${base}/course/${courseId}`;
  const moduleIri = (courseId: number, module: number) => `${courseIri(courseId)}/module/${module}`;
  const sessionIri = (courseId: number, module: number, session: number) => `${moduleIri(courseId, module)}/session/${session}`;
  const outline = new Map(history.courses.map((course) => [course.courseId, course]));
  const moduleOf = (courseId: number, module: number) => outline.get(courseId)?.modules.find((candidate) => candidate.number === module);
  const sessionOf = (courseId: number, module: number, session: number) =>
    moduleOf(courseId, module)?.sessions.find((candidate) => candidate.number === session);
  const name = (text: string) => ({ [options.locale]: text });
  const activity = (id: string, type: string, title: string) => ({
    objectType: 'Activity' as const,
    id,
    definition: { type, name: name(title) },
  });
  const ref = (id: string) => ({ id, objectType: 'Activity' as const });

  const statements: XapiStatement[] = [];
  const state = (
    verb: Verb,
    source: string,
    at: Date,
    object: XapiStatement['object'],
    extra: { result?: Record<string, unknown>; parents?: string[]; grouping?: string[] } = {},
  ) => {
    const contextActivities = {
      ...(extra.parents?.length ? { parent: extra.parents.map(ref) } : {}),
      ...(extra.grouping?.length ? { grouping: extra.grouping.map(ref) } : {}),
    };
    statements.push({
      id: stableUuid(options.publicUrl, `xapi:${history.userId}:${source}`),
      actor: xapiActor(options.publicUrl, options.actorName),
      verb: { id: XAPI_VERBS[verb], display: { 'en-US': verb } },
      object,
      ...(extra.result ? { result: extra.result } : {}),
      context: {
        language: options.locale,
        platform: 'Tiles Learn',
        ...(Object.keys(contextActivities).length ? { contextActivities } : {}),
      },
      timestamp: at.toISOString(),
    });
  };
  const sessionActivity = (courseId: number, module: number, session: number) => {
    const known = sessionOf(courseId, module, session);
    return known ? activity(sessionIri(courseId, module, session), ACTIVITY_TYPES.session, known.title) : undefined;
  };
  const sessionContext = (courseId: number, module: number) => ({
    parents: [moduleIri(courseId, module)],
    grouping: [courseIri(courseId)],
  });

  const launched = new Set<string>();
  const studiedMs = new Map<string, number>();
  for (const hit of history.hits) {
    if (hit.opened) {
      const { courseId, module, session } = hit.opened;
      const key = `${courseId}:${module}:${session}`;
      const object = sessionActivity(courseId, module, session);
      if (object && !launched.has(key)) {
        launched.add(key);
        state('launched', `launched:${key}`, hit.at, object, sessionContext(courseId, module));
      }
    }
    const { ms, courseId, module, session } = hit.credited;
    if (ms <= 0 || courseId === null) continue;
    const course = outline.get(courseId);
    if (module !== null && session !== null) {
      const object = sessionActivity(courseId, module, session);
      if (!object) continue;
      state('experienced', `experienced:${hit.clientId}`, hit.at, object, {
        result: { duration: isoDuration(ms) },
        ...sessionContext(courseId, module),
      });
      const key = `${courseId}:${module}:${session}`;
      const before = studiedMs.get(key) ?? 0;
      const after = before + ms;
      studiedMs.set(key, after);
      const declared = sessionOf(courseId, module, session)!.durationMs;
      for (const step of declared > 0 ? PROGRESS_STEPS : []) {
        const threshold = (declared * step) / 100;
        if (before < threshold && after >= threshold) {
          state('progressed', `progressed:${key}:${step}`, hit.at, object, {
            result: { extensions: { [PROGRESS_EXTENSION]: step } },
            ...sessionContext(courseId, module),
          });
        }
      }
    } else if (course) {
      state('experienced', `experienced:${hit.clientId}`, hit.at, activity(courseIri(courseId), ACTIVITY_TYPES.course, course.title), {
        result: { duration: isoDuration(ms) },
      });
    }
  }

  const completedAt = new Map(
    history.sessionCompletions.map((completion) => [`${completion.courseId}:${completion.module}:${completion.session}`, completion.at]),
  );
  for (const completion of history.sessionCompletions) {
    const object = sessionActivity(completion.courseId, completion.module, completion.session);
    if (!object) continue;
    const key = `${completion.courseId}:${completion.module}:${completion.session}`;
    state('completed', `completed:${key}`, completion.at, object, {
      result: { completion: true },
      ...sessionContext(completion.courseId, completion.module),
    });
  }
  // A module is completed when its last session is.
  for (const course of history.courses) {
    for (const module of course.modules) {
      const dates = module.sessions.map((session) => completedAt.get(`${course.courseId}:${module.number}:${session.number}`));
      if (!dates.length || dates.some((date) => date === undefined)) continue;
      const at = new Date(Math.max(...dates.map((date) => date!.getTime())));
      state(
        'completed',
        `completed:${course.courseId}:${module.number}`,
        at,
        activity(moduleIri(course.courseId, module.number), ACTIVITY_TYPES.module, module.title),
        {
          result: { completion: true },
          parents: [courseIri(course.courseId)],
        },
      );
    }
  }
  for (const completion of history.courseCompletions) {
    const course = outline.get(completion.courseId);
    if (!course) continue;
    state(
      'completed',
      `completed:${course.courseId}`,
      completion.at,
      activity(courseIri(course.courseId), ACTIVITY_TYPES.course, course.title),
      { result: { completion: true } },
    );
  }

  for (const tier of history.badgeTiers) {
    state('earned', `earned:badge:${tier.badgeId}:${tier.tier}`, tier.at, activity(tier.iri, ACTIVITY_TYPES.badge, tier.name));
  }
  for (const level of history.levels) {
    const iri = `${options.publicUrl}/xapi/activities/level/${encodeURIComponent(level.categoryId)}/${level.level}`;
    state(
      'earned',
      `earned:level:${level.categoryId}:${level.level}`,
      level.at,
      activity(iri, `${options.publicUrl}/xapi/activity-types/level`, level.name),
    );
  }

  for (const answer of history.answers) {
    const { courseId, module, session } = answer.place;
    if (!sessionOf(courseId, module, session)) continue;
    state(
      'answered',
      `answered:${answer.id}`,
      answer.at,
      activity(
        `${sessionIri(courseId, module, session)}/question/${encodeURIComponent(answer.questionId)}`,
        ACTIVITY_TYPES.question,
        answer.prompt,
      ),
      {
        result: { success: answer.correct, response: answer.response, duration: isoDuration(answer.durationMs) },
        parents: [sessionIri(courseId, module, session)],
        grouping: [courseIri(courseId)],
      },
    );
  }

  // A stable sort: what happened at one instant keeps the order it happened in (launched before progressed).
  return statements.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
};
