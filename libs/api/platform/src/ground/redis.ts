import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const CONNECT_TIMEOUT_MS = 10_000;

const createRedisClient = (url: string) => createClient({ url, socket: { connectTimeout: CONNECT_TIMEOUT_MS } });
export type RedisClient = ReturnType<typeof createRedisClient>;

/**
 * A Redis client that never crashes the process: errors are logged and the client reconnects by itself. At start,
 * an unreachable Redis fails loudly within 10 s instead of hanging (the client would otherwise retry forever).
 */
export const connectRedis = async (url: string, log: FastifyBaseLogger, purpose: string): Promise<RedisClient> => {
  const client = createRedisClient(url);
  client.on('error', (error) => log.warn({ err: error, purpose }, 'redis connection error'));
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`REDIS_URL: no answer from Redis within ${CONNECT_TIMEOUT_MS / 1000} s`)),
      CONNECT_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([client.connect(), gaveUp]);
  } catch (error) {
    client.destroy();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return client;
};
