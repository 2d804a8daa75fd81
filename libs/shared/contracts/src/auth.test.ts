import { describe, expect, it } from 'vitest';
import { federatedLoginRequestSchema, isSafeReturnPath, loginRequestSchema } from './auth.js';
import { timezoneSchema, userUpdateSchema } from './user.js';

describe('isSafeReturnPath', () => {
  it.each(['/', '/it-IT/profile', '/it-IT/course/1?x=2#y'])('accepts %s', (path) => expect(isSafeReturnPath(path)).toBe(true));
  it.each(['', 'it-IT', '//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a b'])(
    'refuses %p',
    (path) => expect(isSafeReturnPath(path)).toBe(false),
  );
});

describe('request schemas', () => {
  it('defaults returnTo to /', () => {
    expect(federatedLoginRequestSchema.parse({ provider: 'acme', token: 't' }).returnTo).toBe('/');
  });

  it('refuses unknown login fields', () => {
    expect(loginRequestSchema.safeParse({ cu: 'a', cp: 'b', role: 'admin' }).success).toBe(false);
  });

  it('never lets a user write their role or id', () => {
    const fields = { name: 'Ada', surname: 'Lovelace', gender: 'femminile' };
    expect(userUpdateSchema.safeParse({ fields, timezone: 'Europe/Rome' }).success).toBe(true);
    expect(userUpdateSchema.safeParse({ fields, timezone: 'Europe/Rome', role: ['admin'] }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ fields, timezone: 'Europe/Rome', _id: 'x' }).success).toBe(false);
  });

  it('checks time zones and names', () => {
    expect(timezoneSchema.safeParse('Europe/Rome').success).toBe(true);
    expect(timezoneSchema.safeParse('Mars/Olympus').success).toBe(false);
    const base = { surname: 'L', gender: 'neutro' };
    expect(userUpdateSchema.safeParse({ fields: { ...base, name: '   ' }, timezone: 'UTC' }).success).toBe(false);
    expect(userUpdateSchema.safeParse({ fields: { ...base, name: '<script>' }, timezone: 'UTC' }).success).toBe(false);
    expect(userUpdateSchema.parse({ fields: { ...base, name: '  Ada ' }, timezone: 'UTC' }).fields.name).toBe('Ada');
  });
});
