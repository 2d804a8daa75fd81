import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '@tiles/api-testing/smtp-server';
import { createTestApp, testDatabaseKinds } from '../../test/test-app.js';

/** Pairs of one registered and one unknown address, each pair asked in a random order. */
const PAIRS = 40;
/** How much slower the registered address may answer, at the median, before its answer says it is registered. */
const TOLERATED_RATIO = 1.35;
/** ...and an absolute allowance, so that sub-millisecond medians do not fail on noise. */
const TOLERATED_MS = 0.75;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * ASVS V6.3.8: a call that takes an address answers as fast for a registered one as for an unknown one. The work for a
 * registered address (a token, a mail) happens after the answer; the medians of interleaved pairs stay together.
 */
describe.each(testDatabaseKinds())('calls that take an address on %s', (kind) => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let caller = 0;
  const nextIp = () => `10.77.${Math.floor(caller / 250)}.${(caller++ % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    app = await createTestApp(kind, { mail: { smtpUrl: smtp.url, from: 'Tiles Learn <no-reply@learn.example.org>' } });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const timeOf = async (url: string, email: string) => {
    const started = performance.now();
    const response = await app.inject({ method: 'POST', url, payload: { email }, remoteAddress: nextIp() });
    const ms = performance.now() - started;
    expect(response.statusCode).toBe(202);
    // The next request is timed on its own, not beside this one's work.
    await app.afterAnswer.settled();
    return ms;
  };

  it.each(['/api/auth/password-reset', '/api/auth/verify-email/resend'])(
    '%s answers a registered address as fast as an unknown one',
    async (url) => {
      const tag = url.split('/').at(-1);
      // Each address asked once: the per-mailbox limit never answers early.
      for (let index = 0; index < PAIRS; index++)
        await app.auth.users.create({
          siteId: app.config.defaultSiteId,
          login: `timing.${tag}.${index}@example.org`,
          email: `timing.${tag}.${index}@example.org`,
          passwordHash: 'not a hash anyone can match',
          roles: ['learner'],
          locale: 'en-GB',
          timezone: 'Europe/Rome',
          fields: { name: 'Timing', surname: '', gender: 'neutro' },
          awaitingVerification: true,
        });
      // Warm both paths once.
      await timeOf(url, `timing.${tag}.warm@example.org`);
      const known: number[] = [];
      const unknown: number[] = [];
      for (let index = 0; index < PAIRS; index++) {
        const askKnown = () => timeOf(url, `timing.${tag}.${index}@example.org`).then((ms) => known.push(ms));
        const askUnknown = () => timeOf(url, `nobody.${tag}.${index}@example.org`).then((ms) => unknown.push(ms));
        if (Math.random() < 0.5) await askKnown().then(askUnknown);
        else await askUnknown().then(askKnown);
      }
      const [knownMs, unknownMs] = [median(known), median(unknown)];
      process.stdout.write(
        `${kind} ${url}: registered ${knownMs.toFixed(2)} ms, unknown ${unknownMs.toFixed(2)} ms (medians of ${PAIRS})\n`,
      );
      expect(knownMs).toBeLessThanOrEqual(unknownMs * TOLERATED_RATIO + TOLERATED_MS);
      // The work was done, after the answer: every registered address got its mail.
      await smtp.next(`timing.${tag}.${PAIRS - 1}@example.org`);
    },
  );
});
