import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionsEdit } from '@tiles/contracts-cms';
import { enterMode, signIn } from '@tiles/api-auth/auth-test-helpers';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

const SESSION = '/courses/1/modules/1/sessions/2';

describe.each(testDatabaseKinds())('authoring questions in admin mode on %s', (kind) => {
  let app: FastifyInstance;
  let admin: string;
  let learner: string;
  const call = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined && method === 'GET' ? {} : { payload: payload ?? {} }) });
  const learnerQuestions = async (cookie: string) =>
    (await call(cookie, 'GET', `/api/lms${SESSION}`)).json().outcome.questions as { _id: string; prompt: string }[];

  beforeAll(async () => {
    app = await createTestApp(kind);
    admin = await signIn(app, 'admin@tiles.test');
    await enterMode(app, admin, 'admin');
    learner = await signIn(app, 'leonardo@tiles.test');
    await call(learner, 'POST', '/api/lms/courses/1/enrolment', {});
  });
  afterAll(() => app?.close());

  it('keeps an edit of a session’s questions as a draft, previews it, publishes a new revision, retires what was left out', async () => {
    const editor = (await call(admin, 'GET', `/api/admin${SESSION}`)).json().outcome;
    const published = editor.questions.published as QuestionsEdit;
    expect(published.questions.map((question) => question.id)).toEqual([
      'roma-antica-m1s2-q1',
      'roma-antica-m1s2-q2',
      'roma-antica-m1s2-q3',
    ]);
    // The learner answers the first question before it changes.
    const before = {
      _id: randomUUID(),
      question: 'roma-antica-m1s2-q1',
      context: 'session',
      response: { text: '7' },
      answeredAt: new Date().toISOString(),
      durationMs: 1,
    };
    expect((await call(learner, 'POST', '/api/lms/answers', { answers: [before] })).json().outcome.results[0].correct).toBe(true);

    const [first, , third] = published.questions;
    const changed = {
      ...first!,
      definition: { ...first!.definition, prompts: { ...first!.definition.prompts, 'it-IT': 'Quanti re ebbe Roma?' } },
    };
    const added = {
      definition: {
        kind: 'single' as const,
        prompts: { 'it-IT': 'Chi fondò Roma?', 'en-GB': 'Who founded Rome?' },
        options: [
          { texts: { 'it-IT': 'Romolo', 'en-GB': 'Romulus' }, correct: true },
          { texts: { 'it-IT': 'Cesare', 'en-GB': 'Caesar' }, correct: false },
        ],
        explanations: { 'it-IT': 'La leggenda dice Romolo.', 'en-GB': 'Legend says Romulus.' },
      },
    };
    const draft = { questions: [third!, changed, added] };
    const saved = await call(admin, 'PUT', `/api/admin${SESSION}/questions/draft`, draft);
    expect(saved.statusCode).toBe(200);
    // Learners see the published questions; admin mode previews the draft.
    expect((await learnerQuestions(learner)).map((question) => question.prompt)[0]).toBe(
      'Quanti furono i re di Roma secondo la tradizione?',
    );
    expect((await learnerQuestions(admin)).map((question) => question.prompt)).toEqual([
      third!.definition.prompts['it-IT'],
      'Quanti re ebbe Roma?',
      'Chi fondò Roma?',
    ]);

    const publish = await call(admin, 'POST', '/api/admin/drafts/publish', { items: [{ entity: 'questions', entityId: '1/1/2' }] });
    expect(publish.statusCode).toBe(200);
    const now = await learnerQuestions(learner);
    expect(now.map((question) => question.prompt)).toEqual([third!.definition.prompts['it-IT'], 'Quanti re ebbe Roma?', 'Chi fondò Roma?']);
    expect(now[1]!._id).toBe('roma-antica-m1s2-q1');
    expect(now[2]!._id).toMatch(/^roma-antica-m1s2-[0-9a-f]{8}$/);
    // The learner's earlier answer still names the form it answered: its xAPI statement says the old prompt.
    const statements = (await call(learner, 'GET', '/api/lms/xapi/statements')).json() as { statements?: unknown[] } | unknown[];
    expect(JSON.stringify(statements)).toContain('Quanti furono i re di Roma secondo la tradizione?');
    // The audit says who changed the questions, before and after.
    const audit = (await call(admin, 'GET', '/api/admin/audit?entity=questions')).json().outcome as { action: string; entityId: string }[];
    expect(audit.map((entry) => [entry.action, entry.entityId])).toEqual(expect.arrayContaining([['publish', '1/1/2']]));
    // The question left out is retired: not asked any more, and its answers stay.
    const retired = await call(learner, 'POST', '/api/lms/answers', {
      answers: [{ ...before, _id: randomUUID(), question: 'roma-antica-m1s2-q2', response: { choices: [0, 1, 2] } }],
    });
    expect(retired.statusCode).toBe(404);
  });

  it.each([
    [
      {
        questions: [
          {
            definition: {
              kind: 'single',
              prompts: { 'it-IT': 'Q?' },
              options: [{ texts: { 'it-IT': 'A' }, correct: true }],
              explanations: { 'it-IT': 'E' },
            },
          },
        ],
      },
      'at least two options',
    ],
    [{ questions: [{ definition: { kind: 'recall', prompts: { 'it-IT': 'Q?' }, explanations: { 'it-IT': 'E' } } }] }, 'its back'],
    [
      {
        questions: [
          {
            definition: {
              kind: 'short',
              prompts: { 'en-GB': 'Q?' },
              accepted: { 'en-GB': ['a'] },
              explanations: { 'en-GB': 'E' },
            },
          },
        ],
      },
      'no prompt',
    ],
    [
      {
        questions: [
          {
            definition: {
              kind: 'short',
              prompts: { 'it-IT': 'Q?\nsecond line' },
              accepted: { 'it-IT': ['a'] },
              explanations: { 'it-IT': 'E' },
            },
          },
        ],
      },
      'body.questions.0.definition.prompts',
    ],
    [
      {
        questions: [
          {
            definition: {
              kind: 'short',
              prompts: { 'it-IT': 'Q?', 'fr-FR': 'Q ?' },
              accepted: { 'it-IT': ['a'] },
              explanations: { 'it-IT': 'E' },
            },
          },
        ],
      },
      'body.questions.0.prompts.fr-FR',
    ],
  ])('refuses %j, naming what is wrong, and keeps what was stored', async (payload, message) => {
    const response = await call(admin, 'PUT', `/api/admin/courses/1/modules/1/sessions/3/questions/draft`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await call(admin, 'GET', '/api/admin/courses/1/modules/1/sessions/3')).json().outcome.questions.draft).toBeNull();
  });

  it('keeps question editing to administrators in admin mode', async () => {
    expect((await call(learner, 'PUT', `/api/admin${SESSION}/questions/draft`, { questions: [] })).statusCode).toBe(403);
  });
});
