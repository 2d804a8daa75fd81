import { expect, type Page } from '@playwright/test';
import { aFreshLearner, expectNoAxeViolations, signIn, signInAsNewLearner, test } from '@tiles/web-e2e/support';

const enrolAndComplete = async (page: Page, course: number) => {
  expect((await page.request.post(`/api/lms/courses/${course}/enrolment`, { data: {} })).status()).toBe(200);
  for (const module of [1, 2, 3]) {
    for (const session of [1, 2, 3]) {
      const response = await page.request.put(`/api/lms/courses/${course}/modules/${module}/sessions/${session}/completion`, { data: {} });
      expect(response.status()).toBe(200);
    }
  }
};

test.describe('courses', () => {
  test('a learner goes from the catalogue to a course, enrols, studies, and finds it in their courses', async ({ page }) => {
    // Four pages with axe on the way: some 18 s alone, over 30 s beside another worker on a two-core machine.
    test.setTimeout(60_000);
    await aFreshLearner(page);
    await page.goto('/it-IT/catalogo-corsi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Catalogo corsi');
    await page.getByRole('navigation', { name: 'Filtra per categoria' }).getByRole('link', { name: 'Lingue' }).click();
    await expect(page).toHaveURL(/\/it-IT\/catalogo-corsi\/lingue$/);
    await expect(page.getByRole('status')).toHaveText('2 corsi trovati');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Inglese per il lavoro' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inglese per il lavoro');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Scrivere email chiare' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/3\/1\/1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scrivere email chiare · Introduzione');
    // The video is not loaded until asked for.
    await expect(page.locator('video')).toHaveCount(0);
    await page.getByRole('button', { name: /Guarda il video/ }).click();
    await expect(page.locator('video')).toHaveAttribute('src', '/media/welcome.webm');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /Lezione successiva/ }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/3\/1\/2$/);
    await page.getByRole('button', { name: 'Segna come completata' }).click();
    await expect(page.getByRole('heading', { name: 'Lezione completata!' })).toBeFocused();
    await expect(page.getByText('1 di 9 lezioni completate')).toBeVisible();

    await page.goto('/it-IT/course/3');
    await expect(page.getByRole('link', { name: 'Riprendi dalla lezione 1.2' })).toBeVisible();

    await page.goto('/it-IT/profile/user-courses');
    await expect(page.getByRole('heading', { level: 3, name: 'Inglese per il lavoro' })).toBeVisible();
  });

  test('a completed course moves to the archive', async ({ page }) => {
    await signInAsNewLearner(page, '/it-IT');
    await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
    await enrolAndComplete(page, 4);
    await page.goto('/it-IT/profile/user-archive');
    await expect(page.getByRole('heading', { level: 3, name: 'Tedesco: primi passi' })).toBeVisible();
    await expect(page.getByText(/Completato il/)).toBeVisible();
    await page.goto('/it-IT/profile/user-courses');
    await expect(page.getByText('Non hai corsi in corso. Trova il prossimo nel catalogo.')).toBeVisible();
    // The finished course offers to review it, not to start it.
    await page.goto('/it-IT/course/4');
    await expect(page.getByText('Corso completato')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Rivedi il corso' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inizia il corso' })).toHaveCount(0);
  });

  test('a completion the server fails says so beside its button; one that cannot reach it is kept and sent later', async ({ page }) => {
    await signInAsNewLearner(page, '/it-IT');
    await expect(page.getByRole('link', { name: 'Esci' })).toBeVisible();
    expect((await page.request.post('/api/lms/courses/5/enrolment', { data: {} })).status()).toBe(200);
    await page.goto('/it-IT/course/session/5/1/1');
    const completion = '**/api/lms/courses/5/modules/1/sessions/1/completion';
    await page.route(completion, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, code: 'unavailable', message: 'down' }),
      }),
    );
    await page.getByRole('button', { name: 'Segna come completata' }).click();
    await expect(page.getByText('Non è stato possibile segnare la lezione come completata:', { exact: false })).toBeVisible();
    await expect(page.getByText('Non è stato possibile caricare i contenuti', { exact: false })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The connection drops instead: the lesson is kept in this browser, said so, and sent with the next page.
    await page.unroute(completion);
    await page.route(completion, (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Segna come completata' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lezione completata offline' })).toBeVisible();
    await page.unroute(completion);
    await page.reload();
    // Sent once the server can be reached (by this page or the one before it, whichever answer came first).
    await expect.poll(async () => (await (await page.request.get('/api/lms/courses/5')).json()).outcome.progress.completedSessions).toBe(1);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^✓ Lezione completata$/ })).toBeVisible();
  });

  test('the catalogue searches and the session downloads its material', async ({ page }) => {
    await aFreshLearner(page, { locale: 'en-GB' });
    await page.goto('/en-GB/catalogo-corsi');
    await page.getByLabel('Search the catalogue').fill('renaissance');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=renaissance$/);
    await expect(page.getByRole('status')).toHaveText('1 course found');
    await page.getByRole('link', { name: 'The Italian Renaissance' }).click();
    await page.getByRole('button', { name: 'Enrol in the course' }).click();
    await page.goto('/en-GB/course/session/2/1/3');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: /Review sheet/ }).click();
    expect((await download).suggestedFilename()).toBe('rinascimento-italiano-modulo-1.txt');
  });

  test("a search that fails says so and never shows the previous query's results", async ({ page }) => {
    await page.goto('/en-GB/catalogo-corsi');
    await page.getByLabel('Search the catalogue').fill('renaissance');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'The Italian Renaissance' })).toBeVisible();
    // The next search cannot reach the server (both tries).
    await page.route('**/api/lms/courses?*q=rome*', (route) => route.abort('connectionreset'));
    await page.getByLabel('Search the catalogue').fill('rome');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=rome$/);
    await expect(page.getByText('The server could not be reached: check your connection.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Italian Renaissance' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /courses? found/ })).toHaveCount(0);
  });

  test('an expired course is marked and takes no enrolment', async ({ page }) => {
    await signIn(page, 'leonardo@tiles.test');
    await page.goto('/it-IT/course/6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Astronomia per curiosi');
    await expect(page.getByRole('note')).toHaveText('Questo corso è scaduto: non accetta nuove iscrizioni.');
    await expect(page.getByRole('button', { name: 'Iscriviti al corso' })).toHaveCount(0);
    await expect(page.getByText('Scaduto').first()).toBeVisible();
  });
});

test.describe('generic pages', () => {
  test('a page of tiles in the reader locale', async ({ page }) => {
    await page.goto('/en-GB/chi-siamo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(page.getByRole('region', { name: 'Our idea' })).toContainText('Make studying honest and measurable.');
    await page.goto('/it-IT/pf/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');
    await expectNoAxeViolations(page);
  });

  test('an internal redirect stays in the app', async ({ page }) => {
    await page.goto('/it-IT/chi-siamo-vecchio');
    await expect(page).toHaveURL(/\/it-IT\/chi-siamo$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chi siamo');
  });

  test('an external redirect is a full page load', async ({ page }) => {
    // The other site is outside this test: answer for it on the wire.
    await page.route('https://example.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Guide</title><h1>External guide</h1>' }),
    );
    await page.goto('/it-IT/guida-esterna');
    await expect(page).toHaveURL('https://example.org/tiles-learn-guide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('External guide');
  });

  test('an unknown page shows the 404 screen', async ({ page }) => {
    await page.goto('/it-IT/non-esiste');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errore 404');
    await expect(page.getByText('Pagina non trovata: /it-IT/non-esiste')).toBeVisible();
  });
});
