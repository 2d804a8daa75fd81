import { readFile } from 'node:fs/promises';
import { expect, type Browser, type Download, type Page } from '@playwright/test';
import { aFreshLearner, expectNoAxeViolations, navigatedBy, signIn, study, test, waitForApp } from '@tiles/web-e2e/support';

const downloaded = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await (download as Download).path(), 'utf8');
};

/** The server's time now: its clock runs ahead of the browsers' (the clock specs move it), and credentials are dated by it. */
const serverNow = async (page: Page) =>
  new Date((await (await page.request.put('/api/test/clock', { data: { advanceMs: 0 } })).json()).now);

/** A browser of someone else (no sign-in unless asked), its clock at the server's time; its pages wait for the app. */
const verifierAt = async (browser: Browser, now: Date) => {
  const page = await (await browser.newContext()).newPage();
  await page.clock.install({ time: now });
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  return page;
};

/** The learner marks every session of a course complete (what the session pages' button does), the last completing the course. */
const completeCourse = async (page: Page, courseId: number) => {
  const course = (await (await page.request.get(`/api/lms/courses/${courseId}`)).json()).outcome as {
    modules: { number: number; sessions: { number: number }[] }[];
  };
  for (const module of course.modules)
    for (const session of module.sessions) {
      const completion = `/api/lms/courses/${courseId}/modules/${module.number}/sessions/${session.number}/completion`;
      expect((await page.request.put(completion, { data: {} })).status()).toBe(200);
    }
};

const verifyFile = async (page: Page, name: string, text: string) => {
  await page.getByLabel('Apri un file (o trascinalo qui)').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
};

