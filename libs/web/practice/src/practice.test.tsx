import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkCameBack } from '@tiles/api-client';
import { sessionPreloaded } from '@tiles/auth';
import type { AnswerSubmission, PracticeQuestion, User } from '@tiles/contracts';
import { localeSlice } from '@tiles/i18n';
import { createTestStore, renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { pendingAnswersSlice, startAnswerQueue } from './answer-queue';
import { SessionQuestions } from './session-questions';

const texts = textsAsKeys();
texts.push({ key: 'practice.correctAnswer', translations: { 'en-GB': 'Right answer: [answer].' } });

const king: PracticeQuestion = {
  _id: 'q-king',
  kind: 'single',
  prompt: 'Who was the first king of Rome?',
  options: ['Romulus', 'Remus'],
  back: null,
  last: null,
};
const hill: PracticeQuestion = { _id: 'q-hill', kind: 'recall', prompt: 'Which hill?', options: [], back: 'The Palatine', last: null };
const year: PracticeQuestion = {
  _id: 'q-year',
  kind: 'short',
  prompt: 'When was Rome founded?',
  options: [],
  back: null,
  last: null,
  key: { options: [], accepted: [], numeric: { value: 753, tolerance: 0 }, correctAnswer: '753', explanation: 'Varro says so.' },
};

type Served = { answers: AnswerSubmission[][]; offline: boolean };

/** The answers call as the server answers it: right for Romulus and 753, or no network at all. */
const serve = (served: Served) => {
  vi.stubGlobal('fetch', async (request: Request) => {
    if (served.offline) throw new TypeError('Failed to fetch');
    const path = new URL(request.url).pathname;
    if (path !== '/api/lms/answers' || request.method !== 'POST') return new Response('{}', { status: 404 });
    const { answers } = (await request.json()) as { answers: AnswerSubmission[] };
    served.answers.push(answers);
    const results = answers.map((answer) => {
      const correct =
        'choices' in answer.response
          ? answer.response.choices[0] === 0
          : 'text' in answer.response
            ? answer.response.text.trim() === '753'
            : answer.response.grade > 1;
      return {
        _id: answer._id,
        question: answer.question,
        correct,
        correctAnswer: 'Romulus',
        explanation: 'Legend says so.',
        due: '2026-11-27T10:00:00.000Z',
      };
    });
    return new Response(JSON.stringify({ outcome: { results } }), { headers: { 'content-type': 'application/json' } });
  });
};

const setup = (questions: PracticeQuestion[]) => {
  const store = createTestStore({
    slices: [localeSlice, pendingAnswersSlice],
    listeners: [(middleware) => startAnswerQueue(middleware as never)],
  });
  store.dispatch(sessionPreloaded({ user: { _id: 'learner-1' } as User, mode: 'user' } as never));
  renderWithProviders(<SessionQuestions questions={questions} locale="en-GB" />, { store, boilerplate: texts });
  return store;
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SessionQuestions', () => {
  it('checks an answer on the server: a wrong one says what was right, with the explanation', async () => {
    const served: Served = { answers: [], offline: false };
    serve(served);
    setup([king]);
    const form = screen.getByRole('form', { name: 'Who was the first king of Rome?' });
    await userEvent.click(within(form).getByRole('button', { name: 'practice.check' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('practice.chooseFirst');
    expect(served.answers).toEqual([]);
    await userEvent.click(within(form).getByRole('radio', { name: 'Remus' }));
    await userEvent.click(within(form).getByRole('button', { name: 'practice.check' }));
    expect(await within(form).findByText('practice.wrong')).toBeInTheDocument();
    expect(form.querySelector('[aria-live="polite"]')).toHaveTextContent('Right answer: Romulus.');
    expect(form.querySelector('[aria-live="polite"]')).toHaveTextContent('Legend says so.');
    expect(served.answers[0]![0]).toMatchObject({ question: 'q-king', context: 'session', response: { choices: [1] } });
    expect(within(form).getByRole('radio', { name: 'Romulus' })).toBeDisabled();
  });

  it('turns a recall card over and sends the learner’s own grade', async () => {
    const served: Served = { answers: [], offline: false };
    serve(served);
    setup([hill]);
    await userEvent.click(screen.getByRole('button', { name: 'practice.showBack' }));
    expect(screen.getByText('The Palatine')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'practice.grade.4' }));
    expect(await screen.findByText('practice.right')).toBeInTheDocument();
    expect(served.answers[0]![0]!.response).toEqual({ grade: 4 });
  });

  it('offline, checks with the offline copy’s key, queues the answer with its time, and sends it once when the network is back', async () => {
    const served: Served = { answers: [], offline: true };
    serve(served);
    const store = setup([year, king]);
    const form = screen.getByRole('form', { name: 'When was Rome founded?' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'practice.yourAnswer' }), '753');
    await userEvent.click(within(form).getByRole('button', { name: 'practice.check' }));
    expect(await within(form).findByText('practice.right')).toBeInTheDocument();
    expect(form.querySelector('[aria-live="polite"]')).toHaveTextContent('practice.queued');
    expect(store.getState().pendingAnswers.items).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('tiles:pending-answers:learner-1') ?? '[]')).toHaveLength(1);

    // A question without a key (not kept offline) cannot be checked here: its failure is said, nothing is queued.
    const kingForm = screen.getByRole('form', { name: 'Who was the first king of Rome?' });
    await userEvent.click(within(kingForm).getByRole('radio', { name: 'Romulus' }));
    await userEvent.click(within(kingForm).getByRole('button', { name: 'practice.check' }));
    expect(await within(kingForm).findByRole('alert')).toHaveTextContent('practice.failed');
    expect(store.getState().pendingAnswers.items).toHaveLength(1);

    served.offline = false;
    store.dispatch(networkCameBack());
    await waitFor(() => expect(store.getState().pendingAnswers.items).toEqual([]));
    store.dispatch(networkCameBack());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(served.answers).toHaveLength(1);
    expect(served.answers[0]![0]).toMatchObject({ question: 'q-year', response: { text: '753' } });
    expect(localStorage.getItem('tiles:pending-answers:learner-1')).toBeNull();
  });
});
