import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '@tiles/api-testing/test-app';
import { enterMode, signIn } from '@tiles/api-auth/auth-test-helpers';
import { DEMO_LRS_CLIENT } from '@tiles/api-lrs/module';
import { courses } from '@tiles/api-lms/schema';
import { CMI5 } from './launch.js';
import { cmi5Module } from './module.js';
import { cmi5Sessions } from './schema.js';

const NS = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';
const courseXml = (aus: string) => `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="${NS}">
  <course id="https://content.example.org/courses/volcanoes">
    <title><langstring lang="en-US">Volcanoes</langstring><langstring lang="it-IT">Vulcani</langstring></title>
    <description><langstring lang="en-US">How the earth breathes fire</langstring></description>
  </course>
  <block id="https://content.example.org/courses/volcanoes/block-1">
    <title><langstring lang="en-US">Eruptions</langstring></title>
    <description><langstring lang="en-US">What comes out</langstring></description>
${aus}
  </block>
</courseStructure>`;
const au = (
  name: string,
  attributes: string,
  url = `${name}/index.html`,
) => `    <au id="https://content.example.org/aus/${name}" ${attributes}>
      <title><langstring lang="en-US">AU ${name}</langstring></title>
      <description><langstring lang="en-US">The ${name} AU</langstring></description>
      <url>${url}</url>
    </au>`;
const twoAus = courseXml(`${au('lava', 'moveOn="Completed"')}\n${au('ash', 'moveOn="Passed" masteryScore="0.8"')}`);
const zipOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)]))));
const AU_PAGE = '<!doctype html><title>AU</title><p>An AU</p>';

