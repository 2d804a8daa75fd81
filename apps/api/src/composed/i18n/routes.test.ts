import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boilerplateEntrySchema } from '@tiles/contracts';
import { boilerplate } from '@tiles/api-i18n/schema';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';
import { interfaceTexts } from '../../app.js';

describe.each(testDatabaseKinds())('i18n api on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('answers only the locales asked for, in the order asked', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/i18n/locales?lc=en-GB,it-IT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      outcome: [
        { code: 'en-GB', country: { code: 'GB' } },
        { code: 'it-IT', country: { code: 'IT' } },
      ],
    });
  });

  it('leaves out codes it does not know', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/i18n/locales?lc=de-DE,fr-FR' });
    expect(response.json().outcome).toEqual([{ code: 'de-DE', country: { code: 'DE' } }]);
  });

  it.each(['', '?lc=', '?lc=it-IT,', '?lc=it-IT;en-GB', '?lc=italiano'])(
    'answers 400 naming lc for the malformed list %p',
    async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/i18n/locales${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(response.json().message).toMatch(/querystring\.lc/);
    },
  );

  it('answers every interface text in the four locales', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/' });
    expect(response.statusCode).toBe(200);
    const entries = response.json().outcome.map((entry: unknown) => boilerplateEntrySchema.parse(entry));
    const keys = entries.map((entry: { key: string }) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(interfaceTexts())));
    for (const entry of entries) {
      expect(Object.keys(entry.translations).sort(), entry.key).toEqual(['ar-EG', 'de-DE', 'en-GB', 'it-IT']);
      for (const text of Object.values(entry.translations)) expect(text, entry.key).not.toBe('');
    }
  });

  it('uses gender variants and placeholders in the seeded texts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/' });
    const title = response.json().outcome.find((entry: { key: string }) => entry.key === 'home.title');
    expect(title.translations['it-IT']).toBe('Benvenut[gender:o,a,ə] su [name]');
  });

  it("answers one text per key with a fallback: the locale's own, else the fallback's under its code", async () => {
    const key = and(eq(boilerplate.siteId, 'tiles'), eq(boilerplate.key, 'nav.home'));
    const [before] = await app.db.select().from(boilerplate).where(key);
    await app.db
      .update(boilerplate)
      .set({ translations: { 'it-IT': 'Solo in italiano' } })
      .where(key);
    try {
      const response = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/?lc=en-GB&fallback=it-IT' });
      expect(response.statusCode).toBe(200);
      const entries = response.json().outcome as { key: string; translations: Record<string, string> }[];
      expect(entries.find((entry) => entry.key === 'nav.home')!.translations).toEqual({ 'it-IT': 'Solo in italiano' });
      expect(entries.find((entry) => entry.key === 'home.title')!.translations).toEqual({ 'en-GB': expect.any(String) });
      expect(entries.every((entry) => Object.keys(entry.translations).length === 1)).toBe(true);
      const bad = await app.inject({ method: 'GET', url: '/api/i18n/boilerplate/?lc=en-GB&fallback=italiano' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/querystring\.fallback/);
    } finally {
      await app.db.update(boilerplate).set({ translations: before!.translations }).where(key);
    }
  });
});
