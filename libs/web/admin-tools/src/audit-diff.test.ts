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

  it('keeps structured leaves readable as JSON and says when nothing changed', () => {
    expect(fieldChanges({ rows: [{ a: 1 }] }, { rows: [{ a: 2 }] })).toEqual([{ field: 'rows', before: '[{"a":1}]', after: '[{"a":2}]' }]);
    expect(fieldChanges({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
