import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { answerSerializerCompiler } from './answer-serializer.js';

const serializerOf = (schema: z.ZodMiniType, check: boolean) =>
  answerSerializerCompiler({ check })({ schema, method: 'GET', url: '/api/example', httpStatus: '200' });

const member = z.object({
  id: z.string(),
  minutes: z.int(),
  detail: z.nullable(z.object({ days: z.int(), note: z.optional(z.string()) })),
});

describe('answers written by the compiled serializer', () => {
  it.each([true, false])('writes the contract’s fields only, as zod’s copy did (check %s)', (check) => {
    const row = { id: 'm-1', minutes: 42, passwordHash: 'secret', detail: { days: 3, internal: 'x' } };
    const written = serializerOf(member, check)(row);
    expect(JSON.parse(written)).toEqual({ id: 'm-1', minutes: 42, detail: { days: 3 } });
    expect(written).not.toContain('secret');
  });

  it('chooses a union’s branch for an object with a field more than declared (zod strips it and accepts)', () => {
    const answer = z.object({ xp: z.nullable(z.object({ earned: z.boolean() })) });
    expect(JSON.parse(serializerOf(answer, true)({ xp: { earned: true, extra: 1 } }))).toEqual({ xp: { earned: true } });
    expect(JSON.parse(serializerOf(answer, true)({ xp: null }))).toEqual({ xp: null });
  });

  it('refuses, when checking, a value the contract does not allow, as zod did', () => {
    const write = serializerOf(member, true);
    expect(() => write({ id: 'm-1', minutes: 2.5, detail: null })).toThrow();
    expect(() => write({ id: 'm-1', minutes: 2, detail: { days: 'three' } })).toThrow();
    expect(() => write({ minutes: 2, detail: null })).toThrow();
  });

  it('writes, without checking, what the contract declares and coerces what it cannot write (the trade ADR 0040 makes)', () => {
    const write = serializerOf(member, false);
    expect(JSON.parse(write({ id: 'm-1', minutes: 2, detail: null }))).toEqual({ id: 'm-1', minutes: 2, detail: null });
    expect(JSON.parse(write({ id: 'm-1', minutes: 2.5, detail: null })).minutes).toBe(2);
    // A required field missing is refused all the same.
    expect(() => write({ minutes: 2, detail: null })).toThrow();
  });

  it.each([true, false])('keeps zod’s encoding where it rewrites values (a trimmed text) (check %s)', (check) => {
    const material = z.object({ body: z.string().check(z.trim()) });
    expect(serializerOf(material, check)({ body: 'text\n' })).toBe('{"body":"text"}');
  });

  it.each([true, false])('keeps zod’s encoding where JSON Schema cannot say it (a codec of dates) (check %s)', (check) => {
    const at = z.codec(z.string(), z.date(), { decode: (text) => new Date(text), encode: (date) => date.toISOString() });
    const answer = z.object({ at });
    expect(serializerOf(answer, check)({ at: new Date('2026-12-02T10:00:00Z') })).toBe('{"at":"2026-12-02T10:00:00.000Z"}');
  });
});
