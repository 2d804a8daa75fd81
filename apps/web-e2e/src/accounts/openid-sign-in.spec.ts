import { expect, type Page } from '@playwright/test';
import { startOpenIdProvider, type TestOpenIdProvider } from '@tiles/test-openid-provider';
import { E2E_OPENID } from '@tiles/web-e2e/openid-provider-settings';
import { expectNoAxeViolations, test, currentUser } from '@tiles/web-e2e/support';

/**
 * Sign-in by an organisation's provider, through its own pages: the button on the sign-in page, a real OpenID
 * Provider (another site: `localhost` beside the app's 127.0.0.1), and the way back. One provider on a fixed port, so
 * this file's tests run in one worker, one after the other.
 */
test.describe.configure({ mode: 'serial' });

let provider: TestOpenIdProvider;
test.beforeAll(async ({ baseURL }) => {
  provider = await startOpenIdProvider({
    clientId: E2E_OPENID.clientId,
    clientSecret: E2E_OPENID.clientSecret,
    redirectUris: [`${baseURL}/api/auth/federated/${E2E_OPENID.id}/callback`],
    postLogoutRedirectUris: [`${baseURL}/it-IT`],
    port: E2E_OPENID.port,
    host: 'localhost',
  });
});
test.afterAll(() => provider?.close());

const someone = (given: string) => {
  const sub = `oidc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return { sub, email: `${sub}@acme.test`, email_verified: true, given_name: given, family_name: 'Acme' };
};

const providerButton = (page: Page, name: RegExp | string) => page.getByRole('link', { name });

for (const width of [390, 1280]) {
  test(`a learner signs in with her organisation's provider by the button and lands where she was going (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    provider.signInAs(someone('Grazia'));
    await page.goto('/it-IT/login?returnTo=%2Fit-IT%2Fprofile');
    const button = providerButton(page, 'Accedi con Acme ID');
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    const landing = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/it-IT/profile' && response.request().resourceType() === 'document',
    );
    // The provider's pages answer by themselves (the test's provider signs her in and consents).
    await button.click();
    // She lands on her profile, whose index the app then turns into its first tab (at once, once the page is taken over).
    await expect(page).toHaveURL(/\/it-IT\/profile(\/user-courses)?$/);
    await expect(page.getByText('Accesso effettuato come Grazia Acme')).toBeVisible();
    // Signed in on the page's first render: the session cookie (SameSite=Strict) went with the navigation the site
    // started after the provider's cross-site return, so the server rendered her page.
    expect(await (await landing).text()).toContain('Grazia Acme');
    const user = await (await currentUser(page.request)).json();
    expect(user.outcome).toMatchObject({ fields: { name: 'Grazia', surname: 'Acme' }, locale: 'it-IT' });

    // Signing out here leaves her signed in at the provider: the page says so and offers its own sign-out.
    await page.getByRole('link', { name: 'Esci' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Sei uscit/ })).toBeFocused();
    await expect(page.getByText('ma sei ancora connesso a Acme ID')).toBeVisible();
    expect((await currentUser(page.request)).status()).toBe(401);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Esci anche da Acme ID' }).click();
    // The provider's own page asks her to confirm, then sends her back home.
    await page.getByRole('button', { name: /sign me out/i }).click();
    await expect(page).toHaveURL(/\/it-IT$/);
    await expect(page.getByRole('navigation', { name: 'Il tuo account' }).getByRole('link', { name: 'Accedi' })).toBeVisible();
  });
}

test('a refused consent brings her back to the sign-in page, told why in her language', async ({ page }) => {
  provider.signInAs(someone('Greta'));
  provider.refuseNext();
  await page.goto('/de-DE/login?returnTo=%2Fde-DE%2Fcourses');
  await providerButton(page, 'Mit Acme ID anmelden').click();
  await expect(page).toHaveURL(/\/de-DE\/login\?returnTo=%2Fde-DE%2Fcourses&signInError=provider-refused$/);
  const message = page.getByText('Der Anmeldedienst hat nicht zugestimmt');
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  expect((await currentUser(page.request)).status()).toBe(401);
  await expectNoAxeViolations(page);
});

test('a return with a forged state, or one that comes back a second time, signs nobody in', async ({ page }) => {
  provider.signInAs(someone('Gino'));
  // The attacker's part, played with the browser's own cookies: start the flow and walk the provider's pages up to the
  // address it sends the browser back to, without going there.
  await page.goto('/en-GB/login');
  let next = (await page.request.get('/api/auth/federated/acme/start?locale=en-GB', { maxRedirects: 0 })).headers()['location']!;
  while (!next.includes('/api/auth/federated/acme/callback')) {
    const hop = await page.request.get(next, { maxRedirects: 0 });
    next = new URL(hop.headers()['location']!, next).href;
  }
  const returned = new URL(next, page.url()).href;
  expect(returned).toContain('code=');

  const forged = new URL(returned);
  forged.searchParams.set('state', 'a-state-this-browser-never-made');
  await page.goto(forged.href);
  await expect(page).toHaveURL(/\/en-GB\/login\?signInError=invalid-token$/);
  await expect(page.getByText('The sign-in link is not valid or has expired.')).toBeVisible();
  // That return ended the flow: the genuine address, arriving after it, finds nothing to finish.
  await page.goto(returned);
  await expect(page).toHaveURL(/\/it-IT\/login\?signInError=sign-in-expired$/);
  await expect(page.getByText('L’accesso è durato troppo o è stato avviato altrove: riprova da qui.')).toBeVisible();
  expect((await currentUser(page.request)).status()).toBe(401);
});

test('keeps signing in after the provider rotates its signing key, once the keys the api holds are a minute old', async ({ page }) => {
  // The api fetches a provider's keys again for a key it lacks at most once a minute (openid-client's guard against a
  // flood of unknown keys): a sign-in just after the rotation may be refused, one a minute later is not.
  test.setTimeout(150_000);
  await provider.rotateKeys();
  const signInByButton = async () => {
    provider.signInAs(someone('Ruota'));
    await page.goto('/it-IT/login?returnTo=%2Fit-IT%2Fprofile');
    await providerButton(page, 'Accedi con Acme ID').click();
    await page.waitForURL(/\/it-IT\/(profile|login\?.*)$/);
    return page.url();
  };
  let landed = await signInByButton();
  if (landed.includes('signInError')) {
    expect(landed).toContain('signInError=invalid-token');
    await expect(page.getByText(/non è valid/i)).toBeVisible();
    await page.waitForTimeout(61_000);
    landed = await signInByButton();
  }
  expect(landed).toMatch(/\/it-IT\/profile$/);
  await expect(page.getByText('Accesso effettuato come Ruota Acme')).toBeVisible();
});
