import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shownOrder, shownOrderProblem } from './shown-order.js';

describe('the order a choice question is shown in', () => {
  it('is a permutation, the same for the same learner, question and showing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(50), fc.integer({ min: 0, max: 20 }), (learner, question, showing, count) => {
        const order = shownOrder({ learner, question, showing, count });
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, index) => index));
        expect(shownOrder({ learner, question, showing, count })).toEqual(order);
        expect(shownOrderProblem(order, count)).toBeUndefined();
      }),
    );
  });

  it('never repeats the showing before it with three options or more', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(200), fc.integer({ min: 3, max: 6 }), (learner, question, showing, count) => {
        expect(shownOrder({ learner, question, showing: showing + 1, count })).not.toEqual(
          shownOrder({ learner, question, showing, count }),
        );
      }),
    );
  });

  it('puts each option first about as often as any other', () => {
    const first = [0, 0, 0, 0];
    for (let learner = 0; learner < 4000; learner += 1)
      first[shownOrder({ learner: `learner-${learner}`, question: 'q', showing: 0, count: 4 })[0]!]! += 1;
    for (const times of first) expect(times).toBeGreaterThan(850);
  });

  it('refuses an order that does not list each option once', () => {
    expect(shownOrderProblem([0, 1, 1], 3)).toContain('3 options');
    expect(shownOrderProblem([0, 1], 3)).toContain('3 options');
    expect(shownOrderProblem([0, 1, 3], 3)).toContain('3 options');
  });
});
