import type { ClientErrorReport } from '@tiles/contracts';
import type { z } from 'zod/mini';

const outcomeListOf = (response: unknown): unknown[] => {
  const outcome = typeof response === 'object' && response !== null && 'outcome' in response ? response.outcome : undefined;
  if (!Array.isArray(outcome)) throw new Error('outcome: expected a list');
  return outcome;
};

/**
 * Reads an `{ outcome: [...] }` answer item by item at the edge: an item its schema refuses (an unreadable date,
 * a missing field) is skipped and reported, so one bad record never takes a page down. A malformed envelope
 * still throws: then the call as a whole has failed.
 */
export const readOutcomeList = <T>(
  response: unknown,
  item: z.ZodMiniType<T>,
  report: (problem: ClientErrorReport) => void,
  source: string,
): T[] => {
  const items: T[] = [];
  outcomeListOf(response).forEach((raw, index) => {
    const parsed = item.safeParse(raw);
    if (parsed.success) items.push(parsed.data);
    else {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'item'}: ${issue.message}`).join('; ');
      report({
        statusCode: 422,
        message: `Skipped a malformed item ${index} of ${source}: ${issues}`.slice(0, 2000),
        path: typeof window === 'undefined' ? source : window.location.pathname.slice(0, 2000),
      });
    }
  });
  return items;
};
