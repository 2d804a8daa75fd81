import { expect } from '@playwright/test';
import { expectNoAxeViolations, signIn, test, waitForApp } from '@tiles/web-e2e/support';

test.describe('accessibility statement', () => {
  for (const [locale, link, heading] of [
    ['it-IT', 'Accessibilità', 'Dichiarazione di accessibilità'],
    ['en-GB', 'Accessibility', 'Accessibility statement'],
    ['de-DE', 'Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
  ] as const) {
    test(`every page's footer links the statement in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/catalogo-corsi`);
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} · Tiles Learn`);
      // It says how it was evaluated and when, and how to report a barrier.
      await expect(page.getByText(/25 (novembre|November) 2026|25\. November 2026/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('a barrier reported from any page reaches the administrators as a notification', async ({ page, browser }) => {
    await page.goto('/it-IT/catalogo-corsi');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Segnala una barriera' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Segnala una barriera');
    // The page it was met on comes filled in.
    await expect(page.getByRole('textbox', { name: 'Pagina (indirizzo sul sito)' })).toHaveValue('/it-IT/catalogo-corsi');
    await expectNoAxeViolations(page);

    // Nothing said yet: the error is beside its field, which takes the focus.
    await page.getByRole('button', { name: 'Invia la segnalazione' }).click();
    const description = page.getByRole('textbox', { name: 'Cosa è successo' });
    await expect(description).toBeFocused();
    await expect(description).toHaveAccessibleDescription('Descrivi cosa è successo (almeno 10 caratteri).');
    await expectNoAxeViolations(page);

    const what = `Il filtro per categoria non si legge con lo zoom al 200 % (${Date.now()})`;
    await description.fill(what);
    await page.getByRole('button', { name: 'Invia la segnalazione' }).click();
    const done = page.getByText('Grazie: la segnalazione è arrivata agli amministratori.');
    await expect(done).toBeFocused();

    const admins = await browser.newContext();
    const admin = await admins.newPage();
    await signIn(admin, 'admin@tiles.test');
    await admin.goto('/it-IT');
    // A click before the page is live opens nothing (the full suite's load showed it).
    await waitForApp(admin);
    await admin.getByRole('button', { name: /^Notifiche:/ }).click();
    await expect(admin.getByRole('button', { name: /^Notifiche:/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(admin.getByText(`Su /it-IT/catalogo-corsi: «${what}»`)).toBeVisible();
    await admins.close();
  });
});
