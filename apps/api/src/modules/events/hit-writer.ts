import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HIT_INTERVAL_CAP_MS, hitMs, type BehaviourEvent, type Hit } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { behaviourEvents, courses, hits, sessions, studyDailySeries, studyRollups, trackingIdentities, users } from '../../db/schema.js';
import type { AccessTokenService } from '../auth/tokens.js';
import { deviceOf } from './device.js';
import { localDayAndHour } from './local-time.js';

type HitRow = {
  clientId: string; siteId: string; identity: string; userId: string | null; path: string; courseId: number | null;
  moduleNumber: number | null; sessionNumber: number | null; msReported: number; attributedPath: string | null;
  attributedCourseId: number | null; msCredited: number; device: string; userAgent: string; receivedAt: Date;
};

const hitRecord = (row: HitRow) => ({
  client_id: row.clientId,
  site_id: row.siteId,
  identity: row.identity,
  user_id: row.userId,
  path: row.path,
  course_id: row.courseId,
  module_number: row.moduleNumber,
  session_number: row.sessionNumber,
  ms_reported: row.msReported,
  attributed_path: row.attributedPath,
  attributed_course_id: row.attributedCourseId,
  ms_credited: row.msCredited,
  device: row.device,
  user_agent: row.userAgent,
  received_at: row.receivedAt.toISOString(),
});

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed apart: read both the same way. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** How the caller proved who they are; checked in bulk when the batch is written, not on the hot path. */
export type Credential = { kind: 'session'; sessionIdHash: string } | { kind: 'bearer'; token: string } | null;

/** A hit as the writer takes it: with a client id, the caller's or one given on arrival. */
export type PendingHit = { hit: Hit & { clientId: string }; siteId: string; credential: Credential; receivedAt: Date };
export type PendingEvent = { event: BehaviourEvent; siteId: string; credential: Credential; receivedAt: Date };

export const OTHER_SUBJECT = 'other';

/** The signed-in users behind a batch's credentials: one query for the whole batch. */
const resolveUsers = async (db: Database, accessTokens: AccessTokenService, credentials: Credential[], now: Date) => {
  const hashes = new Map<Credential, string>();
  for (const credential of credentials) {
    if (!credential || hashes.has(credential)) continue;
    if (credential.kind === 'session') hashes.set(credential, credential.sessionIdHash);
    else {
      const claims = await accessTokens.verify(credential.token);
      if (claims) hashes.set(credential, claims.sessionIdHash);
    }
  }
  const distinct = [...new Set(hashes.values())];
  const rows = distinct.length
    ? await db
        .select({ idHash: sessions.idHash, expiresAt: sessions.expiresAt, userId: users.id, siteId: users.siteId, timezone: users.timezone })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.idHash, distinct), isNull(sessions.revokedAt)))
    : [];
  const live = new Map(rows.filter((row) => row.expiresAt.getTime() > now.getTime()).map((row) => [row.idHash, row]));
  return (credential: Credential) => {
    const hash = credential ? hashes.get(credential) : undefined;
    return hash ? live.get(hash) : undefined;
  };
};

/**
 * Writes a batch of hits in one transaction: drops resends (client ids already stored or repeated), credits each
 * hit's interval (capped) to the page its identity was on before, stores the raw hits, moves each identity to
 * its new page, and adds the signed-in learners' time to their rollups in their own time zone.
 */
