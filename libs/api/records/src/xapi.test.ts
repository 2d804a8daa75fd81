import fc from 'fast-check';
import validateStatement from 'xapi-validation';
import { describe, expect, it } from 'vitest';
import { buildStatements, isoDuration, PROGRESS_STEPS, XAPI_VERBS, type LearningHistory } from './xapi.js';

const options = { publicUrl: 'https://learn.example', locale: 'de-DE', actorName: '0123456789abcdef0123456789abcdef' };
const course = {
  courseId: 1,
  title: 'Roma antica',
  modules: [
    {
      number: 1,
      title: 'Le origini',
      sessions: [
        { number: 1, title: 'La fondazione', durationMs: 20 * 60_000 },
        { number: 2, title: 'I re', durationMs: 0 },
      ],
    },
    { number: 2, title: 'La repubblica', sessions: [{ number: 1, title: 'Il senato', durationMs: 10 * 60_000 }] },
  ],
};
const places = [
  { courseId: 1, module: 1, session: 1 },
  { courseId: 1, module: 1, session: 2 },
  { courseId: 1, module: 2, session: 1 },
  // A session that no longer exists: no statement names it.
  { courseId: 1, module: 9, session: 9 },
];
const START = Date.parse('2026-10-01T08:00:00Z');

/** Histories of any shape: hits in any order of pages, any credited time, completions, tiers and levels. */
const histories = fc
  .record({
    hits: fc.array(
      fc.record({
        gapMs: fc.integer({ min: 0, max: 3_600_000 }),
        opened: fc.option(fc.constantFrom(...places), { nil: null }),
        ms: fc.integer({ min: 0, max: 1_800_000 }),
        credited: fc.option(fc.constantFrom(...places), { nil: null }),
        courseOnly: fc.boolean(),
      }),
      { maxLength: 60 },
    ),
    completed: fc.subarray(places.slice(0, 3)),
    courseCompleted: fc.boolean(),
    tiers: fc.integer({ min: 0, max: 4 }),
    levels: fc.integer({ min: 0, max: 5 }),
    answers: fc.array(
      fc.record({
        place: fc.constantFrom(...places),
        correct: fc.boolean(),
        response: fc.oneof(fc.constant('0[,]2'), fc.string({ maxLength: 40 }), fc.constantFrom('1', '2', '3', '4')),
        durationMs: fc.integer({ min: 0, max: 600_000 }),
      }),
      { maxLength: 20 },
    ),
  })
  .map(({ hits, completed, courseCompleted, tiers, levels, answers }): LearningHistory => {
    let at = START;
    return {
      userId: 'u1',
      courses: [course],
      hits: hits.map((hit, index) => {
        at += hit.gapMs;
        const credited = hit.credited ?? { courseId: null, module: null, session: null };
        return {
          clientId: `hit-${index}`,
          at: new Date(at),
          opened: hit.opened,
          credited: { ms: hit.ms, ...credited, ...(hit.courseOnly && credited.courseId !== null ? { module: null, session: null } : {}) },
        };
      }),
      sessionCompletions: completed.map((place, index) => ({ ...place, at: new Date(START + index * 60_000) })),
      courseCompletions: courseCompleted ? [{ courseId: 1, at: new Date(START + 86_400_000) }] : [],
      badgeTiers: Array.from({ length: tiers }, (_, index) => ({
        badgeId: 'streak',
        tier: index + 1,
        name: `Beständigkeit ${index + 1}`,
        iri: `${options.publicUrl}/api/ob/achievements/streak/${index + 1}`,
        at: new Date(START + index * 3_600_000),
      })),
      levels: Array.from({ length: levels }, (_, index) => ({
        categoryId: 'storia',
        level: index + 2,
        name: `Stufe ${index + 2} in Geschichte`,
        at: new Date(START + index * 7_200_000),
      })),
      answers: answers.map((answer, index) => ({
        ...answer,
        id: `answer-${index}`,
        questionId: `q-${index % 3}`,
        prompt: `Frage ${index % 3}?`,
        place: { ...answer.place },
        at: new Date(START + index * 90_000),
      })),
    };
  });

