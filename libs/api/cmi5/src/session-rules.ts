import type { FastifyInstance } from 'fastify';
import type { LrsClient } from '@tiles/api-lrs/repository';
import { ifiOf } from '@tiles/api-lrs/statement-index';
import { refuse, type JsonObject } from '@tiles/api-lrs/xapi-request';
import { activityIdOf, CMI5, durationMs, type Cmi5Runtime } from './launch.js';
import type { Cmi5Repository } from './repository.js';

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const categoriesOf = (statement: JsonObject) => {
  const context = isObject(statement['context']) ? statement['context'] : {};
  const activities = isObject(context['contextActivities']) ? context['contextActivities'] : {};
  const category = activities['category'];
  return (Array.isArray(category) ? category : []).map((entry) => (isObject(entry) ? String(entry['id']) : ''));
};
const verbOf = (statement: JsonObject) => String((statement['verb'] as JsonObject)['id']);
const nameOfVerb = (id: string) => Object.entries(CMI5.verbs).find(([, verb]) => verb === id)?.[0];
const AU_DEFINED = new Set<string>([
  CMI5.verbs.initialized,
  CMI5.verbs.completed,
  CMI5.verbs.passed,
  CMI5.verbs.failed,
  CMI5.verbs.terminated,
]);

/** The learner's preferences document (cmi5 §11): an agent profile each AU reads before it initializes. */
const LEARNER_PREFERENCES = 'cmi5LearnerPreferences';
const LANGUAGE_TAG = /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i;
const JUDGED = new Set<string>([CMI5.verbs.completed, CMI5.verbs.passed, CMI5.verbs.failed]);
/** A timestamp in UTC (cmi5 §9.7): "Z" or a zero offset. */
const UTC = /(Z|[+-]00:?00)$/i;

