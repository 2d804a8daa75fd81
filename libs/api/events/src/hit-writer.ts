import { eq, inArray, sql } from 'drizzle-orm';
import { HIT_INTERVAL_CAP_MS, hitMs, hitWaitedMs, type BehaviourEvent, type Hit } from '@tiles/contracts';
import type { Database } from '@tiles/api-platform/db/database';
import { sessionActor } from '@tiles/api-auth/session-repository';
import { behaviourEvents, hits, learnerClocks, sessionStudy, trackingIdentities, studyDailySeries, studyRollups } from './schema.js';
import { sessions } from '@tiles/api-auth/schema';
import { users } from '@tiles/api-users/schema';
import type { AccessTokenService } from '@tiles/api-auth/tokens';
import { deviceOf } from './device.js';
import { creditAfter, placeIntervals } from './honest-time.js';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';
import { OTHER_SUBJECT } from '@tiles/api-platform/ground/study-subject';
import { rowsOf } from '@tiles/api-platform/db/rows';
import { sessionIdHashOf, type Credential } from '@tiles/api-auth/credentials';
import type { EventfulTransactions, RecordDomainEvent } from '@tiles/api-platform/ground/domain-events';
import { DAY_MS } from '@tiles/api-platform/ground/time';

type HitRow = {
  clientId: string;
  siteId: string;
  identity: string;
  userId: string | null;
  path: string;
  courseId: number | null;
  moduleNumber: number | null;
  sessionNumber: number | null;
  msReported: number;
  attributedPath: string | null;
  attributedCourseId: number | null;
  attributedModule: number | null;
  attributedSession: number | null;
  msCredited: number;
  device: string;
  userAgent: string;
  receivedAt: Date;
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
  attributed_module: row.attributedModule,
  attributed_session: row.attributedSession,
  ms_credited: row.msCredited,
  device: row.device,
  user_agent: row.userAgent,
  received_at: row.receivedAt.toISOString(),
});

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too, but typed apart: read both the same way. */

/** A hit as the writer takes it: with a client id, the caller's or one given on arrival. */
export type PendingHit = { hit: Hit & { clientId: string }; siteId: string; credential: Credential; receivedAt: Date };
export type PendingEvent = { event: BehaviourEvent; siteId: string; credential: Credential; receivedAt: Date };

/** The signed-in users behind a batch's credentials: one query for the whole batch. */
const resolveUsers = async (db: Database, accessTokens: AccessTokenService, credentials: Credential[]) => {
  const hashes = new Map<Credential, string>();
  const direct = new Set<string>();
  for (const credential of credentials) {
    if (!credential || hashes.has(credential)) continue;
    if (credential.kind === 'learner') direct.add(credential.userId);
    else {
      // Checked in bulk when the batch is written, not on the hot path; the same reading of a credential as http's.
      const sessionIdHash = await sessionIdHashOf(accessTokens, credential);
      if (sessionIdHash) hashes.set(credential, sessionIdHash);
    }
  }
  const distinct = [...new Set(hashes.values())];
  const rows = distinct.length
    ? await db
        .select({
          idHash: sessions.idHash,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          startedAt: sessions.createdAt,
          userId: users.id,
          siteId: users.siteId,
          timezone: users.timezone,
          clockOffsetDays: users.clockOffsetDays,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessionActor))
        .where(inArray(sessions.idHash, distinct))
    : [];
  const byHash = new Map(rows.map((row) => [row.idHash, row]));
  const named = new Map(
    direct.size
      ? (
          await db
            .select({ userId: users.id, siteId: users.siteId, timezone: users.timezone, clockOffsetDays: users.clockOffsetDays })
            .from(users)
            .where(inArray(users.id, [...direct]))
        ).map((row) => [row.userId, { ...row, startedAt: null as Date | null }])
      : [],
  );
  /**
   * The learner behind a credential as it was when the request arrived: a hit sent just before a logout (the
   * interval studied until then) is hers even when its batch is written after the session ended.
   */
  return (credential: Credential, receivedAt: Date) => {
    if (credential?.kind === 'learner') return named.get(credential.userId);
    const session = credential ? byHash.get(hashes.get(credential) ?? '') : undefined;
    const at = receivedAt.getTime();
    const live = session && session.expiresAt.getTime() > at && (!session.revokedAt || session.revokedAt.getTime() > at);
    return live ? session : undefined;
  };
};

