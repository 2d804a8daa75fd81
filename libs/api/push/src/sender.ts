import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '@tiles/api-platform/db/database';
import { pushQueue } from './schema.js';
import { createRetryingQueue, RetryLater } from '@tiles/api-platform/ground/retrying-queue';
import { isAllowedPushEndpoint } from './allowed-services.js';
import type { VapidKeys } from './keys.js';
import type { PushRepository } from './repository.js';

/** A push service that keeps failing (429, 5xx, unreachable) is tried this many times per message. */
export const PUSH_MAX_ATTEMPTS = 8;
/** Messages sent at once per instance: bounded, so a burst of reminders never opens thousands of connections. */
export const PUSH_CONCURRENCY = 16;
/** A push service keeps a message for a device that is offline for at most a day: a reminder older than that is stale. */
const TIME_TO_LIVE_SECONDS = 86_400;
const REQUEST_TIMEOUT_MS = 10_000;

/** A message's Topic (RFC 8030 §5.4: at most 32 base64url characters), the same for every try of one notification. */
export const topicOf = (notificationId: string) =>
  createHash('sha256').update(`push-topic:${notificationId}`).digest('base64url').slice(0, 32);

const retryAfterMs = (header: string | null): number | undefined => {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : at - Date.now();
};

/**
 * Sends queued push messages: each encrypted for its device (RFC 8291 aes128gcm, by web-push) and signed with the
 * server's VAPID key, posted to the device's push service (never following a redirect). The service's answer
 * decides: 2xx delivered; 404 or 410 the subscription is gone and is deleted; 429 and 5xx (or no answer) tried
 * again with backoff, after `Retry-After` when given; any other answer drops the message (it would fail again).
 */
export const createPushSender = ({
  db,
  repository,
  keys,
  subject,
  allowedOrigins,
  now,
  log,
}: {
  db: Database;
  repository: PushRepository;
  keys: VapidKeys;
  subject: string;
  allowedOrigins: readonly string[];
  now: () => Date;
  log: FastifyBaseLogger;
}) =>
  createRetryingQueue({
    db,
    table: pushQueue,
    what: 'a push message',
    now,
    log,
    maxAttempts: PUSH_MAX_ATTEMPTS,
    batch: 100,
    concurrency: PUSH_CONCURRENCY,
    deliver: async (row) => {
      const subscription = await repository.subscription(row.subscriptionId);
      if (!subscription) return 'dropped';
      // The allowed services may have changed since the device subscribed: we send only where we are allowed to.
      if (!isAllowedPushEndpoint(subscription.endpoint, allowedOrigins)) {
        log.warn({ subscription: subscription.id }, 'a push subscription points at a service no longer allowed; it is deleted');
        await repository.forget(subscription.id);
        return 'dropped';
      }
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(row.payload),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TIME_TO_LIVE_SECONDS,
          contentEncoding: 'aes128gcm',
          // Sent again after a crash cut the first send short: the push service replaces a copy it still holds, and
          // the device shows one notification per id (the service worker's tag).
          topic: topicOf(row.payload.id),
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      if (answer.ok) return 'delivered';
      if (answer.status === 404 || answer.status === 410) {
        await repository.forget(subscription.id);
        return 'dropped';
      }
      if (answer.status === 429 || answer.status >= 500) {
        const after = retryAfterMs(answer.headers.get('retry-after'));
        const reason = `the push service answered ${answer.status}`;
        throw after === undefined ? new Error(reason) : new RetryLater(reason, after);
      }
      log.warn({ subscription: subscription.id, status: answer.status }, 'a push service refused a message; it is dropped');
      return 'dropped';
    },
  });

export type PushSender = ReturnType<typeof createPushSender>;
