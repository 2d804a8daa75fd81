import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import {
  aFreshLearner,
  enterMode,
  expectNoAxeViolations,
  MINUTE,
  navigatedBy,
  passTime,
  signIn,
  test,
  waitForApp,
} from '@tiles/web-e2e/support';

const NS = 'https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd';

/** xapijs' cmi5 library, as an authoring tool ships it inside its AUs (its browser build, a global `Cmi5`). */
const CMI5_LIBRARY = fs.readFileSync(
  path.join(path.dirname(createRequire(import.meta.url).resolve('@xapi/cmi5/package.json')), 'dist/Cmi5.umd.js'),
);

/**
 * Two real AUs built on the library: each page loads it and its own script from the package; the library takes the
 * token from the fetch URL, reads LMS.LaunchData and the learner's preferences and states initialized. "Ho finito"
 * states completed (the first AU's moveOn), "Consegna" passes with 0.9 against the second's masteryScore of 0.8; both
 * then terminate.
 */
const auScript = (finish: string) => `
const out = document.getElementById('out');
const cmi5 = Cmi5.instance;
cmi5.initialize().then(() => {
  out.textContent = 'Pronto: ' + cmi5.getLaunchData().launchMode;
  document.getElementById('finish').addEventListener('click', async () => {
    try {
      await ${finish};
      await cmi5.terminate();
      out.textContent = 'Fatto';
    } catch (error) { out.textContent = 'Errore: ' + error.message; }
  });
}).catch((error) => { out.textContent = 'Errore: ' + error.message; });
`;
const auPage = (title: string, button: string) => `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1><p id="out" role="status">Avvio…</p><button id="finish" type="button">${button}</button></main>
<script src="../cmi5.umd.js"></script><script src="au.js"></script></body></html>`;
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
  <au id="https://content.example.org/aus/cenere" moveOn="Passed" masteryScore="0.8">
    <title><langstring lang="it-IT">La cenere</langstring></title>
    <description><langstring lang="it-IT">Quello che resta nell’aria</langstring></description>
    <url>cenere/index.html</url>
  </au>
