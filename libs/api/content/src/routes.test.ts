import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { contentModule } from './module.js';

describe.each(testDatabaseKinds())('content tags on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, {}, { modules: [contentModule] });
  });
  afterAll(() => app?.close());

  const categories = (headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: '/api/content/tag?type=category', headers });

  it('answers the categories named in the request locale', async () => {
    const response = await categories({ 'tiles-locale-code': 'en-GB' });
    expect(response.statusCode).toBe(200);
    expect(response.json().outcome).toEqual([
      { _id: 'cat-history', slug: 'storia', name: 'History' },
      { _id: 'cat-languages', slug: 'lingue', name: 'Languages' },
      { _id: 'cat-science', slug: 'scienze', name: 'Science' },
      { _id: 'cat-digital', slug: 'digitale', name: 'Digital skills' },
    ]);
  });

  it.each([[{}], [{ 'tiles-locale-code': 'fr-FR' }], [{ 'tiles-locale-code': 'garbage' }]])(
    "falls back to the site's default locale for %p",
    async (headers) => {
      const response = await categories(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().outcome[0].name).toBe('Storia');
    },
  );

  it.each(['', '?type=', '?type=badge'])('answers 400 naming type for %p', async (query) => {
    const response = await app.inject({ method: 'GET', url: `/api/content/tag${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring\.type: /);
  });
});
