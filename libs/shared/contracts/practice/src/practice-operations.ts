import { answerBatchSchema, answerResultsSchema, reviewSchema, reviewSettingsSchema } from './practice.js';
import { operation } from '@tiles/contracts';

/** Practice and recall: answering questions (in a session or in review), the review queue and its settings. */
export const practiceOperations = {
  recordAnswers: operation({
    method: 'POST',
    path: '/lms/answers',
    group: 'practice',
    summary: "Record the caller's answers (one, or an offline stretch's): each checked, its card rescheduled",
    description:
      'Each answer carries its own id (a uuid made by the browser): an answer sent again is recorded once and answered the same. ' +
      'Answers are ordered by `answeredAt` (clamped between when the learner could first have seen the question, its session ' +
      'opened or its offline copy kept, and now; at most 30 days back), so answers from several devices and offline ' +
      'stretches give the same schedule whatever order they arrive in. Recall XP only for answers the server checked ' +
      '(a self-graded card earns none), capped per day in the zone the learner had then.',
    body: answerBatchSchema,
    answer: answerResultsSchema,
    errors: [404, 503],
    errorCodes: ['not-enrolled'],
    access: 'signed-in',
    // The results' explanations are in the learner's language.
    varies: ['locale', 'session'],
    invalidates: ['Review', 'GameProgress', 'GameLedger'],
  }),
  getReview: operation({
    method: 'GET',
    path: '/lms/review',
    group: 'practice',
    summary: "The caller's cards due today within the daily limits, oldest due first, with the 30-day forecast and the settings",
    answer: reviewSchema,
    errors: [503],
    access: 'signed-in',
    varies: ['locale', 'session', 'content'],
    provides: ['Review'],
  }),
  updateReviewSettings: operation({
    method: 'PUT',
    path: '/lms/review/settings',
    group: 'practice',
    summary: 'Set the desired retention (0.80–0.95) and the daily limits of new cards and reviews',
    body: reviewSettingsSchema,
    answer: reviewSettingsSchema,
    access: 'signed-in',
    invalidates: ['Review'],
  }),
} as const;