type Learner = NonNullable<ReturnType<Awaited<ReturnType<typeof resolveUsers>>>>;
type IdentityState = typeof trackingIdentities.$inferSelect;
type WriterRow = HitRow & { timezone: string };

/** The batch without resends: one hit per client id, and none already stored. */
const freshHitsOf = async (db: Database, batch: PendingHit[]) => {
  const unique = [...new Map(batch.map((item) => [item.hit.clientId, item])).values()];
  // Bulk statements take the whole batch as one JSON parameter: far cheaper than thousands of bound values.
  const stored = await db
    .select({ clientId: hits.clientId })
    .from(hits)
    .where(sql`${hits.clientId} in (select jsonb_array_elements_text(${JSON.stringify(unique.map((item) => item.hit.clientId))}::jsonb))`);
  const seen = new Set(stored.map((row) => row.clientId));
  return unique.filter((item) => !seen.has(item.hit.clientId));
};

/** Where each browser was last heard from, and up to when each learner's time is already credited. */
const loadTrackingState = async (db: Database, fresh: PendingHit[], learnerIds: string[]) => {
  const identities = [...new Set(fresh.map((item) => item.hit.identity))];
  const states = new Map(
    (await db.select().from(trackingIdentities).where(inArray(trackingIdentities.identity, identities))).map((row) => [row.identity, row]),
  );
  const clocks = new Map(
    learnerIds.length
      ? (await db.select().from(learnerClocks).where(inArray(learnerClocks.userId, learnerIds))).map((row) => [
          row.userId,
          row.creditedUntil,
        ])
      : [],
  );
  return { states, clocks };
};

/**
 * Honest time: each browser's hits placed on the wall clock (no more than has passed since it was last heard from,
 * or since the sign-in), then each learner's intervals from every tab and device counted once. Answers the ms
 * credited per hit and where each identity's last interval ended; moves the learners' clocks.
 */
const creditHonestTime = (
  inOrder: PendingHit[],
  states: Map<string, IdentityState>,
  clocks: Map<string, Date>,
  learnerOf: (item: PendingHit) => Learner | undefined,
) => {
  const credited = new Map<string, number>();
  const byIdentity = new Map<string, PendingHit[]>();
  for (const item of inOrder) byIdentity.set(item.hit.identity, [...(byIdentity.get(item.hit.identity) ?? []), item]);
  const intervals: { item: PendingHit; userId: string | undefined; start: number; end: number }[] = [];
  /** Where each identity's last interval ended: the floor of its next one (see tracking_identities). */
  const intervalEnd = new Map<string, Date>();
  for (const [identity, items] of byIdentity) {
    const previous = states.get(identity);
    const notBefore = previous?.lastHitAt ?? learnerOf(items[0]!)?.startedAt ?? null;
    const placed = placeIntervals(
      items.map((item) => ({
        receivedAt: item.receivedAt.getTime(),
        claimedMs: Math.min(hitMs(item.hit), HIT_INTERVAL_CAP_MS),
        waitedMs: hitWaitedMs(item.hit),
      })),
      notBefore ? notBefore.getTime() : null,
    );
    items.forEach((item, index) => intervals.push({ item, userId: learnerOf(item)?.userId, ...placed[index]! }));
    intervalEnd.set(identity, new Date(placed[placed.length - 1]!.end));
  }
  intervals.sort((a, b) => a.start - b.start || a.end - b.end);
  for (const { item, userId, start, end } of intervals) {
    if (!userId) {
      credited.set(item.hit.clientId, Math.max(0, Math.round(end - start)));
      continue;
    }
    const result = creditAfter({ start, end }, clocks.has(userId) ? clocks.get(userId)!.getTime() : null);
    clocks.set(userId, new Date(result.creditedUntil));
    credited.set(item.hit.clientId, result.creditedMs);
  }
  return { credited, intervalEnd };
};