export const writeHits = async (db: Database, accessTokens: AccessTokenService, batch: PendingHit[]) => {
  const unique = [...new Map(batch.map((item) => [item.hit.clientId, item])).values()];
  // Bulk statements take the whole batch as one JSON parameter: far cheaper than thousands of bound values.
  const stored = await db
    .select({ clientId: hits.clientId })
    .from(hits)
    .where(sql`${hits.clientId} in (select jsonb_array_elements_text(${JSON.stringify(unique.map((item) => item.hit.clientId))}::jsonb))`);
  const seen = new Set(stored.map((row) => row.clientId));
  const fresh = unique.filter((item) => !seen.has(item.hit.clientId));
  if (fresh.length === 0) return;

  const userOf = await resolveUsers(db, accessTokens, fresh.map((item) => item.credential), new Date());
  const identities = [...new Set(fresh.map((item) => item.hit.identity))];
  const states = new Map(
    (await db.select().from(trackingIdentities).where(inArray(trackingIdentities.identity, identities))).map((row) => [row.identity, row]),
  );

  const rows: (HitRow & { timezone: string })[] = fresh.map(({ hit, siteId, credential, receivedAt }) => {
    const previous = states.get(hit.identity);
    const user = userOf(credential);
    states.set(hit.identity, { identity: hit.identity, lastPath: hit.subject.id, lastCourseId: hit.course ?? null, lastHitAt: receivedAt });
    return {
      clientId: hit.clientId,
      siteId,
      identity: hit.identity,
      userId: user && user.siteId === siteId ? user.userId : null,
      timezone: user?.timezone ?? 'UTC',
      path: hit.subject.id,
      courseId: hit.course ?? null,
      moduleNumber: hit.module ?? null,
      sessionNumber: hit.session ?? null,
      msReported: hitMs(hit),
      // The previous hit's page; for the first page of a visit, the page the browser says it left.
      attributedPath: previous ? previous.lastPath : (hit.from?.id ?? null),
      attributedCourseId: previous ? previous.lastCourseId : (hit.from?.course ?? null),
      msCredited: Math.min(hitMs(hit), HIT_INTERVAL_CAP_MS),
      device: deviceOf(hit.ua),
      userAgent: hit.ua.slice(0, 512),
      receivedAt,
    };
  });

  const courseIds = [...new Set(rows.flatMap((row) => (row.attributedCourseId ? [row.attributedCourseId] : [])))];
  const categoryOf = new Map(
    courseIds.length
      ? (await db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses).where(inArray(courses.id, courseIds))).map((row) => [
          row.id,
          row.categoryId,
        ])
      : [],
  );

  await db.transaction(async (tx) => {
    const inserted = await tx.execute(sql`
      insert into hits (client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
                        attributed_path, attributed_course_id, ms_credited, device, user_agent, received_at)
      select client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
             attributed_path, attributed_course_id, ms_credited, device, user_agent, received_at
      from jsonb_to_recordset(${JSON.stringify(rows.map(hitRecord))}::jsonb) as r(
        client_id text, site_id text, identity text, user_id text, path text, course_id int, module_number int,
        session_number int, ms_reported int, attributed_path text, attributed_course_id int, ms_credited int,
        device text, user_agent text, received_at timestamptz)
      on conflict (client_id) do nothing
      returning client_id`);
    const accepted = new Set(rowsOf<{ client_id: string }>(inserted).map((row) => row.client_id));

    await tx.execute(sql`
      insert into tracking_identities (identity, last_path, last_course_id, last_hit_at)
      select identity, last_path, last_course_id, last_hit_at
      from jsonb_to_recordset(${JSON.stringify(
        [...states.values()].map((state) => ({
          identity: state.identity,
          last_path: state.lastPath,
          last_course_id: state.lastCourseId,
          last_hit_at: state.lastHitAt.toISOString(),
        })),
      )}::jsonb) as r(identity text, last_path text, last_course_id int, last_hit_at timestamptz)
      on conflict (identity) do update
        set last_path = excluded.last_path, last_course_id = excluded.last_course_id, last_hit_at = excluded.last_hit_at`);

    const rollups = new Map<string, typeof studyRollups.$inferInsert>();
    const daily = new Map<string, typeof studyDailySeries.$inferInsert>();
    const addDaily = (userId: string, localDay: string, dimension: 'hour' | 'device' | 'subject', key: string, ms: number) => {
      const mapKey = [userId, localDay, dimension, key].join('|');
      const current = daily.get(mapKey);
      if (current) current.ms += ms;
      else daily.set(mapKey, { userId, localDay, dimension, key, ms });
    };
    for (const row of rows) {
      if (!row.userId || row.msCredited === 0 || !accepted.has(row.clientId)) continue;
      const { day, hour } = localDayAndHour(row.receivedAt, row.timezone);
      const subject = (row.attributedCourseId && categoryOf.get(row.attributedCourseId)) || OTHER_SUBJECT;
      const key = [row.userId, day, hour, row.device, subject].join('|');
      const current = rollups.get(key);
      if (current) current.ms += row.msCredited;
      else rollups.set(key, { userId: row.userId, localDay: day, hour, device: row.device, subject, ms: row.msCredited });
      addDaily(row.userId, day, 'hour', String(hour), row.msCredited);
      addDaily(row.userId, day, 'device', row.device, row.msCredited);
      addDaily(row.userId, day, 'subject', subject, row.msCredited);
    }
    if (rollups.size) {
      await tx
        .insert(studyRollups)
        .values([...rollups.values()])
        .onConflictDoUpdate({
          target: [studyRollups.userId, studyRollups.localDay, studyRollups.hour, studyRollups.device, studyRollups.subject],
          set: { ms: sql`${studyRollups.ms} + excluded.ms` },
        });
      await tx
        .insert(studyDailySeries)
        .values([...daily.values()])
        .onConflictDoUpdate({
          target: [studyDailySeries.userId, studyDailySeries.localDay, studyDailySeries.dimension, studyDailySeries.key],
          set: { ms: sql`${studyDailySeries.ms} + excluded.ms` },
        });
    }
  });
};

/** Writes a batch of behaviour events; resends (same client id) are stored once. */
export const writeEvents = async (db: Database, accessTokens: AccessTokenService, batch: PendingEvent[]) => {
  const userOf = await resolveUsers(db, accessTokens, batch.map((item) => item.credential), new Date());
  await db
    .insert(behaviourEvents)
    .values(
      batch.map(({ event, siteId, credential, receivedAt }) => ({
        clientId: event.clientId ?? null,
        siteId,
        userId: userOf(credential)?.userId ?? null,
        action: event.action,
        variant: event.variant,
        scope: event.scope,
        subject: event.subject,
        userAgent: event.ua,
        createdAt: new Date(event.createdAt),
        receivedAt,
      })),
    )
    .onConflictDoNothing();
};
