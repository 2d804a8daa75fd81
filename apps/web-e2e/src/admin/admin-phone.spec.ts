import { expect } from '@playwright/test';
import { enterMode, expectNoAxeViolations, signIn, test } from '@tiles/web-e2e/support';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone every tool of the admin bar is on screen, whole and usable, and the controls meet 3:1', async ({ page }) => {
  await signIn(page, 'admin@tiles.test');
  await enterMode(page, 'admin');
  await page.goto('/it-IT/catalogo-corsi');
  const bar = page.getByRole('region', { name: 'Modalità di lavoro' });
  const tools = [
    bar.getByRole('switch', { name: 'Sito in manutenzione' }),
    bar.getByText('Sito in manutenzione'),
    bar.getByRole('link', { name: 'Registro delle modifiche' }),
    bar.getByRole('link', { name: 'Bozze' }),
    bar.getByRole('link', { name: 'Invia una notifica' }),
    bar.getByRole('button', { name: 'Torna alla modalità utente' }),
  ];
  for (const tool of tools) {
    await expect(tool).toBeVisible();
    const box = (await tool.boundingBox())!;
    // Inside the screen, nothing cut off or scrolled away.
    expect(box.x, (await tool.textContent()) ?? '').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, (await tool.textContent()) ?? '').toBeLessThanOrEqual(390);
    const clipped = await tool.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(clipped, (await tool.textContent()) ?? '').toBe(false);
  }
  // Nothing of the page scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bar.getByRole('link', { name: 'Bozze' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bozze da pubblicare');
  await expectNoAxeViolations(page);
});