/**
 * The page a hit's interval was spent on. The browser names it (`from`): after a full load, a reload, a page from
 * the back/forward cache or the offline cache, only the browser knows it, since such a page sends no hit of its own
 * and the server's memory of the identity is a page behind. What it may claim of the clock is capped all the same
 * (honest-time). A hit without `from` (a client of the spec's bare payload) is credited to the identity's last page.
 */
const attributionOf = (hit: Hit, previous: IdentityState | undefined) =>
  hit.from
    ? {
        attributedPath: hit.from.id,
        attributedCourseId: hit.from.course ?? null,
        attributedModule: hit.from.module ?? null,
        attributedSession: hit.from.session ?? null,
      }
    : {
        attributedPath: previous?.lastPath ?? null,
        attributedCourseId: previous?.lastCourseId ?? null,
        attributedModule: previous?.lastModule ?? null,
        attributedSession: previous?.lastSession ?? null,
      };

/** The rows to store, each hit credited to the page it was spent on; moves each identity to its new page. */
const hitRowsOf = (
  inOrder: PendingHit[],
  states: Map<string, IdentityState>,
  time: ReturnType<typeof creditHonestTime>,
  learnerOf: (item: PendingHit) => Learner | undefined,
): WriterRow[] =>
  inOrder.map((item) => {
    const { hit, siteId, receivedAt } = item;
    const previous = states.get(hit.identity);
    const user = learnerOf(item);
    states.set(hit.identity, {
      identity: hit.identity,
      lastPath: hit.subject.id,
      lastCourseId: hit.course ?? null,
      lastModule: hit.module ?? null,
      lastSession: hit.session ?? null,
      lastHitAt: time.intervalEnd.get(hit.identity) ?? receivedAt,
    });
    return {
      clientId: hit.clientId,
      siteId,
      identity: hit.identity,
      userId: user?.userId ?? null,
      timezone: user?.timezone ?? 'UTC',
      path: hit.subject.id,
      courseId: hit.course ?? null,
      moduleNumber: hit.module ?? null,
      sessionNumber: hit.session ?? null,
      msReported: hitMs(hit),
      ...attributionOf(hit, previous),
      msCredited: time.credited.get(hit.clientId) ?? 0,
      device: deviceOf(hit.ua),
      userAgent: hit.ua.slice(0, 512),
      receivedAt,
    };
  });

/** The category of each course (the statistics' subject), by course id; a course it does not know files under "other". */
export type CourseSubjects = (courseIds: number[]) => Promise<Map<number, string>>;

/** The category of every course the rows credit time to. */
const categoriesOf = async (subjectsOf: CourseSubjects, rows: WriterRow[]) => {
  const courseIds = [...new Set(rows.flatMap((row) => (row.attributedCourseId ? [row.attributedCourseId] : [])))];
  return courseIds.length ? subjectsOf(courseIds) : new Map<number, string>();
};

type Executor = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Stores the rows (a resend that raced in is skipped); answers the client ids actually stored. */
const insertHits = async (tx: Executor, rows: WriterRow[]) => {
  const inserted = await tx.execute(sql`
    insert into hits (client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
                      attributed_path, attributed_course_id, attributed_module, attributed_session, ms_credited, device,
                      user_agent, received_at)
    select client_id, site_id, identity, user_id, path, course_id, module_number, session_number, ms_reported,
           attributed_path, attributed_course_id, attributed_module, attributed_session, ms_credited, device,
           user_agent, received_at
    from jsonb_to_recordset(${JSON.stringify(rows.map(hitRecord))}::jsonb) as r(
      client_id text, site_id text, identity text, user_id text, path text, course_id int, module_number int,
      session_number int, ms_reported int, attributed_path text, attributed_course_id int, attributed_module int,
      attributed_session int, ms_credited int, device text, user_agent text, received_at timestamptz)
    on conflict (client_id) do nothing
    returning client_id`);
  return new Set(rowsOf<{ client_id: string }>(inserted).map((row) => row.client_id));
};

