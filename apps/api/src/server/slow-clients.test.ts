import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '@tiles/api-platform/config';

/** Slow clients as a slowloris script makes them: each must be cut off, not kept open. */
describe('request timeouts', () => {
  let app: FastifyInstance;
  const log: string[] = [];
  beforeAll(async () => {
    app = await buildApp(
      { ...loadConfig({}), dataDir: 'memory://', webDistDir: undefined, demoHistory: false },
      {
        logger: { level: 'info', stream: { write: (line) => log.push(line) } },
        timeouts: { headersMs: 500, requestMs: 1_000, checkEveryMs: 100 },
      },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  const open = (send: (socket: net.Socket) => void) =>
    new Promise<{ closed: Promise<string> }>((resolve) => {
      const socket = net.connect((app.server.address() as AddressInfo).port, '127.0.0.1', () => {
        send(socket);
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        resolve({ closed: new Promise((closed) => socket.on('close', () => closed(answer))) });
      });
    });

  it('closes 50 connections whose headers never finish, and one whose body never ends', async () => {
    const headerless = await Promise.all(
      Array.from({ length: 50 }, () => open((socket) => socket.write('GET /api/site/sites/tiles HTTP/1.1\r\nHost: x\r\n'))),
    );
    const bodiless = await open((socket) =>
      socket.write(
        'POST /api/client-errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"statusCode":',
      ),
    );
    const answers = await Promise.all([...headerless, bodiless].map((connection) => connection.closed));
    expect(answers.every((answer) => answer === '' || answer.startsWith('HTTP/1.1 408'))).toBe(true);
  });

  it('keeps secrets in a query string out of the log', async () => {
    await app.inject({ method: 'GET', url: '/tiles-access?token=very-secret-access-token&returnTo=/it-IT' });
    await app.inject({ method: 'GET', url: '/api/site/sites/tiles?id_token=another-secret' });
    const written = log.join('');
    expect(written).toContain('/tiles-access?token=[redacted]&returnTo=%2Fit-IT');
    expect(written).not.toContain('very-secret-access-token');
    expect(written).not.toContain('another-secret');
  });
});