describe('xAPI statements', () => {
  it('writes durations as ISO 8601 to the hundredth of a second', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(1_234)).toBe('PT1.23S');
    expect(isoDuration(61_000)).toBe('PT1M1S');
    expect(isoDuration(3_600_000)).toBe('PT1H');
    expect(isoDuration(3_723_450)).toBe('PT1H2M3.45S');
  });

  it('passes xapi-validation for any history, with unique ids that the same history always repeats', () => {
    fc.assert(
      fc.property(histories, (history) => {
        const statements = buildStatements(history, options);
        for (const statement of statements) expect(validateStatement(statement)).toEqual([]);
        expect(new Set(statements.map((statement) => statement.id)).size).toBe(statements.length);
        expect(buildStatements(structuredClone(history), options)).toEqual(statements);
        expect(statements.some((statement) => statement.object.id.includes('/module/9/'))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('states each session launched once, its credited time, progress at 25/50/75 % of its duration and module completion', () => {
    const minute = 60_000;
    const statements = buildStatements(
      {
        userId: 'u1',
        courses: [course],
        hits: [
          { clientId: 'a', at: new Date(START), opened: places[0]!, credited: { ms: 0, courseId: null, module: null, session: null } },
          { clientId: 'b', at: new Date(START + 6 * minute), opened: places[0]!, credited: { ms: 6 * minute, ...places[0]! } },
          { clientId: 'c', at: new Date(START + 16 * minute), opened: places[1]!, credited: { ms: 10 * minute, ...places[0]! } },
          { clientId: 'd', at: new Date(START + 20 * minute), opened: places[0]!, credited: { ms: 4 * minute, ...places[1]! } },
        ],
        sessionCompletions: [
          { ...places[0]!, at: new Date(START + 16 * minute) },
          { ...places[1]!, at: new Date(START + 20 * minute) },
        ],
        courseCompletions: [],
        badgeTiers: [],
        levels: [],
        answers: [
          {
            id: 'x',
            questionId: 'roma-q1',
            prompt: 'Wer war der erste König Roms?',
            place: places[0]!,
            correct: false,
            response: '1',
            durationMs: 7_500,
            at: new Date(START + 7 * minute),
          },
        ],
      },
      options,
    );
    const of = (verb: keyof typeof XAPI_VERBS) => statements.filter((statement) => statement.verb.id === XAPI_VERBS[verb]);
    expect(of('launched').map((statement) => statement.object.id)).toEqual([
      'https://learn.example/xapi/activities/course/1/module/1/session/1',
      'https://learn.example/xapi/activities/course/1/module/1/session/2',
    ]);
    expect(of('experienced').map((statement) => statement.result!.duration)).toEqual(['PT6M', 'PT10M', 'PT4M']);
    // 6 of 20 minutes passes 25 %; 16 of 20 passes 50 % and 75 % at once. Session 2 declares no duration.
    expect(
      of('progressed').map((statement) => [
        statement.timestamp,
        (statement.result!.extensions as Record<string, number>)['https://w3id.org/xapi/cmi5/result/extensions/progress'],
      ]),
    ).toEqual([
      [new Date(START + 6 * minute).toISOString(), PROGRESS_STEPS[0]],
      [new Date(START + 16 * minute).toISOString(), 50],
      [new Date(START + 16 * minute).toISOString(), 75],
    ]);
    expect(of('completed').map((statement) => statement.object.id)).toEqual([
      'https://learn.example/xapi/activities/course/1/module/1/session/1',
      'https://learn.example/xapi/activities/course/1/module/1/session/2',
      'https://learn.example/xapi/activities/course/1/module/1',
    ]);
    expect(of('answered')).toEqual([
      expect.objectContaining({
        object: {
          objectType: 'Activity',
          id: 'https://learn.example/xapi/activities/course/1/module/1/session/1/question/roma-q1',
          definition: { type: 'http://adlnet.gov/expapi/activities/cmi.interaction', name: { 'de-DE': 'Wer war der erste König Roms?' } },
        },
        result: { success: false, response: '1', duration: 'PT7.5S' },
      }),
    ]);
    expect(of('launched')[0]!.context).toEqual({
      language: 'de-DE',
      platform: 'Tiles Learn',
      contextActivities: {
        parent: [{ id: 'https://learn.example/xapi/activities/course/1/module/1', objectType: 'Activity' }],
        grouping: [{ id: 'https://learn.example/xapi/activities/course/1', objectType: 'Activity' }],
      },
    });
  });
});