/** Saves where each identity now is, and each learner's credited-until (never moved back). */
const saveTrackingState = async (tx: Executor, states: Map<string, IdentityState>, clocks: Map<string, Date>) => {
  await tx.execute(sql`
    insert into tracking_identities (identity, last_path, last_course_id, last_module, last_session, last_hit_at)
    select identity, last_path, last_course_id, last_module, last_session, last_hit_at
    from jsonb_to_recordset(${JSON.stringify(
      [...states.values()].map((state) => ({
        identity: state.identity,
        last_path: state.lastPath,
        last_course_id: state.lastCourseId,
        last_module: state.lastModule,
        last_session: state.lastSession,
        last_hit_at: state.lastHitAt.toISOString(),
      })),
    )}::jsonb) as r(identity text, last_path text, last_course_id int, last_module int, last_session int, last_hit_at timestamptz)
    on conflict (identity) do update
      set last_path = excluded.last_path, last_course_id = excluded.last_course_id, last_module = excluded.last_module,
          last_session = excluded.last_session, last_hit_at = excluded.last_hit_at`);
  if (clocks.size) {
    await tx
      .insert(learnerClocks)
      .values([...clocks].map(([userId, creditedUntil]) => ({ userId, creditedUntil })))
      .onConflictDoUpdate({
        target: learnerClocks.userId,
        set: { creditedUntil: sql`greatest(${learnerClocks.creditedUntil}, excluded.credited_until)` },
      });
  }
};

/** The learners' credited time of the stored rows, summed per rollup, per day series and per course session. */
const studyTotalsOf = (rows: WriterRow[], accepted: Set<string>, categoryOf: Map<number, string>) => {
  const rollups = new Map<string, typeof studyRollups.$inferInsert>();
  const perSession = new Map<string, typeof sessionStudy.$inferInsert>();
  const touchedDays = new Map<string, Set<string>>();
  // The moment each learner's credited time ends in this batch: their own, not the batch's last arrival.
  const creditedUntil = new Map<string, Date>();
  const daily = new Map<string, typeof studyDailySeries.$inferInsert>();
  const addDaily = (userId: string, localDay: string, dimension: 'hour' | 'device' | 'subject' | 'course', key: string, ms: number) => {
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
    if (row.attributedCourseId) addDaily(row.userId, day, 'course', String(row.attributedCourseId), row.msCredited);
    touchedDays.set(row.userId, (touchedDays.get(row.userId) ?? new Set()).add(day));
    if (row.receivedAt > (creditedUntil.get(row.userId) ?? 0)) creditedUntil.set(row.userId, row.receivedAt);
    if (row.attributedCourseId && row.attributedModule && row.attributedSession) {
      const sessionKey = [row.userId, row.attributedCourseId, row.attributedModule, row.attributedSession].join('|');
      const entry = perSession.get(sessionKey);
      if (entry) entry.ms += row.msCredited;
      else
        perSession.set(sessionKey, {
          userId: row.userId,
          courseId: row.attributedCourseId,
          moduleNumber: row.attributedModule,
          sessionNumber: row.attributedSession,
          ms: row.msCredited,
        });
    }
  }
  return { rollups, perSession, daily, touchedDays, creditedUntil };
};

/** Adds the totals to the learners' rollups, day series and session study. */
const addStudyTotals = async (tx: Executor, totals: ReturnType<typeof studyTotalsOf>) => {
  if (totals.perSession.size) {
    await tx
      .insert(sessionStudy)
      .values([...totals.perSession.values()])
      .onConflictDoUpdate({
        target: [sessionStudy.userId, sessionStudy.courseId, sessionStudy.moduleNumber, sessionStudy.sessionNumber],
        set: { ms: sql`${sessionStudy.ms} + excluded.ms` },
      });
  }
  if (totals.rollups.size) {
    await tx
      .insert(studyRollups)
      .values([...totals.rollups.values()])
      .onConflictDoUpdate({
        target: [studyRollups.userId, studyRollups.localDay, studyRollups.hour, studyRollups.device, studyRollups.subject],
        set: { ms: sql`${studyRollups.ms} + excluded.ms` },
      });
    await tx
      .insert(studyDailySeries)
      .values([...totals.daily.values()])
      .onConflictDoUpdate({
        target: [studyDailySeries.userId, studyDailySeries.localDay, studyDailySeries.dimension, studyDailySeries.key],
        set: { ms: sql`${studyDailySeries.ms} + excluded.ms` },
      });
  }
};

