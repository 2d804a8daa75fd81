import { createHash } from 'node:crypto';

/** A permutation of `count` positions drawn from `seed`: the same seed, the same order. */
const permutationOf = (seed: string, count: number): number[] => {
  // mulberry32 seeded from the seed's SHA-256: well spread, cheap, and the same on every server.
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  const order = Array.from({ length: count }, (_, index) => index);
  for (let index = count - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [order[index], order[other]] = [order[other]!, order[index]!];
  }
  return order;
};

/** 0 for an even permutation, 1 for an odd one (a swap of two positions changes it). */
const parityOf = (order: number[]) => {
  const seen = new Set<number>();
  let cycles = 0;
  for (const start of order.keys()) {
    if (seen.has(start)) continue;
    cycles += 1;
    for (let position = start; !seen.has(position); position = order[position]!) seen.add(position);
  }
  return (order.length - cycles) % 2;
};

/**
 * The order a choice question's options are shown in: drawn per learner, per question and per showing (the number
 * of answers the learner has given it), so a reload shows the same order and the next showing another, and no
 * position tells the right answer. With three options or more, even showings are drawn among the even permutations
 * and odd ones among the odd (still every option in every position equally often), so a showing never repeats the
 * one before it. With two, that would make the right position predictable from the last one: drawn freely.
 */
export const shownOrder = ({
  learner,
  question,
  showing,
  count,
}: {
  learner: string;
  question: string;
  showing: number;
  count: number;
}) => {
  const order = permutationOf(`${learner}\u0000${question}\u0000${showing}`, count);
  if (count > 2 && parityOf(order) !== showing % 2) [order[count - 2], order[count - 1]] = [order[count - 1]!, order[count - 2]!];
  return order;
};

/** Why an order said to be shown cannot be one for `count` options, or undefined when it is. */
export const shownOrderProblem = (shown: number[], count: number): string | undefined =>
  shown.length === count && new Set(shown).size === count && shown.every((position) => position < count)
    ? undefined
    : `the order shown lists each of the question's ${count} options once`;
