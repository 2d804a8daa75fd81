import type { TextKey } from '@tiles/contracts';

export const seedLocales = ['it-IT', 'en-GB', 'de-DE'] as const;
type SeedLocale = (typeof seedLocales)[number];

/**
 * Every text the web shows, in every seeded locale. Typed over TextKey: a key added to the contracts without
 * its translations here fails the type-check.
 */
export const boilerplateTexts: Record<TextKey, Record<SeedLocale, string>> = {
  'app.skipToContent': { 'it-IT': 'Vai al contenuto', 'en-GB': 'Skip to content', 'de-DE': 'Zum Inhalt springen' },
  'app.loading': { 'it-IT': 'Caricamento…', 'en-GB': 'Loading…', 'de-DE': 'Wird geladen…' },
  'app.mainNavigation': { 'it-IT': 'Navigazione principale', 'en-GB': 'Main navigation', 'de-DE': 'Hauptnavigation' },
  'app.languageSwitcher': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache' },
  'app.currentLanguage': {
    'it-IT': 'Lingua attuale: [name]',
    'en-GB': 'Current language: [name]',
    'de-DE': 'Aktuelle Sprache: [name]',
  },
  'nav.home': { 'it-IT': 'Home', 'en-GB': 'Home', 'de-DE': 'Startseite' },
  'nav.catalogue': { 'it-IT': 'Catalogo corsi', 'en-GB': 'Course catalogue', 'de-DE': 'Kurskatalog' },
  'nav.profile': { 'it-IT': 'Il mio profilo', 'en-GB': 'My profile', 'de-DE': 'Mein Profil' },
  'home.title': {
    'it-IT': 'Benvenut[gender:o,a,ə] su [name]',
    'en-GB': 'Welcome to [name]',
    'de-DE': 'Willkommen bei [name]',
  },
  'home.welcome': {
    'it-IT': 'Studia al tuo ritmo: ogni minuto conta davvero.',
    'en-GB': 'Study at your own pace: every minute really counts.',
    'de-DE': 'Lerne in deinem Tempo: Jede Minute zählt wirklich.',
  },
  'home.intro': {
    'it-IT': 'Scegli una categoria per iniziare, sali di livello e guadagna i tuoi badge.',
    'en-GB': 'Pick a category to start, level up and earn your badges.',
    'de-DE': 'Wähle eine Kategorie, steige im Level auf und verdiene deine Abzeichen.',
  },
  'home.categories': { 'it-IT': 'Categorie', 'en-GB': 'Categories', 'de-DE': 'Kategorien' },
  'home.categoriesEmpty': {
    'it-IT': 'Non ci sono ancora categorie.',
    'en-GB': 'There are no categories yet.',
    'de-DE': 'Es gibt noch keine Kategorien.',
  },
  'home.exploreCatalogue': {
    'it-IT': 'Esplora il catalogo',
    'en-GB': 'Explore the catalogue',
    'de-DE': 'Katalog entdecken',
  },
  'page.comingSoon': {
    'it-IT': 'Questa sezione sarà disponibile a breve.',
    'en-GB': 'This section will be available soon.',
    'de-DE': 'Dieser Bereich ist bald verfügbar.',
  },
  'page.catalogue.title': { 'it-IT': 'Catalogo corsi', 'en-GB': 'Course catalogue', 'de-DE': 'Kurskatalog' },
  'page.course.title': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs' },
  'page.session.title': { 'it-IT': 'Lezione', 'en-GB': 'Session', 'de-DE': 'Lektion' },
  'page.session.position': {
    'it-IT': 'Corso [course], modulo [module], lezione [session]',
    'en-GB': 'Course [course], module [module], session [session]',
    'de-DE': 'Kurs [course], Modul [module], Lektion [session]',
  },
  'page.generic.title': { 'it-IT': 'Pagina', 'en-GB': 'Page', 'de-DE': 'Seite' },
  'page.pf.title': { 'it-IT': 'Pagina', 'en-GB': 'Page', 'de-DE': 'Seite' },
  'page.profile.title': { 'it-IT': 'Il mio profilo', 'en-GB': 'My profile', 'de-DE': 'Mein Profil' },
  'page.profile.tabs': { 'it-IT': 'Sezioni del profilo', 'en-GB': 'Profile sections', 'de-DE': 'Profilbereiche' },
  'page.profile.userArchive': { 'it-IT': 'Archivio', 'en-GB': 'Archive', 'de-DE': 'Archiv' },
  'page.profile.userCourses': { 'it-IT': 'I miei corsi', 'en-GB': 'My courses', 'de-DE': 'Meine Kurse' },
  'page.profile.userData': { 'it-IT': 'I miei dati', 'en-GB': 'My details', 'de-DE': 'Meine Daten' },
  'page.profile.userProgress': { 'it-IT': 'I miei progressi', 'en-GB': 'My progress', 'de-DE': 'Mein Fortschritt' },
  'page.logout.title': { 'it-IT': 'Esci', 'en-GB': 'Log out', 'de-DE': 'Abmelden' },
  'page.federated.title': { 'it-IT': 'Accesso federato', 'en-GB': 'Federated sign-in', 'de-DE': 'Föderierte Anmeldung' },
  'page.federated.provider': {
    'it-IT': 'Accesso tramite [name]',
    'en-GB': 'Signing in with [name]',
    'de-DE': 'Anmeldung über [name]',
  },
  'page.tilesAccess.title': { 'it-IT': 'Accesso a Tiles', 'en-GB': 'Tiles access', 'de-DE': 'Tiles-Zugang' },
  'page.maintenance.title': { 'it-IT': 'Manutenzione in corso', 'en-GB': 'Under maintenance', 'de-DE': 'Wartungsarbeiten' },
  'page.maintenance.message': {
    'it-IT': 'Stiamo migliorando [name]. Torna tra poco: i tuoi progressi sono al sicuro.',
    'en-GB': 'We are improving [name]. Come back shortly: your progress is safe.',
    'de-DE': 'Wir verbessern [name]. Schau gleich wieder vorbei: Dein Fortschritt ist sicher.',
  },
  'error.toolbar': { 'it-IT': 'Errore [statusCode]', 'en-GB': 'Error [statusCode]', 'de-DE': 'Fehler [statusCode]' },
  'error.label': { 'it-IT': 'Errore:', 'en-GB': 'Error:', 'de-DE': 'Fehler:' },
  'error.goHome': {
    'it-IT': 'Torna alla homepage',
    'en-GB': 'Go back to the homepage',
    'de-DE': 'Zurück zur Startseite',
  },
  'error.avatarAlt': {
    'it-IT': 'Illustrazione: un avatar perplesso',
    'en-GB': 'Illustration: a puzzled avatar',
    'de-DE': 'Illustration: ein ratloser Avatar',
  },
  'error.logoAlt': { 'it-IT': 'Logo di [name]', 'en-GB': '[name] logo', 'de-DE': '[name]-Logo' },
  'error.stackTitle': { 'it-IT': 'Traccia dello stack', 'en-GB': 'Stack trace', 'de-DE': 'Stacktrace' },
};
