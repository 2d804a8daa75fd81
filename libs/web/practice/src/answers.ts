import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { apiRequestHeaders, isApiError } from '@tiles/api-client';
import { operationUrl } from '@tiles/contracts';
import { lmsOperations } from '@tiles/contracts-courses';
import {
  checkAnswer,
  type AnswerContext,
  type AnswerKey,
  type AnswerResponse,
  type AnswerResult,
  type AnswerSubmission,
  type PracticeQuestion,
} from '@tiles/contracts-practice';
import { answerQueued } from './answer-queue';
import { useRecordAnswersMutation } from './practice-api';

/**
 * What a question card sends: its answer's id (the same on a retry, so it is recorded once), when it was shown, and
 * for a choice question the order its options were shown in (the response names authored positions).
 */
export type AnswerAttempt = { answerId: string; question: PracticeQuestion; response: AnswerResponse; shownAt: number; shown?: number[] };
/** An answer's result: from the server, or (`queued`) checked in this browser and waiting to be sent. */
export type AnsweredAttempt = { result: AnswerResult; queued: boolean };

/** Where a question's session is: its kept offline copy (if the course was kept) carries the question's key. */
export type QuestionPlace = { course: number; module: number; session: number };

/**
 * The key of a question from its session's offline copy: the service worker answers the session's api address
 * from the learner's kept courses when the network is gone. Undefined when the course was not kept.
 */
const keyFromKeptCopy = async (
  state: unknown,
  locale: string,
  place: QuestionPlace,
  questionId: string,
): Promise<AnswerKey | undefined> => {
  try {
    const response = await fetch(`/${operationUrl(lmsOperations.getSession, place)}`, {
      credentials: 'same-origin',
      headers: apiRequestHeaders(state, locale),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { outcome?: { questions?: PracticeQuestion[] } };
    return body.outcome?.questions?.find((question) => question._id === questionId)?.key;
  } catch {
    return undefined;
  }
};

/**
 * Sends one answer with the time it was made and how long it took. When the server cannot be reached, an answer
 * that can be checked here (the offline copy's key, or a recall card, graded by the learner) is checked here and
 * queued, to be sent with its time once the network is back; otherwise the failure is the caller's to say.
 */
export const useAnswerSender = (locale: string, context: AnswerContext, placeOf?: (questionId: string) => QuestionPlace | undefined) => {
  const [record] = useRecordAnswersMutation();
  const dispatch = useDispatch();
  const store = useStore();
  return useCallback(
    async ({ answerId, question, response, shownAt, shown }: AnswerAttempt): Promise<AnsweredAttempt> => {
      const answeredAt = new Date();
      const submission: AnswerSubmission = {
        _id: answerId,
        question: question._id,
        context,
        response,
        answeredAt: answeredAt.toISOString(),
        durationMs: Math.max(0, answeredAt.getTime() - shownAt),
        ...(shown ? { shown } : {}),
      };
      try {
        const { results } = await record({ locale, body: { answers: [submission] } }).unwrap();
        return { result: results[0]!, queued: false };
      } catch (error) {
        if (!isApiError(error) || error.statusCode !== 0) throw error;
        const place = placeOf?.(question._id);
        const key =
          question.key ??
          (question.kind === 'recall'
            ? { options: [], accepted: [], numeric: null, correctAnswer: question.back ?? '', explanation: '' }
            : place
              ? await keyFromKeptCopy(store.getState(), locale, place, question._id)
              : undefined);
        if (!key) throw error;
        dispatch(answerQueued(submission));
        const { correct } = checkAnswer(question.kind, key, response);
        return {
          result: {
            _id: answerId,
            question: question._id,
            correct,
            correctAnswer: key.correctAnswer,
            correctOptions: key.options,
            explanation: key.explanation,
            due: '',
          },
          queued: true,
        };
      }
    },
    [record, locale, context, dispatch, store, placeOf],
  );
};
