import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '@tiles/api-platform/db/database';
import { barrierDigests, barrierReports } from './schema.js';
import type { NewNotification } from './repository.js';

/** How many reports one caller may send: a few a minute, and a day's worth; no limit is shared with anyone else. */
export const BARRIER_LIMITS = { perMinute: 5, perDay: 20 };
/** Administrators hear of reports at most once per period per site, in one notification however many came. */
export const BARRIER_DIGEST_PERIOD_MS = 15 * 60 * 1000;
/** Reports told in full in one notification; the rest wait, whole, for the next period. */
export const BARRIER_DIGEST_MOST = 10;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Who a report counts against: an IPv4 address, or an IPv6 network (/64: one subscriber holds a whole one), digested
 * so the table names no one.
 */
export const callerOf = (ip: string) => {
  const mapped = ip.startsWith('::ffff:') && !isIPv6(ip.slice(7)) ? ip.slice(7) : ip;
  let network = mapped;
  if (isIPv6(mapped)) {
    const [head = '', tail = ''] = mapped.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const groups = mapped.includes('::')
      ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
      : headGroups;
    network = `${groups
      .slice(0, 4)
      .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return createHash('sha256').update(`barrier-caller:${network}`).digest('base64url').slice(0, 22);
};

export type BarrierReport = { page: string; description: string; contact?: string | undefined };

type Dependencies = {
  db: Database;
  now: () => Date;
  administratorsOf: (siteId: string) => Promise<string[]>;
  send: (entries: NewNotification[]) => Promise<unknown>;
};

/** One line of a digest: where, what, and how to answer. */
const lineOf = (report: { page: string; description: string; contact: string | null }) =>
  `${report.page} — ${report.description}${report.contact ? ` — ${report.contact}` : ''}`;

/**
 * Barrier reports: each kept whole, counted against its own caller only, and told to the site's administrators in one
 * notification per period (the first at once when the period allows, the rest together at the next).
 */
export const createBarrierReports = ({ db, now, administratorsOf, send }: Dependencies) => {
  /** Keeps a report, or answers how long its caller must wait (their own limit, nobody else's). */
  const report = async (siteId: string, ip: string, { page, description, contact }: BarrierReport) => {
    const caller = callerOf(ip);
    const at = now();
    const [inserted] = await db
      .insert(barrierReports)
      .values({ siteId, page, description, contact: contact ?? null, caller, reportedAt: at })
      .returning({ id: barrierReports.id });
    const countSince = async (ms: number) => {
      const [row] = await db
        .select({ value: count() })
        .from(barrierReports)
        .where(and(eq(barrierReports.caller, caller), gt(barrierReports.reportedAt, new Date(at.getTime() - ms))));
      return row!.value;
    };
    // Counted after the insert: two at once from one caller both see each other, so neither slips past the limit.
    const [lastMinute, lastDay] = await Promise.all([countSince(MINUTE_MS), countSince(DAY_MS)]);
    if (lastMinute <= BARRIER_LIMITS.perMinute && lastDay <= BARRIER_LIMITS.perDay) return { accepted: true as const };
    await db.delete(barrierReports).where(eq(barrierReports.id, inserted!.id));
    return { accepted: false as const, retryAfterSeconds: lastMinute > BARRIER_LIMITS.perMinute ? 60 : DAY_MS / 1000 };
  };

  /** Takes the reports the site's next digest tells, when its period allows one (claimed once across instances). */
  const claimDigest = (siteId: string) =>
    db.transaction(async (tx) => {
      const at = now();
      await tx
        .insert(barrierDigests)
        .values({ siteId, sentAt: new Date(0) })
        .onConflictDoNothing();
      const [state] = await tx.select().from(barrierDigests).where(eq(barrierDigests.siteId, siteId)).for('update');
      if (state && at.getTime() - state.sentAt.getTime() < BARRIER_DIGEST_PERIOD_MS) return { told: [], waiting: 0 };
      const waitingReports = and(eq(barrierReports.siteId, siteId), isNull(barrierReports.notifiedAt));
      const next = await tx
        .select({ id: barrierReports.id })
        .from(barrierReports)
        .where(waitingReports)
        .orderBy(asc(barrierReports.id))
        .limit(BARRIER_DIGEST_MOST);
      if (!next.length) return { told: [], waiting: 0 };
      const told = await tx
        .update(barrierReports)
        .set({ notifiedAt: at })
        .where(
          inArray(
            barrierReports.id,
            next.map((row) => row.id),
          ),
        )
        .returning();
      await tx.update(barrierDigests).set({ sentAt: at }).where(eq(barrierDigests.siteId, siteId));
      const [left] = await tx.select({ value: count() }).from(barrierReports).where(waitingReports);
      return { told: told.sort((a, b) => a.id - b.id), waiting: left!.value };
    });

  /** Tells the site's administrators of the reports waiting, if its period allows a digest now. */
  const sendDigest = async (siteId: string) => {
    const { told, waiting } = await claimDigest(siteId);
    if (!told.length) return 0;
    const administrators = await administratorsOf(siteId);
    const [first] = told;
    const notification: Omit<NewNotification, 'userId'> =
      told.length === 1
        ? {
            siteId,
            type: 'accessibility.report',
            titleKey: 'notification.barrier.title',
            bodyKey: first!.contact ? 'notification.barrier.bodyWithContact' : 'notification.barrier.body',
            params: { page: first!.page, description: first!.description, ...(first!.contact ? { contact: first!.contact } : {}) },
            link: first!.page,
          }
        : {
            siteId,
            type: 'accessibility.report',
            titleKey: 'notification.barrierDigest.title',
            bodyKey: waiting ? 'notification.barrierDigest.bodyWithMore' : 'notification.barrierDigest.body',
            params: { count: told.length, reports: told.map(lineOf).join('\n'), ...(waiting ? { more: waiting } : {}) },
            link: first!.page,
          };
    await send(administrators.map((userId) => ({ ...notification, userId })));
    return told.length;
  };

  /** Every site's digest that is due: run by each instance every minute; the claim makes it happen once. */
  const sendDueDigests = async () => {
    const sites = await db.selectDistinct({ siteId: barrierReports.siteId }).from(barrierReports).where(isNull(barrierReports.notifiedAt));
    for (const { siteId } of sites) await sendDigest(siteId);
  };

  return { report, sendDigest, sendDueDigests };
};

export type BarrierReports = ReturnType<typeof createBarrierReports>;
