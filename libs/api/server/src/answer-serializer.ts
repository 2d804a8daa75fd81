import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

type Serializer = (data: unknown) => string;

/** Where two texts first differ, with a little of each around it. */
const differenceOf = (written: string, expected: string) => {
  let at = 0;
  while (at < written.length && written[at] === expected[at]) at += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `at character ${at}: wrote ${around(written)}, the contract's encoding is ${around(expected)}`;
};

/**
 * Without `additionalProperties: false`: the compiled serializer writes declared properties only in any case, but
 * where it must choose between the branches of a union (`anyOf`) it validates the object against each, and an object
 * with one more field than declared (a row's extra column) would match none, where zod strips the field and accepts.
 */
const withoutClosedObjects = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutClosedObjects);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
      .map(([key, value]) => [key, withoutClosedObjects(value)]),
  );
};

/**
 * What zod's encoding does beyond what JSON Schema says: a check that rewrites its value (`trim`, `toLowerCase`,
 * `normalize`), a default or a fallback. An answer with one keeps zod's serializer, which applies it.
 */
const rewritesValues = (schema: z.core.$ZodType) => {
  const { def } = schema._zod;
  return (
    def.type === 'default' ||
    def.type === 'prefault' ||
    def.type === 'catch' ||
    Boolean(def.checks?.some((check) => check._zod.def.check === 'overwrite'))
  );
};

/**
 * The JSON Schema of an answer's zod schema, or undefined when zod cannot say it (a transform, a date, a bigint) or
 * its encoding rewrites values.
 */
const jsonSchemaOf = (schema: unknown) => {
  const zodSchema = schema instanceof z.core.$ZodType ? schema : (schema as { properties?: unknown } | undefined)?.properties;
  if (!(zodSchema instanceof z.core.$ZodType)) return undefined;
  let rewrites = false;
  try {
    const jsonSchema = z.toJSONSchema(zodSchema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
      override: ({ zodSchema: part }) => {
        if (rewritesValues(part as z.core.$ZodType)) rewrites = true;
      },
    });
    return rewrites ? undefined : (withoutClosedObjects(jsonSchema) as object);
  } catch {
    return undefined;
  }
};

/** The compiled serializer of an answer's schema, or zod's where the schema cannot be compiled faithfully. */
const compiledOrExact = (schema: unknown, exact: Serializer): Serializer => {
  const jsonSchema = jsonSchemaOf(schema);
  if (!jsonSchema) return exact;
  try {
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serializer;
  } catch {
    return exact;
  }
};

/**
 * Answers written by a serializer compiled from their contract's JSON Schema (fast-json-stringify), not by encoding a
 * copy of them with zod and stringifying the copy: a group's progress of a thousand members cost 18 ms and 10 MB of
 * garbage that way, 3 ms this way, with the same values. It writes the contract's fields only (anything else a handler
 * leaves on an object stays out, as zod's copy left it out). What it does not do is refuse a value of the wrong kind;
 * so with `check` (tests, development) every answer is also encoded by zod, which refuses as before, and the two texts
 * must hold the same values (an object's keys may come in another order). A schema zod cannot say as JSON Schema,
 * or whose encoding rewrites values (a trim, a default), keeps zod's serializer (ADR 0040).
 */
export const answerSerializerCompiler =
  ({ check }: { check: boolean }): FastifySerializerCompiler<unknown> =>
  (route) => {
    const exact: Serializer = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    // Made at an answer's first use: an api of two hundred routes must not compile them all to start.
    let serialize: Serializer | undefined;
    const compiled: Serializer = (data) => (serialize ??= compiledOrExact(route.schema, exact))(data);
    if (!check) return compiled;
    return (data) => {
      const expected = exact(data);
      const written = compiled(data);
      // The same values; the order of an object's keys may differ (the compiled one writes the required ones first).
      if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected)))
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus ?? ''}: the compiled serializer ${differenceOf(written, expected)}`,
        );
      return written;
    };
  };
