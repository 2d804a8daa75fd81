import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ifiOf } from '@tiles/api-lrs/statement-index';
import { siteAuthority } from '@tiles/api-records/own-statements';
import { xapiActor } from '@tiles/api-records/xapi';
import { ausOf, type AuStructure, type BlockStructure } from './course-structure.js';
import { sha256, type Cmi5Repository, type LaunchableAu } from './repository.js';

export const CMI5 = {
  category: 'https://w3id.org/xapi/cmi5/context/categories/cmi5',
  moveOnCategory: 'https://w3id.org/xapi/cmi5/context/categories/moveon',
  sessionId: 'https://w3id.org/xapi/cmi5/context/extensions/sessionid',
  masteryScore: 'https://w3id.org/xapi/cmi5/context/extensions/masteryscore',
  launchMode: 'https://w3id.org/xapi/cmi5/context/extensions/launchmode',
  launchUrl: 'https://w3id.org/xapi/cmi5/context/extensions/launchurl',
  moveOn: 'https://w3id.org/xapi/cmi5/context/extensions/moveon',
  launchParameters: 'https://w3id.org/xapi/cmi5/context/extensions/launchparameters',
  reason: 'https://w3id.org/xapi/cmi5/result/extensions/reason',
  verbs: {
    launched: 'http://adlnet.gov/expapi/verbs/launched',
    initialized: 'http://adlnet.gov/expapi/verbs/initialized',
    completed: 'http://adlnet.gov/expapi/verbs/completed',
    passed: 'http://adlnet.gov/expapi/verbs/passed',
    failed: 'http://adlnet.gov/expapi/verbs/failed',
    abandoned: 'https://w3id.org/xapi/adl/verbs/abandoned',
    waived: 'https://w3id.org/xapi/adl/verbs/waived',
    terminated: 'http://adlnet.gov/expapi/verbs/terminated',
    satisfied: 'https://w3id.org/xapi/adl/verbs/satisfied',
  },
  activityTypes: {
    course: 'https://w3id.org/xapi/cmi5/activitytype/course',
    block: 'https://w3id.org/xapi/cmi5/activitytype/block',
  },
} as const;

/** How long a launch's LRS credentials live: a study session's length, with room. */
const LAUNCH_CREDENTIALS_MS = 12 * 60 * 60 * 1000;

