import { defineTexts } from '@tiles/contracts';

/** What sign-in writes itself: the page between a provider's pages and the site, seen only when it does not move on. */
export const authApiTexts = defineTexts({
  'auth.federated.continue.title': {
    'it-IT': 'Accesso eseguito',
    'en-GB': 'Signed in',
    'de-DE': 'Angemeldet',
    'ar-EG': 'تم تسجيل الدخول',
  },
  'auth.federated.continue.link': {
    'it-IT': 'Continua',
    'en-GB': 'Continue',
    'de-DE': 'Weiter',
    'ar-EG': 'متابعة',
  },
});

type AuthApiTexts = typeof authApiTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends AuthApiTexts {}
}