/**
 * Says, for every learner the batch credited, which days and sessions their time went to and when it ended (the
 * game listens, and dates what it earned then).
 */
const reportCreditedTime = async (record: RecordDomainEvent, totals: ReturnType<typeof studyTotalsOf>) => {
  for (const [userId, days] of totals.touchedDays) {
    const sessions = [...totals.perSession.values()]
      .filter((entry) => entry.userId === userId)
      .map((entry) => ({ courseId: entry.courseId, moduleNumber: entry.moduleNumber, sessionNumber: entry.sessionNumber }));
    await record('study-time-credited', { userId, days: [...days], sessions, at: totals.creditedUntil.get(userId)!.toISOString() });
  }
};

/**
 * Writes a batch of hits in one transaction: drops resends (client ids already stored or repeated), credits each
 * hit's honest interval (see honest-time) to the page its identity was on before, stores the raw hits, moves each
 * identity to its new page, adds the signed-in learners' time to their rollups in their own time zone, and says
 * so (a 'study-time-credited' event per learner, stored with the time: the game settles XP on its delivery).
 */
export const writeHits = async (
  db: Database,
  events: EventfulTransactions,
  accessTokens: AccessTokenService,
  subjectsOf: CourseSubjects,
  batch: PendingHit[],
): Promise<void> => {
  const fresh = await freshHitsOf(db, batch);
  if (fresh.length === 0) return;
  const userOf = await resolveUsers(
    db,
    accessTokens,
    fresh.map((item) => item.credential),
  );
  const learnerByHit = new Map(
    fresh.map((item) => {
      const found = userOf(item.credential, item.receivedAt);
      return [item.hit.clientId, found && found.siteId === item.siteId ? found : undefined];
    }),
  );
  const learnerOf = (item: PendingHit) => learnerByHit.get(item.hit.clientId);
  // A tester's test learner may live some days ahead (its clock offset): its hits arrive on its own calendar.
  const timed = fresh.map((item) => {
    const offsetDays = learnerOf(item)?.clockOffsetDays ?? 0;
    return offsetDays ? { ...item, receivedAt: new Date(item.receivedAt.getTime() + offsetDays * DAY_MS) } : item;
  });
  const learnerIds = [...new Set(fresh.flatMap((item) => learnerOf(item)?.userId ?? []))];
  const { states, clocks } = await loadTrackingState(db, fresh, learnerIds);
  const inOrder = [...timed].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  const time = creditHonestTime(inOrder, states, clocks, learnerOf);
  const rows = hitRowsOf(inOrder, states, time, learnerOf);
  const categoryOf = await categoriesOf(subjectsOf, rows);

  return events.transaction(async (tx, record) => {
    const accepted = await insertHits(tx, rows);
    await saveTrackingState(tx, states, clocks);
    const totals = studyTotalsOf(rows, accepted, categoryOf);
    await addStudyTotals(tx, totals);
    // The event is stored with the time, in the same transaction: never time without its rewards.
    await reportCreditedTime(record, totals);
  });
};

/** Writes a batch of behaviour events; resends (same client id) are stored once. */
export const writeEvents = async (db: Database, accessTokens: AccessTokenService, batch: PendingEvent[]) => {
  const userOf = await resolveUsers(
    db,
    accessTokens,
    batch.map((item) => item.credential),
  );
  await db
    .insert(behaviourEvents)
    .values(
      batch.map(({ event, siteId, credential, receivedAt }) => ({
        clientId: event.clientId ?? null,
        siteId,
        userId: userOf(credential, receivedAt)?.userId ?? null,
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
