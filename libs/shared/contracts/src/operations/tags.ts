import { z } from 'zod/mini';
import { operation } from '../operation.js';
import { categorySchema, tagTypeSchema } from '../tag.js';

/** Tags by type: the site's categories, which every page's site part loads beside its levels and badges. */
export const tagOperations = {
  getTags: operation({
    method: 'GET',
    path: '/content/tag',
    group: 'content',
    summary: 'Tags of a type (type=category: the categories), named in the request locale',
    query: z.object({ type: tagTypeSchema }),
    answer: z.array(categorySchema),
    access: 'anyone',
    varies: ['locale', 'content'],
    provides: ['Category'],
  }),
};
