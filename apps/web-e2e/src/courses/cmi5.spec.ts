import { expect, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { aFreshLearner, enterMode, expectNoAxeViolations, signIn, test, waitForApp } from '@tiles/web-e2e/support';

const NS = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';
const CMI5 = 'https://w3id.org/xapi/cmi5/context/categories/cmi5';
const MOVE_ON = 'https://w3id.org/xapi/cmi5/context/categories/moveon';
const VERB = (name: string) => `http://adlnet.gov/expapi/verbs/${name}`;

/**
 * A real AU, as an authoring tool would publish one: its page loads its script from the package, takes its token
 * from the fetch URL, reads LMS.LaunchData and states initialized; "Ho finito" states completed and terminated.
 */
const AU_SCRIPT = `
const params = new URLSearchParams(location.search);
const endpoint = params.get('endpoint');
const actor = JSON.parse(params.get('actor'));
const registration = params.get('registration');
const activityId = params.get('activityId');
const out = document.getElementById('out');
const started = Date.now();
(async () => {
  const fetched = await (await fetch(params.get('fetch'), { method: 'POST' })).json();
  const headers = { Authorization: 'Basic ' + fetched['auth-token'], 'X-Experience-API-Version': '2.0.0', 'Content-Type': 'application/json' };
  const key = new URLSearchParams({ activityId, agent: JSON.stringify(actor), registration, stateId: 'LMS.LaunchData' });
  const launchData = await (await fetch(endpoint + 'activities/state?' + key, { headers })).json();
  const send = async (verb, result, moveOn) => {
    const context = {
      registration,
      contextActivities: { ...launchData.contextTemplate.contextActivities, category: [{ id: '${CMI5}' }].concat(moveOn ? [{ id: '${MOVE_ON}' }] : []) },
      extensions: launchData.contextTemplate.extensions,
    };
    const statement = { actor, verb: { id: verb }, object: { id: activityId, objectType: 'Activity' }, context, timestamp: new Date().toISOString() };
    if (result) statement.result = result;
    const answer = await fetch(endpoint + 'statements', { method: 'POST', headers, body: JSON.stringify(statement) });
    if (!answer.ok) throw new Error(verb + ': ' + answer.status + ' ' + (await answer.text()));
  };
  await send('${VERB('initialized')}');
  out.textContent = 'Pronto: ' + launchData.launchMode;
  document.getElementById('finish').addEventListener('click', async () => {
    const duration = 'PT' + ((Date.now() - started) / 1000).toFixed(2) + 'S';
    await send('${VERB('completed')}', { completion: true, duration }, true);
    await send('${VERB('terminated')}', { duration });
    out.textContent = 'Fatto';
  });
})().catch((error) => { out.textContent = 'Errore: ' + error.message; });
`;
const AU_PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Vulcani</title></head>
<body><main><h1>Le colate di lava</h1><p id="out" role="status">Avvio…</p><button id="finish" type="button">Ho finito</button></main>
<script src="au.js"></script></body></html>`;
const COURSE_XML = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="${NS}">
  <course id="https://content.example.org/courses/vulcani-e2e">
    <title><langstring lang="it-IT">Vulcani (cmi5)</langstring><langstring lang="en-US">Volcanoes (cmi5)</langstring></title>
    <description><langstring lang="it-IT">Come la terra respira fuoco</langstring></description>
  </course>
  <au id="https://content.example.org/aus/lava" moveOn="Completed">
    <title><langstring lang="it-IT">Le colate di lava</langstring></title>
    <description><langstring lang="it-IT">Che cosa esce da un vulcano</langstring></description>
    <url>lava/index.html</url>
  </au>
</courseStructure>`;

/** Publishes (or withdraws) only this course, through the editor's draft, as an editor does. */
const setPublished = async (admin: Page, courseId: number, published: boolean) => {
  const editor = (await (await admin.request.get(`/api/admin/courses/${courseId}`)).json()).outcome;
  expect((await admin.request.put(`/api/admin/courses/${courseId}/draft`, { data: { ...editor.published, published } })).status()).toBe(
    200,
  );
  const publish = await admin.request.post('/api/admin/drafts/publish', {
    data: { items: [{ entity: 'course', entityId: String(courseId) }] },
  });
  expect(publish.status()).toBe(200);
};

test('an editor imports a cmi5 course, a learner studies its AU in the page, and the AU’s moveOn completes the session', async ({
  page,
  browser,
}) => {
  // Two people, an import and an AU's round trips: more than one page's worth of the default.
  test.setTimeout(90_000);
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  await page.goto('/it-IT/admin/drafts');
  const section = page.getByRole('region', { name: 'Importa un corso cmi5' });
  const zip = Buffer.from(
    zipSync({ 'cmi5.xml': strToU8(COURSE_XML), 'lava/index.html': strToU8(AU_PAGE), 'lava/au.js': strToU8(AU_SCRIPT) }),
  );
  await section.getByLabel('Pacchetto del corso').setInputFiles({ name: 'vulcani.zip', mimeType: 'application/zip', buffer: zip });
  await section.getByRole('button', { name: 'Importa' }).click();
  await expect(section.getByText('Corso importato con 1 lezione.')).toBeVisible();
  await expectNoAxeViolations(page);
  const href = await section.getByRole('link', { name: 'Apri il corso per modificarlo e pubblicarlo' }).getAttribute('href');
  const courseId = Number(/\/course\/(\d+)\//.exec(href!)![1]);
  await setPublished(page, courseId, true);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  try {
    await aFreshLearner(learner);
    expect((await learner.request.post(`/api/lms/courses/${courseId}/enrolment`, { data: {} })).status()).toBe(200);
    await learner.goto(`/it-IT/course/session/${courseId}/1/1`);
    await waitForApp(learner);
    await expect(learner.getByRole('heading', { level: 1, name: 'Le colate di lava' })).toBeVisible();
    await learner.getByRole('button', { name: 'Avvia l’attività' }).click();
    const frame = learner.locator('iframe');
    await expect(frame).toHaveAttribute('title', 'Attività: Le colate di lava');
    const au = frame.contentFrame();
    await expect(au.getByRole('status')).toHaveText('Pronto: Normal');
    await expectNoAxeViolations(learner);
    await au.getByRole('button', { name: 'Ho finito' }).click();
    await expect(au.getByRole('status')).toHaveText('Fatto');

    // The AU's moveOn (Completed) completed the session; its statements and ours are in the LRS.
    await learner.reload();
    await expect(learner.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();
    const demoLrs = {
      authorization: `Basic ${Buffer.from('demo-lrs:tiles-demo-lrs-2026').toString('base64')}`,
      'x-experience-api-version': '2.0.0',
    };
    const activity = `/xapi/activities/course/${courseId}/module/1/session/1`;
    const stored = (
      await (
        await page.request.get(`/xapi/statements?activity=${encodeURIComponent(new URL(learner.url()).origin + activity)}&limit=50`, {
          headers: demoLrs,
        })
      ).json()
    ).statements as { verb: { id: string } }[];
    const verbs = stored.map((statement) => statement.verb.id.split('/').pop());
    for (const verb of ['launched', 'initialized', 'completed', 'terminated']) expect(verbs, verb).toContain(verb);
  } finally {
    await learnerContext.close();
    // The catalogue goes back to what the other tests know.
    await setPublished(page, courseId, false);
  }
});
