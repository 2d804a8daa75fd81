import { readFile } from 'node:fs/promises';
import { DataIntegrityProof } from '@digitalcredentials/data-integrity';
import { cryptosuite } from '@digitalcredentials/eddsa-rdfc-2022-cryptosuite';
import { securityLoader } from '@digitalcredentials/security-document-loader';
import * as vc from '@digitalcredentials/vc';
import { expect, type Download, type Page } from '@playwright/test';
import xapiValidation from 'xapi-validation';
import { aFreshLearner, expectNoAxeViolations, idpToken, study, test } from '@tiles/web-e2e/support';

/** Signs `page` in as the federated learner `sub` (created at the first sign-in), landing on `path`. */
const signInAs = async (page: Page, sub: string, path: string) => {
  const token = await idpToken({ sub, given_name: 'Grazia', family_name: 'Deledda' });
  await page.goto(`/federated/e2e-idp#id_token=${token}&state=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
};

/**
 * What a third party does with a downloaded credential: verify it offline with an independent library. At the
 * server's time: this server's clock runs ahead of the verifier's (the study above moved it on), and a credential
 * is not valid before its validFrom.
 */
const verifyOffline = (credential: object, now: Date) =>
  vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: securityLoader({ fetchRemoteContexts: false }).build(),
    now,
  });

// A CommonJS module compiled from ES modules: under Playwright's loader its default export arrives one level down.
const validateStatement: typeof xapiValidation =
  (xapiValidation as unknown as { default?: typeof xapiValidation }).default ?? xapiValidation;

const downloaded = async (page: Page, click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await (download as Download).path(), 'utf8');
};

/** Resolves when the page's socket has joined its user's room (the server acknowledged create-room). */
const roomJoined = (page: Page) =>
  new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ok":true')) resolve();
      });
    });
  });

test.describe('game layer', () => {
  test('a learner studies a session and completes it: the badge toast arrives live and the level bar appears on the progress page', async ({
    browser,
  }) => {
    const sub = `e2e-game-${Date.now()}-${Math.random().toString(36).slice(2)}`;

    // The progress page, open in a tab that keeps real time: it shows the award as it arrives.
    const watcher = await (await browser.newContext()).newPage();
    const joined = roomJoined(watcher);
    await signInAs(watcher, sub, '/it-IT/profile/user-progress');
    await joined;
    await expect(watcher.getByText('Studia un corso per salire di livello nella sua categoria.')).toBeVisible();
    await expect(watcher.getByRole('progressbar', { name: / XP / })).toHaveCount(0);

    // Another browser of the same learner studies under Playwright's clock (the server's clock moves with it).
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install({ time: new Date() });
    await signInAs(page, sub, '/it-IT/course/1');
    await page.getByRole('button', { name: 'Iscriviti al corso' }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/1\/1\/1$/);
    await page.mouse.move(10, 10);
    await study(page, 12);
    await page.getByRole('button', { name: 'Segna come completata' }).click();
    // The visit's time goes with the completion: the session earns its XP and badge at once.
    await expect(page.getByRole('heading', { name: 'Lezione completata!' })).toBeFocused();
    await page.getByRole('link', { name: 'Vai alla prossima lezione' }).click();
    await expect(page).toHaveURL(/\/it-IT\/course\/session\/1\/1\/2$/);

    const toasts = watcher.getByRole('region', { name: 'Nuove notifiche' });
    await expect(toasts.getByText('Nuovo badge: Lezioni')).toBeVisible({ timeout: 15_000 });
    // The toast shows the badge itself.
    await expect(toasts.locator('img[src="/badges/sessions.svg"]')).toBeVisible();
    const bar = watcher.getByRole('progressbar', { name: /^Storia: \d+ su 60 XP per il Livello 2$/ });
    await expect(bar).toBeVisible();
    expect(Number(await bar.getAttribute('value'))).toBeGreaterThanOrEqual(15 + 12);
    const badges = watcher.getByRole('region', { name: 'Badge' });
    await expect(badges.getByText('Lezioni', { exact: true })).toBeVisible();
    await expect(badges.getByText('Grado 1 di 5')).toBeVisible();
    await expect(watcher.getByRole('region', { name: "Da dove viene l'esperienza" }).getByText(/^Lezione completata: /)).toBeVisible();
    await expectNoAxeViolations(watcher);

    // The tier downloads as a signed Open Badges credential that verifies offline, from the badge's one menu.
    await badges.getByRole('button', { name: 'Condividi o scarica: Lezioni' }).click();
    const credential = JSON.parse(
      await downloaded(watcher, () => badges.getByRole('link', { name: 'Scarica la credenziale del grado 1 di Lezioni (JSON)' }).click()),
    );
    expect(credential).toMatchObject({ type: ['VerifiableCredential', 'OpenBadgeCredential'], name: 'Lezioni — grado 1 di 5' });
    expect((await verifyOffline(credential, new Date(credential.proof[0].created))).verified).toBe(true);

    // The learner's activity downloads as xAPI statements, one a line, each valid.
    const records = watcher.getByRole('region', { name: 'I tuoi dati di apprendimento (xAPI)' });
    await records.getByLabel('Formato').selectOption('ndjson');
    const lines = (await downloaded(watcher, () => records.getByRole('button', { name: 'Scarica' }).click())).trim().split('\n');
    const statements = lines.map((line) => JSON.parse(line) as { verb: { display: Record<string, string> } });
    expect(new Set(statements.map((statement) => statement.verb.display['en-US']))).toEqual(
      new Set(['launched', 'experienced', 'progressed', 'completed', 'earned']),
    );
    for (const statement of statements) expect(validateStatement(statement)).toEqual([]);
    await expect(watcher).toHaveURL(/\/it-IT\/profile\/user-progress$/);
    await context.close();
    await watcher.context().close();
  });

  test('a progress call that cannot reach the server leaves the progress page usable', async ({ page }) => {
    const sub = `e2e-game-down-${Date.now()}`;
    // The progress call fails on the network, twice (a read is tried once more); the rest is the real server.
    await page.route('**/api/lms/game/progress', (route) => route.abort('connectionreset'));
    await signInAs(page, sub, '/it-IT/profile/user-progress');
    await expect(page.getByText('I tuoi livelli e badge non sono disponibili in questo momento: riprova più tardi.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Serie di studio' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'I miei progressi' })).toBeVisible();
    // The goal is set on the settings page, which the progress page links to.
    await page.getByRole('link', { name: 'Obiettivo giornaliero, promemoria e notifiche: nelle impostazioni' }).click();
    await expect(page).toHaveURL(/\/it-IT\/profile\/user-settings$/);
    await page.getByRole('radio', { name: '20 minuti' }).check();
    await expect(page.getByText('Obiettivo salvato: 20 minuti al giorno.')).toBeVisible();
    await page.getByRole('link', { name: 'I miei corsi' }).click();
    await expect(page).toHaveURL(/\/it-IT\/profile\/user-courses$/);
    await expectNoAxeViolations(page);
  });
});

test('settings where people look for them: goal, reminders, notifications, push and review limits on one page; the progress page is about progress', async ({
  page,
}) => {
  await aFreshLearner(page);
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByRole('heading', { level: 2, name: 'I miei progressi' })).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '20 minuti' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Sezioni del profilo' }).getByRole('link', { name: 'Impostazioni' }).click();
  await expect(page).toHaveURL(/\/it-IT\/profile\/user-settings$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Impostazioni' })).toBeVisible();
  // One heading says "Impostazioni"; the panels under it say what they hold.
  await expect(page.getByRole('heading', { name: 'Impostazioni', exact: true })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Obiettivo e notifiche' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '10 minuti' })).toBeChecked();
  await expect(page.getByLabel('Promemoria della serie alle')).toBeVisible();
  await expect(page.getByRole('switch').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifiche su questo dispositivo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Impostazioni del ripasso' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'I miei dati' }).last()).toHaveAttribute('href', '/it-IT/profile/user-data');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