/** `PT1H2M3.45S` in milliseconds (the days and weeks of a longer duration too); null when it is none. */
export const durationMs = (duration: unknown) => {
  if (typeof duration !== 'string') return null;
  const match = /^P(?:(\d+(?:\.\d+)?)W)?(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    duration,
  );
  if (!match) return null;
  const [weeks, days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  return Math.round(((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000);
};
const isoDuration = (ms: number) => `PT${(Math.max(0, ms) / 1000).toFixed(2)}S`;

/** Our activity id for an AU (cmi5 §8.1.5: the LMS's own, never the publisher's): the session's IRI, as our records name it. */
export const activityIdOf = (publicUrl: string, place: { courseId: number; module: number; session: number }) =>
  `${publicUrl}/xapi/activities/course/${place.courseId}/module/${place.module}/session/${place.session}`;

/**
 * Our activity ids for the blocks and the course (cmi5 §9.3.9: the LMS's own; the publisher's id goes in the
 * grouping): the course's IRI as our records name it, a block's by its place among the course's blocks.
 */
export const courseActivityIdOf = (publicUrl: string, courseId: number) => `${publicUrl}/xapi/activities/course/${courseId}`;
const blockActivityIdOf = (publicUrl: string, courseId: number, blockNumber: number) =>
  `${courseActivityIdOf(publicUrl, courseId)}/cmi5-block/${blockNumber}`;
const blocksOf = (node: { children: (AuStructure | BlockStructure)[] }): BlockStructure[] =>
  node.children.flatMap((child) => (child.kind === 'block' ? [child, ...blocksOf(child)] : []));

/** Where an AU is launched: its own address, or its file in the package on the content origin. */
export const contentUrlOf = (contentUrl: string, au: Pick<LaunchableAu, 'packageId' | 'url'>) =>
  /^[a-z][a-z0-9+.-]*:/i.test(au.url) ? au.url : `${contentUrl}/cmi5/content/${au.packageId}/${au.url.replace(/^\.\//, '')}`;

export type Cmi5Runtime = ReturnType<typeof createCmi5Runtime>;

/** Launching AUs and following their sessions: what the LMS writes to the LRS and when a session counts as done. */
export const createCmi5Runtime = (app: FastifyInstance, repository: Cmi5Repository) => {
  const { publicUrl } = app.config;
  const lrs = () => app.lrsRepository;

  const actorOf = async (siteId: string, userId: string) => xapiActor(publicUrl, (await app.siteKeys.forSite(siteId)).pseudonymOf(userId));

  /** A statement the LMS itself makes about a session (launched, abandoned, satisfied), with cmi5's context. */
  const lmsStatement = async (
    siteId: string,
    input: {
      userId: string;
      registration: string;
      sessionId: string;
      verb: keyof typeof CMI5.verbs;
      object: Record<string, unknown>;
      grouping: string;
      result?: Record<string, unknown>;
      extensions?: Record<string, unknown>;
      /** A statement that decides moveOn carries cmi5's moveOn category too. */
      moveOn?: boolean;
      now: Date;
    },
  ) => {
    const site = await app.siteRepository.findById(siteId);
    const statement = {
      id: randomUUID(),
      actor: await actorOf(siteId, input.userId),
      verb: { id: CMI5.verbs[input.verb], display: { 'en-US': input.verb } },
      object: input.object,
      ...(input.result ? { result: input.result } : {}),
      context: {
        registration: input.registration,
        contextActivities: {
          category: [
            { id: CMI5.category, objectType: 'Activity' },
            ...(input.moveOn ? [{ id: CMI5.moveOnCategory, objectType: 'Activity' }] : []),
          ],
          grouping: [{ id: input.grouping, objectType: 'Activity' }],
        },
        extensions: { [CMI5.sessionId]: input.sessionId, ...input.extensions },
      },
      timestamp: input.now.toISOString(),
      stored: input.now.toISOString(),
      authority: siteAuthority(publicUrl, site?.niceName ?? 'Tiles Learn'),
      version: '2.0.0',
    };
    await lrs().statements.store(siteId, null, [statement], input.now);
  };

  /** Abandons a session the AU never terminated (cmi5 §9.3.6): its Abandoned statement, its credentials ended. */
  const abandon = async (siteId: string, session: Awaited<ReturnType<Cmi5Repository['session']>> & object, now: Date) => {
    const au = await repository.auOf(session.sessionId);
    if (!au) return false;
    const lastSeen = session.lastStatementAt ?? session.launchedAt;
    // Only the first to end it writes its statement (a relaunch and an administrator may race).
    if (!(await repository.endSession(session.id, { abandonedAt: now }))) return false;
    await lrs().clients.revokeLaunch(session.id, now);
    await lmsStatement(siteId, {
      userId: session.userId,
      registration: session.registration,
      sessionId: session.id,
      verb: 'abandoned',
      object: { id: activityIdOf(publicUrl, au.place), objectType: 'Activity' },
      grouping: au.auIri,
      result: { duration: isoDuration(lastSeen.getTime() - session.launchedAt.getTime()) },
      now,
    });
    return true;
  };

  /**
   * Marks an AU satisfied in a registration and states Satisfied for each block and the course it completes (cmi5
   * §9.3.9); the Tiles session is completed as any session is when the learner studied it (not when it was waived,
   * nor when it asks nothing and was never opened).
   */
  const satisfy = async (
    siteId: string,
    input: { userId: string; registration: string; sessionId: string; au: LaunchableAu; now: Date; completesSession: boolean },
  ) => {
    const { userId, registration, au, now } = input;
    const status = await repository.status(registration, au.sessionId);
    if (status.satisfiedAt) return [];
    await repository.saveStatus({ ...status, satisfiedAt: now });
    if (input.completesSession) await app.lmsRepository.completeSession(userId, au.courseId, au.sessionId, now);
    const satisfied = await repository.satisfiedAus(registration);
    const met = (node: { children: (AuStructure | BlockStructure)[] }) => ausOf(node).every(({ au: member }) => satisfied.has(member.id));
    const blocks = ausOf(au.structure).find(({ au: member }) => member.id === au.auIri)?.blocks ?? [];
    const numbered = blocksOf(au.structure);
    const objects = [
      ...blocks.filter(met).map((block) => ({
        publisherId: block.id,
        id: blockActivityIdOf(publicUrl, au.courseId, numbered.indexOf(block) + 1),
        type: CMI5.activityTypes.block,
      })),
      ...(met(au.structure)
        ? [{ publisherId: au.courseIri, id: courseActivityIdOf(publicUrl, au.courseId), type: CMI5.activityTypes.course }]
        : []),
    ];
    for (const object of objects) {
      await lmsStatement(siteId, {
        userId,
        registration,
        sessionId: input.sessionId,
        verb: 'satisfied',
        object: { id: object.id, objectType: 'Activity', definition: { type: object.type } },
        grouping: object.publisherId,
        now,
      });
    }
    return objects.map((object) => object.publisherId);
  };

  return {
    actorOf,
    abandon,

    /**
     * Launches an AU for a learner (cmi5 §8, §10): their registration in the course, the sessions it left open
     * abandoned, a new session with its LMS.LaunchData and Launched statement, and the URL with a one-time fetch URL.
     */
    async launch(input: {
      userId: string;
      au: LaunchableAu;
      returnUrl: string;
      now: Date;
      launchMode?: 'Normal' | 'Browse' | 'Review' | undefined;
    }) {
      const { userId, au, now } = input;
      const { siteId, place } = au;
      const { registration, created } = await repository.registrationOf(userId, au.courseId, now);
      for (const open of await repository.openSessions(registration)) await abandon(siteId, open, now);
      const sessionId = randomUUID();
      // moveOn is evaluated when the registration is made (cmi5 §9.6.1.1): the AUs that ask nothing are satisfied then.
      if (created)
        for (const other of await repository.ausOfCourse(au.courseId)) {
          const asksNothing = other.moveOn === 'NotApplicable' ? await repository.auOf(other.sessionId) : null;
          if (asksNothing) await satisfy(siteId, { userId, registration, sessionId, au: asksNothing, now, completesSession: false });
        }
      const satisfied = (await repository.status(registration, au.sessionId)).satisfiedAt !== null;
      // A satisfied AU is opened again to look back at it, without judgement, unless the learner asks otherwise.
      const launchMode = input.launchMode ?? (satisfied && au.moveOn !== 'NotApplicable' ? 'Review' : 'Normal');
      const fetchToken = randomBytes(24).toString('base64url');
      await repository.createSession({
        id: sessionId,
        registration,
        userId,
        sessionId: au.sessionId,
        launchMode,
        fetchTokenHash: sha256(fetchToken),
        launchedAt: now,
      });
      const actor = await actorOf(siteId, userId);
      const activityId = activityIdOf(publicUrl, place);
      const contentUrl = contentUrlOf(app.config.cmi5ContentUrl, au);
      const launchData = {
        contextTemplate: {
          contextActivities: { grouping: [{ id: au.auIri, objectType: 'Activity' }] },
          extensions: { [CMI5.sessionId]: sessionId },
        },
        launchMode,
        moveOn: au.moveOn,
        returnURL: input.returnUrl,
        ...(au.masteryScore !== null ? { masteryScore: au.masteryScore } : {}),
        ...(au.launchParameters !== null ? { launchParameters: au.launchParameters } : {}),
        ...(au.entitlementKey !== null ? { entitlementKey: { courseStructure: au.entitlementKey } } : {}),
      };
      await lrs().documents.put(
        siteId,
        { kind: 'state', activityId, agent: ifiOf(actor)!, registration, documentId: 'LMS.LaunchData' },
        { contentType: 'application/json', content: Buffer.from(JSON.stringify(launchData)), updated: now },
      );
      await lmsStatement(siteId, {
        userId,
        registration,
        sessionId,
        verb: 'launched',
        object: { id: activityId, objectType: 'Activity' },
        grouping: au.auIri,
        extensions: {
          [CMI5.launchMode]: launchMode,
          [CMI5.launchUrl]: contentUrl,
          [CMI5.moveOn]: au.moveOn,
          ...(au.masteryScore !== null ? { [CMI5.masteryScore]: au.masteryScore } : {}),
          ...(au.launchParameters !== null ? { [CMI5.launchParameters]: au.launchParameters } : {}),
        },
        now,
      });
      // An AU that asks nothing is studied by opening it, as a page is read.
      if (au.moveOn === 'NotApplicable') await app.lmsRepository.completeSession(userId, au.courseId, au.sessionId, now);
      const url = new URL(contentUrl);
      url.searchParams.set('endpoint', `${publicUrl}/xapi/`);
      url.searchParams.set('fetch', `${publicUrl}/cmi5/fetch/${fetchToken}`);
      url.searchParams.set('actor', JSON.stringify(actor));
      url.searchParams.set('registration', registration);
      url.searchParams.set('activityId', activityId);
      return { url: url.toString(), launchMethod: au.launchMethod, launchMode, sessionId, registration };
    },

    /**
     * The one-time fetch URL (cmi5 §8.2): the launch's LRS credentials as an HTTP Basic token the first time; an
     * error object (with a 200, as cmi5 asks) after.
     */
    async fetch(token: string, now: Date) {
      const session = await repository.sessionByFetchToken(token);
      if (!session) return { 'error-code': '2', 'error-text': 'This fetch URL is not one this site gave.' };
      if (session.abandonedAt || session.terminatedAt || !(await repository.markFetched(session.id, now)))
        return { 'error-code': '1', 'error-text': 'The authorization token has already been returned, or the session has ended.' };
      const au = await repository.auOf(session.sessionId);
      if (!au) return { 'error-code': '3', 'error-text': 'The course of this session is gone.' };
      const client = await lrs().clients.create(au.siteId, {
        name: `cmi5 session ${session.id}`,
        scopes: ['write', 'read:own'],
        createdBy: null,
        key: `cmi5-${session.id}`,
        launchSession: session.id,
        expiresAt: new Date(now.getTime() + LAUNCH_CREDENTIALS_MS),
      });
      return { 'auth-token': Buffer.from(`${client.key}:${client.secret}`).toString('base64') };
    },

    satisfy,

    /**
     * Waives an AU for a registration (cmi5 §9.3.7): a Waived statement in a session of its own, with the reason,
     * success and completion, then Satisfied for what it completes. Null when the AU is already satisfied.
     */
    async waive(siteId: string, input: { registration: string; userId: string; au: LaunchableAu; reason: string; now: Date }) {
      const { registration, userId, au, now } = input;
      if ((await repository.status(registration, au.sessionId)).satisfiedAt) return null;
      const sessionId = randomUUID();
      await lmsStatement(siteId, {
        userId,
        registration,
        sessionId,
        verb: 'waived',
        object: { id: activityIdOf(publicUrl, au.place), objectType: 'Activity' },
        grouping: au.auIri,
        result: { success: true, completion: true, extensions: { [CMI5.reason]: input.reason } },
        moveOn: true,
        now,
      });
      const satisfied = await satisfy(siteId, { userId, registration, sessionId, au, now, completesSession: false });
      return { sessionId, satisfied };
    },
  };
};
