import { expect, type Page } from '@playwright/test';
import { aFreshLearner, enterMode, expectNoAxeViolations, roomJoined, signIn, test } from '@tiles/web-e2e/support';

const COURSE = 1;

/** Puts a course's and a text's published state back as it was, through the api (drafts, then publish). */
const restore = async (admin: Page, course: unknown, text: { key: string; translations: Record<string, string> }) => {
  await enterMode(admin, 'admin');
  expect((await admin.request.put(`/api/admin/courses/${COURSE}/draft`, { data: course })).status()).toBe(200);
  expect((await admin.request.put(`/api/admin/texts/${text.key}/draft`, { data: { translations: text.translations } })).status()).toBe(200);
  expect((await admin.request.post('/api/admin/drafts/publish', { data: {} })).status()).toBe(200);
};

test('an admin edits a course title in de-DE and an interface text as drafts, publishes them, sends a notification received live, and reads it all in the audit log', async ({
  browser,
}) => {
  // One story across three browsers: longer than one page's test.
  test.setTimeout(120_000);
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@tiles.test');
  const learner = await (await browser.newContext()).newPage();
  await signIn(learner, 'emmy.noether@tiles.test');
  // Her own locale, whatever another spec chose for her: she reads the de-DE course and notification.
  expect((await learner.request.put('/api/auth/user/locale', { data: { locale: 'de-DE' } })).status()).toBe(200);
  const visitor = await (await browser.newContext()).newPage();

  await enterMode(admin, 'admin');
  const original = (await (await admin.request.get(`/api/admin/courses/${COURSE}`)).json()).outcome.published;
  const navHome = (await (await admin.request.get('/api/admin/texts?q=nav.home')).json()).outcome.find(
    (entry: { key: string }) => entry.key === 'nav.home',
  );
  await enterMode(admin, 'user');
  const newTitle = `Das alte Rom, neu erzählt ${Date.now() % 100_000}`;

  try {
    await admin.goto(`/it-IT/course/${COURSE}`);
    await admin.getByRole('combobox', { name: 'Modalità' }).selectOption({ label: 'Amministrazione' });
    const bar = admin.getByRole('region', { name: 'Modalità di lavoro' });
    await expect(bar).toContainText('Modalità amministratore');

    // The course: edited in place on its page, saved as a draft.
    await admin.getByText('Modifica il corso').click();
    await admin.getByRole('textbox', { name: 'Titolo (de-DE)' }).fill(newTitle);
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Bozza salvata.' })).toBeVisible();
    await expect(admin.getByRole('note').filter({ hasText: 'Stai vedendo la bozza' })).toBeVisible();
    await expectNoAxeViolations(admin);

    // Learners still read the published title; admin mode reads the draft (the admin's pages are in it-IT, her locale).
    await learner.goto(`/de-DE/course/${COURSE}`);
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText(original.titles['de-DE']);
    const preview = await admin.request.get(`/api/lms/courses/${COURSE}`, { headers: { 'tiles-locale-code': 'de-DE' } });
    expect((await preview.json()).outcome.title).toBe(newTitle);

    // A bad value is refused beside its field, and nothing is stored.
    await admin.goto(`/it-IT/course/${COURSE}`);
    await admin.getByText('Modifica il corso').click();
    await admin.getByRole('textbox', { name: 'Titolo (it-IT)' }).fill('');
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    const itTitle = admin.getByRole('textbox', { name: 'Titolo (it-IT)' });
    await expect(itTitle).toHaveAttribute('aria-invalid', 'true');
    await expect(itTitle).toHaveAccessibleDescription(/must not be empty/);
    await itTitle.fill(original.titles['it-IT']);

    await admin.getByRole('button', { name: 'Pubblica' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Pubblicato: i corsisti lo vedono ora.' })).toBeVisible();
    await learner.reload();
    await expect(learner.getByRole('heading', { level: 1 })).toHaveText(newTitle);

    // An interface text: the placeholder check, then a draft the admin sees in the toolbar at once.
    await bar.getByRole('link', { name: 'Testi dell’interfaccia' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Testi dell’interfaccia');
    await admin.getByRole('searchbox', { name: 'Cerca per chiave o testo' }).fill('catalogue.results');
    await admin.getByRole('button', { name: 'Cerca per chiave o testo' }).click();
    await admin.getByRole('button', { name: 'Modifica catalogue.results' }).click();
    // Its plural forms are previewed at 0, 1 and 2.
    const textPreview = admin.getByRole('region', { name: 'Anteprima per maschile, femminile e neutro' });
    await expect(textPreview.getByRole('definition')).toHaveText([
      '3 corsi trovati',
      '3 corsi trovati',
      '3 corsi trovati',
      'Nessun corso trovato',
      '1 corso trovato',
      '2 corsi trovati',
    ]);
    await admin.getByRole('textbox', { name: /^en-GB/ }).fill('courses found');
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(admin.getByRole('alert')).toContainText('placeholder [count] is missing');
    await expect(admin.getByRole('textbox', { name: /^en-GB/ })).toHaveAttribute('aria-invalid', 'true');

    await admin.getByRole('searchbox', { name: 'Cerca per chiave o testo' }).fill('nav.home');
    await admin.getByRole('button', { name: 'Cerca per chiave o testo' }).click();
    await admin.getByRole('button', { name: 'Modifica nav.home' }).click();
    await admin.getByRole('textbox', { name: 'it-IT, sorgente' }).fill('Pagina iniziale');
    // The preview renders the text for the three genders.
    await expect(admin.getByRole('region', { name: 'Anteprima per maschile, femminile e neutro' })).toContainText('Pagina iniziale');
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    const mainNavigation = admin.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(mainNavigation.getByRole('link', { name: 'Pagina iniziale' })).toBeVisible();
    // The source changed: the other locales now need a translator's review.
    await expect(admin.getByRole('listitem').filter({ hasText: 'nav.home' })).toContainText('Da rivedere: en-GB');
    await expectNoAxeViolations(admin);
    await visitor.goto('/it-IT');
    await expect(visitor.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Home' })).toBeVisible();

    // A level's name as a draft, then discarded: it never reaches learners.
    await bar.getByRole('link', { name: 'Gioco' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Livelli, badge e regole XP');
    await admin.getByText(/^Livello 2:/).click();
    const levelTwo = admin.getByRole('form', { name: 'Livello 2' });
    await levelTwo.getByRole('spinbutton', { name: 'XP necessari' }).fill('0');
    await levelTwo.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(levelTwo.getByRole('spinbutton', { name: 'XP necessari' })).toHaveAccessibleDescription(/must be more than level 1/);
    await levelTwo.getByRole('spinbutton', { name: 'XP necessari' }).fill('101');
    await levelTwo.getByRole('textbox', { name: 'Nome (it-IT)' }).fill('Apprendista in prova');
    await levelTwo.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(levelTwo.getByRole('status')).toHaveText('Bozza salvata.');
    await expectNoAxeViolations(admin);

    await bar.getByRole('link', { name: 'Bozze' }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Bozze da pubblicare');
    await expect(admin.getByRole('listitem').filter({ hasText: 'nav.home' })).toContainText('Modificata da admin@tiles.test');
    await admin
      .getByRole('listitem')
      .filter({ hasText: 'Apprendista in prova' })
      .getByRole('button', { name: /^Scarta bozza/ })
      .click();
    await expect(admin.getByRole('listitem').filter({ hasText: 'Apprendista in prova' })).toHaveCount(0);
    await expectNoAxeViolations(admin);
    // Publishing asks first, listing what it will publish; the answer is one intent, however often it is clicked.
    const draftCount = await admin.getByRole('button', { name: /^Scarta bozza/ }).count();
    await admin.getByRole('button', { name: 'Pubblica tutto' }).click();
    const question = admin.getByRole('group', { name: /^Pubblicare (questa bozza|queste \d+ bozze)\? I corsisti/ });
    await expect(question).toBeFocused();
    await expect(question.getByRole('listitem')).toHaveCount(draftCount);
    await expect(question.getByRole('listitem').filter({ hasText: 'nav.home' })).toBeVisible();
    await expectNoAxeViolations(admin);
    const publishes: string[] = [];
    admin.on('request', (request) => {
      if (request.url().endsWith('/api/admin/drafts/publish')) publishes.push(request.headers()['idempotency-key'] ?? '');
    });
    await question.getByRole('button', { name: 'Sì, pubblica' }).dblclick();
    await expect(admin.getByText('Nessuna bozza in sospeso.')).toBeVisible();
    expect(new Set(publishes).size).toBe(1);
    expect(publishes[0]).toMatch(/^[0-9a-f-]{36}$/);
    await visitor.reload();
    await expect(
      visitor.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('link', { name: 'Pagina iniziale' }),
    ).toBeVisible();

    // A notification in three locales to one learner: her open tab receives it live, in her locale (de-DE).
    const joined = roomJoined(learner);
    await learner.goto('/de-DE');
    await joined;
    await bar.getByRole('link', { name: 'Invia una notifica' }).click();
    await admin.getByRole('radio', { name: 'Un corsista' }).check();
    await admin.getByRole('textbox', { name: 'Email o nome utente del corsista' }).fill('emmy.noether@tiles.test');
    await expect(admin.getByRole('status').filter({ hasText: '1 destinatario' })).toBeVisible();
    // Nothing written yet: the default locale's title is named beside it and focused, before any question.
    await admin.getByRole('button', { name: 'Invia', exact: true }).click();
    await expect(admin.getByRole('textbox', { name: 'Titolo (it-IT)' })).toBeFocused();
    await expect(admin.getByRole('textbox', { name: 'Titolo (it-IT)' })).toHaveAccessibleDescription(/Campo obbligatorio/);
    await expect(admin.getByRole('textbox', { name: 'Testo (it-IT)' })).toHaveAccessibleDescription(/Campo obbligatorio/);
    await expect(admin.getByRole('group', { name: /Inviare questa notifica/ })).toHaveCount(0);
    const stamp = Date.now() % 100_000;
    for (const [locale, title, body] of [
      ['it-IT', `Nuova sessione ${stamp}`, 'È online.'],
      ['en-GB', `New session ${stamp}`, 'It is online.'],
      ['de-DE', `Neue Lektion ${stamp}`, 'Sie ist online, [name].'],
    ] as const) {
      await admin.getByRole('textbox', { name: `Titolo (${locale})` }).fill(title);
      await admin.getByRole('textbox', { name: `Testo (${locale})` }).fill(body);
    }
    await admin.getByRole('button', { name: 'Anteprima (de-DE)' }).click();
    await expect(admin.getByRole('region', { name: 'Anteprima (de-DE)' })).toContainText(`Neue Lektion ${stamp}`);
    // Previewed for an example recipient of each gender, with their name filled in.
    await expect(admin.getByRole('article', { name: 'Come la legge Leonardo' })).toContainText('Sie ist online, Leonardo.');
    await expectNoAxeViolations(admin);
    // Sending asks first, saying how many will get it; once sent, the composer is empty again.
    await admin.getByRole('button', { name: 'Invia', exact: true }).click();
    const confirm = admin.getByRole('group', { name: 'Inviare questa notifica a 1 corsista?' });
    await expect(confirm).toBeFocused();
    await confirm.getByRole('button', { name: 'Sì, invia' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Inviata a 1 corsista.' })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Titolo (it-IT)' })).toHaveValue('');
    await expect(admin.getByRole('textbox', { name: 'Email o nome utente del corsista' })).toHaveValue('');
    await expect(learner.getByRole('region', { name: 'Neue Benachrichtigungen' }).getByText(`Neue Lektion ${stamp}`)).toBeVisible();

    // Every action is in the audit log.
    await bar.getByRole('link', { name: 'Registro delle modifiche' }).click();
    // One card per action, named in the reader's language, with what changed field by field.
    const entries = admin.getByRole('list', { name: 'Registro delle modifiche' }).getByRole('article');
    await expect(entries.filter({ hasText: 'Notifica inviata' }).first()).toContainText('emmy.noether@tiles.test');
    const published = entries.filter({ hasText: 'Pubblicazione' }).filter({ hasText: 'nav.home' }).first();
    await expect(published.getByRole('row', { name: /translations\.it-IT/ })).toContainText('Pagina iniziale');
    await expect(entries.filter({ hasText: 'Bozza salvata' }).filter({ hasText: newTitle }).first()).toBeVisible();
    await expectNoAxeViolations(admin);
  } finally {
    await restore(admin, original, { key: 'nav.home', translations: navHome.published });
  }
});

test('an admin rewrites a session in place as a draft: the session page shows it in admin mode, a learner still reads the published one', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@tiles.test');
  const learner = await (await browser.newContext()).newPage();
  await aFreshLearner(learner);
  for (const page of [admin, learner])
    expect((await page.request.post(`/api/lms/courses/${COURSE}/enrolment`, { data: {} })).status()).toBeLessThan(300);
  await enterMode(admin, 'admin');
  const sessionPath = `/it-IT/course/session/${COURSE}/2/1`;
  try {
    await admin.goto(sessionPath);
    await admin.getByText('Modifica la sessione e il suo modulo').click();
    // A questions text that cannot be read is said beside it, in the admin's language, and nothing is saved.
    const questionsField = admin.getByRole('textbox', { name: 'Domande (it-IT)' });
    const questionsText = await questionsField.inputValue();
    const unreadable = `${questionsText}\n\n? indovinello\nChi era?`;
    await questionsField.fill(unreadable);
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(questionsField).toHaveAttribute('aria-invalid', 'true');
    // Named in words: the field by its label, the question by its number, and the line.
    const asked = questionsText.split('\n').filter((line) => line.startsWith('?')).length;
    const line = unreadable.split('\n').indexOf('? indovinello') + 1;
    await expect(
      admin.getByRole('alert').filter({ hasText: `Domande (it-IT): domanda ${asked + 1}, riga ${line}: tipo «indovinello» sconosciuto` }),
    ).toBeVisible();
    // A question written in Italian first is taken: the other languages show it in Italian until it is translated.
    await questionsField.fill(
      `${questionsText}\n\n? single\nQuale fiume attraversa Firenze?\n- Il Tevere\n+ L’Arno\n= Firenze sorge sull’Arno.`,
    );
    const durationField = admin.getByRole('textbox', { name: 'Durata stimata (es. 1h 20m)' });
    await durationField.fill('venti minuti');
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(durationField).toHaveAttribute('aria-invalid', 'true');
    await durationField.fill('20m');
    const content = admin.getByRole('textbox', { name: /^Contenuto \(it-IT\)/ });
    await content.fill(`${await content.inputValue()}\n\n## Aggiunto in bozza\n\n- primo punto\n- secondo punto`);
    await admin.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Bozza salvata.' })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Domande (en-GB)' })).toHaveAccessibleDescription(
      `Non ancora tradotte, qui si vedono in it-IT: domande ${asked + 1}`,
    );
    // The module's titles were not touched: no module draft that changes nothing.
    const drafts = (await (await admin.request.get('/api/admin/drafts')).json()).outcome as { entity: string; entityId: string }[];
    expect(drafts.filter((draft) => draft.entity === 'module' && draft.entityId === `${COURSE}/2`)).toEqual([]);
    expect(drafts.filter((draft) => draft.entity === 'questions' && draft.entityId === `${COURSE}/2/1`)).toHaveLength(1);
    await expect(admin.getByRole('heading', { name: 'Aggiunto in bozza' })).toBeVisible();
    await expect(admin.getByText('primo punto', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);

    await learner.goto(sessionPath);
    await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(learner.getByRole('heading', { name: 'Aggiunto in bozza' })).toHaveCount(0);
  } finally {
    for (const entity of ['session', 'questions'])
      await admin.request.delete(`/api/admin/drafts/${entity}/${encodeURIComponent(`${COURSE}/2/1`)}`, { data: {} });
  }
});

test('an admin edits a generic page from the page itself and adds a redirect: previewed in admin mode, live for visitors once published', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@tiles.test');
  const visitor = await (await browser.newContext()).newPage();
  await enterMode(admin, 'admin');
  const original = (await (await admin.request.get('/api/admin/pages/page?path=/chi-siamo&locale=it-IT')).json()).outcome.published;
  try {
    await admin.goto('/it-IT/chi-siamo');
    await admin.getByRole('link', { name: 'Modifica questa pagina' }).click();
    const editor = admin.getByRole('form', { name: 'Pagina /chi-siamo (it-IT)' });
    const rows = editor.getByRole('textbox', { name: /^Righe di riquadri/ });
    await rows.fill(`${await rows.inputValue()}\ntesto senza riquadro`);
    await editor.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(rows).toHaveAccessibleDescription(/^La riga \d+ non si legge/);
    await rows.fill(
      (await rows.inputValue()).replace('## La nostra idea', '## La nostra idea, in bozza').replace('\ntesto senza riquadro', ''),
    );
    await editor.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(editor.getByRole('status')).toHaveText('Bozza salvata.');

    const newRoute = admin.getByRole('form', { name: 'Nuovo reindirizzamento' });
    await newRoute.getByRole('textbox', { name: 'Da (percorso)' }).fill('/chi-eravamo');
    await newRoute.getByRole('textbox', { name: /^Verso/ }).fill('/{locale}/chi-siamo');
    await newRoute.getByRole('button', { name: 'Salva bozza' }).click();
    await expect(admin.getByRole('form', { name: '/chi-eravamo' })).toContainText('Bozza');
    await expectNoAxeViolations(admin);

    await admin.goto('/it-IT/chi-siamo');
    await expect(admin.getByText('La nostra idea, in bozza')).toBeVisible();
    await visitor.goto('/it-IT/chi-siamo');
    await expect(visitor.getByText('La nostra idea', { exact: true })).toBeVisible();

    await enterMode(admin, 'admin');
    expect((await admin.request.post('/api/admin/drafts/publish', { data: {} })).status()).toBe(200);
    await visitor.goto('/it-IT/chi-eravamo');
    await expect(visitor).toHaveURL(/\/it-IT\/chi-siamo$/);
    await expect(visitor.getByText('La nostra idea, in bozza')).toBeVisible();
  } finally {
    await enterMode(admin, 'admin');
    await admin.request.put('/api/admin/pages/page/draft?path=/chi-siamo&locale=it-IT', { data: original });
    await admin.request.put('/api/admin/routes/draft?path=/chi-eravamo', { data: { remove: true } });
    expect((await admin.request.post('/api/admin/drafts/publish', { data: {} })).status()).toBe(200);
  }
});
