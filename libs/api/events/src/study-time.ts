import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MINUTE = 60_000;

/** A page-view hit as the web's tracker sends it: `ms` of active time on the page it leaves. */
export const pageHit = (
  identity: string,
  path: string,
  ms: number,
  place: { course?: number; module?: number; session?: number } = {},
) => ({
  clientId: randomUUID(),
  ua: UA,
  identity,
  origin: 'web',
  subject: { id: path, meta: [{ field: 'ms', value: ms }] },
  ...place,
});

/**
 * A learner stays `minutes` on a course session page (the server's clock moves on as they study); the page
 * reports every 10 minutes, as an active page does (an interval over 30 minutes would be capped). The hits are
 * written before it resolves.
 */
export const studySession = async (
  app: FastifyInstance,
  cookie: string,
  place: { course: number; module: number; session: number },
  minutes: number,
) => {
  const identity = `tab-${randomUUID()}`;
  const path = `/it-IT/course/session/${place.course}/${place.module}/${place.session}`;
  const hit = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/event/hit', payload: body, headers: { cookie } });
  await hit(pageHit(identity, path, 0, place));
  for (let left = minutes; left > 0; left -= 10) {
    const step = Math.min(10, left);
    app.clock.advance(step * MINUTE);
    await hit(pageHit(identity, left > step ? path : '/it-IT', step * MINUTE, left > step ? place : {}));
  }
  await app.ingestion.hits.flush();
};
