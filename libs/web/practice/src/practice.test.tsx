import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkCameBack } from '@tiles/api-client';
import { sessionPreloaded } from '@tiles/auth';
import type { User } from '@tiles/contracts';
import type { AnswerSubmission, PracticeQuestion } from '@tiles/contracts-practice';
import { localeSlice } from '@tiles/i18n';
import { createTestStore, renderWithProviders, TestProviders, textsAsKeys } from '@tiles/web-testing';
import { pendingAnswersSlice, startAnswerQueue } from './answer-queue';
import { QuestionCard } from './question-card';
import { SessionQuestions } from './session-questions';

const texts = textsAsKeys();
texts.push({ key: 'practice.correctAnswer', translations: { 'en-GB': 'Right answer: [answer].' } });

/** Authored as Romulus (right), Remus, Numa; shown this time as Remus, Numa, Romulus. */
const king: PracticeQuestion = {
  _id: 'q-king',
  kind: 'single',
  prompt: 'Who was the first king of Rome?',
  options: ['Remus', 'Numa', 'Romulus'],
  order: [1, 2, 0],
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
        correctOptions: 'choices' in answer.response ? [0] : [],
        explanation: 'Legend says so.',
        due: '2026-11-27T10:00:00.000Z',
        ...('choices' in answer.response ? { nextOrder: [2, 0, 1] } : {}),
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
  store.dispatch(sessionPreloaded({ user: { _id: 'learner-1' } as User, mode: { mode: 'user', modes: [] } }));
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
    // The answer names the authored option and keeps the order shown.
    expect(served.answers[0]![0]).toMatchObject({ question: 'q-king', context: 'session', response: { choices: [1] }, shown: [1, 2, 0] });
    expect(within(form).getByRole('radio', { name: /Romulus/ })).toBeDisabled();
    // The right option is marked beside the learner's wrong choice.
    expect(
      within(form)
        .getByRole('radio', { name: /Romulus/ })
        .closest('label'),
    ).toHaveTextContent('practice.option.right');
    expect(within(form).getByRole('radio', { name: /Remus/ }).closest('label')).toHaveTextContent('practice.option.chosenWrong');
    expect(within(form).getByRole('radio', { name: /Numa/ }).closest('label')).not.toHaveTextContent(/practice\.option/);
  });

  it('keeps the order a card was shown in when a newer copy of its question arrives, in another language too', async () => {
    const store = createTestStore({ slices: [localeSlice, pendingAnswersSlice] });
    const { rerender } = renderWithProviders(<QuestionCard question={king} onAnswer={() => new Promise(() => undefined)} />, {
      store,
      boilerplate: texts,
    });
    const labels = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent);
    expect(labels()).toEqual(['Remus', 'Numa', 'Romulus']);
    // The next showing's order (after an answer elsewhere), in Italian: the card keeps its order, in the new words.
    const italian = { ...king, options: ['Numa Pompilio', 'Romolo', 'Remo'], order: [2, 0, 1] };
    rerender(
      <TestProviders store={store} boilerplate={texts}>
        <QuestionCard question={italian} onAnswer={() => new Promise(() => undefined)} />
      </TestProviders>,
    );
    expect(labels()).toEqual(['Remo', 'Numa Pompilio', 'Romolo']);
  });

  it('brings a missed question back once after the last one, in its next order', async () => {
    const served: Served = { answers: [], offline: false };
    serve(served);
    setup([king, hill]);
    expect(screen.queryByRole('heading', { name: 'practice.retryTitle' })).not.toBeInTheDocument();
    const first = screen.getByRole('form', { name: 'Who was the first king of Rome?' });
    await userEvent.click(within(first).getByRole('radio', { name: 'Numa' }));
    await userEvent.click(within(first).getByRole('button', { name: 'practice.check' }));
    const retryHeading = await screen.findByRole('heading', { name: 'practice.retryTitle' });
    const retries = retryHeading.closest('section')!;
    const again = within(retries).getByRole('form', { name: 'Who was the first king of Rome?' });
    // After the session's own questions, its options in the next showing's order.
    expect(
      screen.getByRole('form', { name: 'Which hill?' }).compareDocumentPosition(again) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      within(again)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Numa', 'Romulus', 'Remus']);
    // The first card keeps the order it was answered in.
    expect(
      within(first)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Remus', 'Numa✗ practice.option.chosenWrong', 'Romulus✓ practice.option.right']);
    // Missed again: it does not come back a third time.
    await userEvent.click(within(again).getByRole('radio', { name: 'Remus' }));
    await userEvent.click(within(again).getByRole('button', { name: 'practice.check' }));
    expect(await within(again).findByText('practice.wrong')).toBeInTheDocument();
    expect(served.answers[1]![0]).toMatchObject({ response: { choices: [1] }, shown: [2, 0, 1] });
    expect(screen.getAllByRole('form', { name: 'Who was the first king of Rome?' })).toHaveLength(2);
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
