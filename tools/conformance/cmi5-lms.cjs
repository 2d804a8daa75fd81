/**
 * Tiles Learn as CATAPULT's LMS test suite sees an LMS (its `lib/lms.template.js` interface), through the api's own
 * calls: an editor imports (and publishes) a course, a learner enrols and launches its AUs, an administrator waives
 * an AU or abandons a session. `tools/conformance/cmi5.ts` starts the api, signs the two people in and hands their
 * sessions over in the environment; this file runs inside the suite's Jest, so it is CommonJS and uses the suite's
 * own request library.
 *
 * The suite names an actor for each launch; a Tiles launch is always the signed-in learner's, with her pseudonym as
 * the actor (as our records name her), so the suite's actor is not used. Her registration is kept per course.
 */
const path = require('path');
const Wreck = require(path.join(process.env.CATAPULT_LTS, 'node_modules/@hapi/wreck'));
const { InvalidPackageError } = require(path.join(process.env.CATAPULT_LTS, 'lib/errors'));

const base = process.env.TILES_URL;
const editor = process.env.TILES_EDITOR_COOKIE;
const learner = process.env.TILES_LEARNER_COOKIE;
/** Courses the learner can launch: published and enrolled, with their AUs' places in course-structure order. */
const launchable = new Map();
const courseOfRegistration = new Map();

const call = async (method, url, cookie, body) => {
  const response = await Wreck.request(method, `${base}/api${url}`, {
    headers: { cookie, 'content-type': 'application/json', accept: 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = (await Wreck.read(response)).toString('utf8');
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // Not JSON: the text says what went wrong.
  }
  return { status: response.statusCode, json, text };
};
const expectOk = (what, answer) => {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer.json?.outcome;
};

/** Published through the editor's draft as an editor publishes any course, then the learner enrols. */
const makeLaunchable = async (courseId) => {
  if (launchable.has(courseId)) return launchable.get(courseId);
  const edited = expectOk('reading the course', await call('GET', `/admin/courses/${courseId}`, editor));
  expectOk(
    'drafting it published',
    await call('PUT', `/admin/courses/${courseId}/draft`, editor, { ...edited.published, published: true }),
  );
  expectOk(
    'publishing it',
    await call('POST', '/admin/drafts/publish', editor, { items: [{ entity: 'course', entityId: String(courseId) }] }),
  );
  expectOk('enrolling', await call('POST', `/lms/courses/${courseId}/enrolment`, learner, {}));
  const course = expectOk('reading the course as the learner', await call('GET', `/lms/courses/${courseId}`, learner));
  const places = course.modules.flatMap((module) => module.sessions.map((session) => ({ module: module.number, session: session.number })));
  launchable.set(courseId, places);
  return places;
};

module.exports = {
  setup: async () => {
    for (const [who, cookie] of [
      ['editor', editor],
      ['learner', learner],
    ]) {
      if (!base || !cookie) throw new Error(`TILES_URL and the ${who}'s session are set by tools/conformance/cmi5.ts`);
    }
  },
  teardown: async () => {},

  getLrsEndpoint: () => `${base}/xapi`,
  getLrsAuthHeader: () => `Basic ${Buffer.from(`${process.env.LRS_KEY}:${process.env.LRS_SECRET}`).toString('base64')}`,

  importCourse: async (stream, _contentType, filename) => {
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const answer = await call('POST', '/admin/cmi5-courses', editor, {
      fileName: filename,
      content: Buffer.concat(chunks).toString('base64'),
    });
    if (answer.status === 400) throw new InvalidPackageError(answer.json?.message ?? answer.text);
    return expectOk(`importing ${filename}`, answer).courseId;
  },

  getLaunchUrl: async (courseId, auIndex, _actor, { registration, launchMode }) => {
    const place = (await makeLaunchable(courseId))[auIndex];
    if (!place) throw new Error(`course ${courseId} has no AU ${auIndex}`);
    const launched = expectOk(
      'launching',
      await call(
        'POST',
        `/lms/courses/${courseId}/modules/${place.module}/sessions/${place.session}/cmi5-launch`,
        learner,
        launchMode ? { launchMode } : {},
      ),
    );
    if (registration && registration !== launched.registration)
      throw new Error(`the suite asked for registration ${registration}; the learner's in this course is ${launched.registration}`);
    courseOfRegistration.set(launched.registration, courseId);
    return launched.url;
  },

  // Each run starts on a fresh database: the imported courses stay until it ends.
  cleanup: async () => {},

  hasWaive: () => true,
  waiveAU: async (registration, auIndex, reason) => {
    const courseId = courseOfRegistration.get(registration);
    const place = courseId === undefined ? undefined : launchable.get(courseId)[auIndex];
    if (!place) throw new Error(`no AU ${auIndex} launched in registration ${registration}`);
    expectOk('waiving', await call('POST', `/admin/cmi5-registrations/${registration}/waive`, editor, { ...place, reason }));
  },

  hasAbandon: () => true,
  abandonSession: async (sessionId) => {
    expectOk('abandoning', await call('POST', `/admin/cmi5-sessions/${sessionId}/abandon`, editor, {}));
  },
};
