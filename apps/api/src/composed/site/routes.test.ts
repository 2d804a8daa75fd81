import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSchema } from '@tiles/contracts';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

describe.each(testDatabaseKinds())('site api on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app?.close());

  it('answers the demo site as outcome', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/sites/tiles' });
    expect(response.statusCode).toBe(200);
    const site = siteSchema.parse(response.json().outcome);
    expect(site).toEqual({
      _id: 'tiles',
      niceName: 'Tiles Learn',
      logo: 'tiles-learn.svg',
      defaultLocale: 'it-IT',
      supportedLocale: ['it-IT', 'en-GB', 'de-DE', 'ar-EG'],
      maintenance: false,
      signUp: 'open',
    });
  });

  it('answers 404 naming the missing site', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/sites/atlantis' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'site-not-found',
      message: "Site not found: no site with id 'atlantis'",
    });
  });

  it('answers 400 naming the parameter for a malformed site id', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/site/sites/bad%20id' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.siteId: /);
  });

  it('answers 404 for every call whose tiles-site-id is unknown', async () => {
    for (const url of ['/api/site/sites/tiles', '/api/i18n/boilerplate/', '/api/content/tag?type=category']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'tiles-site-id': 'atlantis' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toContain("'atlantis'");
    }
  });

  it('answers 400 for a malformed tiles-site-id header', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/site/sites/tiles',
      headers: { 'tiles-site-id': '../etc' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^headers\.tiles-site-id: /);
  });
});
