import { expect, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, idpToken, test } from '@tiles/web-e2e/support';

/**
 * Passkeys through Chromium's own WebAuthn (its virtual authenticator, by the DevTools protocol): a passkey's
 * relying party is a domain, never an IP address, so these pages are at `localhost` (the api's WEBAUTHN_RP_ID in
 * playwright.config.ts).
 */
const origin = () => `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** A platform authenticator that verifies its user (fingerprint, face, PIN) and says yes by itself. */
const withAuthenticator = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
};

/**
 * At 1280 px the sign-in form's autofill offers her passkey (the virtual authenticator picks it at once); at 390 px
 * the browser is one without autofill for passkeys (as older ones are), and she presses the button.
 */
for (const { width, autofill } of [
  { width: 390, autofill: false },
  { width: 1280, autofill: true },
]) {
  test(`a learner adds a passkey on her account page, signs in with it alone (${autofill ? 'autofill' : 'button'}), and removes it (${width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    if (!autofill)
      await page.addInitScript(() => {
        PublicKeyCredential.isConditionalMediationAvailable = async () => false;
      });
    const authenticator = await withAuthenticator(context, page);
    const sub = `passkey-${width}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const token = await idpToken({ sub, given_name: 'Ipazia', family_name: 'Chiave' });
    await page.goto(`${origin()}/federated/e2e-idp#id_token=${token}&state=${encodeURIComponent('/it-IT/profile/user-data')}`);
    await expect(page).toHaveURL(/\/it-IT\/profile\/user-data$/);

    const section = page.getByRole('region', { name: 'Passkey' });
    await expect(section.getByText('Non hai ancora nessuna passkey.')).toBeVisible();
    await section.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    await expect(section.getByLabel('Nome della nuova passkey (per esempio «Telefono»)')).toHaveAccessibleDescription(
      'Campo obbligatorio.',
    );
    await section.getByLabel('Nome della nuova passkey (per esempio «Telefono»)').fill('Portatile');
    await section.getByRole('button', { name: 'Aggiungi una passkey' }).click();
    await expect(section.getByText('Passkey «Portatile» aggiunta: ora puoi accedere con essa.')).toBeFocused();
    await expect(section.getByRole('list', { name: 'Passkey' }).getByRole('listitem')).toHaveCount(1);
    await expect(section.getByText('mai usata')).toBeVisible();
    expect(await authenticator.credentials()).toHaveLength(1);
    await expectNoAxeViolations(page);

    // Signed out, she comes back with the passkey alone: no name, no password.
    await page.getByRole('link', { name: 'Esci' }).click();
    await expect(page.getByRole('navigation', { name: 'Il tuo account' }).getByRole('link', { name: 'Accedi' })).toBeVisible();
    await expect.poll(async () => (await page.request.get(`${origin()}/api/auth/user`)).status()).toBe(401);
    await page.goto(`${origin()}/it-IT/login?returnTo=%2Fit-IT%2Fprofile%2Fuser-data`);
    if (!autofill) await page.getByRole('button', { name: 'Accedi con una passkey' }).click();
    await expect(page).toHaveURL(/\/it-IT\/profile\/user-data$/);
    await expect(page.getByText('Accesso effettuato come Ipazia Chiave')).toBeVisible();
    await expect(section.getByText(/usata l’ultima volta il/)).toBeVisible();

    // She has a provider to sign in with: the passkey may go.
    await section.getByRole('button', { name: 'Rimuovi la passkey «Portatile»' }).click();
    await expect(section.getByText('Passkey «Portatile» rimossa.')).toBeFocused();
    await expect(section.getByText('Non hai ancora nessuna passkey.')).toBeVisible();
  });
}
