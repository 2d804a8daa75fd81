import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADA, getUser, login, sessionCookieOf } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_PASSWORD } from '@tiles/api-auth/demo-users';
import { createTestApp } from '../test/test-app.js';

/** What a page on another port of the same host (same site, another origin) tried, and must not do. */
describe('cross-site request forgery', () => {
  let app: FastifyInstance;
  let cookie = '';
  let accessToken = '';
  const enrolledIn = async () =>
    ((await app.inject({ method: 'GET', url: '/api/lms/my/courses', headers: { cookie } })).json().outcome as Array<{ _id: number }>).map(
      (course) => course._id,
    );
  const enrol = (course: number, headers: Record<string, string>, payload?: string) =>
    app.inject({ method: 'POST', url: `/api/lms/courses/${course}/enrolment`, headers: { host: 'localhost:3000', ...headers }, payload });

  beforeAll(async () => {
    app = await createTestApp('pglite');
    const signedIn = await login(app, ADA, DEMO_PASSWORD, '10.0.0.1', { tokens: true });
    cookie = `t-ssid=${sessionCookieOf(signedIn)!.value}`;
    accessToken = signedIn.json().outcome.accessToken;
  });
  afterAll(() => app?.close());

  it('refuses a text/plain form post with the session cookie (415), and enrols nobody', async () => {
    const before = await enrolledIn();
    const response = await enrol(3, { cookie, 'content-type': 'text/plain' }, 'x');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^headers\.content-type: /);
    const bodiless = await enrol(3, { cookie });
    expect(bodiless.statusCode).toBe(415);
    expect(await enrolledIn()).toEqual(before);
  });

  it.each([
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ origin: 'http://localhost:3001' }],
    [{ origin: 'null' }],
  ])('refuses a call from another origin (%p) with 403, even as JSON', async (headers) => {
    const before = await enrolledIn();
    const response = await enrol(3, { cookie, 'content-type': 'application/json', ...headers }, '{}');
    expect(response.statusCode).toBe(403);
    expect(await enrolledIn()).toEqual(before);
  });

  it('reads the session cookie as the cookie library does: `t-ssid =…` (a space before =) is checked too', async () => {
    const before = await enrolledIn();
    const spaced = cookie.replace('t-ssid=', 't-ssid =');
    // A no-cors fetch with no body sends no content type: only the JSON rule stands in its way.
    const response = await enrol(3, { cookie: spaced });
    expect(response.statusCode).toBe(415);
    expect(await enrolledIn()).toEqual(before);
  });

  it('does not let a simple request log the learner out', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(415);
    expect((await getUser(app, { cookie })).statusCode).toBe(200);
  });

  it("takes same-origin JSON calls, and bearer-token clients without a browser's headers", async () => {
    const sameOrigin = await enrol(
      3,
      { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
      '{}',
    );
    expect(sameOrigin.statusCode).toBeLessThan(300);
    expect(await enrolledIn()).toContain(3);
    const bearer = await enrol(4, { authorization: `Bearer ${accessToken}` });
    expect(bearer.statusCode).toBeLessThan(300);
  });
});
