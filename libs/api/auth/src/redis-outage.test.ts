import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './demo-users.js';
import { startTcpProxy, type TcpProxy } from '@tiles/api-testing/tcp-proxy';
import { createTestApp, testRedisUrl } from '@tiles/api-testing/test-app';
import { ADA, login } from './auth-test-helpers.js';
import { authModule } from './module.js';

const redisUrl = testRedisUrl();

/** Sign-in counts attempts in Redis: whatever Redis does wrong, sign-in answers 503 with Retry-After, never 500. */
describe.skipIf(!redisUrl)('sign-in while Redis misbehaves', () => {
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    app = await createTestApp(
      'pglite',
      {
        redisUrl: `redis://127.0.0.1:${proxy.port}`,
        redisKeyPrefix: `tiles:test:${process.pid}:${Date.now()}:`,
      },
      { modules: [authModule] },
    );
  });
  afterAll(async () => {
    proxy?.restore();
    await app?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while Redis accepts connections and drops them, and signs in once it is back', async () => {
    expect((await login(app, ADA, DEMO_PASSWORD, '10.70.0.1')).statusCode).toBe(200);
    proxy.flap();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await login(app, ADA, DEMO_PASSWORD, `10.70.0.${attempt + 2}`);
      expect(answer.statusCode, answer.body).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.json().code).toBe('unavailable');
    }
    proxy.restore();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await login(app, ADA, DEMO_PASSWORD, '10.70.1.1')).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  });
});