</courseStructure>`;
const PACKAGE = Buffer.from(
  zipSync({
    'cmi5.xml': strToU8(COURSE_XML),
    'cmi5.umd.js': new Uint8Array(CMI5_LIBRARY),
    'lava/index.html': strToU8(auPage('Le colate di lava', 'Ho finito')),
    'lava/au.js': strToU8(auScript('cmi5.complete()')),
    'cenere/index.html': strToU8(auPage('La cenere', 'Consegna')),
    'cenere/au.js': strToU8(auScript('cmi5.pass(0.9)')),
  }),
);

/** `PT1H2M3.45S` in milliseconds. */
const durationMs = (iso: string) => {
  const [, hours = '0', minutes = '0', seconds = '0'] = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:([\d.]+)S)?$/.exec(iso) ?? [];
  return (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
};

/** The learner's honest time on one session, as her xAPI export states it (`experienced` durations). */
const experiencedMs = async (request: APIRequestContext, courseId: number, session: number) => {
  type Statement = { verb: { id: string }; object: { id: string }; result?: { duration?: string } };
  const { statements } = (await (await request.get('/api/lms/xapi/statements')).json()) as { statements: Statement[] };
  return statements
    .filter((statement) => statement.verb.id.endsWith('/experienced'))
    .filter((statement) => statement.object.id.endsWith(`/course/${courseId}/module/1/session/${session}`))
    .reduce((sum, statement) => sum + durationMs(statement.result?.duration ?? 'PT0S'), 0);
};

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

/** Minutes the learner works inside the first AU: long enough that the real seconds a busy machine adds stay within ±2 %. */
const STUDIED_MINUTES = 8;

test('an editor imports a cmi5 course, a learner studies its two AUs in the page, moveOn completes them, and her minutes are honest', async ({
  page,
  browser,
}) => {
  // Two people, an import, two AUs' round trips and minutes of (moved) time.
  test.setTimeout(120_000);
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  await page.goto('/it-IT/admin/drafts');
  const section = page.getByRole('region', { name: 'Importa un corso cmi5' });
  await section.getByLabel('Pacchetto del corso').setInputFiles({ name: 'vulcani.zip', mimeType: 'application/zip', buffer: PACKAGE });
  await section.getByRole('button', { name: 'Importa' }).click();
  await expect(section.getByText('Corso importato con 2 lezioni.')).toBeVisible();
  await expectNoAxeViolations(page);
  const href = await section.getByRole('link', { name: 'Apri il corso per modificarlo e pubblicarlo' }).getAttribute('href');
  const courseId = Number(/\/course\/(\d+)\//.exec(href!)![1]);
  await setPublished(page, courseId, true);

  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  try {
    // Playwright's clock and the server's move together (passTime): the minutes really pass for the honest-time rules.
    await learner.clock.install();
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

    // She works inside the AU: the frame holds the focus, the pointer comes back to it each minute.
    await au.getByRole('heading', { name: 'Le colate di lava' }).click();
    for (let minute = 0; minute < STUDIED_MINUTES; minute += 1) {
      await passTime(learner, MINUTE);
      await learner.mouse.move(5, 5);
      await frame.hover({ position: { x: 40 + minute * 5, y: 40 } });
    }
    await au.getByRole('button', { name: 'Ho finito' }).click();
    await expect(au.getByRole('status')).toHaveText('Fatto');

    // The AU's moveOn (Completed) completed the session; on to the second, which passes.
    await learner.reload();
    await waitForApp(learner);
    await expect(learner.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();
    await navigatedBy(learner, () => learner.getByRole('link', { name: /Lezione successiva/ }).click());
    await expect(learner.getByRole('heading', { level: 1, name: 'La cenere' })).toBeVisible();
    await learner.getByRole('button', { name: 'Avvia l’attività' }).click();
    const second = learner.locator('iframe').contentFrame();
    await expect(second.getByRole('status')).toHaveText('Pronto: Normal');
    await second.getByRole('button', { name: 'Consegna' }).click();
    await expect(second.getByRole('status')).toHaveText('Fatto');
    await learner.reload();
    await waitForApp(learner);
    await expect(learner.getByRole('status').filter({ hasText: 'Lezione completata' })).toBeVisible();

    // Her honest minutes in the first AU: what the tracker measured while it was open, within ±2 % of the time spent.
    const expectedMs = STUDIED_MINUTES * MINUTE;
    await expect.poll(() => experiencedMs(learner.request, courseId, 1), { timeout: 15_000 }).toBeGreaterThan(expectedMs * 0.98);
    const credited = await experiencedMs(learner.request, courseId, 1);
    test.info().annotations.push({ type: 'credited', description: `${credited} ms credited for ${expectedMs} ms studied in the AU` });
    expect(Math.abs(credited - expectedMs) / expectedMs, `${credited} ms credited for ${expectedMs} ms studied`).toBeLessThan(0.02);

    // The AUs' statements and ours are in the LRS: both AUs' verbs, and the course Satisfied.
    const demoLrs = {
      authorization: `Basic ${Buffer.from('demo-lrs:tiles-demo-lrs-2026').toString('base64')}`,
      'x-experience-api-version': '2.0.0',
    };
    const origin = new URL(learner.url()).origin;
    const verbsOf = async (activity: string) =>
      (
        (
          await (
            await page.request.get(`/xapi/statements?activity=${encodeURIComponent(origin + activity)}&limit=50`, { headers: demoLrs })
          ).json()
        ).statements as { verb: { id: string } }[]
      ).map((statement) => statement.verb.id.split('/').pop());
    const lava = await verbsOf(`/xapi/activities/course/${courseId}/module/1/session/1`);
    for (const verb of ['launched', 'initialized', 'completed', 'terminated']) expect(lava, verb).toContain(verb);
    const cenere = await verbsOf(`/xapi/activities/course/${courseId}/module/1/session/2`);
    for (const verb of ['launched', 'initialized', 'passed', 'terminated']) expect(cenere, verb).toContain(verb);
    expect(await verbsOf(`/xapi/activities/course/${courseId}`)).toContain('satisfied');
  } finally {
    await learnerContext.close();
    // The catalogue goes back to what the other tests know.
    await setPublished(page, courseId, false);
  }
});
