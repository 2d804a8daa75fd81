import { expect } from '@playwright/test';
import { expectNoAxeViolations, signIn, test, waitForApp } from '@tiles/web-e2e/support';

// Both tests are the one tester's, with one test learner: one after the other, never side by side.
test.describe.configure({ mode: 'serial' });

const ROMA = 1;
const FIRST_SESSION = `/it-IT/course/session/${ROMA}/1/1`;
/** Where a question says how its answer went: a polite live region (announced, not a status role of its own). */
const FEEDBACK = '[aria-live="polite"]';

test('a tester works as their own test learner: drafts are visible, the activity counts for nobody else, and a reset empties it', async ({
  page,
  browser,
}) => {
  const ada = await (await browser.newContext()).newPage();
  await signIn(ada, 'ada.lovelace@tiles.test');
  const adaStats = async () => (await (await ada.request.get('/api/stats')).json()).outcome;
  const adaBefore = await adaStats();

  await signIn(page, 'tester@tiles.test');
  await page.goto('/it-IT');
  await page.getByRole('combobox', { name: 'Modalità' }).selectOption({ label: 'Test' });
  const bar = page.getByRole('region', { name: 'Modalità di lavoro' });
  await expect(bar).toContainText('Modalità tester: questa attività non conta.');
  await expect(page.getByText('Accesso effettuato come Galileo Galilei (test)')).toBeVisible();
  await expectNoAxeViolations(page);

  // Drafts are visible to the tester.
  const catalogue = (await (await page.request.get('/api/lms/courses?pageSize=50')).json()).outcome as {
    items: Array<{ _id: number; slug: string; published: boolean }>;
  };
  const draft = catalogue.items.find((course) => course.slug === 'sicurezza-digitale');
  expect(draft?.published).toBe(false);
  expect(draft).toBeDefined();
  await page.goto(`/it-IT/course/${draft!._id}/${draft!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sicurezza digitale di base');
  await expect(page.getByText('Bozza, non pubblicato')).toBeVisible();
  await page.goto('/it-IT/catalogo-corsi');
  await page.goto('/it-IT');
  await expect.poll(async () => (await (await page.request.get('/api/stats')).json()).outcome.data.totalTimeSpent).toBeGreaterThan(0);

  // Nobody else's numbers moved.
  expect(await adaStats()).toEqual(adaBefore);

  // The test learner's clock can run days ahead of everyone's (the api tests check its calendar and statistics move).
  const clock = bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' });
  await clock.fill('3');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/tester/clock')).json()).outcome.offsetDays).toBe(3);
  await expect(clock).toHaveValue('3');
  await bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' }).fill('0');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/tester/clock')).json()).outcome.offsetDays).toBe(0);

  // Whatever this browser still has to send (the last seconds on the pages left above) reaches the server first: a
  // reset empties what the server holds, and time sent after it counts again.
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tiles:tracking-queue') ?? '[]').length)).toBe(0);
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Azzera i miei progressi di test' }).click();
  await expect(bar.getByRole('status').filter({ hasText: 'Progressi di test azzerati.' })).toBeVisible();
  expect((await (await page.request.get('/api/stats')).json()).outcome.data.totalTimeSpent).toBe(0);

  // Failures say what happened: a clock change that cannot reach the server is not "give a whole number", and a
  // reset that failed stops saying so once the tester does something else that works.
  await page.route('**/api/tester/progress', (route) => route.abort('connectionreset'));
  page.once('dialog', (dialog) => void dialog.accept());
  await bar.getByRole('button', { name: 'Azzera i miei progressi di test' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Non è stato possibile azzerare i progressi. Riprova.');
  await page.unroute('**/api/tester/progress');
  await page.route('**/api/tester/clock', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionreset') : route.continue(),
  );
  await bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' }).fill('2');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect(bar.getByRole('alert')).toHaveText(
    'Non è stato possibile spostare l’orologio di test: Il server non è raggiungibile: controlla la connessione.',
  );
  await page.unroute('**/api/tester/clock');
  await bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' }).fill('0');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect(bar.getByRole('alert')).toHaveCount(0);

  await bar.getByRole('button', { name: 'Torna alla modalità utente' }).click();
  await expect(page.getByText('Accesso effettuato come Galileo Galilei', { exact: true })).toBeVisible();
});

test('a tester moves their clock ahead and finds their cards due', async ({ page }) => {
  await signIn(page, 'tester@tiles.test');
  await page.goto('/it-IT');
  await page.getByRole('combobox', { name: 'Modalità' }).selectOption({ label: 'Test' });
  const bar = page.getByRole('region', { name: 'Modalità di lavoro' });
  await expect(bar).toContainText('Modalità tester');
  expect((await page.request.post(`/api/lms/courses/${ROMA}/enrolment`, { data: {} })).status()).toBe(200);
  await page.goto(FIRST_SESSION);
  await waitForApp(page);
  const king = page.getByRole('form', { name: 'Chi fu, secondo la leggenda, il primo re di Roma?' }).first();
  await king.getByRole('radio', { name: 'Remo' }).check();
  await king.getByRole('button', { name: 'Verifica' }).click();
  await expect(king.locator(FEEDBACK)).toContainText('Risposta corretta: Romolo.');
  // The right option is marked beside the wrong choice, in words.
  await expect(king.locator('label').filter({ hasText: 'Romolo' })).toContainText('giusta');
  await expect(king.locator('label').filter({ hasText: 'Remo' })).toContainText('la tua scelta');

  await page.goto('/it-IT/profile/user-review');
  await expect(page.getByText('Niente da ripassare ora.')).toBeVisible();
  const clock = bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' });
  await clock.fill('2');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/tester/clock')).json()).outcome.offsetDays).toBe(2);
  await page.goto('/it-IT/profile/user-review');
  await expect(page.getByRole('heading', { name: /Carta 1 di/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Chi fu, secondo la leggenda, il primo re di Roma?' })).toBeVisible();
  // The clock goes back for the next tests, and the test learner's answers with the reset.
  await bar.getByRole('spinbutton', { name: 'Orologio di test: giorni avanti' }).fill('0');
  await bar.getByRole('button', { name: 'Applica' }).click();
  await expect.poll(async () => (await (await page.request.get('/api/tester/clock')).json()).outcome.offsetDays).toBe(0);
});
