import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { operation } from '@tiles/contracts';
import { answerReader, UnreadableAnswer } from './operations';

const itemSchema = z.object({ id: z.int(), title: z.string() });
const getItem = operation({ method: 'GET', path: '/item', group: 'test', summary: 'An item', answer: itemSchema, access: 'anyone' });

/** The operation as the browser's build makes it: the answer's schema is a function that loads it (ADR 0038). */
const asInTheBrowser = (load: () => Promise<unknown>) => ({ ...getItem, answer: load }) as unknown as typeof getItem;

describe('answerReader', () => {
  it('checks an answer against its schema and unwraps it from outcome, dropping what the contract does not name', async () => {
    await expect(answerReader(getItem)({ outcome: { id: 1, title: 'Roma', extra: true } })).resolves.toEqual({ id: 1, title: 'Roma' });
  });

  it('refuses an answer the schema refuses, or one without its outcome, naming where', async () => {
    const read = answerReader(getItem);
    await expect(read({ outcome: { id: 'one', title: 'Roma' } })).rejects.toThrow(UnreadableAnswer);
    await expect(read({ outcome: { id: 'one', title: 'Roma' } })).rejects.toThrow(/^id: /);
    await expect(read({ id: 1, title: 'Roma' })).rejects.toThrow('outcome: the answer has no outcome');
    await expect(read(null)).rejects.toThrow(UnreadableAnswer);
  });

  it('loads a schema given as a loader with the first answer, once, and checks with it', async () => {
    let loads = 0;
    const read = answerReader(asInTheBrowser(async () => ((loads += 1), itemSchema)));
    expect(loads).toBe(0);
    await expect(read({ outcome: { id: 1, title: 'Roma' } })).resolves.toEqual({ id: 1, title: 'Roma' });
    await expect(read({ outcome: { id: 2, title: 'Pisa' } })).resolves.toEqual({ id: 2, title: 'Pisa' });
    await expect(read({ outcome: { id: 'x', title: 'Pisa' } })).rejects.toThrow(UnreadableAnswer);
    expect(loads).toBe(1);
  });

  it('tries the load again with the next answer when it failed (offline, a build replaced)', async () => {
    let attempts = 0;
    const read = answerReader(
      asInTheBrowser(async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
        return itemSchema;
      }),
    );
    const failed = await read({ outcome: { id: 1, title: 'Roma' } }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(UnreadableAnswer);
    await expect(read({ outcome: { id: 1, title: 'Roma' } })).resolves.toEqual({ id: 1, title: 'Roma' });
    expect(attempts).toBe(2);
  });

  it('reads an answer of another standard as it is, and an empty answer as null', async () => {
    const document = operation({ ...getItem, envelope: false });
    await expect(answerReader(document)({ id: 3, title: 'Siena' })).resolves.toEqual({ id: 3, title: 'Siena' });
    await expect(answerReader(operation({ ...getItem, answer: null }))('')).resolves.toBeNull();
  });
});
