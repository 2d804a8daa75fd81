import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceOperations, responseProblem } from '@tiles/contracts-practice';
import { route } from '@tiles/api-platform/ground/operation-route';
import { HttpError, notFound } from '@tiles/api-platform/ground/http-errors';
import { assertOpen, readerOf } from '@tiles/api-lms/reader';
import { AnswerRefused, type Answerer } from './repository.js';

const operations = practiceOperations;

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.practiceRepository;

  /** The signed-in learner as the schedule sees them: their time zone, language and clock. */
  const answererOf = async (
    request: FastifyRequest & {
      auth: { user: { id: string; timezone: string; previousTimezone: string | null; timezoneChangedAt: Date | null } };
    },
  ): Promise<Answerer> => {
    const reader = await readerOf(request);
    assertOpen(request, reader);
    const { user } = request.auth;
    return {
      id: user.id,
      timezone: user.timezone,
      previousTimezone: user.previousTimezone,
      timezoneChangedAt: user.timezoneChangedAt,
      locale: reader.locale,
      defaultLocale: reader.defaultLocale,
      now: reader.now,
    };
  };

  route(app, operations.recordAnswers, async (request) => {
    const learner = await answererOf(request);
    try {
      const results = await repository.recordAnswers(learner, request.body.answers, (question, index) => {
        const problem = responseProblem(question.kind, question.optionCount, request.body.answers[index]!.response);
        if (problem) throw new HttpError(400, `answers.${index}.response: ${problem}`, { code: 'validation' });
      });
      // The game's rewards for these answers were settled once they were stored (their event's delivery).
      return { results };
    } catch (error) {
      if (!(error instanceof AnswerRefused)) throw error;
      if (error.reason === 'bad-shown-order')
        throw new HttpError(400, `answers.${error.index}.shown: ${error.message}`, { code: 'validation' });
      if (error.reason === 'not-enrolled')
        throw new HttpError(403, `answers.${error.index}.question: ${error.message}`, { code: 'not-enrolled' });
      throw notFound(`answers.${error.index}.question: ${error.message}`);
    }
  });

  route(app, operations.getReview, async (request) => repository.review(await answererOf(request)));

  route(app, operations.updateReviewSettings, async (request) => repository.saveSettings(request.auth.user.id, request.body));
};
