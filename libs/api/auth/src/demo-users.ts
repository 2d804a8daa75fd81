import type { StoredUserFields } from '@tiles/api-users/schema';

/** The password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'tiles-demo-2026';
/**
 * The authenticator app of the demo's staff (administrator, teacher, manager, tester): base32, for any TOTP app.
 * Demo data only, printed in the banner and the README, so a newcomer can sign in as them.
 */
export const DEMO_TOTP_SECRET = 'KRUWYZLTMRSW233T';

type DemoUser = { login: string; role: string; locale: string; timezone: string; fields: StoredUserFields };

/** Learners named after people of history, plus an admin, a teacher, a manager and a tester. */
export const demoUsers: DemoUser[] = [
  {
    login: 'ada.lovelace@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Ada', surname: 'Lovelace', gender: 'femminile' },
  },
  {
    login: 'alan.turing@tiles.test',
    role: 'learner',
    locale: 'en-GB',
    timezone: 'Europe/London',
    fields: { name: 'Alan', surname: 'Turing', gender: 'maschile' },
  },
  {
    login: 'ipazia@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Ipazia', surname: 'di Alessandria', gender: 'femminile' },
  },
  {
    login: 'leonardo@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Leonardo', surname: 'da Vinci', gender: 'maschile' },
  },
  {
    login: 'emmy.noether@tiles.test',
    role: 'learner',
    locale: 'de-DE',
    timezone: 'Europe/Berlin',
    fields: { name: 'Emmy', surname: 'Noether', gender: 'femminile' },
  },
  // The class "Storia 3B" (Maria Montessori's group): five more learners with histories of their own.
  {
    login: 'grazia.deledda@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Grazia', surname: 'Deledda', gender: 'femminile' },
  },
  {
    login: 'enrico.fermi@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Enrico', surname: 'Fermi', gender: 'maschile' },
  },
  {
    login: 'primo.levi@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Primo', surname: 'Levi', gender: 'maschile' },
  },
  {
    login: 'natalia.ginzburg@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Natalia', surname: 'Ginzburg', gender: 'femminile' },
  },
  {
    login: 'italo.calvino@tiles.test',
    role: 'learner',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Italo', surname: 'Calvino', gender: 'maschile' },
  },
  {
    login: 'admin@tiles.test',
    role: 'admin',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Rita', surname: 'Levi-Montalcini', gender: 'femminile' },
  },
  {
    // The teacher of the class "Storia 3B" (the demo's groups).
    login: 'maria.montessori@tiles.test',
    role: 'teacher',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Maria', surname: 'Montessori', gender: 'femminile' },
  },
  {
    // Oversees the class: its figures and required work, nothing more.
    login: 'adriano.olivetti@tiles.test',
    role: 'manager',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Adriano', surname: 'Olivetti', gender: 'maschile' },
  },
  {
    login: 'tester@tiles.test',
    role: 'tester',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Galileo', surname: 'Galilei', gender: 'maschile' },
  },
];
