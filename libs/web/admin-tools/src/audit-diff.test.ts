import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-diff';

describe('fieldChanges', () => {
  it('lists only the fields that changed, by dotted path', () => {
    expect(
      fieldChanges(
        { titles: { 'it-IT': 'Roma', 'de-DE': 'Rom' }, published: true, tiers: [1, 5] },
        { titles: { 'it-IT': 'Roma', 'de-DE': 'Das alte Rom' }, published: true, tiers: [1, 10] },
      ),
    ).toEqual([
      { field: 'titles.de-DE', before: 'Rom', after: 'Das alte Rom' },
      { field: 'tiers', before: '1, 5', after: '1, 10' },
    ]);
  });

  it('shows a field that appears or disappears against a dash, and a first value against nothing', () => {
    expect(fieldChanges(null, { mode: 'admin' })).toEqual([{ field: 'mode', before: '—', after: 'admin' }]);
    expect(fieldChanges({ enabled: false }, { enabled: true })).toEqual([{ field: 'enabled', before: 'false', after: 'true' }]);
  });

  it('walks a list of objects item by item, and says when nothing changed', () => {
    expect(fieldChanges({ rows: [{ a: 1 }, { a: 3 }] }, { rows: [{ a: 2 }, { a: 3 }] })).toEqual([
      { field: 'rows.1.a', before: '1', after: '2' },
    ]);
    expect(fieldChanges({ rows: [[1, 2]] }, { rows: [[1, 3]] })).toEqual([{ field: 'rows', before: '[[1,2]]', after: '[[1,3]]' }]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });

  it("shows a question edit as the question's own fields, by its #id, whatever moved around it", () => {
    const question = (id: string, prompt: string, right: number) => ({
      id,
      definition: {
        kind: 'single',
        prompts: { 'it-IT': prompt },
        options: [
          { texts: { 'it-IT': 'Tevere' }, correct: right === 0 },
          { texts: { 'it-IT': 'Arno' }, correct: right === 1 },
        ],
      },
    });
    const before = { questions: [question('q1', 'Fiume di Roma?', 0), question('q2', 'Fiume di Firenze?', 0)] };
    const after = {
      questions: [
        { definition: { kind: 'recall', prompts: { 'it-IT': 'Nuova' } } },
        question('q1', 'Fiume di Roma?', 0),
        question('q2', 'Fiume di Firenze?', 1),
      ],
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'questions.#q2.definition.options.1.correct', before: 'true', after: 'false' },
      { field: 'questions.#q2.definition.options.2.correct', before: 'false', after: 'true' },
      { field: 'questions.1.definition.kind', before: '—', after: 'recall' },
      { field: 'questions.1.definition.prompts.it-IT', before: '—', after: 'Nuova' },
    ]);
  });
});
