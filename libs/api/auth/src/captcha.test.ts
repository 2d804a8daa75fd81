import { loadConfig } from '@tiles/api-platform/config';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-users.js';
import { createTestApp } from '@tiles/api-testing/test-app';
import { ADA, login } from './auth-test-helpers.js';
import { authModule } from './module.js';

describe('captcha', () => {
  let app: FastifyInstance;
  let verifier: http.Server;
  let verdict: { status: number; body: unknown } = { status: 200, body: { success: true, score: 0.9, action: 'login' } };
  const received: URLSearchParams[] = [];

  beforeAll(async () => {
    verifier = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(new URLSearchParams(body));
        response.writeHead(verdict.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(verdict.body));
      });
    });
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const base = loadConfig({}).auth;
    app = await createTestApp(
      'pglite',
      {
        auth: {
          ...base,
          captcha: {
            siteKey: 'site-key',
            secret: 'captcha-secret',
            verifyUrl: `http://127.0.0.1:${(verifier.address() as AddressInfo).port}/verify`,
            minScore: 0.5,
          },
        },
      },
      { modules: [authModule] },
    );
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => verifier.close(resolve));
  });

  it('requires a token', async () => {
    const response = await login(app, ADA, DEMO_PASSWORD, '10.4.0.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^body\.captcha: /);
  });

  it('signs in when the verifier approves, sending it the secret and the token', async () => {
    verdict = { status: 200, body: { success: true, score: 0.9, action: 'login' } };
    const response = await login(app, ADA, DEMO_PASSWORD, '10.4.0.2', { captcha: 'token-1' });
    expect(response.statusCode).toBe(200);
    expect(received.at(-1)?.get('secret')).toBe('captcha-secret');
    expect(received.at(-1)?.get('response')).toBe('token-1');
  });

  it.each([[{ success: false }], [{ success: true, score: 0.1, action: 'login' }], [{ success: true, score: 0.9, action: 'checkout' }]])(
    'refuses when the verifier says %p',
    async (body) => {
      verdict = { status: 200, body };
      const response = await login(app, ADA, DEMO_PASSWORD, '10.4.0.3', { captcha: 'token-2' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/captcha check failed/);
    },
  );

  it('answers 503 when the verifier is down', async () => {
    verdict = { status: 500, body: {} };
    const response = await login(app, ADA, DEMO_PASSWORD, '10.4.0.4', { captcha: 'token-3' });
    expect(response.statusCode).toBe(503);
  });
});
