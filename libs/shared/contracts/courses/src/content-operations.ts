import { z } from 'zod/mini';
import { routeResolutionSchema } from './courses.js';
import { operation, tagOperations } from '@tiles/contracts';

/** Tags (the core's, which every page's site part loads) and what a path of the site holds. */
export const contentOperations = {
  ...tagOperations,
  resolveRoute: operation({
    method: 'GET',
    path: '/content/route',
    group: 'content',
    summary: 'What a path holds: a redirect from the route rules, or a generic page in the request locale',
    description:
      'path is the path after the locale prefix, e.g. /chi-siamo or /pf/privacy. A rule answers a redirect ' +
      '(`{locale}` in an internal location becomes the request locale; external ones are absolute URLs). ' +
      "Otherwise the page in the request locale, else in the site's default locale; else 404.",
    query: z.object({ path: z.string().check(z.maxLength(512), z.regex(/^\/[^\s?#]*$/, 'must be a path starting with /')) }),
    answer: routeResolutionSchema,
    errors: [404, 503],
    access: 'anyone',
    varies: ['locale', 'content'],
  }),
} as const;
