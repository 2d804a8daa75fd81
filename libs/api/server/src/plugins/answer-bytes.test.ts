import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { LARGE_ANSWER_CHARS, registerAnswerBytes } from './answer-bytes.js';

const answerOf = (chars: number) => JSON.stringify({ outcome: 'è’'.repeat(Math.ceil(chars / 2)) });

const appWith = async (seen: string[]) => {
  const app = Fastify();
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(async (api) => {
    // What a hook of the api's scope before it (a repeated write's stored answer) is given.
    api.addHook('onSend', async (_request, _reply, payload) => {
      seen.push(typeof payload);
      return payload;
    });
    api.get('/large', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answerOf(LARGE_ANSWER_CHARS)));
    api.get('/small', async (_request, reply) => reply.type('application/json; charset=utf-8').send(answerOf(100)));
    registerAnswerBytes(api);
  });
  return app;
};

describe('large answers as bytes', () => {
  it('sends a large answer whole, its Content-Length its UTF-8 bytes, and the hooks before it see its text', async () => {
    const seen: string[] = [];
    const app = await appWith(seen);
    const large = await app.inject({ method: 'GET', url: '/large' });
    expect(large.body).toBe(answerOf(LARGE_ANSWER_CHARS));
    expect(Number(large.headers['content-length'])).toBe(Buffer.byteLength(answerOf(LARGE_ANSWER_CHARS)));
    const small = await app.inject({ method: 'GET', url: '/small' });
    expect(small.body).toBe(answerOf(100));
    expect(Number(small.headers['content-length'])).toBe(Buffer.byteLength(answerOf(100)));
    expect(seen).toEqual(['string', 'string']);
    await app.close();
  });

  it('hands a large answer to the compression, which sends it whole', async () => {
    const app = await appWith([]);
    const compressed = await app.inject({ method: 'GET', url: '/large', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(answerOf(LARGE_ANSWER_CHARS));
    await app.close();
  });
});
