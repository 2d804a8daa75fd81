import { z } from 'zod/mini';
import { localeCodeSchema } from './locale.js';

export const genderSchema = z.enum(['maschile', 'femminile', 'neutro']);
export type Gender = z.infer<typeof genderSchema>;

export const modeSchema = z.enum(['user', 'admin', 'tester']);
export type Mode = z.infer<typeof modeSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone the runtime knows, such as Europe/Rome. */
export const timezoneSchema = z
  .string()
  .check(z.maxLength(64), z.refine(isTimeZone, { message: 'must be a time zone such as Europe/Rome' }));

/**
 * Characters that have no place in a name: markup, controls (C0, DEL and C1, U+0085 among them), line and paragraph
 * separators, the marks and overrides that reorder text (U+202E shows "Rossi\u202Egpj.exe" as "Rossiexe.jpg") and the
 * invisible ones that make two names look alike (zero-width space, word joiner, byte-order mark). The joiners some
 * scripts need (U+200C, U+200D) stay.
 */
const INVISIBLE_OR_REORDERING = new Set([0x2028, 0x2029, 0x061c, 0x200e, 0x200f, 0x200b, 0x2060, 0xfeff]);
const isForbiddenInNames = (character: string) => {
  const code = character.codePointAt(0)!;
  return (
    '<>{}\\'.includes(character) ||
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    INVISIBLE_OR_REORDERING.has(code)
  );
};
const hasForbiddenNameCharacter = (value: string) => [...value].some(isForbiddenInNames);

export const personNameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(80, 'must be at most 80 characters'),
  z.refine((value) => !hasForbiddenNameCharacter(value), { message: 'contains characters a name cannot have' }),
);

/** A surname may be left empty (a sign-up asks only the name); never a placeholder such as "—". */
const surname = z.string().check(
  z.trim(),
  z.maxLength(80, 'must be at most 80 characters'),
  z.refine((value) => !hasForbiddenNameCharacter(value), { message: 'contains characters a name cannot have' }),
);

export const userFieldsSchema = z.object({
  name: personNameSchema,
  surname,
  gender: genderSchema,
});
export type UserFields = z.infer<typeof userFieldsSchema>;

/** How the reader wants the site coloured: as their system says, or always light or dark. */
export const COLOR_SCHEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export const colorSchemePreferenceSchema = z.enum(COLOR_SCHEME_PREFERENCES);
export type ColorSchemePreference = z.infer<typeof colorSchemePreferenceSchema>;
/** A visitor's choice, kept by their browser (a learner's is kept with their account too). Read by the server for the first screen. */
export const COLOR_SCHEME_COOKIE = 't-theme';
/** On <html>: `light` or `dark` when the reader chose one; absent, the system's scheme applies. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The signed-in user as the api answers it. `role[0]` is the role id. */
export const userSchema = z.object({
  _id: z.string(),
  login: z.string(),
  email: z.nullable(z.string()),
  role: z.array(z.string()).check(z.minLength(1)),
  locale: localeCodeSchema,
  timezone: z.string(),
  fields: userFieldsSchema,
  /** False for a learner who signs in only through a provider: the account page asks no password of them. */
  hasPassword: z.optional(z.boolean()),
  colorScheme: colorSchemePreferenceSchema,
});
export type User = z.infer<typeof userSchema>;

/** What a user may change about themselves: never their id or role (unknown keys are refused). */
export const userUpdateSchema = z.strictObject({
  fields: userFieldsSchema,
  timezone: timezoneSchema,
});
export type UserUpdate = z.infer<typeof userUpdateSchema>;

export const localeUpdateSchema = z.strictObject({ locale: localeCodeSchema });
export const colorSchemeUpdateSchema = z.strictObject({ colorScheme: colorSchemePreferenceSchema });

export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** The modes besides `user` this role may enter. */
  modes: z.array(modeSchema),
});
export type Role = z.infer<typeof roleSchema>;
