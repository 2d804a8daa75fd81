import { expect, type Page } from '@playwright/test';
import { totpCode } from '@tiles/test-authenticator/totp';
import {
  DEMO_PASSWORD,
  DEMO_TOTP_SECRET,
  expectNoAxeViolations,
  federatedSignIn,
  proveDemoCode,
  test,
  currentUser,
} from '@tiles/web-e2e/support';

/**
 * The second factor as staff and learners meet it: the demo manager signs in through the form with the README's
 * authenticator app (its codes computed here as a phone would), a code is good once; a learner sets up her own app
 * from its QR code's key, keeps her recovery codes, and the account page asks for the factor again before renewing
 * them in a session that has not proved it.
 */

const MANAGER = 'adriano.olivetti@tiles.test';
const CODE_FIELD = 'Codice di verifica';

/** The code the app shows now, typed into the sign-in's second step; another step's code when this one was taken. */
const typeDemoCode = (page: Page) =>
  proveDemoCode(async (code) => {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/second-factor'));
    await page.getByLabel(CODE_FIELD).fill(code);
    await page.getByRole('button', { name: 'Verifica' }).click();
    return (await answer).status();
  });

for (const width of [390, 1280]) {
  test(`staff sign in with the password and then the app's code; a wrong code is said beside its field (${width} px)`, async ({ page }) => {
    // A code taken by another sign-in in the same 30 seconds means waiting for the next.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/it-IT/login?returnTo=%2Fit-IT%2Fprofile%2Fuser-data');
    await page.getByLabel('Email o nome utente').fill(MANAGER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Verifica in due passaggi' })).toBeFocused();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const wrong = String((Number(await totpCode(DEMO_TOTP_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel(CODE_FIELD).fill(wrong);
    await page.getByRole('button', { name: 'Verifica' }).click();
    await expect(page.getByLabel(CODE_FIELD)).toHaveAccessibleDescription(/Questo codice non è giusto o è già stato usato/);
    await expect(page.getByLabel(CODE_FIELD)).toBeFocused();

    await typeDemoCode(page);
    await expect(page).toHaveURL(/\/it-IT\/profile\/user-data$/);
    const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
    await expect(section.getByText(/App di autenticazione attiva/)).toBeVisible();
  });
}

test('a code of the app is good once: the same code cannot sign in a second browser', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const signInFormWith = async (target: Page) => {
    await target.goto('/it-IT/login');
    await target.getByLabel('Email o nome utente').fill(MANAGER);
    await target.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await target.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(target.getByLabel(CODE_FIELD)).toBeVisible();
  };
  await signInFormWith(page);
  let taken = '';
  await proveDemoCode(async (code) => {
    taken = code;
    return (await page.request.post('/api/auth/second-factor', { data: { code } })).status();
  });
  const other = await (await browser.newContext()).newPage();
  await signInFormWith(other);
  await other.getByLabel(CODE_FIELD).fill(taken);
  await other.getByRole('button', { name: 'Verifica' }).click();
  await expect(other.getByLabel(CODE_FIELD)).toHaveAccessibleDescription(/Questo codice non è giusto o è già stato usato/);
  expect((await currentUser(other.request)).status()).toBe(401);
  await other.context().close();
});

test('a learner sets up an authenticator app, keeps her recovery codes, and proves it again before renewing them', async ({
  page,
  browser,
}) => {
  // Two sign-ins, two browsers, five accessibility scans and the second-factor dialog's first load: on a busy machine of
  // two cores (test:affected runs two workers without retries) this took 45 s and ran out of time.
  test.slow();
  // At a phone's width: the QR code, the key and the codes fit it.
  await page.setViewportSize({ width: 390, height: 900 });
  const sub = `two-step-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await federatedSignIn(page, sub, '/it-IT/profile/user-data', { given_name: 'Rita', family_name: 'Duepassi' });
  const section = page.getByRole('region', { name: 'Verifica in due passaggi' });
  await section.getByRole('button', { name: 'Configura un’app di autenticazione' }).click();
  await expect(section.getByRole('img', { name: 'Codice QR per l’app di autenticazione' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'Apri nell’app di autenticazione di questo dispositivo' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  const secret = (await section.locator('code').textContent())!.replace(/\s/g, '');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await section.screenshot({ path: test.info().outputPath('second-factor-set-up-390.png') });
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await section.getByLabel('Codice che l’app mostra ora').fill('12345');
  await section.getByRole('button', { name: 'Attiva' }).click();
  await expect(section.getByLabel('Codice che l’app mostra ora')).toHaveAccessibleDescription('Inserisci le 6 cifre che l’app mostra ora.');
  await section.getByLabel('Codice che l’app mostra ora').fill(await totpCode(secret));
  await section.getByRole('button', { name: 'Attiva' }).click();

  await expect(section.getByText('Verifica in due passaggi attivata.')).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Codici di recupero' })).toBeFocused();
  const codeItems = section.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(codeItems).toHaveCount(10);
  const codes = await codeItems.allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page);
  await section.getByRole('button', { name: 'Li ho salvati' }).click();
  await expect(section.getByText('App di autenticazione attiva. Restano 10 codici di recupero.')).toBeVisible();

  // Another browser: signed in by her provider, which proved no second factor in this session.
  const other = await (await browser.newContext()).newPage();
  await federatedSignIn(other, sub, '/it-IT/profile/user-data', { given_name: 'Rita', family_name: 'Duepassi' });
  const otherSection = other.getByRole('region', { name: 'Verifica in due passaggi' });
  await otherSection.getByRole('button', { name: 'Nuovi codici di recupero' }).click();
  const dialog = other.getByRole('dialog', { name: 'Conferma che sei tu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(CODE_FIELD)).toBeFocused();
  await expectNoAxeViolations(other);
  // A recovery code serves, typed as it was written down.
  await dialog.getByLabel(CODE_FIELD).fill(codes[0]!.toLowerCase());
  await dialog.getByRole('button', { name: 'Verifica' }).click();
  await expect(dialog.getByText('Verificato: ora puoi ripetere l’azione.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toBeHidden();

  await otherSection.getByRole('button', { name: 'Nuovi codici di recupero' }).click();
  // The renewed codes show once the answer is in: wait for them before reading them.
  const renewedItems = otherSection.getByRole('list', { name: 'Codici di recupero' }).getByRole('listitem');
  await expect(renewedItems).toHaveCount(10);
  const renewed = await renewedItems.allTextContents();
  expect(renewed).toHaveLength(10);
  expect(renewed).not.toContain(codes[1]);
  await otherSection.getByRole('button', { name: 'Li ho salvati' }).click();
  await expect(otherSection.getByText('App di autenticazione attiva. Restano 10 codici di recupero.')).toBeVisible();
  await other.context().close();
});
