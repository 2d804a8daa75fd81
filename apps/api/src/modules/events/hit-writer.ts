import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HIT_INTERVAL_CAP_MS, hitMs, type BehaviourEvent, type Hit } from '@tiles/contracts';
import type { Database } from '../../db/client.js';
import { behaviourEvents, courses, hits, sessions, studyRollups, trackingIdentities, users } from '../../db/schema.js';
import type { AccessTokenService } from '../auth/tokens.js';
import { deviceOf } from './device.js';
import { localDayAndHour } from './local-time.js';

/** How the caller proved who they are; checked in bulk when the batch is written, not on the hot path. */
export type Credential = { kind: 'session'; sessionIdHash: string } | { kind: 'bearer'; token: string } | null;

export type PendingHit = { hit: Hit; siteId: string; credential: Credential; receivedAt: Date };
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
  const stored = await db.select({ clientId: hits.clientId }).from(hits).where(inArray(hits.clientId, unique.map((item) => item.hit.clientId)));
  const seen = new Set(stored.map((row) => row.clientId));
  const fresh = unique.filter((item) => !seen.has(item.hit.clientId));
  if (fresh.length === 0) return;

  const userOf = await resolveUsers(db, accessTokens, fresh.map((item) => item.credential), new Date());
  const identities = [...new Set(fresh.map((item) => item.hit.identity))];
  const states = new Map(
    (await db.select().from(trackingIdentities).where(inArray(trackingIdentities.identity, identities))).map((row) => [row.identity, row]),
  );

  const rows = fresh.map(({ hit, siteId, credential, receivedAt }) => {
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
      attributedPath: previous?.lastPath ?? null,
      attributedCourseId: previous?.lastCourseId ?? null,
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
    const inserted = await tx
      .insert(hits)
      .values(rows.map(({ timezone: _timezone, ...row }) => row))
      .onConflictDoNothing()
      .returning({ clientId: hits.clientId });
    const accepted = new Set(inserted.map((row) => row.clientId));

    await tx
      .insert(trackingIdentities)
      .values([...states.values()])
      .onConflictDoUpdate({
        target: trackingIdentities.identity,
        set: { lastPath: sql`excluded.last_path`, lastCourseId: sql`excluded.last_course_id`, lastHitAt: sql`excluded.last_hit_at` },
      });

    const rollups = new Map<string, typeof studyRollups.$inferInsert>();
    for (const row of rows) {
      if (!row.userId || row.msCredited === 0 || !accepted.has(row.clientId)) continue;
      const { day, hour } = localDayAndHour(row.receivedAt, row.timezone);
      const subject = (row.attributedCourseId && categoryOf.get(row.attributedCourseId)) || OTHER_SUBJECT;
      const key = [row.userId, day, hour, row.device, subject].join('|');
      const current = rollups.get(key);
      if (current) current.ms += row.msCredited;
      else rollups.set(key, { userId: row.userId, localDay: day, hour, device: row.device, subject, ms: row.msCredited });
    }
    if (rollups.size) {
      await tx
        .insert(studyRollups)
        .values([...rollups.values()])
        .onConflictDoUpdate({
          target: [studyRollups.userId, studyRollups.localDay, studyRollups.hour, studyRollups.device, studyRollups.subject],
          set: { ms: sql`${studyRollups.ms} + excluded.ms` },
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
