import { expect, type Browser, type Page } from '@playwright/test';
import {
  controlled,
  expectNoAxeViolations,
  hitsDelivered,
  mailTo,
  MINUTE,
  navigatedBy,
  signIn,
  signInAsNewLearner,
  study,
  test,
  waitForApp,
  currentUser,
} from '@tiles/web-e2e/support';

/**
 * A teacher's group end to end: Maria makes a class and assigns a course with a due date on her page; learners join
 * by its link, one sharing her study figures and one not; the teacher sees exactly what each allows (the sharer's
 * minutes within ±2 % of the time she studied), the group's figures hidden at 4 sharers and shown at 5, and a
 * withdrawn choice hides the learner's detail at the next request.
 */

const TEACHER = 'maria.montessori@tiles.test';
const COURSE = 3;
const START = new Date('2026-11-20T09:00:00Z');

type Progress = {
  members: { id: string; name: string; sharing: boolean | null; detail: { assignments: { activeMinutes: number }[] } | null }[];
  contributors: number;
  aggregates: { medianMinutes: number } | null;
};

/** A new learner of her own in a page of her own, signed in through the join link. */
const joiner = async (browser: Browser, code: string, name: string, withClock = false) => {
  const page = await (await browser.newContext()).newPage();
  if (withClock) await page.clock.install({ time: START });
  await signInAsNewLearner(page, `/it-IT/join/${code}`, { given_name: name, family_name: 'Classe' });
  await expect(page.getByRole('heading', { name: 'Unisciti a un gruppo' })).toBeVisible();
  await waitForApp(page);
  return page;
};

const joinByPage = async (page: Page, share: boolean) => {
  if (share) await page.getByRole('switch', { name: /Condividi i miei dati di studio/ }).check();
  await page.getByRole('button', { name: 'Unisciti' }).click();
  await expect(page.getByText(/Sei nel gruppo/)).toBeVisible();
};

