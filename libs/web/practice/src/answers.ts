import { useCallback } from 'react';
import type { AnswerContext, AnswerResponse, AnswerResult } from '@tiles/contracts';
import { useRecordAnswersMutation } from './practice-api';

/** What a question card sends: its answer's id (the same on a retry, so it is recorded once) and when it was shown. */
export type AnswerAttempt = { answerId: string; question: string; response: AnswerResponse; shownAt: number };

/** Sends one answer with the time it was made and how long it took, and resolves with its result. */
export const useAnswerSender = (locale: string, context: AnswerContext) => {
  const [record] = useRecordAnswersMutation();
  return useCallback(
    async ({ answerId, question, response, shownAt }: AnswerAttempt): Promise<AnswerResult> => {
      const answeredAt = new Date();
      const { results } = await record({
        locale,
        body: {
          answers: [
            {
              _id: answerId,
              question,
              context,
              response,
              answeredAt: answeredAt.toISOString(),
              durationMs: Math.max(0, answeredAt.getTime() - shownAt),
            },
          ],
        },
      }).unwrap();
      return results[0]!;
    },
    [record, locale, context],
  );
};
