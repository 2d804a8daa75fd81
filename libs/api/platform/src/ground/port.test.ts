import { describe, expect, it } from 'vitest';
import { port } from './port.js';

describe('a port', () => {
  it('answers with its fallback until a domain provides it, then with the provider', async () => {
    const subjects = port('subjects', async (ids: number[]) => new Map(ids.map((id) => [id, 'other'])));
    expect(await subjects.call([1])).toEqual(new Map([[1, 'other']]));
    subjects.provide(async (ids) => new Map(ids.map((id) => [id, `category-${id}`])));
    expect(await subjects.call([1, 2])).toEqual(
      new Map([
        [1, 'category-1'],
        [2, 'category-2'],
      ]),
    );
  });

  it('refuses a second provider: two domains answering one question is a mistake of composition', () => {
    const subjects = port('subjects', () => 'other');
    subjects.provide(() => 'first');
    expect(() => subjects.provide(() => 'second')).toThrow('The port subjects is already provided');
    expect(subjects.call()).toBe('first');
  });
});