test('a teacher assigns a course to her class; she sees of each learner what each allows', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signIn(page, TEACHER);
  await page.goto('/it-IT/teach');
  await expect(page.getByRole('heading', { name: 'Le tue classi', level: 1 })).toBeVisible();
  const name = `Classe e2e ${Date.now().toString(36)}`;
  await page.getByLabel('Nome', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Crea il gruppo' }).click();
  await expect(page.getByText(`Gruppo «${name}» creato`, { exact: false })).toBeFocused();
  const panel = page.getByRole('region', { name });
  const code = (await panel.getByText(/^Codice: /).textContent())!.replace('Codice: ', '').trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const groupId = (await (await page.request.get('/api/groups')).json()).outcome.find((group: { name: string }) => group.name === name).id;

  // Due in five days, in the group's zone.
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel('Corso', { exact: true }).selectOption(String(COURSE));
  await panel.getByLabel('Scadenza (facoltativa)').fill(due);
  await panel.getByRole('button', { name: 'Assegna' }).click();
  await expect(panel.getByText(/^Assegnato: /)).toBeFocused();

  // One shares and studies ten minutes of the assigned course; one does not share.
  const sharer = await joiner(browser, code, 'Condivide', true);
  await expect(sharer.getByText('Mai: le tue risposte', { exact: false })).toBeVisible();
  await joinByPage(sharer, true);
  const private_ = await joiner(browser, code, 'Riservata');
  await joinByPage(private_, false);

  // A page of its own context: it waits for the app by hand (the test's `page` does it by itself).
  await sharer.goto(`/it-IT/course/${COURSE}`);
  await waitForApp(sharer);
  await navigatedBy(sharer, () => sharer.getByRole('button', { name: 'Iscriviti al corso' }).click());
  await expect(sharer).toHaveURL(new RegExp(`/course/session/${COURSE}/1/1$`));
  await hitsDelivered(sharer);
  await study(sharer, 10);
  // Leaving the session (within the app) sends its last minutes.
  await navigatedBy(sharer, () => sharer.getByRole('link', { name: /Lezione successiva/ }).click());
  await sharer.goto('/it-IT');
  await waitForApp(sharer);
  // The learner's home says what is assigned to her, by whom and when.
  await expect(sharer.getByRole('region', { name: 'Assegnati a te' })).toContainText('Assegnato da Maria Montessori');

  const progress = async (): Promise<Progress> => (await (await page.request.get(`/api/groups/${groupId}/progress`)).json()).outcome;
  const sharerId = (await (await currentUser(sharer.request)).json()).outcome._id as string;
  const privateId = (await (await currentUser(private_.request)).json()).outcome._id as string;
  // Shown in whole minutes: once it reads ten, it must read exactly ten (±2 % of ten minutes is ±12 s).
  await expect
    .poll(async () => (await progress()).members.find((member) => member.id === sharerId)?.detail?.assignments[0]?.activeMinutes ?? 0, {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(10);
  const seen = await progress();
  const minutes = seen.members.find((member) => member.id === sharerId)!.detail!.assignments[0]!.activeMinutes;
  test.info().annotations.push({ type: 'credited', description: `${minutes} min shown for 10 min studied` });
  expect(Math.abs(minutes * MINUTE - 10 * MINUTE) / (10 * MINUTE)).toBeLessThanOrEqual(0.02);
  expect(seen.members.find((member) => member.id === privateId)).toMatchObject({ sharing: false, detail: null });

  // On her page: the sharer's minutes, the other's status only; the group's figures wait for five sharers.
  await page.reload();
  const table = panel.getByRole('table', { name: 'Avanzamento' });
  await expect(table.getByRole('row', { name: /Condivide Classe/ })).toContainText(`${minutes} min di studio attivo`);
  await expect(table.getByRole('row', { name: /Riservata Classe/ })).toContainText('Non condivide: solo lo stato dei compiti');
  await expect(table.getByRole('row', { name: /Riservata Classe/ })).not.toContainText('min di studio');

  // Three more sharers make four: still hidden; a fifth shows them.
  for (const index of [1, 2, 3]) {
    const other = await joiner(browser, code, `Quarta${index}`);
    await joinByPage(other, true);
    await other.context().close();
  }
  expect(await progress()).toMatchObject({ contributors: 4, aggregates: null });
  await page.reload();
  await expect(panel.getByText('I dati del gruppo compaiono quando almeno 5 studenti li condividono (ora 4)')).toBeVisible();
  const fifth = await joiner(browser, code, 'Quinta');
  await joinByPage(fifth, true);
  expect((await progress()).aggregates).not.toBeNull();
  await page.reload();
  await expect(panel.getByText(/Minuti di studio \(mediana\)/)).toBeVisible();

  // She stops sharing from her profile: her detail is gone at the teacher's next request.
  await sharer.goto('/it-IT/profile/user-groups');
  await waitForApp(sharer);
  await sharer.getByRole('switch', { name: 'Condivido i miei dati di studio con gli insegnanti' }).click();
  await expect(sharer.getByText(`Salvato: «${name}» non vede più i tuoi dati di studio.`)).toBeFocused();
  await expect(sharer.getByRole('switch', { name: 'Condivido i miei dati di studio con gli insegnanti' })).not.toBeChecked();
  expect((await progress()).members.find((member) => member.id === sharerId)).toMatchObject({ sharing: false, detail: null });
});

test('a renewed join link says so, and a learner cannot read a group’s progress', async ({ page, browser }) => {
  await signIn(page, TEACHER);
  const created = await page.request.post('/api/groups', { data: { name: `Rinnovo ${Date.now().toString(36)}`, timeZone: 'Europe/Rome' } });
  const group = (await created.json()).outcome;
  expect((await page.request.post(`/api/groups/${group.id}/join-code`, { data: {} })).status()).toBe(200);
  const learner = await (await browser.newContext()).newPage();
  await signInAsNewLearner(learner, `/it-IT/join/${group.join.code}`, { given_name: 'Tardi', family_name: 'Classe' });
  await expect(learner.getByText('Questo link di iscrizione è stato rinnovato: chiedi all’insegnante quello nuovo.')).toBeVisible();
  expect((await learner.request.get(`/api/groups/${group.id}/progress`)).status()).toBe(404);
  // The teacher's page is no page for a learner.
  const response = await learner.goto('/it-IT/teach');
  expect(response?.status()).toBe(404);
});

test('a teacher invites by address: the mail’s personal link lets that learner in with the group’s link off', async ({ page, browser }) => {
  const address = `invitata-${Date.now().toString(36)}@example.org`;
  const learner = await (await browser.newContext()).newPage();
  await signInAsNewLearner(learner, '/it-IT/', {
    given_name: 'Invitata',
    family_name: 'Perposta',
    email: address,
    email_verified: true,
  } as unknown as { given_name: string; family_name: string });

  await signIn(page, TEACHER);
  const name = `Invito ${Date.now().toString(36)}`;
  const group = (await (await page.request.post('/api/groups', { data: { name, timeZone: 'Europe/Rome' } })).json()).outcome;
  expect((await page.request.put(`/api/groups/${group.id}/join-code`, { data: { enabled: false } })).status()).toBe(200);
  await page.goto('/it-IT/teach');
  await waitForApp(page);
  const panel = page.getByRole('region', { name });
  await panel.getByLabel('Indirizzi').fill(`${address}\nnon-un-indirizzo`);
  await panel.getByRole('button', { name: 'Invita' }).click();
  await expect(panel.getByText('Mandato 1 invito.')).toBeVisible();
  await expect(panel.getByText('Riga 2 (non-un-indirizzo): non è un indirizzo email')).toBeVisible();

  const mail = await mailTo(address);
  expect(mail.subject).toBe(`Maria Montessori ti invita nel gruppo ${name} su Tiles Learn`);
  const path = /\/it-IT\/join\/[A-Z2-9]{8}/.exec(mail.text ?? '')?.[0];
  expect(path).toBeDefined();
  await learner.goto(path!);
  await waitForApp(learner);
  await joinByPage(learner, false);
  await learner.context().close();
});

/** The server's hour and day in Rome: the learner's reminder hour and the due date are set against them. */
const romeClock = (at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { hour: Number(parts.hour), day: `${parts.year}-${parts.month}-${parts.day}` };
};

test('work due in three days reaches the learner’s outbox (and her notifications)', async ({ page, browser }) => {
  await signIn(page, TEACHER);
  const group = (
    await (
      await page.request.post('/api/groups', { data: { name: `Promemoria ${Date.now().toString(36)}`, timeZone: 'Europe/Rome' } })
    ).json()
  ).outcome;
  const address = `scadenza-${Date.now().toString(36)}@example.org`;
  const learner = await (await browser.newContext()).newPage();
  await signInAsNewLearner(learner, `/it-IT/join/${group.join.code}`, {
    given_name: 'Scadenza',
    family_name: 'Vicina',
    email: address,
    email_verified: true,
  } as unknown as { given_name: string; family_name: string });
  await expect(learner.getByRole('button', { name: 'Unisciti' })).toBeVisible();
  expect((await learner.request.post('/api/groups/join', { data: { code: group.join.code } })).status()).toBe(200);

  // Reminders go at the learner's hour, between 08:00 and 21:00: her hour is the server's present one.
  let now = new Date((await (await page.request.put('/api/test/clock', { data: { advanceMs: 0 } })).json()).now);
  if (romeClock(now).hour < 8 || romeClock(now).hour > 20) {
    let ahead = 0;
    while (romeClock(new Date(now.getTime() + ahead)).hour !== 9) ahead += 30 * MINUTE;
    now = new Date((await (await page.request.put('/api/test/clock', { data: { advanceMs: ahead } })).json()).now);
  }
  const settings = await learner.request.put('/api/lms/game/settings', { data: { reminderHour: romeClock(now).hour } });
  expect(settings.status()).toBe(200);
  expect((await settings.json()).outcome.mailKinds).toContain('due');
  const dueDate = romeClock(new Date(now.getTime() + 3 * 86_400_000)).day;
  expect((await page.request.post(`/api/groups/${group.id}/assignments`, { data: { courseId: 1, dueDate } })).status()).toBe(201);

  expect((await page.request.post('/api/test/reminders', { data: {} })).status()).toBe(200);
  const mail = await mailTo(address);
  expect(mail.subject).toBe('Tra 3 giorni scade un compito da completare');
  expect(mail.text).toContain('/it-IT/profile/user-groups');
  const notices = (await (await learner.request.get('/api/notifications')).json()).outcome as { type: string }[];
  expect(notices.map((notice) => notice.type)).toContain('groups.due');
  await learner.context().close();
});

test.describe('offline', () => {
  // The service worker, which every other spec blocks, keeps her groups' answer beside the course she keeps.
  test.use({ serviceWorkers: 'allow' });

  test('the course card and page say who assigned it and when it is due, and her kept copy still says so offline', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(120_000);
    const teacher = await (await browser.newContext()).newPage();
    await signIn(teacher, TEACHER);
    const name = `Scadenze ${Date.now().toString(36)}`;
    const group = (await (await teacher.request.post('/api/groups', { data: { name, timeZone: 'Europe/Rome' } })).json()).outcome;
    const now = new Date((await (await teacher.request.put('/api/test/clock', { data: { advanceMs: 0 } })).json()).now);
    const dueDate = romeClock(new Date(now.getTime() + 5 * 86_400_000)).day;
    expect((await teacher.request.post(`/api/groups/${group.id}/assignments`, { data: { courseId: 2, dueDate } })).status()).toBe(201);
    await teacher.context().close();

    await signInAsNewLearner(page, `/it-IT/join/${group.join.code}`, { given_name: 'Porta', family_name: 'Via' });
    await waitForApp(page);
    await joinByPage(page, false);
    const assigned = new RegExp(`^Assegnato da Maria Montessori \\(${name}\\) · Scadenza: `);
    await page.goto('/it-IT/course/2');
    await expect(page.getByText(assigned)).toBeVisible();
    await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/2\/1\/1$/);
    await page.goto('/it-IT/course/2');
    await controlled(page);
    await page.getByRole('button', { name: 'Rendi disponibile offline' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Disponibile offline · / })).toBeVisible({ timeout: 30_000 });
    // Her home, online once more with the course kept: the card lists the work; the worker keeps her groups' answer.
    await page.goto('/it-IT/');
    const card = page.getByRole('region', { name: 'Assegnati a te' });
    await expect(card.getByText(assigned)).toBeVisible();
    await page.goto('/it-IT/catalogo-corsi');
    await expect(page.getByText(assigned)).toBeVisible();

    await context.setOffline(true);
    await page.goto('/it-IT/course/2');
    await expect(page.getByText(assigned)).toBeVisible();
    await page.goto('/it-IT/');
    await expect(page.getByRole('region', { name: 'Assegnati a te' }).getByText(assigned)).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('the groups pages pass the automated checks', () => {
  for (const width of [390, 1280]) {
    test(`the teacher's page, a join link and the learner's groups at ${width} px, in Italian and Arabic, light and dark`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, TEACHER);
      const storia = (await (await page.request.get('/api/groups')).json()).outcome.find(
        (group: { name: string }) => group.name === 'Storia 3B',
      );
      // Her own language decides the page's: Arabic for a while (this spec runs alone: see MOVES_THE_CLOCK).
      for (const [locale, title] of [
        ['ar-EG', 'مجموعاتك'],
        ['it-IT', 'Le tue classi'],
      ] as const) {
        expect((await page.request.put('/api/auth/user/locale', { data: { locale } })).status()).toBe(200);
        await page.goto(`/${locale}/teach`);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(page.getByRole('table').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/it-IT/teach');
      await expect(page.getByRole('table').first()).toBeVisible();
      await expectNoAxeViolations(page);

      const learner = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
      await signInAsNewLearner(learner, `/it-IT/join/${storia.join.code}`, { given_name: 'Controlla', family_name: 'Pagine' });
      await expect(learner.getByRole('button', { name: 'Unisciti' })).toBeVisible();
      await waitForApp(learner);
      await expectNoAxeViolations(learner);
      await joinByPage(learner, false);
      await learner.goto('/ar-EG/profile/user-groups');
      await waitForApp(learner);
      await expect(learner.getByRole('heading', { name: 'Storia 3B' })).toBeVisible();
      await expectNoAxeViolations(learner);
      await learner.context().close();
    });
  }
});

test('a manager sees the groups she oversees: required work and the group’s figures, no one’s time', async ({ page }) => {
  await signIn(page, 'adriano.olivetti@tiles.test');
  await page.goto('/it-IT/oversee');
  await expect(page.getByRole('heading', { name: 'I gruppi che supervisioni', level: 1 })).toBeVisible();
  const storia = page.getByRole('region', { name: 'Storia 3B' });
  await expect(storia.getByRole('table', { name: 'Avanzamento' })).toBeVisible();
  await expect(storia.getByText(/Minuti di studio \(mediana\)/)).toBeVisible();
  await expect(storia).not.toContainText('min di studio attivo');
  await expect(storia).not.toContainText('Condivide i dati di studio');
  // Only the required assignments: the optional one is not hers to see.
  await expect(storia.getByRole('columnheader')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Crea il gruppo' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The teacher's page is no page of hers.
  expect((await page.goto('/it-IT/teach'))?.status()).toBe(404);
});
