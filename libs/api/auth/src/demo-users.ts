import type { StoredUserFields } from '@tiles/api-users/schema';

/** The password of every demo account (documented in the README). */
export const DEMO_PASSWORD = 'tiles-demo-2026';

type DemoUser = { login: string; role: string; locale: string; timezone: string; fields: StoredUserFields };

/** Learners named after people of history, plus an admin and a tester. */
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
  {
    login: 'admin@tiles.test',
    role: 'admin',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Maria', surname: 'Montessori', gender: 'femminile' },
  },
  {
    login: 'tester@tiles.test',
    role: 'tester',
    locale: 'it-IT',
    timezone: 'Europe/Rome',
    fields: { name: 'Galileo', surname: 'Galilei', gender: 'maschile' },
  },
];
