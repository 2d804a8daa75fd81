import { clientErrorReportSchema } from '../client-error.js';
import { operation } from '../operation.js';

/** What every host of the web app needs from the api beyond its features: reporting the error screens it shows. */
export const platformOperations = {
  reportClientError: operation({
    method: 'POST',
    path: '/client-errors',
    group: 'operations',
    summary: 'Record an error screen a learner saw',
    description:
      'At most 10 reports a minute per address (then 429 with Retry-After); at most 60 a minute reach the log, the rest are counted.',
    body: clientErrorReportSchema,
    bodyLimit: 16 * 1024,
    answer: null,
    status: 204,
    errors: [429],
    access: 'anyone',
  }),
} as const;
