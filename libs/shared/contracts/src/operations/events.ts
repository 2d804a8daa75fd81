import { operation } from '../operation.js';
import { behaviourEventSchema, hitSchema } from '../tracking.js';

/** What the browser reports: page-view hits (study time) and behaviour events. */
export const eventOperations = {
  postHit: operation({
    method: 'POST',
    path: '/event/hit',
    group: 'events',
    summary: 'A page-view hit: the active time since the previous hit of this browser-session identity',
    description:
      'Answers 202; hits are written in batches within 200 ms (the first 200 unwritten at once, later ones answered ' +
      'once stored), and held in memory while the database is away (503 with Retry-After once 50,000 wait). ' +
      'The interval is credited ' +
      'to the page it was spent on as `from` names it (else to the page of the previous hit of the same identity), ' +
      'capped at 30 minutes and by the wall clock since the identity was last heard from. `subject.meta` holds ' +
      '`ms` and optionally `waitedMs`, each once, as whole numbers. `clientId` is optional: resends with the same clientId count ' +
      "once. Hits of visitors who are not signed in are kept but belong to nobody's statistics.",
    body: hitSchema,
    bodyLimit: 8 * 1024,
    answer: null,
    status: 202,
    errors: [413, 503],
    access: 'anyone',
  }),
  postEvent: operation({
    method: 'POST',
    path: '/event',
    group: 'events',
    summary: "A behaviour event, such as 'session.completed.course' split into action, variant and scope",
    body: behaviourEventSchema,
    bodyLimit: 16 * 1024,
    answer: null,
    status: 202,
    errors: [413, 503],
    access: 'anyone',
  }),
} as const;