/** What the learner's preferences must be when an AU writes them (cmi5 §11.0, §11.1); the reason when they are not. */
const preferencesProblem = (body: { contentType: string | undefined; content: Buffer }) => {
  if (body.contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') return 'they are a JSON document (application/json)';
  let preferences: unknown;
  try {
    preferences = JSON.parse(body.content.toString('utf8'));
  } catch {
    return 'they are a JSON object';
  }
  if (!isObject(preferences)) return 'they are a JSON object';
  const languages = preferences['languagePreference'];
  if (typeof languages !== 'string' || !languages.split(',').every((tag) => LANGUAGE_TAG.test(tag)))
    return 'languagePreference is a comma-separated list of language tags';
  if (preferences['audioPreference'] !== 'on' && preferences['audioPreference'] !== 'off') return 'audioPreference is "on" or "off"';
  return null;
};

/**
 * cmi5's rules for what a launched AU sends (§9, §11): a launch's credentials write only its learner's statements in
 * its registration and session, never void; each statement has its id and a UTC timestamp; its cmi5 defined statements
 * come in cmi5's order (initialized first, after the learner's preferences were read; terminated last; no verb twice
 * in a session; completed and passed once a registration; no failed after passed) with the results cmi5 gives each
 * verb (completion only on completed, success and scores only on passed and failed, durations, the masteryScore). A
 * statement that breaks one is refused with 403 Forbidden (cmi5 §9.3) and the rule; the batch keeps nothing.
 */
export const listenToLaunchedSessions = (app: FastifyInstance, repository: Cmi5Repository, runtime: Cmi5Runtime) => {
  const { publicUrl } = app.config;

  const launchOf = async (client: LrsClient) => {
    if (!client.launchSession) return null;
    const session = await repository.session(client.launchSession);
    if (!session) return refuse(403, 'this launch session is gone');
    const au = await repository.auOf(session.sessionId);
    if (!au) return refuse(403, 'the course of this launch session is gone');
    return { session, au, actor: ifiOf(await runtime.actorOf(au.siteId, session.userId)), activityId: activityIdOf(publicUrl, au.place) };
  };

  app.lrsStatementHooks.document.push(async (client, key, method, body) => {
    const launch = await launchOf(client);
    if (!launch) return;
    if (key.kind === 'agent-profile' ? key.agent !== launch.actor : key.kind === 'state' && key.agent !== launch.actor)
      refuse(403, "a launched AU reads and writes its own learner's documents only");
    if (key.kind === 'activity-profile' && method !== 'GET' && method !== 'HEAD')
      refuse(403, 'a launched AU does not write activity profiles');
    if (key.documentId === 'LMS.LaunchData' && method !== 'GET' && method !== 'HEAD')
      refuse(403, 'the AU must not change or delete LMS.LaunchData (cmi5 §10.2.1)');
    if (key.kind !== 'agent-profile' || key.documentId !== LEARNER_PREFERENCES) return;
    if (method === 'GET' || method === 'HEAD') await repository.markPreferencesRead(launch.session.id, app.clock.now());
    const problem = body && preferencesProblem(body);
    if (problem) refuse(403, `the learner's preferences are kept as cmi5 says: ${problem} (cmi5 §11)`);
  });

  app.lrsStatementHooks.check.push(async (client, statements, _now, sent) => {
    const launch = await launchOf(client);
    if (!launch) return;
    const { session, au } = launch;
    if (session.abandonedAt) refuse(403, 'this session was abandoned: it takes no more statements (cmi5 §9.3.6)');
    if (session.terminatedAt) refuse(403, 'this session was terminated: it takes no more statements (cmi5 §9.3.8)');
    const status = await repository.status(session.registration, session.sessionId);
    const verbs = [...session.verbs];
    let { completed, passed } = status;
    const rule = (index: number, message: string): never => refuse(403, `statement ${index}: ${message}`);
    for (const [index, statement] of statements.entries()) {
      const raw = isObject(sent[index]) ? sent[index] : {};
      const actor = isObject(statement['actor']) ? statement['actor'] : {};
      if ((actor['objectType'] ?? 'Agent') !== 'Agent' || ifiOf(actor) !== launch.actor)
        rule(index, 'a launched AU states about its own learner only, as an Agent');
      const verb = verbOf(statement);
      if (verb === 'http://adlnet.gov/expapi/verbs/voided') rule(index, 'a launched AU may not void statements (cmi5 §6.3)');
      if (raw['id'] === undefined) rule(index, 'a launched AU gives each statement its id (cmi5 §9.1)');
      if (typeof raw['timestamp'] !== 'string' || !UTC.test(raw['timestamp']))
        rule(index, 'a launched AU gives each statement a timestamp in UTC (cmi5 §9.7)');
      const context = isObject(statement['context']) ? statement['context'] : {};
      if (context['registration'] !== session.registration) rule(index, "context.registration must be the launch's registration");
      const extensions = isObject(context['extensions']) ? context['extensions'] : {};
      if (extensions[CMI5.sessionId] !== session.id) rule(index, `context.extensions["${CMI5.sessionId}"] must be the launch's session id`);
      const last = verbs.at(-1);
      if (last === CMI5.verbs.terminated) rule(index, 'terminated is the last statement of a session');
      const categories = categoriesOf(statement);
      const defined = categories.includes(CMI5.category);
      if (!verbs.length && !(defined && verb === CMI5.verbs.initialized))
        rule(index, "a session's first statement is a cmi5 defined initialized");
      if (categories.includes(CMI5.moveOnCategory) && !(defined && JUDGED.has(verb)))
        rule(index, 'the moveOn category is only for cmi5 defined completed, passed and failed statements (cmi5 §9.6.2.2)');
      if (!defined) continue;
      const name = nameOfVerb(verb) ?? verb;
      const object = isObject(statement['object']) ? statement['object'] : {};
      if (object['id'] !== launch.activityId) rule(index, 'the object of a cmi5 defined statement is the launched activityId');
      if (!AU_DEFINED.has(verb)) rule(index, `${name} is not a verb an AU states in cmi5 defined statements`);
      if (verbs.includes(verb)) rule(index, `${name} was already stated in this session`);
      if (verb === CMI5.verbs.initialized && !session.preferencesReadAt)
        rule(index, "initialized comes after the AU read the learner's preferences (cmi5 §11)");
      if (session.launchMode !== 'Normal' && verb !== CMI5.verbs.initialized && verb !== CMI5.verbs.terminated)
        rule(index, `in ${session.launchMode} mode an AU states only initialized and terminated`);
      const result = isObject(statement['result']) ? statement['result'] : {};
      const score = isObject(result['score']) ? result['score'] : undefined;
      const scaled = typeof score?.['scaled'] === 'number' ? score['scaled'] : undefined;
      if (JUDGED.has(verb) && !categories.includes(CMI5.moveOnCategory)) rule(index, `${name} carries the moveOn category`);
      if (verb === CMI5.verbs.completed) {
        if (completed) rule(index, 'completed is stated once a registration');
        if (result['completion'] !== true) rule(index, 'completed has result.completion true');
        if ('success' in result) rule(index, 'completed has no result.success (cmi5 §9.5.2)');
        if (score) rule(index, 'completed has no score (cmi5 §9.5.1)');
        completed = true;
      }
      if (verb === CMI5.verbs.passed || verb === CMI5.verbs.failed) {
        if (verbs.includes(CMI5.verbs.passed) || verbs.includes(CMI5.verbs.failed))
          rule(index, 'a session states passed or failed, not both');
        if (passed) rule(index, verb === CMI5.verbs.passed ? 'passed is stated once a registration' : 'failed cannot follow passed');
        if (result['success'] !== (verb === CMI5.verbs.passed)) rule(index, `${name} has result.success ${verb === CMI5.verbs.passed}`);
        if ('completion' in result) rule(index, `${name} has no result.completion (cmi5 §9.5.3)`);
        if (score && score['raw'] !== undefined && (score['min'] === undefined || score['max'] === undefined))
          rule(index, 'a raw score comes with its min and max (cmi5 §9.5.1)');
        // A scaled score is judged against the masteryScore, which the statement then states (cmi5 §9.6.3.2).
        if (au.masteryScore !== null && scaled !== undefined) {
          if (extensions[CMI5.masteryScore] !== au.masteryScore) rule(index, 'a judged statement carries the masteryScore extension');
          if (verb === CMI5.verbs.passed && scaled < au.masteryScore) rule(index, 'passed has a scaled score of at least the masteryScore');
          if (verb === CMI5.verbs.failed && scaled >= au.masteryScore) rule(index, 'failed has a scaled score below the masteryScore');
        }
        if (verb === CMI5.verbs.passed) passed = true;
      }
      if (verb !== CMI5.verbs.initialized && durationMs(result['duration']) === null) rule(index, `${name} has a result.duration`);
      verbs.push(verb);
    }
  });

  app.lrsStatementHooks.stored.push(async (client, statements, now) => {
    const launch = await launchOf(client);
    if (!launch) return;
    const { session, au } = launch;
    const status = await repository.status(session.registration, session.sessionId);
    const verbs = [...session.verbs];
    let terminated: { at: Date; ms: number | null } | null = null;
    for (const statement of statements) {
      const verb = verbOf(statement);
      if (!categoriesOf(statement).includes(CMI5.category)) continue;
      verbs.push(verb);
      if (verb === CMI5.verbs.completed) status.completed = true;
      if (verb === CMI5.verbs.passed) status.passed = true;
      if (verb === CMI5.verbs.failed) status.failed = true;
      if (verb === CMI5.verbs.terminated)
        terminated = { at: now, ms: durationMs((statement['result'] as JsonObject | undefined)?.['duration']) };
    }
    await repository.updateSession(session.id, {
      verbs,
      lastStatementAt: now,
      // The AU's own account of its time, kept beside ours: the learner's minutes are what our tracker measured.
      ...(terminated ? { terminatedAt: terminated.at, auDurationMs: terminated.ms } : {}),
    });
    await repository.saveStatus(status);
    const met = {
      Completed: status.completed,
      Passed: status.passed,
      CompletedAndPassed: status.completed && status.passed,
      CompletedOrPassed: status.completed || status.passed,
      NotApplicable: true,
    }[au.moveOn];
    if (met && !status.satisfiedAt)
      await runtime.satisfy(au.siteId, {
        userId: session.userId,
        registration: session.registration,
        sessionId: session.id,
        au,
        now,
        completesSession: true,
      });
    if (terminated) await app.lrsRepository.clients.revokeLaunch(session.id, now);
  });
};
