import type { FastifyInstance } from 'fastify';

/** From this many characters on, an answer's text leaves as bytes. */
export const LARGE_ANSWER_CHARS = 64 * 1024;

/**
 * A large answer leaves as the bytes of its text, encoded once. As text, Fastify first measures its UTF-8 length
 * for Content-Length, which flattens the serializer's string of many pieces (9 ms of a group's 900 KB progress),
 * and the socket then encodes it all again; the compression (a route's own hook, after this one) takes bytes as
 * they are. Registered last in the api's scope: the hooks before it (a repeated write's stored answer) see text.
 */
export const registerAnswerBytes = (api: FastifyInstance) => {
  api.addHook('onSend', async (_request, _reply, payload) =>
    typeof payload === 'string' && payload.length >= LARGE_ANSWER_CHARS ? Buffer.from(payload) : payload,
  );
};
