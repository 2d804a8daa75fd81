import { describe, expect, it } from 'vitest';
import { createReportBudget } from './report-budget.js';

describe('error report budget', () => {
  it('refuses an address past its share, logs at most perMinute, and counts the rest for the next minute', () => {
    let clock = 0;
    const budget = createReportBudget({ perAddress: 3, perMinute: 4, now: () => clock });
    expect([1, 2, 3].map(() => budget.take('10.0.0.1').verdict)).toEqual(['log', 'log', 'log']);
    expect(budget.take('10.0.0.1')).toEqual({ verdict: 'refuse', retryAfterSeconds: 60 });
    expect(budget.take('10.0.0.2').verdict).toBe('log');
    expect(budget.take('10.0.0.3').verdict).toBe('skip');
    expect(budget.take('10.0.0.4').verdict).toBe('skip');
    clock = 30_000;
    expect(budget.take('10.0.0.1')).toEqual({ verdict: 'refuse', retryAfterSeconds: 30 });
    clock = 60_000;
    expect(budget.take('10.0.0.1')).toEqual({ verdict: 'log', droppedBefore: 2 });
    expect(budget.take('10.0.0.1')).toEqual({ verdict: 'log', droppedBefore: 0 });
  });
});
