import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInAsNewLearner, test } from '@tiles/web-e2e/support';

/**
 * WCAG 2.1.1, 2.4.3 and 2.4.7 walked with the keyboard only: every control of a learner's main flows is reached with
 * Tab (in a number of stops a person would take), works with Enter or Space, and shows where the focus is. No click,
 * no `focus()`: a control the Tab order skips fails here.
 */

/** Tab stops a person would press at most to reach a control from the top of a page. */
const MOST_STOPS = 60;

/** Whether the focused element shows it: the outline of `:focus-visible`, on it or on the box drawn for it. */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.matches(':focus-visible')) return false;
    const drawn = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A switch or a radio draws its focus on the box beside the native input.
    return drawn(focused) || drawn(focused.nextElementSibling);
  });

/** Presses Tab until `target` has the focus, then checks the focus shows. */
const tabTo = async (page: Page, target: Locator) => {
  for (let stop = 0; stop < MOST_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      expect(await focusShows(page), `the focus shows on ${String(target)}`).toBe(true);
      return;
    }
  }
  throw new Error(`${String(target)} is not reached within ${MOST_STOPS} Tab stops`);
};

test('a demo learner signs in with the keyboard only, and the home’s heading takes the focus', async ({ page }) => {
  await page.goto('/it-IT');
  await tabTo(page, page.getByRole('navigation', { name: 'Il tuo account' }).getByRole('link', { name: 'Accedi' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeFocused();
  await tabTo(page, page.getByLabel('Email o nome utente'));
  await page.keyboard.type('leonardo@tiles.test');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-IT$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a new learner studies with the keyboard only: catalogue, a course, enrolment, a session, its questions, completion', async ({
  page,
}) => {
  await signInAsNewLearner(page, '/it-IT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('navigation').getByRole('link', { name: 'Catalogo corsi' }).first());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Roma antica: dalla fondazione all’impero' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Roma antica: dalla fondazione all’impero' })).toBeFocused();

  // Enrolling opens the first session.
  await tabTo(page, page.getByRole('button', { name: 'Iscriviti al corso' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/it-IT\/course\/session\/1\/1\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // A typed answer, sent with Enter from its field.
  const practice = page.getByRole('region', { name: 'Mettiti alla prova' });
  const year = practice.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' });
  await tabTo(page, year.getByRole('textbox', { name: 'La tua risposta' }));
  await page.keyboard.type('753');
  await page.keyboard.press('Enter');
  await expect(year.locator('[aria-live="polite"]')).toContainText('Giusto!');

  // A choice: Tab enters the group, the arrow keys choose, Tab reaches the check.
  const king = practice.getByRole('form', { name: 'Chi fu, secondo la leggenda, il primo re di Roma?' });
  await tabTo(page, king.getByRole('radio').first());
  const romolo = king.getByRole('radio', { name: 'Romolo' });
  for (let option = 0; option < 5 && !(await romolo.evaluate((element) => element === document.activeElement)); option += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(romolo).toBeChecked();
  await tabTo(page, king.getByRole('button', { name: 'Verifica' }));
  await page.keyboard.press('Enter');
  await expect(king.locator('[aria-live="polite"]')).toContainText('Giusto!');

  // A recall card: turned over and graded with Enter.
  const card = practice.getByRole('form', { name: /Su quale colle sorse/ });
  await tabTo(page, card.getByRole('button', { name: 'Mostra la risposta' }));
  await page.keyboard.press('Enter');
  await expect(card).toContainText('Il Palatino');
  await tabTo(page, card.getByRole('button', { name: 'Bene' }));
  await page.keyboard.press('Enter');
  await expect(card.locator('[aria-live="polite"]')).toContainText('Giusto!');

  await tabTo(page, page.getByRole('button', { name: 'Segna come completata' }));
  await page.keyboard.press('Enter');
  // The reward takes the focus: the keyboard goes on from its heading to its next step.
  await expect(page.getByRole('heading', { name: 'Lezione completata!' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Vai alla prossima lezione' })).toBeFocused();
});

test('a learner with a history walks the streak calendar with the keyboard: one Tab stop, arrow keys between days, Enter tells the day', async ({
  page,
}) => {
  await signIn(page, 'ada.lovelace@tiles.test');
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const days = page.getByRole('group', { name: 'Giorni del calendario' });
  const today = days.locator('button[tabindex="0"]');
  const todayLabel = await today.getAttribute('aria-label');
  await tabTo(page, today);
  await page.keyboard.press('ArrowLeft');
  const yesterday = days.locator('button:focus');
  await expect(yesterday).toHaveAttribute('tabindex', '0');
  const yesterdayLabel = await yesterday.getAttribute('aria-label');
  expect(yesterdayLabel).not.toBe(todayLabel);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: yesterdayLabel! })).toBeVisible();
});