describe.each(testDatabaseKinds())('cmi5 courses on %s', (kind) => {
  let app: FastifyInstance;
  let editor: string;
  let learner: string;
  let courseId: number;

  const importPackage = (content: Buffer, fileName = 'course.zip', cookie = editor) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/cmi5-courses',
      headers: { cookie },
      payload: { fileName, content: content.toString('base64') },
    });
  const launch = async (session: number, body: { launchMode?: string } = {}, course = courseId) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/lms/courses/${course}/modules/1/sessions/${session}/cmi5-launch`,
      headers: { cookie: learner },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().outcome as { url: string; launchMethod: string; launchMode: string };
  };
  const basic = (token: string) => `Basic ${token}`;
  const demoReader = `Basic ${Buffer.from(`${DEMO_LRS_CLIENT.key}:${DEMO_LRS_CLIENT.secret}`).toString('base64')}`;
  const xapi = (method: 'GET' | 'POST' | 'PUT', url: string, authorization: string, body?: unknown) =>
    app.inject({
      method,
      url: `/xapi/${url}`,
      headers: { authorization, 'x-experience-api-version': '2.0.0', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });
  /** What an AU does on its launch: the parameters off its URL, its token from the fetch URL. */
  const startAu = async (launched: { url: string }, { readPreferences = true } = {}) => {
    const url = new URL(launched.url);
    const fetchUrl = new URL(url.searchParams.get('fetch')!);
    const fetched = await app.inject({ method: 'POST', url: fetchUrl.pathname });
    expect(fetched.headers['access-control-allow-origin']).toBe('*');
    const token = (fetched.json() as { 'auth-token': string })['auth-token'];
    expect(token).toBeTruthy();
    const actor = JSON.parse(url.searchParams.get('actor')!);
    const registration = url.searchParams.get('registration')!;
    const activityId = url.searchParams.get('activityId')!;
    const state = await xapi(
      'GET',
      `activities/state?${new URLSearchParams({ activityId, agent: JSON.stringify(actor), registration, stateId: 'LMS.LaunchData' })}`,
      basic(token),
    );
    expect(state.statusCode).toBe(200);
    const launchData = state.json();
    const sessionId = launchData.contextTemplate.extensions[CMI5.sessionId] as string;
    const preferences = `agents/profile?${new URLSearchParams({ agent: JSON.stringify(actor), profileId: 'cmi5LearnerPreferences' })}`;
    // cmi5 §11: an AU reads the learner's preferences before it initializes (404 while none are kept).
    if (readPreferences) expect([200, 404]).toContain((await xapi('GET', preferences, basic(token))).statusCode);
    const statement = (verb: keyof typeof CMI5.verbs, extra: { result?: object; moveOn?: boolean; extensions?: object } = {}) => ({
      id: crypto.randomUUID() as string | undefined,
      actor,
      verb: { id: CMI5.verbs[verb] },
      object: { id: activityId, objectType: 'Activity' },
      ...(extra.result ? { result: extra.result } : {}),
      context: {
        registration,
        contextActivities: {
          ...launchData.contextTemplate.contextActivities,
          category: [{ id: CMI5.category }, ...(extra.moveOn ? [{ id: CMI5.moveOnCategory }] : [])],
        },
        extensions: { ...launchData.contextTemplate.extensions, ...extra.extensions },
      },
      timestamp: new Date().toISOString(),
    });
    const send = (...statements: object[]) => xapi('POST', 'statements', basic(token), statements);
    return { url, fetchUrl, token, actor, registration, activityId, launchData, sessionId, statement, send, preferences };
  };

  beforeAll(async () => {
    app = await createTestApp(
      kind,
      { publicUrl: 'https://learn.example.org', cmi5ContentUrl: 'https://content.learn.example.org' },
      { modules: [cmi5Module] },
    );
    editor = await signIn(app, 'admin@tiles.test');
    await enterMode(app, editor, 'admin');
    learner = await signIn(app, 'ada.lovelace@tiles.test');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses a package that is not valid cmi5, naming the line and the rule, and keeps nothing', async () => {
    const cases: [Buffer, string, RegExp][] = [
      [zipOf({ 'cmi5.xml': '<courseStructure xmlns="' + NS + '"><course>' }), 'course.zip', /line 1: not well-formed XML/],
      [
        zipOf({ 'cmi5.xml': courseXml(au('lava', 'moveOn="Sometimes"')), 'lava/index.html': AU_PAGE }),
        'course.zip',
        /line 10: moveOn must be one of/,
      ],
      [
        zipOf({ 'cmi5.xml': courseXml(au('lava', '', '')), 'lava/index.html': AU_PAGE }),
        'course.zip',
        /line \d+: <au> must have a non-empty <url>/,
      ],
      [zipOf({ 'cmi5.xml': courseXml(au('lava', '')) }), 'course.zip', /its url "lava\/index.html" is not a file of the package/],
      [zipOf({ 'index.html': AU_PAGE }), 'course.zip', /must hold cmi5.xml at its root/],
      [Buffer.from(courseXml(au('lava', ''))), 'cmi5.xml', /without a ZIP must give each AU a fully qualified URL/],
      [
        Buffer.from(courseXml(`${au('lava', '', 'https://a.example.org/')}\n${au('lava', '', 'https://b.example.org/')}`)),
        'cmi5.xml',
        /line 15: id "https:\/\/content.example.org\/aus\/lava" is already used at line 10/,
      ],
      // CATAPULT's packages 206, 207 and 204: a URL with a space, the schema's order, a launch parameter of its own.
      [Buffer.from(courseXml(au('lava', '', 'https://example.org/a page.html'))), 'cmi5.xml', /line 13: <url> must be a URL \(RFC 3986\)/],
      [
        Buffer.from(
          courseXml(au('lava', '', 'https://example.org/au.html')).replace(
            /(<title><langstring lang="en-US">AU lava.*\n.*\n)(.*<url>.*<\/url>\n)/,
            '$2$1',
          ),
        ),
        'cmi5.xml',
        /line 12: <title> must come before <url> in <au> \(the order is title, description, objectives, url/,
      ],
      [
        zipOf({ 'cmi5.xml': courseXml(au('lava', '', 'lava/index.html?endpoint=https://lrs.example.org/')), 'lava/index.html': AU_PAGE }),
        'course.zip',
        /<url> must not carry the launch parameter "endpoint"/,
      ],
    ];
    const before = (await app.db.select({ id: courses.id }).from(courses)).length;
    for (const [content, fileName, message] of cases) {
      const refused = await importPackage(content, fileName);
      expect(refused.statusCode, message.source).toBe(400);
      expect(refused.json().message).toMatch(message);
      expect(refused.json().message).toContain(fileName);
    }
    expect((await app.db.select({ id: courses.id }).from(courses)).length).toBe(before);
    expect((await importPackage(zipOf({ 'cmi5.xml': twoAus }), 'course.zip', learner)).statusCode).toBe(403);
  });

  it('imports a package as an unpublished course, a module per block and a session per AU, its files served sandboxed', async () => {
    const imported = await importPackage(zipOf({ 'cmi5.xml': twoAus, 'lava/index.html': AU_PAGE, 'ash/index.html': AU_PAGE }));
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().outcome).toMatchObject({ slug: 'vulcani', modules: 1, sessions: 2, files: 2 });
    courseId = imported.json().outcome.courseId;
    const [course] = await app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course).toMatchObject({ published: false, titles: { 'en-GB': 'Volcanoes', 'it-IT': 'Vulcani' } });
    // Published as any course is (the editor's draft, then publish); here the flag, to reach the learner's side.
    await app.db.update(courses).set({ published: true }).where(eq(courses.id, courseId));
    expect(
      (await app.inject({ method: 'POST', url: `/api/lms/courses/${courseId}/enrolment`, headers: { cookie: learner }, payload: {} }))
        .statusCode,
    ).toBeLessThan(300);
    const page = await app.inject({
      method: 'GET',
      url: `/api/lms/courses/${courseId}/modules/1/sessions/1`,
      headers: { cookie: learner },
    });
    expect(page.json().outcome).toMatchObject({
      module: { title: 'Eruptions' },
      session: { title: 'AU lava' },
      au: { launchMethod: 'AnyWindow' },
    });
  });

  it('launches an AU with a one-time fetch URL and its LMS.LaunchData; the AU writes only its own session, in cmi5 order', async () => {
    const launched = await launch(1);
    expect(launched).toMatchObject({ launchMethod: 'AnyWindow', launchMode: 'Normal' });
    const au = await startAu(launched);
    expect(au.url.pathname).toMatch(/^\/cmi5\/content\/[0-9a-f-]+\/lava\/index.html$/);
    expect(au.activityId).toBe(`https://learn.example.org/xapi/activities/course/${courseId}/module/1/session/1`);
    // Served from the content origin, the AU keeps that origin (no one's session there); from the site's host, an opaque one.
    expect(au.url.origin).toBe('https://content.learn.example.org');
    const content = await app.inject({ method: 'GET', url: au.url.pathname, headers: { host: au.url.host } });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-security-policy']).toBe(
      'sandbox allow-scripts allow-forms allow-popups allow-downloads allow-same-origin; frame-ancestors https://learn.example.org',
    );
    expect(content.headers['x-frame-options']).toBeUndefined();
    expect(content.body).toBe(AU_PAGE);
    const onTheSite = await app.inject({ method: 'GET', url: au.url.pathname, headers: { host: 'learn.example.org' } });
    expect(onTheSite.headers['content-security-policy']).toMatch(/^sandbox allow-scripts allow-forms allow-popups allow-downloads;/);
    expect(au.launchData).toMatchObject({
      launchMode: 'Normal',
      moveOn: 'Completed',
      returnURL: `https://learn.example.org/it-IT/course/session/${courseId}/1/1`,
    });

    // The fetch URL answers once.
    expect((await app.inject({ method: 'POST', url: au.fetchUrl.pathname })).json()).toMatchObject({ 'error-code': '1' });
    expect((await app.inject({ method: 'POST', url: '/cmi5/fetch/not-a-token' })).json()).toMatchObject({ 'error-code': '2' });

    // LMS.LaunchData is the LMS's; another learner's documents are not the AU's.
    const launchDataKey = {
      activityId: au.activityId,
      agent: JSON.stringify(au.actor),
      registration: au.registration,
      stateId: 'LMS.LaunchData',
    };
    expect((await xapi('PUT', `activities/state?${new URLSearchParams(launchDataKey)}`, basic(au.token), { x: 1 })).statusCode).toBe(403);
    const other = { ...launchDataKey, agent: JSON.stringify({ mbox: 'mailto:someone@example.org' }) };
    expect((await xapi('GET', `activities/state?${new URLSearchParams(other)}`, basic(au.token))).statusCode).toBe(403);

    const refusals: [object, number, RegExp][] = [
      [
        au.statement('completed', { result: { completion: true, duration: 'PT1M' }, moveOn: true }),
        403,
        /first statement is a cmi5 defined initialized/,
      ],
      [{ ...au.statement('initialized'), actor: { mbox: 'mailto:someone@example.org' } }, 403, /its own learner/],
      [
        { ...au.statement('initialized'), context: { ...au.statement('initialized').context, registration: crypto.randomUUID() } },
        403,
        /registration/,
      ],
      [{ ...au.statement('initialized'), actor: { ...au.actor, objectType: 'Group' } }, 403, /as an Agent/],
      [{ ...au.statement('initialized'), id: undefined }, 403, /gives each statement its id/],
      [{ ...au.statement('initialized'), timestamp: '2026-11-28T10:00:00-06:00' }, 403, /timestamp in UTC/],
    ];
    for (const [statement, status, message] of refusals) {
      const refused = await au.send(statement);
      expect(refused.statusCode, message.source).toBe(status);
      expect(refused.json().error ?? refused.body).toMatch(message);
    }
    expect((await au.send(au.statement('initialized'))).statusCode).toBe(200);
    expect((await au.send(au.statement('initialized'))).json().error).toMatch(/initialized was already stated/);
    const judgedWrongly: [object, RegExp][] = [
      [au.statement('completed', { result: { completion: true, success: true, duration: 'PT1M' }, moveOn: true }), /no result.success/],
      [au.statement('completed', { result: { completion: true, score: { scaled: 1 }, duration: 'PT1M' }, moveOn: true }), /no score/],
      [au.statement('terminated', { result: { duration: 'PT1M' }, moveOn: true }), /moveOn category is only for/],
      [au.statement('completed', { result: { completion: true }, moveOn: true }), /has a result.duration/],
    ];
    for (const [statement, message] of judgedWrongly) {
      const refused = await au.send(statement);
      expect(refused.statusCode, message.source).toBe(403);
      expect(refused.json().error).toMatch(message);
    }
    expect((await au.send(au.statement('completed', { result: { completion: true, duration: 'PT1M' } }))).json().error).toMatch(
      /moveOn category/,
    );
    expect(
      (
        await au.send({
          actor: au.actor,
          verb: { id: 'http://adlnet.gov/expapi/verbs/voided' },
          object: { objectType: 'StatementRef', id: crypto.randomUUID() },
        })
      ).statusCode,
    ).toBe(403);

    // Completed meets this AU's moveOn: the session is completed as any session is.
    expect((await au.send(au.statement('completed', { result: { completion: true, duration: 'PT2M' }, moveOn: true }))).statusCode).toBe(
      200,
    );
    const page = await app.inject({
      method: 'GET',
      url: `/api/lms/courses/${courseId}/modules/1/sessions/1`,
      headers: { cookie: learner },
    });
    expect(page.json().outcome.completed).toBe(true);

    // Terminated: the AU's own duration is kept beside ours; nothing more is taken for the session.
    expect((await au.send(au.statement('terminated', { result: { duration: 'PT3M30S' } }))).statusCode).toBe(200);
    const [session] = await app.db.select().from(cmi5Sessions).where(eq(cmi5Sessions.id, au.sessionId));
    expect(session).toMatchObject({ auDurationMs: 210_000, terminatedAt: expect.any(Date) });
    expect((await au.send(au.statement('initialized'))).statusCode).toBe(401);
  });

  it('judges passed and failed against the masteryScore, abandons a session left open, and states the block and course Satisfied', async () => {
    const first = await startAu(await launch(2));
    expect(first.launchData).toMatchObject({ moveOn: 'Passed', masteryScore: 0.8 });
    expect((await first.send(first.statement('initialized'))).statusCode).toBe(200);
    // The learner leaves without the AU terminating; the next launch abandons that session.
    const second = await startAu(await launch(2));
    expect((await first.send(first.statement('terminated', { result: { duration: 'PT1M' } }))).statusCode).toBe(401);
    const abandoned = await xapi(
      'GET',
      `statements?${new URLSearchParams({ verb: CMI5.verbs.abandoned, registration: first.registration })}`,
      demoReader,
    );
    expect(abandoned.json().statements).toHaveLength(1);
    expect(abandoned.json().statements[0].context.extensions[CMI5.sessionId]).toBe(first.sessionId);

    expect((await second.send(second.statement('initialized'))).statusCode).toBe(200);
    const judged = { moveOn: true, extensions: { [CMI5.masteryScore]: 0.8 } };
    expect(
      (
        await second.send(second.statement('passed', { ...judged, result: { success: true, score: { scaled: 0.5 }, duration: 'PT1M' } }))
      ).json().error,
    ).toMatch(/at least the masteryScore/);
    expect(
      (
        await second.send(second.statement('failed', { ...judged, result: { success: false, score: { scaled: 0.9 }, duration: 'PT1M' } }))
      ).json().error,
    ).toMatch(/below the masteryScore/);
    expect(
      (await second.send(second.statement('passed', { ...judged, result: { success: true, score: { scaled: 0.9 }, duration: 'PT1M' } })))
        .statusCode,
    ).toBe(200);

    // Both AUs met their moveOn: the block and the course are Satisfied, and the course is completed.
    const satisfied = await xapi(
      'GET',
      `statements?${new URLSearchParams({ verb: CMI5.verbs.satisfied, registration: second.registration })}`,
      demoReader,
    );
    // Their ids are ours (cmi5 §9.3.9); the publisher's ids are in the grouping.
    type Satisfied = { object: { id: string }; context: { contextActivities: { grouping: { id: string }[] } } };
    expect(
      satisfied
        .json()
        .statements.map((statement: Satisfied) => [statement.object.id, statement.context.contextActivities.grouping[0]!.id])
        .sort(),
    ).toEqual([
      [`https://learn.example.org/xapi/activities/course/${courseId}`, 'https://content.example.org/courses/volcanoes'],
      [
        `https://learn.example.org/xapi/activities/course/${courseId}/cmi5-block/1`,
        'https://content.example.org/courses/volcanoes/block-1',
      ],
    ]);
    const course = await app.inject({ method: 'GET', url: `/api/lms/courses/${courseId}`, headers: { cookie: learner } });
    expect(course.statusCode).toBe(200);
    expect(JSON.stringify(course.json().outcome)).toMatch(/"completed":true|"status":"completed"/);
  });

  it('browses an AU without judgement, and an administrator abandons an open session and waives AUs with a reason', async () => {
    const imported = await importPackage(zipOf({ 'cmi5.xml': twoAus, 'lava/index.html': AU_PAGE, 'ash/index.html': AU_PAGE }));
    const course = imported.json().outcome.courseId as number;
    await app.db.update(courses).set({ published: true }).where(eq(courses.id, course));
    await app.inject({ method: 'POST', url: `/api/lms/courses/${course}/enrolment`, headers: { cookie: learner }, payload: {} });
    const admin = (method: 'POST', url: string, payload: object = {}, cookie = editor) =>
      app.inject({ method, url: `/api/admin/${url}`, headers: { cookie }, payload });

    // cmi5 §11: the AU reads the learner's preferences before it initializes; what it writes there is as cmi5 says.
    const unread = await startAu(await launch(2, {}, course), { readPreferences: false });
    expect((await unread.send(unread.statement('initialized'))).json().error).toMatch(/after the AU read the learner's preferences/);
    const savePreferences = (body: string, contentType = 'application/json') =>
      app.inject({
        method: 'PUT',
        url: `/xapi/${unread.preferences}`,
        headers: {
          authorization: basic(unread.token),
          'x-experience-api-version': '2.0.0',
          'content-type': contentType,
          'if-none-match': '*',
        },
        payload: body,
      });
    expect((await savePreferences('just some text', 'text/plain')).statusCode).toBe(403);
    expect(
      (await savePreferences(JSON.stringify({ languagePreference: 'not comma separated', audioPreference: 'on' }))).json().error,
    ).toMatch(/languagePreference is a comma-separated list/);
    expect((await savePreferences(JSON.stringify({ languagePreference: 'en-US,fr-FR' }))).json().error).toMatch(/audioPreference/);
    expect((await savePreferences(JSON.stringify({ languagePreference: 'en-US,fr-FR', audioPreference: 'off' }))).statusCode).toBe(204);
    expect((await xapi('GET', unread.preferences, basic(unread.token))).json()).toEqual({
      languagePreference: 'en-US,fr-FR',
      audioPreference: 'off',
    });
    expect((await unread.send(unread.statement('initialized'))).statusCode).toBe(200);

    // Browse: the learner looks around; the AU may only initialize and terminate.
    const browsing = await startAu(await launch(1, { launchMode: 'Browse' }, course));
    expect(browsing.launchData).toMatchObject({ launchMode: 'Browse' });
    expect((await launch(1, { launchMode: 'Exam' }, course).catch((error: Error) => error)) as Error).toBeInstanceOf(Error);
    expect((await browsing.send(browsing.statement('initialized'))).statusCode).toBe(200);
    expect(
      (await browsing.send(browsing.statement('completed', { result: { completion: true, duration: 'PT1M' }, moveOn: true }))).statusCode,
    ).toBe(403);

    // Abandoned on an administrator's word: its statement, its credentials ended, once.
    expect((await admin('POST', `cmi5-sessions/${browsing.sessionId}/abandon`, {}, learner)).statusCode).toBe(403);
    expect((await admin('POST', 'cmi5-sessions/not-a-session/abandon')).body).toMatch(/params.sessionId/);
    expect((await admin('POST', `cmi5-sessions/${crypto.randomUUID()}/abandon`)).statusCode).toBe(404);
    const abandoned = await admin('POST', `cmi5-sessions/${browsing.sessionId}/abandon`);
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    expect(abandoned.json().outcome).toMatchObject({ sessionId: browsing.sessionId });
    expect((await admin('POST', `cmi5-sessions/${browsing.sessionId}/abandon`)).statusCode).toBe(409);
    expect((await browsing.send(browsing.statement('terminated', { result: { duration: 'PT1M' } }))).statusCode).toBe(401);
    const [abandonedStatement] = (
      await xapi(
        'GET',
        `statements?${new URLSearchParams({ verb: CMI5.verbs.abandoned, registration: browsing.registration })}`,
        demoReader,
      )
    ).json().statements;
    expect(abandonedStatement).toMatchObject({
      actor: browsing.actor,
      object: { id: browsing.activityId },
      result: { duration: expect.stringMatching(/^PT/) },
      context: { registration: browsing.registration, extensions: { [CMI5.sessionId]: browsing.sessionId } },
    });

    // Waived: satisfied without study (the Tiles session is not completed), with the reason, once.
    const waive = (body: object) => admin('POST', `cmi5-registrations/${browsing.registration}/waive`, body);
    expect((await waive({ module: 1, session: 1, reason: 'Because' })).body).toMatch(/body.reason/);
    expect((await waive({ module: 1, session: 9, reason: 'Tested Out' })).statusCode).toBe(404);
    expect((await waive({ module: 2 ** 40, session: 1, reason: 'Tested Out' })).body).toMatch(/body.module: must be a module number/);
    expect(
      (await admin('POST', `cmi5-registrations/${crypto.randomUUID()}/waive`, { module: 1, session: 1, reason: 'Tested Out' })).statusCode,
    ).toBe(404);
    const first = await waive({ module: 1, session: 1, reason: 'Tested Out' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().outcome.satisfied).toEqual([]);
    expect((await waive({ module: 1, session: 1, reason: 'Tested Out' })).statusCode).toBe(409);
    const [waived] = (
      await xapi('GET', `statements?${new URLSearchParams({ verb: CMI5.verbs.waived, registration: browsing.registration })}`, demoReader)
    ).json().statements;
    expect(waived).toMatchObject({
      actor: browsing.actor,
      object: { id: browsing.activityId },
      result: { success: true, completion: true, extensions: { [CMI5.reason]: 'Tested Out' } },
      context: { registration: browsing.registration, extensions: { [CMI5.sessionId]: first.json().outcome.sessionId } },
    });
    expect(waived.context.contextActivities.category.map((category: { id: string }) => category.id)).toEqual([
      CMI5.category,
      CMI5.moveOnCategory,
    ]);
    const sessionPage = await app.inject({
      method: 'GET',
      url: `/api/lms/courses/${course}/modules/1/sessions/1`,
      headers: { cookie: learner },
    });
    expect(sessionPage.json().outcome.completed).toBe(false);
    const second = await waive({ module: 1, session: 2, reason: 'Administrative' });
    expect(second.json().outcome.satisfied.sort()).toEqual([
      'https://content.example.org/courses/volcanoes',
      'https://content.example.org/courses/volcanoes/block-1',
    ]);
  });
});