test.describe('the effort record', () => {
  test('a learner completes a course and downloads its credential and her transcript; anyone verifies them, a tampered copy fails, a revoked one says so', async ({
    page,
    browser,
  }) => {
    await page.clock.install({ time: new Date() });
    await aFreshLearner(page);

    // She studies the course's first session for real minutes, then completes the rest.
    await page.goto('/it-IT/course/1');
    await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/1\/1\/1$/);
    await page.mouse.move(10, 10);
    await study(page, 4);
    await navigatedBy(page, () => page.getByRole('button', { name: 'Segna come completata' }).click());
    await completeCourse(page, 1);

    await page.goto('/it-IT/profile/user-progress');
    const record = page.getByRole('region', { name: 'Il registro dello studio' });
    const item = record.getByRole('listitem').filter({ hasText: 'Corso completato:' });
    await expect(item).toContainText(/· [1-9]\d* minut/);
    await expect(record.getByRole('group', { name: /Calendario dello studio/ })).toBeVisible();
    await expectNoAxeViolations(page);

    const credentialText = await downloaded(page, () => item.getByRole('link', { name: /^Scarica l’attestato di / }).click());
    const credential = JSON.parse(credentialText);
    const minutes = credential.credentialSubject.result.find((entry: { resultDescription: string }) =>
      entry.resultDescription.endsWith('#minutes'),
    );
    expect(Number(minutes.value)).toBeGreaterThanOrEqual(3);
    await expect(item).toContainText(`${minutes.value} minuti`);
    const transcriptText = await downloaded(page, () => record.getByRole('link', { name: 'Scarica il registro completo (CLR)' }).click());
    expect(JSON.parse(transcriptText).type).toEqual(['VerifiableCredential', 'ClrCredential']);

    // A signed-out visitor verifies both in her browser.
    const now = await serverNow(page);
    const visitor = await verifierAt(browser, new Date(now.getTime() + 5_000));
    await visitor.goto('/it-IT/verify');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Verifica un attestato' })).toBeVisible();
    await verifyFile(visitor, 'course.json', credentialText);
    const verdict = visitor.getByRole('heading', { level: 2 });
    await expect(verdict).toHaveText('Verificato: è autentico e valido');
    await expect(verdict).toBeFocused();
    await expect(visitor.getByText(`Studio attivo: ${minutes.value} minuti`)).toBeVisible();
    await expect(visitor.getByText('Non è stato revocato.')).toBeVisible();
    await expect(visitor.getByText(/^Cosa non prova: /)).toBeVisible();
    await expectNoAxeViolations(visitor);

    await verifyFile(visitor, 'transcript.json', transcriptText);
    await expect(verdict).toHaveText('Verificato: è autentico e valido');
    await expect(visitor.getByRole('heading', { name: 'Corsi in questo registro' })).toBeVisible();

    // One minute more, pasted: the signature no longer matches, and the page says so.
    const tampered = structuredClone(credential);
    const tamperedMinutes = tampered.credentialSubject.result.find((entry: { resultDescription: string }) =>
      entry.resultDescription.endsWith('#minutes'),
    );
    tamperedMinutes.value = String(Number(tamperedMinutes.value) + 1);
    await visitor.getByLabel('Oppure incolla il testo').fill(JSON.stringify(tampered));
    await visitor.getByRole('button', { name: 'Verifica' }).click();
    await expect(verdict).toHaveText('Non verificato');
    await expect(visitor.getByText(/^La firma non corrisponde: il contenuto è stato cambiato dopo la firma/)).toBeVisible();

    // Something that is no credential at all: said beside the form.
    await visitor.getByLabel('Oppure incolla il testo').fill('not json');
    await visitor.getByRole('button', { name: 'Verifica' }).click();
    await expect(visitor.getByRole('alert')).toHaveText(/^Questo non è un attestato leggibile/);

    // An administrator revokes it (issued in error) on the same page; every verifier then reads it revoked.
    const admin = await verifierAt(browser, await serverNow(page));
    await signIn(admin, 'admin@tiles.test');
    await admin.goto('/it-IT/verify');
    await verifyFile(admin, 'course.json', credentialText);
    await expect(admin.getByRole('heading', { level: 2 })).toHaveText('Verificato: è autentico e valido');
    // Without a reason: refused, said beside the field.
    await admin.getByRole('button', { name: 'Revoca' }).click();
    await expect(admin.getByRole('alert')).toBeVisible();
    await expect(admin.getByLabel('Motivo (resta nel registro delle attività)')).toBeFocused();
    await admin.getByLabel('Motivo (resta nel registro delle attività)').fill('Rilasciato per errore');
    await admin.getByRole('button', { name: 'Revoca' }).click();
    await expect(admin.getByRole('heading', { level: 2 })).toHaveText('Non verificato');
    await expect(admin.getByText('Revocato: chi l’ha emesso l’ha ritirato.')).toBeVisible();

    await verifyFile(visitor, 'course.json', credentialText);
    await expect(verdict).toHaveText('Non verificato');
    await expect(visitor.getByText('Revocato: chi l’ha emesso l’ha ritirato.')).toBeVisible();
    await page.reload();
    await expect(item).toContainText('Revocato dal sito');
  });

  test('a shared link shows the credential to anyone until the learner ends it', async ({ page, browser }) => {
    await page.clock.install({ time: new Date() });
    await aFreshLearner(page, { locale: 'en-GB' });
    await page.goto('/en-GB/course/1');
    await page.getByRole('button', { name: 'Enrol in the course' }).click();
    await completeCourse(page, 1);
    await page.goto('/en-GB/profile/user-progress');
    const item = page.getByRole('region', { name: 'Your record of study' }).getByRole('listitem').filter({ hasText: 'Course completed:' });
    await item.getByRole('button', { name: 'Share by a link' }).click();
    const link = await item.getByLabel(/^Link for whoever you choose/).inputValue();
    expect(link).toMatch(/\/en-GB\/verify\/[A-Za-z0-9_-]{22}$/);

    const stranger = await verifierAt(browser, new Date((await serverNow(page)).getTime() + 5_000));
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { level: 2 })).toHaveText('Verified: genuine and in force');
    await expect(stranger.getByText(/^Credential: Course completed: /)).toBeVisible();

    await item.getByRole('button', { name: 'Stop sharing' }).click();
    await expect(item.getByText('The link shows nothing any more.')).toBeVisible();
    await stranger.goto(link);
    await expect(stranger.getByRole('alert')).toHaveText(/^This link shows nothing/);
  });
});
