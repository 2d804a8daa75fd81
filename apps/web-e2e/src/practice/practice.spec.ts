import { expect } from '@playwright/test';
import { expectNoAxeViolations, test, waitForApp } from '@tiles/web-e2e/support';
import { FEEDBACK, newLearnerInRome, ROMA } from './practice-support';

const FIRST_SESSION = `/it-IT/course/session/${ROMA}/1/1`;

test('a learner answers a session’s questions, right and wrong, with feedback checked on the server', async ({ page }) => {
  await newLearnerInRome(page);
  // The page's questions never carry what is right.
  const sessionAnswer = page.waitForResponse((response) => response.url().includes('/api/lms/courses/1/modules/1/sessions/1'));
  await page.goto(FIRST_SESSION);
  await waitForApp(page);
  void sessionAnswer.then(async (response) => expect(JSON.stringify(await response.json())).not.toContain('"key"')).catch(() => undefined);
  const practice = page.getByRole('region', { name: 'Mettiti alla prova' });
  await expect(practice).toBeVisible();

  // Wrong: the right answer and the explanation.
  const year = practice.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' }).first();
  await year.getByRole('button', { name: 'Verifica' }).click();
  await expect(year.getByRole('alert')).toHaveText('Scrivi una risposta prima di verificare.');
  await year.getByRole('textbox', { name: 'La tua risposta' }).fill('700');
  await year.getByRole('button', { name: 'Verifica' }).click();
  await expect(year.locator(FEEDBACK)).toContainText('Non proprio. Risposta corretta: 753.');
  await expect(year.locator(FEEDBACK)).toContainText('Varrone');

  // Right, with the keyboard only.
  const king = practice.getByRole('form', { name: 'Chi fu, secondo la leggenda, il primo re di Roma?' });
  await king.getByRole('radio', { name: 'Romolo' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(king.locator(FEEDBACK)).toContainText('Giusto!');

  // A recall card: turned over, then graded by the learner.
  const card = practice.getByRole('form', { name: /Su quale colle sorse/ });
  await card.getByRole('button', { name: 'Mostra la risposta' }).click();
  await expect(card).toContainText('Il Palatino');
  await card.getByRole('button', { name: 'Bene' }).click();
  await expect(card.locator(FEEDBACK)).toContainText('Giusto!');

  // The missed year comes back once more after the last question.
  const retries = practice.getByRole('region', { name: 'Ancora una volta' });
  await expect(retries).toContainText('La domanda sbagliata torna, con le risposte in un ordine nuovo.');
  const yearAgain = retries.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' });
  await yearAgain.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
  await yearAgain.getByRole('button', { name: 'Verifica' }).click();
  await expect(yearAgain.locator(FEEDBACK)).toContainText('Giusto!');
  await expect(practice.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);

  // Every question answered once: the practice XP, told in the ledger.
  await page.goto('/it-IT/profile/user-progress');
  await expect(page.getByText('Tutte le domande di La monarchia e le origini · Introduzione')).toBeVisible();

  // An answer that cannot be recorded says so beside its question and keeps what was entered.
  await page.goto(FIRST_SESSION);
  await waitForApp(page);
  await page.route('**/api/lms/answers', (route) => route.abort('connectionreset'));
  const again = page.getByRole('form', { name: 'In quale anno a.C. la tradizione colloca la fondazione di Roma?' });
  await again.getByRole('textbox', { name: 'La tua risposta' }).fill('753');
  await again.getByRole('button', { name: 'Verifica' }).click();
  await expect(again.getByRole('alert')).toHaveText('La risposta non è stata registrata. Controlla la connessione e riprova.');
  await expect(again.getByRole('textbox', { name: 'La tua risposta' })).toHaveValue('753');
});
