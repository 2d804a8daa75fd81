import type { TextKey } from '@tiles/contracts';
import { arabicTexts } from './boilerplate-ar-eg.js';

export const seedLocales = ['it-IT', 'en-GB', 'de-DE', 'ar-EG'] as const;
type SeedLocale = (typeof seedLocales)[number];

/**
 * Every text the web shows, in the European locales. Typed over TextKey: a key added to the contracts without
 * its translations here (or in the Arabic beside it) fails the type-check.
 */
const europeanTexts: Record<TextKey, Record<Exclude<SeedLocale, 'ar-EG'>, string>> = {
  'app.skipToContent': { 'it-IT': 'Vai al contenuto', 'en-GB': 'Skip to content', 'de-DE': 'Zum Inhalt springen' },
  'app.loading': { 'it-IT': 'Caricamento…', 'en-GB': 'Loading…', 'de-DE': 'Wird geladen…' },
  'app.mainNavigation': { 'it-IT': 'Navigazione principale', 'en-GB': 'Main navigation', 'de-DE': 'Hauptnavigation' },
  'app.languageNotSaved': {
    'it-IT': 'La lingua non è stata cambiata: non è stato possibile salvarla. Riprova tra poco.',
    'en-GB': 'The language was not changed: it could not be saved. Please try again shortly.',
    'de-DE': 'Die Sprache wurde nicht geändert: Sie konnte nicht gespeichert werden. Bitte versuche es gleich noch einmal.',
  },
  'app.languageSwitcher': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache' },
  'app.currentLanguage': {
    'it-IT': 'Lingua attuale: [name]',
    'en-GB': 'Current language: [name]',
    'de-DE': 'Aktuelle Sprache: [name]',
  },
  'footer.site': {
    'it-IT': '[site] · studia al tuo ritmo',
    'en-GB': '[site] · study at your own pace',
    'de-DE': '[site] · lerne in deinem Tempo',
  },
  'footer.label': { 'it-IT': 'Informazioni sul sito', 'en-GB': 'About this site', 'de-DE': 'Über diese Website' },
  'footer.about': { 'it-IT': 'Chi siamo', 'en-GB': 'About us', 'de-DE': 'Über uns' },
  'footer.privacy': { 'it-IT': 'Privacy', 'en-GB': 'Privacy', 'de-DE': 'Datenschutz' },
  'footer.accessibility': {
    'it-IT': 'Accessibilità',
    'en-GB': 'Accessibility',
    'de-DE': 'Barrierefreiheit',
  },
  'notification.barrier.title': {
    'it-IT': 'Segnalata una barriera di accessibilità',
    'en-GB': 'An accessibility barrier was reported',
    'de-DE': 'Eine Barriere wurde gemeldet',
  },
  'notification.barrier.body': {
    'it-IT': 'Su [page]: «[description]»',
    'en-GB': 'On [page]: “[description]”',
    'de-DE': 'Auf [page]: „[description]“',
  },
  'notification.barrier.bodyWithContact': {
    'it-IT': 'Su [page]: «[description]» Per rispondere: [contact]',
    'en-GB': 'On [page]: “[description]” To reply: [contact]',
    'de-DE': 'Auf [page]: „[description]“ Antwort an: [contact]',
  },
  'notification.barrierDigest.title': {
    'it-IT': '{count, plural, one {# barriera di accessibilità segnalata} other {# barriere di accessibilità segnalate}}',
    'en-GB': '{count, plural, one {# accessibility barrier was reported} other {# accessibility barriers were reported}}',
    'de-DE': '{count, plural, one {# Barriere wurde gemeldet} other {# Barrieren wurden gemeldet}}',
  },
  'notification.barrierDigest.body': { 'it-IT': '[reports]', 'en-GB': '[reports]', 'de-DE': '[reports]' },
  'notification.barrierDigest.bodyWithMore': {
    'it-IT': '[reports]\n{more, plural, one {Un’altra nel prossimo riepilogo.} other {Altre # nel prossimo riepilogo.}}',
    'en-GB': '[reports]\n{more, plural, one {One more in the next summary.} other {# more in the next summary.}}',
    'de-DE':
      '[reports]\n{more, plural, one {Eine weitere in der nächsten Zusammenfassung.} other {# weitere in der nächsten Zusammenfassung.}}',
  },
  'barrier.title': {
    'it-IT': 'Segnala una barriera',
    'en-GB': 'Report a barrier',
    'de-DE': 'Eine Barriere melden',
  },
  'barrier.intro': {
    'it-IT':
      'Qualcosa su questo sito ti ha impedito di leggere, capire o usare una pagina? Dicci dove e cosa è successo: la segnalazione arriva agli amministratori, che rispondono entro 30 giorni se ci lasci un recapito.',
    'en-GB':
      'Did something on this site stop you reading, understanding or using a page? Tell us where and what happened: the report reaches the administrators, who answer within 30 days if you leave a way to reach you.',
    'de-DE':
      'Hat dich etwas auf dieser Website daran gehindert, eine Seite zu lesen, zu verstehen oder zu benutzen? Sag uns, wo und was passiert ist: Die Meldung erreicht die Administratoren, die innerhalb von 30 Tagen antworten, wenn du eine Kontaktmöglichkeit hinterlässt.',
  },
  'barrier.page': {
    'it-IT': 'Pagina (indirizzo sul sito)',
    'en-GB': 'Page (address on this site)',
    'de-DE': 'Seite (Adresse auf dieser Website)',
  },
  'barrier.description': {
    'it-IT': 'Cosa è successo',
    'en-GB': 'What happened',
    'de-DE': 'Was ist passiert',
  },
  'barrier.contact': {
    'it-IT': 'Come risponderti (facoltativo: email o telefono)',
    'en-GB': 'How to answer you (optional: email or phone)',
    'de-DE': 'Wie wir dir antworten können (optional: E-Mail oder Telefon)',
  },
  'barrier.submit': {
    'it-IT': 'Invia la segnalazione',
    'en-GB': 'Send the report',
    'de-DE': 'Meldung senden',
  },
  'barrier.done': {
    'it-IT': 'Grazie: la segnalazione è arrivata agli amministratori.',
    'en-GB': 'Thank you: the report has reached the administrators.',
    'de-DE': 'Danke: Die Meldung hat die Administratoren erreicht.',
  },
  'barrier.error.page': {
    'it-IT': 'Scrivi un indirizzo di questo sito che inizia con /, ad esempio /it-IT/catalogo-corsi.',
    'en-GB': 'Write an address on this site starting with /, for example /en-GB/catalogo-corsi.',
    'de-DE': 'Gib eine Adresse dieser Website an, die mit / beginnt, zum Beispiel /de-DE/catalogo-corsi.',
  },
  'barrier.error.description': {
    'it-IT': 'Descrivi cosa è successo (almeno 10 caratteri).',
    'en-GB': 'Describe what happened (at least 10 characters).',
    'de-DE': 'Beschreibe, was passiert ist (mindestens 10 Zeichen).',
  },
  'barrier.statement': {
    'it-IT': 'Dichiarazione di accessibilità',
    'en-GB': 'Accessibility statement',
    'de-DE': 'Erklärung zur Barrierefreiheit',
  },
  'page.reportBarrier.title': {
    'it-IT': 'Segnala una barriera',
    'en-GB': 'Report a barrier',
    'de-DE': 'Eine Barriere melden',
  },
  'footer.colorScheme': { 'it-IT': 'Tema', 'en-GB': 'Theme', 'de-DE': 'Farbschema' },
  'footer.colorScheme.system': { 'it-IT': 'Come il sistema', 'en-GB': 'As the system', 'de-DE': 'Wie das System' },
  'footer.colorScheme.light': { 'it-IT': 'Chiaro', 'en-GB': 'Light', 'de-DE': 'Hell' },
  'footer.colorScheme.dark': { 'it-IT': 'Scuro', 'en-GB': 'Dark', 'de-DE': 'Dunkel' },
  'footer.colorSchemeNotSaved': {
    'it-IT': 'Il tema non è stato salvato nel tuo account. Riprova tra poco.',
    'en-GB': 'The theme was not saved to your account. Please try again shortly.',
    'de-DE': 'Das Farbschema wurde nicht in deinem Konto gespeichert. Bitte versuche es gleich noch einmal.',
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
  'home.learner.title': {
    'it-IT': 'Bentornat[gender:o,a,ə], [name]',
    'en-GB': 'Welcome back, [name]',
    'de-DE': 'Willkommen zurück, [name]',
  },
  'home.learner.continue': {
    'it-IT': 'Riprendi da dove eri rimast[gender:o,a,ə]',
    'en-GB': 'Continue where you left off',
    'de-DE': 'Weiter, wo du aufgehört hast',
  },
  'home.learner.position': {
    'it-IT': 'Modulo [module] · Sessione [session]: [title]',
    'en-GB': 'Module [module] · Session [session]: [title]',
    'de-DE': 'Modul [module] · Einheit [session]: [title]',
  },
  'home.learner.progress': {
    'it-IT': 'Sessioni completate: [done] di [total]',
    'en-GB': 'Sessions completed: [done] of [total]',
    'de-DE': 'Abgeschlossene Einheiten: [done] von [total]',
  },
  'home.learner.resume': { 'it-IT': 'Riprendi', 'en-GB': 'Continue', 'de-DE': 'Weiter' },
  'home.learner.nothingToContinue': {
    'it-IT': 'Non hai corsi in corso: scegline uno dal catalogo.',
    'en-GB': 'You have no course in progress: pick one from the catalogue.',
    'de-DE': 'Du hast keinen laufenden Kurs: Wähle einen im Katalog.',
  },
  'home.learner.welcomeTitle': {
    'it-IT': 'Benvenut[gender:o,a,ə], [name]',
    'en-GB': 'Welcome, [name]',
    'de-DE': 'Willkommen, [name]',
  },
  'home.learner.upNext': { 'it-IT': 'Il prossimo passo', 'en-GB': 'Your next step', 'de-DE': 'Dein nächster Schritt' },
  'home.learner.recommendedCategory': {
    'it-IT': 'Un altro corso di [category], come quelli che segui, che non hai ancora iniziato:',
    'en-GB': 'Another [category] course, like the ones you follow, that you have not started yet:',
    'de-DE': 'Ein weiterer Kurs aus [category], wie die, denen du folgst, den du noch nicht begonnen hast:',
  },
  'home.learner.recommendedCatalogue': {
    'it-IT': 'Un corso per cominciare, dal catalogo ([category]):',
    'en-GB': 'A course to begin with, from the catalogue ([category]):',
    'de-DE': 'Ein Kurs für den Anfang, aus dem Katalog ([category]):',
  },
  'home.learner.discover': { 'it-IT': 'Scopri il corso', 'en-GB': 'See the course', 'de-DE': 'Kurs ansehen' },
  'home.learner.today': { 'it-IT': 'Obiettivo di oggi', 'en-GB': 'Today’s goal', 'de-DE': 'Heutiges Ziel' },
  'home.learner.ring': {
    'it-IT': '{goal, plural, one {[minutes] di # minuto di studio oggi} other {[minutes] di # minuti di studio oggi}}',
    'en-GB': '{goal, plural, one {[minutes] of # minute of study today} other {[minutes] of # minutes of study today}}',
    'de-DE': '{goal, plural, one {[minutes] von # Minute heute gelernt} other {[minutes] von # Minuten heute gelernt}}',
  },
  'home.learner.state.met': {
    'it-IT': '{streak, plural, one {Obiettivo raggiunto: serie di # giorno.} other {Obiettivo raggiunto: serie di # giorni.}}',
    'en-GB': '{streak, plural, one {Goal met: a #-day streak.} other {Goal met: a #-day streak.}}',
    'de-DE': '{streak, plural, one {Ziel erreicht: Serie von # Tag.} other {Ziel erreicht: Serie von # Tagen.}}',
  },
  'home.learner.state.at-risk': {
    'it-IT':
      '{streak, plural, one {La tua serie di # giorno è a rischio:} other {La tua serie di # giorni è a rischio:}} {minutes, plural, one {manca # minuto.} other {mancano # minuti.}}',
    'en-GB':
      '{streak, plural, one {Your #-day streak is at risk:} other {Your #-day streak is at risk:}} {minutes, plural, one {# minute to go.} other {# minutes to go.}}',
    'de-DE':
      '{streak, plural, one {Deine Serie von # Tag ist in Gefahr:} other {Deine Serie von # Tagen ist in Gefahr:}} {minutes, plural, one {noch # Minute.} other {noch # Minuten.}}',
  },
  'home.learner.state.frozen': {
    'it-IT':
      '{streak, plural, one {Ieri un congelamento ha salvato la tua serie di # giorno: studia oggi per continuarla.} other {Ieri un congelamento ha salvato la tua serie di # giorni: studia oggi per continuarla.}}',
    'en-GB':
      '{streak, plural, one {A freeze saved your #-day streak yesterday: study today to keep it going.} other {A freeze saved your #-day streak yesterday: study today to keep it going.}}',
    'de-DE':
      '{streak, plural, one {Gestern hat ein Freeze deine Serie von # Tag gerettet: Lerne heute, um sie fortzusetzen.} other {Gestern hat ein Freeze deine Serie von # Tagen gerettet: Lerne heute, um sie fortzusetzen.}}',
  },
  'home.learner.state.none': {
    'it-IT': '{goal, plural, one {Inizia una serie oggi: studia # minuto.} other {Inizia una serie oggi: studia # minuti.}}',
    'en-GB': '{goal, plural, one {Start a streak today: study for # minute.} other {Start a streak today: study for # minutes.}}',
    'de-DE': '{goal, plural, one {Starte heute eine Serie: Lerne # Minute.} other {Starte heute eine Serie: Lerne # Minuten.}}',
  },
  'home.learner.review': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung' },
  'home.learner.reviewDue': {
    'it-IT': '{count, plural, =0 {Nessuna carta da ripassare oggi.} one {# carta da ripassare oggi.} other {# carte da ripassare oggi.}}',
    'en-GB': '{count, plural, =0 {No cards to review today.} one {# card to review today.} other {# cards to review today.}}',
    'de-DE':
      '{count, plural, =0 {Heute keine Karten zu wiederholen.} one {# Karte heute zu wiederholen.} other {# Karten heute zu wiederholen.}}',
  },
  'home.learner.reviewAction': { 'it-IT': 'Ripassa ora', 'en-GB': 'Review now', 'de-DE': 'Jetzt wiederholen' },
  'home.learner.next': { 'it-IT': 'Prossima sessione', 'en-GB': 'Next session', 'de-DE': 'Nächste Einheit' },
  'home.learner.start': { 'it-IT': 'Inizia', 'en-GB': 'Start', 'de-DE': 'Beginnen' },
  'home.learner.unavailable': {
    'it-IT': 'Non è stato possibile caricare la tua home.',
    'en-GB': 'Your home could not be loaded.',
    'de-DE': 'Deine Startseite konnte nicht geladen werden.',
  },
  'home.learner.retry': { 'it-IT': 'Riprova', 'en-GB': 'Try again', 'de-DE': 'Erneut versuchen' },
  'home.learner.loading': {
    'it-IT': 'Caricamento della tua home…',
    'en-GB': 'Loading your home…',
    'de-DE': 'Deine Startseite wird geladen …',
  },
  'page.catalogue.title': { 'it-IT': 'Catalogo corsi', 'en-GB': 'Course catalogue', 'de-DE': 'Kurskatalog' },
  'page.course.title': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs' },
  'page.coursePreview.title': {
    'it-IT': 'Corso',
    'en-GB': 'Course',
    'de-DE': 'Kurs',
  },
  'coursePreview.signUp': {
    'it-IT': 'Iscriviti gratis',
    'en-GB': 'Sign up for free',
    'de-DE': 'Kostenlos registrieren',
  },
  'coursePreview.signIn': {
    'it-IT': 'Accedi per iniziare',
    'en-GB': 'Sign in to start',
    'de-DE': 'Anmelden und beginnen',
  },
  'coursePreview.open': {
    'it-IT': 'Vai al corso',
    'en-GB': 'Go to the course',
    'de-DE': 'Zum Kurs',
  },
  'coursePreview.contents': {
    'it-IT': 'Cosa contiene',
    'en-GB': 'What it contains',
    'de-DE': 'Was er enthält',
  },
  'coursePreview.outline': {
    'it-IT': '{modules, plural, one {# modulo} other {# moduli}}, {sessions, plural, one {# lezione} other {# lezioni}}.',
    'en-GB': '{modules, plural, one {# module} other {# modules}}, {sessions, plural, one {# session} other {# sessions}}.',
    'de-DE': '{modules, plural, one {# Modul} other {# Module}}, {sessions, plural, one {# Lektion} other {# Lektionen}}.',
  },
  'coursePreview.questions': {
    'it-IT':
      '{count, plural, one {# domanda per metterti alla prova, che torna nel ripasso.} other {# domande per metterti alla prova, che tornano nel ripasso.}}',
    'en-GB':
      '{count, plural, one {# question to test yourself, brought back in review.} other {# questions to test yourself, brought back in review.}}',
    'de-DE':
      '{count, plural, one {# Frage zum Selbsttest, die in der Wiederholung zurückkommt.} other {# Fragen zum Selbsttest, die in der Wiederholung zurückkommen.}}',
  },
  'page.session.title': { 'it-IT': 'Lezione', 'en-GB': 'Session', 'de-DE': 'Lektion' },
  'page.profile.title': { 'it-IT': 'Il mio profilo', 'en-GB': 'My profile', 'de-DE': 'Mein Profil' },
  'page.profile.tabs': { 'it-IT': 'Sezioni del profilo', 'en-GB': 'Profile sections', 'de-DE': 'Profilbereiche' },
  'page.profile.userArchive': { 'it-IT': 'Archivio', 'en-GB': 'Archive', 'de-DE': 'Archiv' },
  'page.profile.userCourses': { 'it-IT': 'I miei corsi', 'en-GB': 'My courses', 'de-DE': 'Meine Kurse' },
  'page.profile.userData': { 'it-IT': 'I miei dati', 'en-GB': 'My details', 'de-DE': 'Meine Daten' },
  'page.profile.userSettings': {
    'it-IT': 'Impostazioni',
    'en-GB': 'Settings',
    'de-DE': 'Einstellungen',
  },
  'settings.elsewhere': {
    'it-IT': 'Lingua, fuso orario, nome e account:',
    'en-GB': 'Language, time zone, name and account:',
    'de-DE': 'Sprache, Zeitzone, Name und Konto:',
  },
  'game.settings.link': {
    'it-IT': 'Obiettivo giornaliero, promemoria e notifiche: nelle impostazioni',
    'en-GB': 'Daily goal, reminders and notifications: in the settings',
    'de-DE': 'Tagesziel, Erinnerungen und Benachrichtigungen: in den Einstellungen',
  },
  'game.settings.unavailable': {
    'it-IT': 'L’obiettivo e le notifiche non sono disponibili in questo momento: riprova più tardi.',
    'en-GB': 'Your goal and notifications are not available right now: try again later.',
    'de-DE': 'Ziel und Benachrichtigungen sind gerade nicht verfügbar: Versuche es später erneut.',
  },
  'review.settingsUnavailable': {
    'it-IT': 'Le impostazioni del ripasso non sono disponibili in questo momento.',
    'en-GB': 'The review settings are not available right now.',
    'de-DE': 'Die Einstellungen der Wiederholung sind gerade nicht verfügbar.',
  },
  'page.profile.userOffline': { 'it-IT': 'Offline', 'en-GB': 'Offline', 'de-DE': 'Offline' },
  'offline.title': { 'it-IT': 'Disponibili offline', 'en-GB': 'Available offline', 'de-DE': 'Offline verfügbar' },
  'offline.intro': {
    'it-IT':
      'I corsi salvati qui si aprono anche senza connessione, in questo browser. Il tempo di studio e le lezioni completate offline vengono inviati quando torni online.',
    'en-GB':
      'Courses saved here open without a connection, in this browser. Study time and lessons completed offline are sent when you are back online.',
    'de-DE':
      'Hier gespeicherte Kurse öffnen sich auch ohne Verbindung, in diesem Browser. Lernzeit und offline abgeschlossene Lektionen werden gesendet, sobald du wieder online bist.',
  },
  'offline.empty': {
    'it-IT': 'Nessun corso salvato. Apri un corso e scegli «Rendi disponibile offline».',
    'en-GB': 'No course saved yet. Open a course and choose “Make available offline”.',
    'de-DE': 'Noch kein Kurs gespeichert. Öffne einen Kurs und wähle „Offline verfügbar machen“.',
  },
  'offline.make': { 'it-IT': 'Rendi disponibile offline', 'en-GB': 'Make available offline', 'de-DE': 'Offline verfügbar machen' },
  'offline.withVideos': { 'it-IT': 'Anche i video', 'en-GB': 'Videos too', 'de-DE': 'Auch die Videos' },
  'offline.saving': {
    'it-IT': 'Salvataggio… [done] di [total]',
    'en-GB': 'Saving… [done] of [total]',
    'de-DE': 'Wird gespeichert… [done] von [total]',
  },
  'offline.saved': {
    'it-IT': 'Disponibile offline · [size]',
    'en-GB': 'Available offline · [size]',
    'de-DE': 'Offline verfügbar · [size]',
  },
  'offline.remove': { 'it-IT': 'Rimuovi da offline', 'en-GB': 'Remove from offline', 'de-DE': 'Offline-Kopie entfernen' },
  'offline.removeCourse': { 'it-IT': 'Rimuovi [title]', 'en-GB': 'Remove [title]', 'de-DE': '[title] entfernen' },
  'offline.failed': {
    'it-IT': 'Non è stato possibile salvare il corso per l’uso offline: [message]',
    'en-GB': 'The course could not be saved for offline use: [message]',
    'de-DE': 'Der Kurs konnte nicht offline gespeichert werden: [message]',
  },
  'offline.removeFailed': {
    'it-IT': 'Non è stato possibile rimuovere la copia offline: riprova.',
    'en-GB': 'The offline copy could not be removed: try again.',
    'de-DE': 'Die Offline-Kopie konnte nicht entfernt werden: versuche es erneut.',
  },
  'offline.quota': {
    'it-IT': 'spazio di archiviazione insufficiente in questo browser. Rimuovi un corso salvato e riprova.',
    'en-GB': 'not enough storage in this browser. Remove a saved course and try again.',
    'de-DE': 'nicht genug Speicherplatz in diesem Browser. Entferne einen gespeicherten Kurs und versuche es erneut.',
  },
  'offline.unsupported': {
    'it-IT': 'questo browser non può conservare pagine per l’uso offline.',
    'en-GB': 'this browser cannot keep pages for offline use.',
    'de-DE': 'dieser Browser kann keine Seiten für die Offline-Nutzung speichern.',
  },
  'offline.usage': {
    'it-IT': 'Spazio usato: [used] di [quota] disponibili',
    'en-GB': 'Storage used: [used] of [quota] available',
    'de-DE': 'Belegter Speicher: [used] von [quota] verfügbar',
  },
  'offline.storedAt': { 'it-IT': 'Salvato il [date]', 'en-GB': 'Saved on [date]', 'de-DE': 'Gespeichert am [date]' },
  'offline.sessions': {
    'it-IT': '{count, plural, one {# lezione} other {# lezioni}}',
    'en-GB': '{count, plural, one {# lesson} other {# lessons}}',
    'de-DE': '{count, plural, one {# Lektion} other {# Lektionen}}',
  },
  'offline.completionQueued': {
    'it-IT': 'Lezione completata offline: verrà salvata quando tornerai online.',
    'en-GB': 'Lesson completed offline: it will be saved when you are back online.',
    'de-DE': 'Lektion offline abgeschlossen: Sie wird gespeichert, sobald du wieder online bist.',
  },
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
  'error.reload': { 'it-IT': 'Ricarica la pagina', 'en-GB': 'Reload the page', 'de-DE': 'Seite neu laden' },
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
  'nav.login': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden' },
  'nav.logout': { 'it-IT': 'Esci', 'en-GB': 'Sign out', 'de-DE': 'Abmelden' },
  'app.userMenu': { 'it-IT': 'Il tuo account', 'en-GB': 'Your account', 'de-DE': 'Dein Konto' },
  'app.signedInAs': { 'it-IT': 'Accesso effettuato come [name]', 'en-GB': 'Signed in as [name]', 'de-DE': 'Angemeldet als [name]' },
  'home.signInPrompt': {
    'it-IT': 'Accedi per ritrovare i tuoi corsi e i tuoi progressi.',
    'en-GB': 'Sign in to find your courses and your progress.',
    'de-DE': 'Melde dich an, um deine Kurse und deinen Fortschritt zu sehen.',
  },
  'login.title': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden' },
  'login.intro': {
    'it-IT': 'Bentornat[gender:o,a,ə]! Inserisci le tue credenziali.',
    'en-GB': 'Welcome back! Enter your details.',
    'de-DE': 'Willkommen zurück! Gib deine Zugangsdaten ein.',
  },
  'login.username': { 'it-IT': 'Email o nome utente', 'en-GB': 'Email or user name', 'de-DE': 'E-Mail oder Benutzername' },
  'login.password': { 'it-IT': 'Password', 'en-GB': 'Password', 'de-DE': 'Passwort' },
  'login.submit': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden' },
  'login.submitting': { 'it-IT': 'Accesso in corso…', 'en-GB': 'Signing in…', 'de-DE': 'Anmeldung läuft…' },
  'login.waiting': {
    'it-IT': 'Molti stanno accedendo proprio ora: un momento, nuovo tentativo automatico tra [seconds] s…',
    'en-GB': 'Many people are signing in right now: one moment, trying again automatically in [seconds] s…',
    'de-DE': 'Gerade melden sich viele an: einen Moment, automatischer neuer Versuch in [seconds] s…',
  },
  'login.error.credentials': {
    'it-IT': 'Email o password non corretti.',
    'en-GB': 'Wrong email or password.',
    'de-DE': 'E-Mail oder Passwort ist falsch.',
  },
  'login.error.tooMany': {
    'it-IT': 'Troppi tentativi. Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',
    'en-GB': 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
    'de-DE': 'Zu viele Versuche. Versuche es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
  },
  'login.error.invalid': {
    'it-IT': 'Controlla i campi evidenziati.',
    'en-GB': 'Please check the highlighted fields.',
    'de-DE': 'Bitte prüfe die markierten Felder.',
  },
  'login.error.server': {
    'it-IT': 'Il servizio non risponde. Riprova tra poco.',
    'en-GB': 'The service is not answering. Please try again shortly.',
    'de-DE': 'Der Dienst antwortet nicht. Bitte versuche es gleich noch einmal.',
  },
  'login.error.captcha': {
    'it-IT': 'Verifica di sicurezza non superata. Riprova.',
    'en-GB': 'The security check did not pass. Please try again.',
    'de-DE': 'Die Sicherheitsprüfung ist fehlgeschlagen. Bitte versuche es erneut.',
  },
  'federated.signingIn': { 'it-IT': 'Accesso in corso…', 'en-GB': 'Signing you in…', 'de-DE': 'Du wirst angemeldet…' },
  'federated.error': {
    'it-IT': 'Non è stato possibile accedere: [message]',
    'en-GB': 'We could not sign you in: [message]',
    'de-DE': 'Die Anmeldung ist fehlgeschlagen: [message]',
  },
  'federated.missingToken': {
    'it-IT': 'Il link di accesso non contiene un token valido.',
    'en-GB': 'The sign-in link does not carry a valid token.',
    'de-DE': 'Der Anmeldelink enthält kein gültiges Token.',
  },
  'federated.backHome': { 'it-IT': 'Torna alla home', 'en-GB': 'Back to the home page', 'de-DE': 'Zurück zur Startseite' },
  'logout.signingOut': { 'it-IT': 'Uscita in corso…', 'en-GB': 'Signing you out…', 'de-DE': 'Du wirst abgemeldet…' },
  'mode.label': { 'it-IT': 'Modalità', 'en-GB': 'Mode', 'de-DE': 'Modus' },
  'mode.switchFailed': {
    'it-IT': 'Non è stato possibile cambiare modalità. Riprova.',
    'en-GB': 'The mode could not be changed. Please try again.',
    'de-DE': 'Der Modus konnte nicht geändert werden. Bitte versuche es erneut.',
  },
  'mode.bar.label': { 'it-IT': 'Modalità di lavoro', 'en-GB': 'Working mode', 'de-DE': 'Arbeitsmodus' },
  'mode.bar.admin': {
    'it-IT': 'Modalità amministratore: le modifiche valgono per tutto il sito.',
    'en-GB': 'Admin mode: changes apply to the whole site.',
    'de-DE': 'Admin-Modus: Änderungen gelten für die ganze Website.',
  },
  'mode.bar.tester': {
    'it-IT': 'Modalità tester: questa attività non conta.',
    'en-GB': 'Tester mode: this activity does not count.',
    'de-DE': 'Testmodus: Diese Aktivität zählt nicht.',
  },
  'mode.backToUser': { 'it-IT': 'Torna alla modalità utente', 'en-GB': 'Back to user mode', 'de-DE': 'Zurück zum Benutzermodus' },
  'mode.backToUserShort': { 'it-IT': 'Modalità utente', 'en-GB': 'User mode', 'de-DE': 'Benutzermodus' },
  'maintenance.toggle': { 'it-IT': 'Sito in manutenzione', 'en-GB': 'Site under maintenance', 'de-DE': 'Website in Wartung' },
  'maintenance.toggleFailed': {
    'it-IT': 'Non è stato possibile cambiare la manutenzione. Riprova.',
    'en-GB': 'Maintenance could not be switched. Please try again.',
    'de-DE': 'Die Wartung konnte nicht umgeschaltet werden. Bitte versuche es erneut.',
  },
  'mode.bar.audit': { 'it-IT': 'Registro delle modifiche', 'en-GB': 'Audit log', 'de-DE': 'Änderungsprotokoll' },
  'page.audit.title': { 'it-IT': 'Registro delle modifiche', 'en-GB': 'Audit log', 'de-DE': 'Änderungsprotokoll' },
  'audit.filters': { 'it-IT': 'Filtri del registro', 'en-GB': 'Log filters', 'de-DE': 'Protokollfilter' },
  'audit.filter.entity': { 'it-IT': 'Oggetto', 'en-GB': 'Entity', 'de-DE': 'Objekt' },
  'audit.filter.user': { 'it-IT': 'Utente (login)', 'en-GB': 'User (login)', 'de-DE': 'Benutzer (Login)' },
  'audit.filter.from': { 'it-IT': 'Dal giorno', 'en-GB': 'From', 'de-DE': 'Ab dem' },
  'audit.filter.to': { 'it-IT': 'Al giorno', 'en-GB': 'To', 'de-DE': 'Bis zum' },
  'audit.filter.submit': { 'it-IT': 'Filtra', 'en-GB': 'Filter', 'de-DE': 'Filtern' },
  'audit.entity.all': { 'it-IT': 'Tutti', 'en-GB': 'All', 'de-DE': 'Alle' },
  'audit.column.at': { 'it-IT': 'Quando', 'en-GB': 'When', 'de-DE': 'Wann' },
  'audit.column.user': { 'it-IT': 'Chi (modalità)', 'en-GB': 'Who (mode)', 'de-DE': 'Wer (Modus)' },
  'audit.column.action': { 'it-IT': 'Azione', 'en-GB': 'Action', 'de-DE': 'Aktion' },
  'audit.column.entity': { 'it-IT': 'Oggetto', 'en-GB': 'Entity', 'de-DE': 'Objekt' },
  'audit.column.before': { 'it-IT': 'Prima', 'en-GB': 'Before', 'de-DE': 'Vorher' },
  'audit.column.after': { 'it-IT': 'Dopo', 'en-GB': 'After', 'de-DE': 'Nachher' },
  'audit.empty': {
    'it-IT': 'Nessuna modifica con questi filtri.',
    'en-GB': 'No changes match these filters.',
    'de-DE': 'Keine Änderungen passen zu diesen Filtern.',
  },
  'audit.action.draft.save': { 'it-IT': 'Bozza salvata', 'en-GB': 'Draft saved', 'de-DE': 'Entwurf gespeichert' },
  'audit.action.draft.discard': { 'it-IT': 'Bozza scartata', 'en-GB': 'Draft discarded', 'de-DE': 'Entwurf verworfen' },
  'audit.action.publish': { 'it-IT': 'Pubblicazione', 'en-GB': 'Published', 'de-DE': 'Veröffentlichung' },
  'audit.action.site.maintenance': { 'it-IT': 'Manutenzione del sito', 'en-GB': 'Site maintenance', 'de-DE': 'Website-Wartung' },
  'audit.action.mode.switch': { 'it-IT': 'Cambio di modalità', 'en-GB': 'Mode switched', 'de-DE': 'Moduswechsel' },
  'audit.action.notification.send': { 'it-IT': 'Notifica inviata', 'en-GB': 'Notification sent', 'de-DE': 'Benachrichtigung gesendet' },
  'audit.action.tester.reset': {
    'it-IT': 'Progressi di test azzerati',
    'en-GB': 'Test progress reset',
    'de-DE': 'Testfortschritt zurückgesetzt',
  },
  'audit.action.tester.clock': { 'it-IT': 'Orologio di test spostato', 'en-GB': 'Test clock moved', 'de-DE': 'Testuhr verstellt' },
  'audit.entity.site': { 'it-IT': 'Sito', 'en-GB': 'Site', 'de-DE': 'Website' },
  'audit.entity.course': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs' },
  'audit.entity.module': { 'it-IT': 'Modulo', 'en-GB': 'Module', 'de-DE': 'Modul' },
  'audit.entity.session': { 'it-IT': 'Sessione', 'en-GB': 'Session', 'de-DE': 'Sitzung' },
  'audit.entity.material': { 'it-IT': 'Materiale', 'en-GB': 'Material', 'de-DE': 'Material' },
  'audit.entity.text': { 'it-IT': 'Testo dell’interfaccia', 'en-GB': 'Interface text', 'de-DE': 'Oberflächentext' },
  'audit.entity.page': { 'it-IT': 'Pagina', 'en-GB': 'Page', 'de-DE': 'Seite' },
  'audit.entity.route': { 'it-IT': 'Regola di percorso', 'en-GB': 'Route rule', 'de-DE': 'Routenregel' },
  'audit.entity.level': { 'it-IT': 'Livello', 'en-GB': 'Level', 'de-DE': 'Stufe' },
  'audit.entity.badge': { 'it-IT': 'Badge', 'en-GB': 'Badge', 'de-DE': 'Abzeichen' },
  'audit.entity.rules': { 'it-IT': 'Regole XP', 'en-GB': 'XP rules', 'de-DE': 'XP-Regeln' },
  'audit.entity.notification': { 'it-IT': 'Notifica', 'en-GB': 'Notification', 'de-DE': 'Benachrichtigung' },
  'audit.entity.test-account': { 'it-IT': 'Account di test', 'en-GB': 'Test account', 'de-DE': 'Testkonto' },
  'audit.by': { 'it-IT': '[user] in modalità [mode]', 'en-GB': '[user] in [mode] mode', 'de-DE': '[user] im Modus [mode]' },
  'audit.column.field': { 'it-IT': 'Campo', 'en-GB': 'Field', 'de-DE': 'Feld' },
  'audit.changes': { 'it-IT': 'Modifiche campo per campo', 'en-GB': 'Changes field by field', 'de-DE': 'Änderungen Feld für Feld' },
  'audit.noChanges': { 'it-IT': 'Nessun campo cambiato.', 'en-GB': 'No field changed.', 'de-DE': 'Kein Feld geändert.' },
  'audit.needsAdminMode': {
    'it-IT': 'Il registro si legge in modalità amministratore: attivala dal menu Modalità.',
    'en-GB': 'The log is read in admin mode: switch to it from the Mode menu.',
    'de-DE': 'Das Protokoll ist im Admin-Modus lesbar: wechsle im Menü Modus dorthin.',
  },
  'course.draft': { 'it-IT': 'Bozza, non pubblicato', 'en-GB': 'Draft, not published', 'de-DE': 'Entwurf, nicht veröffentlicht' },
  'tester.clock': { 'it-IT': 'Orologio di test: giorni avanti', 'en-GB': 'Test clock: days ahead', 'de-DE': 'Testuhr: Tage voraus' },
  'tester.clock.apply': { 'it-IT': 'Applica', 'en-GB': 'Apply', 'de-DE': 'Anwenden' },
  'tester.clock.saveFailed': {
    'it-IT': 'Non è stato possibile spostare l’orologio di test: [message]',
    'en-GB': 'The test clock could not be moved: [message]',
    'de-DE': 'Die Testuhr konnte nicht verstellt werden: [message]',
  },
  'tester.clock.failed': {
    'it-IT': 'Indica un numero intero di giorni da 0 a [max].',
    'en-GB': 'Give a whole number of days from 0 to [max].',
    'de-DE': 'Gib eine ganze Zahl von Tagen zwischen 0 und [max] an.',
  },
  'tester.reset': {
    'it-IT': 'Azzera i miei progressi di test',
    'en-GB': 'Reset my test progress',
    'de-DE': 'Meinen Testfortschritt zurücksetzen',
  },
  'tester.reset.confirm': {
    'it-IT': 'Cancellare tutta l’attività dell’account di test (studio, XP, badge, serie, notifiche)?',
    'en-GB': 'Delete all of the test account’s activity (study, XP, badges, streaks, notifications)?',
    'de-DE': 'Alle Aktivitäten des Testkontos löschen (Lernzeit, XP, Abzeichen, Serien, Benachrichtigungen)?',
  },
  'tester.reset.done': {
    'it-IT': 'Progressi di test azzerati.',
    'en-GB': 'Test progress reset.',
    'de-DE': 'Testfortschritt zurückgesetzt.',
  },
  'tester.reset.failed': {
    'it-IT': 'Non è stato possibile azzerare i progressi. Riprova.',
    'en-GB': 'The progress could not be reset. Please try again.',
    'de-DE': 'Der Fortschritt konnte nicht zurückgesetzt werden. Bitte versuche es erneut.',
  },
  'cms.bar.texts': { 'it-IT': 'Testi dell’interfaccia', 'en-GB': 'Interface texts', 'de-DE': 'Oberflächentexte' },
  'cms.bar.drafts': { 'it-IT': 'Bozze', 'en-GB': 'Drafts', 'de-DE': 'Entwürfe' },
  'cms.bar.notifications': { 'it-IT': 'Invia una notifica', 'en-GB': 'Send a notification', 'de-DE': 'Benachrichtigung senden' },
  'cms.course.heading': { 'it-IT': 'Modifica il corso', 'en-GB': 'Edit the course', 'de-DE': 'Kurs bearbeiten' },
  'cms.course.hasDraft': {
    'it-IT': 'Stai vedendo la bozza: i corsisti vedono ancora la versione pubblicata.',
    'en-GB': 'You are seeing the draft: learners still see the published version.',
    'de-DE': 'Du siehst den Entwurf: Lernende sehen noch die veröffentlichte Fassung.',
  },
  'cms.field.title': { 'it-IT': 'Titolo ([locale])', 'en-GB': 'Title ([locale])', 'de-DE': 'Titel ([locale])' },
  'cms.field.description': { 'it-IT': 'Descrizione ([locale])', 'en-GB': 'Description ([locale])', 'de-DE': 'Beschreibung ([locale])' },
  'cms.field.category': { 'it-IT': 'Categoria', 'en-GB': 'Category', 'de-DE': 'Kategorie' },
  'cms.field.cover': {
    'it-IT': 'Immagine di copertina (percorso sul sito)',
    'en-GB': 'Cover image (path on this site)',
    'de-DE': 'Titelbild (Pfad dieser Website)',
  },
  'cms.field.published': { 'it-IT': 'Pubblicato', 'en-GB': 'Published', 'de-DE': 'Veröffentlicht' },
  'cms.field.expiresAt': { 'it-IT': 'Scade il (vuoto: mai)', 'en-GB': 'Expires on (empty: never)', 'de-DE': 'Läuft ab am (leer: nie)' },
  'cms.saveDraft': { 'it-IT': 'Salva bozza', 'en-GB': 'Save draft', 'de-DE': 'Entwurf speichern' },
  'cms.publish': { 'it-IT': 'Pubblica', 'en-GB': 'Publish', 'de-DE': 'Veröffentlichen' },
  'cms.discard': { 'it-IT': 'Scarta bozza', 'en-GB': 'Discard draft', 'de-DE': 'Entwurf verwerfen' },
  'cms.saved': { 'it-IT': 'Bozza salvata.', 'en-GB': 'Draft saved.', 'de-DE': 'Entwurf gespeichert.' },
  'cms.publishedNow': {
    'it-IT': 'Pubblicato: i corsisti lo vedono ora.',
    'en-GB': 'Published: learners see it now.',
    'de-DE': 'Veröffentlicht: Lernende sehen es jetzt.',
  },
  'cms.discarded': { 'it-IT': 'Bozza scartata.', 'en-GB': 'Draft discarded.', 'de-DE': 'Entwurf verworfen.' },
  'cms.failed': { 'it-IT': 'Non salvato: [message]', 'en-GB': 'Not saved: [message]', 'de-DE': 'Nicht gespeichert: [message]' },
  'page.texts.title': { 'it-IT': 'Testi dell’interfaccia', 'en-GB': 'Interface texts', 'de-DE': 'Oberflächentexte' },
  'texts.search': { 'it-IT': 'Cerca per chiave o testo', 'en-GB': 'Search by key or text', 'de-DE': 'Nach Schlüssel oder Text suchen' },
  'texts.count': {
    'it-IT': '{count, plural, one {# testo} other {# testi}}',
    'en-GB': '{count, plural, one {# text} other {# texts}}',
    'de-DE': '{count, plural, one {# Text} other {# Texte}}',
  },
  'texts.more': {
    'it-IT': '{count, plural, one {È mostrato il primo} other {Sono mostrati i primi #}}: affina la ricerca per vedere gli altri.',
    'en-GB': 'Showing the first {count, plural, one {one} other {#}}: refine the search to see the others.',
    'de-DE': '{count, plural, one {Der erste wird} other {Die ersten # werden}} angezeigt: Verfeinere die Suche, um weitere zu sehen.',
  },
  'texts.missing': { 'it-IT': 'Mancante', 'en-GB': 'Missing', 'de-DE': 'Fehlt' },
  'texts.needsReview': { 'it-IT': 'Da rivedere', 'en-GB': 'Needs review', 'de-DE': 'Zu prüfen' },
  'texts.reviewed': { 'it-IT': 'Rivisto', 'en-GB': 'Reviewed', 'de-DE': 'Geprüft' },
  'texts.draft': { 'it-IT': 'Bozza', 'en-GB': 'Draft', 'de-DE': 'Entwurf' },
  'texts.source': { 'it-IT': '[locale], sorgente', 'en-GB': '[locale], source', 'de-DE': '[locale], Quelle' },
  'texts.preview': {
    'it-IT': 'Anteprima per maschile, femminile e neutro',
    'en-GB': 'Preview for masculine, feminine and neutral',
    'de-DE': 'Vorschau für männlich, weiblich und neutral',
  },
  'texts.previewCounts': {
    'it-IT': 'Anteprima con 0, 1 e 2',
    'en-GB': 'Preview with 0, 1 and 2',
    'de-DE': 'Vorschau mit 0, 1 und 2',
  },
  'texts.edit': { 'it-IT': 'Modifica [key]', 'en-GB': 'Edit [key]', 'de-DE': '[key] bearbeiten' },
  'page.drafts.title': { 'it-IT': 'Bozze da pubblicare', 'en-GB': 'Drafts to publish', 'de-DE': 'Zu veröffentlichende Entwürfe' },
  'drafts.empty': { 'it-IT': 'Nessuna bozza in sospeso.', 'en-GB': 'No pending drafts.', 'de-DE': 'Keine offenen Entwürfe.' },
  'drafts.publishAll': { 'it-IT': 'Pubblica tutto', 'en-GB': 'Publish all', 'de-DE': 'Alle veröffentlichen' },
  'drafts.confirm': {
    'it-IT':
      '{count, plural, one {Pubblicare questa bozza? I corsisti la vedranno subito.} other {Pubblicare queste # bozze? I corsisti le vedranno subito.}}',
    'en-GB':
      '{count, plural, one {Publish this draft? Learners will see it at once.} other {Publish these # drafts? Learners will see them at once.}}',
    'de-DE':
      '{count, plural, one {Diesen Entwurf veröffentlichen? Die Lernenden sehen ihn sofort.} other {Diese # Entwürfe veröffentlichen? Die Lernenden sehen sie sofort.}}',
  },
  'drafts.confirmPublish': { 'it-IT': 'Sì, pubblica', 'en-GB': 'Yes, publish', 'de-DE': 'Ja, veröffentlichen' },
  'drafts.entity.course': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs' },
  'drafts.entity.text': { 'it-IT': 'Testo', 'en-GB': 'Text', 'de-DE': 'Text' },
  'drafts.updated': {
    'it-IT': 'Modificata da [name] il [date]',
    'en-GB': 'Changed by [name] on [date]',
    'de-DE': 'Geändert von [name] am [date]',
  },
  'page.compose.title': { 'it-IT': 'Invia una notifica', 'en-GB': 'Send a notification', 'de-DE': 'Benachrichtigung senden' },
  'compose.audience': { 'it-IT': 'Destinatari', 'en-GB': 'Recipients', 'de-DE': 'Empfänger' },
  'compose.audience.all': { 'it-IT': 'Tutti i corsisti', 'en-GB': 'All learners', 'de-DE': 'Alle Lernenden' },
  'compose.audience.user': { 'it-IT': 'Un corsista', 'en-GB': 'One learner', 'de-DE': 'Eine lernende Person' },
  'compose.audience.course': { 'it-IT': 'I corsisti di un corso', 'en-GB': 'A course’s learners', 'de-DE': 'Die Lernenden eines Kurses' },
  'compose.login': {
    'it-IT': 'Email o nome utente del corsista',
    'en-GB': 'The learner’s email or username',
    'de-DE': 'E-Mail oder Benutzername der lernenden Person',
  },
  'compose.course': { 'it-IT': 'Corso', 'en-GB': 'Course', 'de-DE': 'Kurs' },
  'compose.body': { 'it-IT': 'Testo ([locale])', 'en-GB': 'Message ([locale])', 'de-DE': 'Nachricht ([locale])' },
  'compose.link': {
    'it-IT': 'Collegamento (facoltativo, un percorso del sito)',
    'en-GB': 'Link (optional, a path on this site)',
    'de-DE': 'Link (optional, ein Pfad dieser Website)',
  },
  'compose.recipients': {
    'it-IT': '{count, plural, one {# destinatario} other {# destinatari}}',
    'en-GB': '{count, plural, one {# recipient} other {# recipients}}',
    'de-DE': '{count, plural, one {# Empfänger} other {# Empfänger}}',
  },
  'compose.preview': { 'it-IT': 'Anteprima ([locale])', 'en-GB': 'Preview ([locale])', 'de-DE': 'Vorschau ([locale])' },
  'compose.previewFor': { 'it-IT': 'Come la legge [name]', 'en-GB': 'As [name] reads it', 'de-DE': 'So liest es [name]' },
  'compose.placeholders': {
    'it-IT':
      'Scrivi [nameToken] per il nome di chi la riceve e [genderToken] per una parola che cambia con il genere (maschile, femminile, neutro).',
    'en-GB':
      'Write [nameToken] for the name of each recipient and [genderToken] for a word that changes with gender (masculine, feminine, neutral).',
    'de-DE':
      'Schreibe [nameToken] für den Namen der Empfänger und [genderToken] für ein Wort, das sich mit dem Geschlecht ändert (männlich, weiblich, neutral).',
  },
  'compose.send': { 'it-IT': 'Invia', 'en-GB': 'Send', 'de-DE': 'Senden' },
  'compose.confirm': {
    'it-IT':
      '{count, plural, =0 {Nessun corsista riceverà questa notifica: inviarla comunque?} one {Inviare questa notifica a # corsista?} other {Inviare questa notifica a # corsisti?}}',
    'en-GB':
      '{count, plural, =0 {No learner will get this notification: send it anyway?} one {Send this notification to # learner?} other {Send this notification to # learners?}}',
    'de-DE':
      '{count, plural, =0 {Niemand erhält diese Benachrichtigung: trotzdem senden?} one {Diese Benachrichtigung an # lernende Person senden?} other {Diese Benachrichtigung an # Lernende senden?}}',
  },
  'compose.confirmSend': { 'it-IT': 'Sì, invia', 'en-GB': 'Yes, send', 'de-DE': 'Ja, senden' },
  'compose.sent': {
    'it-IT': 'Inviata a {count, plural, one {# corsista} other {# corsisti}}.',
    'en-GB': 'Sent to {count, plural, one {# learner} other {# learners}}.',
    'de-DE': 'An {count, plural, one {# lernende Person} other {# Lernende}} gesendet.',
  },
  'cms.needsAdminMode': {
    'it-IT': 'Questa pagina si usa in modalità amministratore: attivala dal menu Modalità.',
    'en-GB': 'This page is used in admin mode: switch to it from the Mode menu.',
    'de-DE': 'Diese Seite wird im Admin-Modus verwendet: Wechsle im Menü Modus dorthin.',
  },
  'cms.material.legend': { 'it-IT': 'Materiale: [file]', 'en-GB': 'Material: [file]', 'de-DE': 'Material: [file]' },
  'cms.field.materialBody': { 'it-IT': 'Testo del file ([locale])', 'en-GB': 'File text ([locale])', 'de-DE': 'Dateitext ([locale])' },
  'cms.bar.pages': { 'it-IT': 'Pagine', 'en-GB': 'Pages', 'de-DE': 'Seiten' },
  'page.pages.title': { 'it-IT': 'Pagine e reindirizzamenti', 'en-GB': 'Pages and redirects', 'de-DE': 'Seiten und Weiterleitungen' },
  'pages.list': { 'it-IT': 'Pagine', 'en-GB': 'Pages', 'de-DE': 'Seiten' },
  'pages.open': { 'it-IT': 'Modifica [path] ([locale])', 'en-GB': 'Edit [path] ([locale])', 'de-DE': '[path] ([locale]) bearbeiten' },
  'pages.new': { 'it-IT': 'Nuova pagina o traduzione', 'en-GB': 'New page or translation', 'de-DE': 'Neue Seite oder Übersetzung' },
  'pages.path': { 'it-IT': 'Percorso (es. /chi-siamo)', 'en-GB': 'Path (e.g. /chi-siamo)', 'de-DE': 'Pfad (z. B. /chi-siamo)' },
  'pages.locale': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache' },
  'pages.start': { 'it-IT': 'Apri l’editor', 'en-GB': 'Open the editor', 'de-DE': 'Editor öffnen' },
  'pages.editing': { 'it-IT': 'Pagina [path] ([locale])', 'en-GB': 'Page [path] ([locale])', 'de-DE': 'Seite [path] ([locale])' },
  'pages.titleField': { 'it-IT': 'Titolo della pagina', 'en-GB': 'Page title', 'de-DE': 'Seitentitel' },
  'pages.rows': {
    'it-IT':
      'Righe di riquadri: ## nome della riga, poi la descrizione, poi un riquadro per riga: la chiave tra parentesi quadre, il prefisso, due punti e le righe separate da |',
    'en-GB':
      'Rows of tiles: ## row name, then its description, then one tile per line: its key in square brackets, the prefix, a colon and the lines separated by |',
    'de-DE':
      'Kachelreihen: ## Reihenname, dann die Beschreibung, dann eine Kachel pro Zeile: der Schlüssel in eckigen Klammern, das Präfix, ein Doppelpunkt und die Zeilen, getrennt durch |',
  },
  'pages.badLine': {
    'it-IT':
      'La riga [line] non si legge: scrivi ## nome, una descrizione o un riquadro (chiave tra parentesi quadre, prefisso, due punti, testo).',
    'en-GB': 'Line [line] cannot be read: write ## name, a description or a tile (key in square brackets, prefix, colon, text).',
    'de-DE':
      'Zeile [line] ist nicht lesbar: Schreibe ## Name, eine Beschreibung oder eine Kachel (Schlüssel in eckigen Klammern, Präfix, Doppelpunkt, Text).',
  },
  'pages.editHere': { 'it-IT': 'Modifica questa pagina', 'en-GB': 'Edit this page', 'de-DE': 'Diese Seite bearbeiten' },
  'routes.heading': { 'it-IT': 'Reindirizzamenti', 'en-GB': 'Redirects', 'de-DE': 'Weiterleitungen' },
  'routes.from': { 'it-IT': 'Da (percorso)', 'en-GB': 'From (path)', 'de-DE': 'Von (Pfad)' },
  'routes.location': {
    'it-IT': 'Verso (/{locale}/… o https://…)',
    'en-GB': 'To (/{locale}/… or https://…)',
    'de-DE': 'Nach (/{locale}/… oder https://…)',
  },
  'routes.status': { 'it-IT': 'Codice HTTP', 'en-GB': 'HTTP status', 'de-DE': 'HTTP-Status' },
  'routes.remove': { 'it-IT': 'Elimina alla pubblicazione', 'en-GB': 'Remove on publishing', 'de-DE': 'Beim Veröffentlichen entfernen' },
  'routes.new': { 'it-IT': 'Nuovo reindirizzamento', 'en-GB': 'New redirect', 'de-DE': 'Neue Weiterleitung' },
  'cms.session.heading': {
    'it-IT': 'Modifica la sessione e il suo modulo',
    'en-GB': 'Edit the session and its module',
    'de-DE': 'Einheit und Modul bearbeiten',
  },
  'cms.module.legend': { 'it-IT': 'Modulo', 'en-GB': 'Module', 'de-DE': 'Modul' },
  'cms.session.legend': { 'it-IT': 'Sessione', 'en-GB': 'Session', 'de-DE': 'Einheit' },
  'cms.field.duration': {
    'it-IT': 'Durata stimata (es. 1h 20m)',
    'en-GB': 'Estimated duration (e.g. 1h 20m)',
    'de-DE': 'Geschätzte Dauer (z. B. 1h 20m)',
  },
  'cms.field.content': {
    'it-IT': 'Contenuto ([locale]): ## titolo, - elenco, > citazione, una riga vuota tra i blocchi',
    'en-GB': 'Content ([locale]): ## heading, - list, > quote, a blank line between blocks',
    'de-DE': 'Inhalt ([locale]): ## Überschrift, - Liste, > Zitat, eine Leerzeile zwischen Blöcken',
  },
  'cms.bar.game': { 'it-IT': 'Gioco', 'en-GB': 'Game', 'de-DE': 'Spiel' },
  'page.game.title': {
    'it-IT': 'Livelli, badge e regole XP',
    'en-GB': 'Levels, badges and XP rules',
    'de-DE': 'Stufen, Abzeichen und XP-Regeln',
  },
  'game.edit.levels': { 'it-IT': 'Livelli', 'en-GB': 'Levels', 'de-DE': 'Stufen' },
  'game.edit.level': { 'it-IT': 'Livello [level]', 'en-GB': 'Level [level]', 'de-DE': 'Stufe [level]' },
  'game.edit.experience': { 'it-IT': 'XP necessari', 'en-GB': 'XP needed', 'de-DE': 'Benötigte XP' },
  'game.edit.name': { 'it-IT': 'Nome ([locale])', 'en-GB': 'Name ([locale])', 'de-DE': 'Name ([locale])' },
  'game.edit.badges': { 'it-IT': 'Badge', 'en-GB': 'Badges', 'de-DE': 'Abzeichen' },
  'game.edit.tiers': {
    'it-IT': 'Soglie, separate da virgole',
    'en-GB': 'Tiers, separated by commas',
    'de-DE': 'Stufen, durch Kommas getrennt',
  },
  'game.edit.hidden': {
    'it-IT': 'Nascosto finché non viene ottenuto',
    'en-GB': 'Hidden until earned',
    'de-DE': 'Verborgen, bis es erreicht ist',
  },
  'game.edit.rules': { 'it-IT': 'Regole XP', 'en-GB': 'XP rules', 'de-DE': 'XP-Regeln' },
  'game.edit.version': {
    'it-IT': 'Versione pubblicata: [version]',
    'en-GB': 'Published version: [version]',
    'de-DE': 'Veröffentlichte Version: [version]',
  },
  'game.edit.band': { 'it-IT': 'Fascia [number]', 'en-GB': 'Band [number]', 'de-DE': 'Stufe [number]' },
  'game.edit.bandUntil': { 'it-IT': 'Fino al minuto', 'en-GB': 'Up to minute', 'de-DE': 'Bis Minute' },
  'game.edit.bandRate': { 'it-IT': 'XP al minuto', 'en-GB': 'XP per minute', 'de-DE': 'XP pro Minute' },
  'rules.dailyTimeXpCap': {
    'it-IT': 'XP massimi dal tempo al giorno per categoria',
    'en-GB': 'Most time XP per day and category',
    'de-DE': 'Höchstens Zeit-XP pro Tag und Kategorie',
  },
  'rules.sessionXp': {
    'it-IT': 'XP per una sessione completata',
    'en-GB': 'XP for a completed session',
    'de-DE': 'XP für eine abgeschlossene Einheit',
  },
  'rules.moduleXp': {
    'it-IT': 'XP per un modulo completato',
    'en-GB': 'XP for a completed module',
    'de-DE': 'XP für ein abgeschlossenes Modul',
  },
  'rules.courseXp': {
    'it-IT': 'XP per un corso completato',
    'en-GB': 'XP for a completed course',
    'de-DE': 'XP für einen abgeschlossenen Kurs',
  },
  'rules.dailyGoalXp': { 'it-IT': 'XP per l’obiettivo giornaliero', 'en-GB': 'XP for the daily goal', 'de-DE': 'XP für das Tagesziel' },
  'rules.recallXp': {
    'it-IT': 'XP per una carta ricordata nel giorno in cui era da ripassare',
    'en-GB': 'XP for a card recalled on its due day',
    'de-DE': 'XP für eine am Fälligkeitstag erinnerte Karte',
  },
  'rules.dailyRecallXpCap': {
    'it-IT': 'XP massimi al giorno dal ripasso',
    'en-GB': 'Most XP a day from review',
    'de-DE': 'Höchstens so viele XP pro Tag aus der Wiederholung',
  },
  'rules.practiceXp': {
    'it-IT': 'XP per aver risposto a tutte le domande di una sessione (una volta)',
    'en-GB': 'XP for answering every question of a session (once)',
    'de-DE': 'XP für die Beantwortung aller Fragen einer Lektion (einmal)',
  },
  'rules.sessionMinActiveMs': {
    'it-IT': 'Tempo attivo minimo in una sessione (ms)',
    'en-GB': 'Least active time in a session (ms)',
    'de-DE': 'Mindeste aktive Zeit in einer Einheit (ms)',
  },
  'rules.sessionMinActiveShare': {
    'it-IT': 'Quota minima della durata dichiarata (0–1)',
    'en-GB': 'Least share of the declared duration (0–1)',
    'de-DE': 'Mindestanteil der angegebenen Dauer (0–1)',
  },
  'rules.dailyCompletionAwards': {
    'it-IT': 'Completamenti premiati al giorno',
    'en-GB': 'Completions rewarded per day',
    'de-DE': 'Belohnte Abschlüsse pro Tag',
  },
  'rules.dailyGameNotices': { 'it-IT': 'Avvisi del gioco al giorno', 'en-GB': 'Game notices per day', 'de-DE': 'Spielhinweise pro Tag' },
  'rules.freezeEveryDays': {
    'it-IT': 'Un congelamento ogni (giorni)',
    'en-GB': 'One freeze every (days)',
    'de-DE': 'Ein Einfrieren alle (Tage)',
  },
  'rules.maxFreezes': {
    'it-IT': 'Congelamenti conservabili',
    'en-GB': 'Freezes kept at most',
    'de-DE': 'Höchstens gespeicherte Einfrierungen',
  },
  'rules.repairWithinDays': {
    'it-IT': 'Riparazione entro (giorni)',
    'en-GB': 'Repair within (days)',
    'de-DE': 'Reparatur innerhalb von (Tagen)',
  },
  'rules.repairEveryDays': {
    'it-IT': 'Una riparazione ogni (giorni)',
    'en-GB': 'One repair every (days)',
    'de-DE': 'Eine Reparatur alle (Tage)',
  },
  'mode.user': { 'it-IT': 'Studente', 'en-GB': 'Learner', 'de-DE': 'Lernende' },
  'mode.admin': { 'it-IT': 'Amministrazione', 'en-GB': 'Administration', 'de-DE': 'Verwaltung' },
  'mode.tester': { 'it-IT': 'Test', 'en-GB': 'Testing', 'de-DE': 'Test' },
  'userData.intro': {
    'it-IT': 'Questi dati servono a rivolgerci a te nel modo giusto.',
    'en-GB': 'We use these details to address you the right way.',
    'de-DE': 'Mit diesen Angaben sprechen wir dich richtig an.',
  },
  'userData.name': { 'it-IT': 'Nome', 'en-GB': 'First name', 'de-DE': 'Vorname' },
  'userData.surname': { 'it-IT': 'Cognome', 'en-GB': 'Surname', 'de-DE': 'Nachname' },
  'userData.gender': {
    'it-IT': 'Come vuoi che ci rivolgiamo a te',
    'en-GB': 'How should we address you',
    'de-DE': 'Wie sollen wir dich ansprechen',
  },
  'userData.locale': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache' },
  'userData.timezone': { 'it-IT': 'Fuso orario', 'en-GB': 'Time zone', 'de-DE': 'Zeitzone' },
  'userData.save': { 'it-IT': 'Salva', 'en-GB': 'Save', 'de-DE': 'Speichern' },
  'userData.saving': { 'it-IT': 'Salvataggio…', 'en-GB': 'Saving…', 'de-DE': 'Wird gespeichert…' },
  'userData.saved': { 'it-IT': 'Dati salvati.', 'en-GB': 'Your details are saved.', 'de-DE': 'Deine Daten sind gespeichert.' },
  'userData.error': {
    'it-IT': 'Non è stato possibile salvare: [message]',
    'en-GB': 'We could not save: [message]',
    'de-DE': 'Speichern nicht möglich: [message]',
  },
  'gender.maschile': { 'it-IT': 'Al maschile', 'en-GB': 'Masculine', 'de-DE': 'Männlich' },
  'gender.femminile': { 'it-IT': 'Al femminile', 'en-GB': 'Feminine', 'de-DE': 'Weiblich' },
  'gender.neutro': { 'it-IT': 'In forma neutra', 'en-GB': 'Neutral', 'de-DE': 'Neutral' },
  'validation.required': { 'it-IT': 'Campo obbligatorio.', 'en-GB': 'This field is required.', 'de-DE': 'Dieses Feld ist erforderlich.' },
  'validation.tooLong': {
    'it-IT': 'Al massimo {max, plural, one {# carattere} other {# caratteri}}.',
    'en-GB': 'At most {max, plural, one {# character} other {# characters}}.',
    'de-DE': 'Höchstens {max, plural, one {# Zeichen} other {# Zeichen}}.',
  },
  'validation.invalidChars': {
    'it-IT': 'Contiene caratteri non ammessi.',
    'en-GB': 'Contains characters that are not allowed.',
    'de-DE': 'Enthält unzulässige Zeichen.',
  },
  'validation.timezone': {
    'it-IT': 'Scegli un fuso orario dall’elenco.',
    'en-GB': 'Choose a time zone from the list.',
    'de-DE': 'Wähle eine Zeitzone aus der Liste.',
  },
  'common.error': {
    'it-IT': 'Non è stato possibile caricare i contenuti: [message]',
    'en-GB': 'We could not load this content: [message]',
    'de-DE': 'Inhalte konnten nicht geladen werden: [message]',
  },
  'common.retry': { 'it-IT': 'Riprova', 'en-GB': 'Try again', 'de-DE': 'Erneut versuchen' },
  'common.cancel': { 'it-IT': 'Annulla', 'en-GB': 'Cancel', 'de-DE': 'Abbrechen' },
  'notifications.bell': { 'it-IT': 'Notifiche', 'en-GB': 'Notifications', 'de-DE': 'Benachrichtigungen' },
  'notifications.unreadOne': { 'it-IT': '1 non letta', 'en-GB': '1 unread', 'de-DE': '1 ungelesen' },
  'notifications.unreadMany': {
    'it-IT': '{count, plural, one {# non letta} other {# non lette}}',
    'en-GB': '{count, plural, one {# unread} other {# unread}}',
    'de-DE': '{count, plural, one {# ungelesen} other {# ungelesen}}',
  },
  'notifications.unreadNone': { 'it-IT': 'nessuna non letta', 'en-GB': 'none unread', 'de-DE': 'keine ungelesen' },
  'notifications.title': { 'it-IT': 'Le tue notifiche', 'en-GB': 'Your notifications', 'de-DE': 'Deine Benachrichtigungen' },
  'notifications.empty': {
    'it-IT': 'Nessuna notifica per ora.',
    'en-GB': 'No notifications yet.',
    'de-DE': 'Noch keine Benachrichtigungen.',
  },
  'notifications.markRead': { 'it-IT': 'Segna come letta', 'en-GB': 'Mark as read', 'de-DE': 'Als gelesen markieren' },
  'notifications.read': { 'it-IT': 'Letta', 'en-GB': 'Read', 'de-DE': 'Gelesen' },
  'notifications.unread': { 'it-IT': 'Non letta', 'en-GB': 'Unread', 'de-DE': 'Ungelesen' },
  'notifications.open': { 'it-IT': 'Apri', 'en-GB': 'Open', 'de-DE': 'Öffnen' },
  'notifications.close': { 'it-IT': 'Chiudi', 'en-GB': 'Close', 'de-DE': 'Schließen' },
  'notifications.error': {
    'it-IT': 'Non è stato possibile caricare le notifiche: [message]',
    'en-GB': 'We could not load your notifications: [message]',
    'de-DE': 'Benachrichtigungen konnten nicht geladen werden: [message]',
  },
  'notifications.toasts': { 'it-IT': 'Nuove notifiche', 'en-GB': 'New notifications', 'de-DE': 'Neue Benachrichtigungen' },
  'notifications.dismiss': { 'it-IT': 'Chiudi la notifica “[title]”', 'en-GB': 'Dismiss “[title]”', 'de-DE': '„[title]“ schließen' },
  'catalogue.intro': {
    'it-IT': 'Scegli un corso e inizia quando vuoi.',
    'en-GB': 'Pick a course and start whenever you like.',
    'de-DE': 'Wähle einen Kurs und beginne, wann du willst.',
  },
  'catalogue.categories': { 'it-IT': 'Filtra per categoria', 'en-GB': 'Filter by category', 'de-DE': 'Nach Kategorie filtern' },
  'catalogue.allCategories': { 'it-IT': 'Tutte', 'en-GB': 'All', 'de-DE': 'Alle' },
  'catalogue.search': { 'it-IT': 'Cerca nel catalogo', 'en-GB': 'Search the catalogue', 'de-DE': 'Katalog durchsuchen' },
  'catalogue.searchButton': { 'it-IT': 'Cerca', 'en-GB': 'Search', 'de-DE': 'Suchen' },
  'catalogue.results': {
    'it-IT': '{count, plural, =0 {Nessun corso trovato} one {# corso trovato} other {# corsi trovati}}',
    'en-GB': '{count, plural, =0 {No courses found} one {# course found} other {# courses found}}',
    'de-DE': '{count, plural, =0 {Keine Kurse gefunden} one {# Kurs gefunden} other {# Kurse gefunden}}',
  },
  'catalogue.empty': {
    'it-IT': 'Nessun corso corrisponde alla ricerca.',
    'en-GB': 'No course matches your search.',
    'de-DE': 'Kein Kurs passt zu deiner Suche.',
  },
  'catalogue.duration': { 'it-IT': 'Durata: [duration]', 'en-GB': 'Duration: [duration]', 'de-DE': 'Dauer: [duration]' },
  'catalogue.progress': {
    'it-IT': '[done] di {total, plural, one {# lezione completata} other {# lezioni completate}}',
    'en-GB': '[done] of {total, plural, one {# session completed} other {# sessions completed}}',
    'de-DE': '[done] von {total, plural, one {# Lektion abgeschlossen} other {# Lektionen abgeschlossen}}',
  },
  'catalogue.pagination': { 'it-IT': 'Pagine dei risultati', 'en-GB': 'Result pages', 'de-DE': 'Ergebnisseiten' },
  'catalogue.page': { 'it-IT': 'Pagina [page] di [pages]', 'en-GB': 'Page [page] of [pages]', 'de-DE': 'Seite [page] von [pages]' },
  'catalogue.previousPage': { 'it-IT': 'Pagina precedente', 'en-GB': 'Previous page', 'de-DE': 'Vorherige Seite' },
  'catalogue.nextPage': { 'it-IT': 'Pagina successiva', 'en-GB': 'Next page', 'de-DE': 'Nächste Seite' },
  'course.enrol': { 'it-IT': 'Iscriviti al corso', 'en-GB': 'Enrol in the course', 'de-DE': 'Für den Kurs anmelden' },
  'course.start': { 'it-IT': 'Inizia il corso', 'en-GB': 'Start the course', 'de-DE': 'Kurs beginnen' },
  'course.review': { 'it-IT': 'Rivedi il corso', 'en-GB': 'Review the course', 'de-DE': 'Kurs wiederholen' },
  'course.resume': {
    'it-IT': 'Riprendi dalla lezione [position]',
    'en-GB': 'Resume at session [position]',
    'de-DE': 'Bei Lektion [position] weitermachen',
  },
  'course.completed': { 'it-IT': 'Corso completato', 'en-GB': 'Course completed', 'de-DE': 'Kurs abgeschlossen' },
  'course.expired': {
    'it-IT': 'Questo corso è scaduto: non accetta nuove iscrizioni.',
    'en-GB': 'This course has expired and takes no new enrolments.',
    'de-DE': 'Dieser Kurs ist abgelaufen und nimmt keine Anmeldungen mehr an.',
  },
  'course.rowExpired': { 'it-IT': 'Scaduto', 'en-GB': 'Expired', 'de-DE': 'Abgelaufen' },
  'course.sessionDone': { 'it-IT': 'completata', 'en-GB': 'completed', 'de-DE': 'abgeschlossen' },
  'session.module': { 'it-IT': 'Modulo [number]: [title]', 'en-GB': 'Module [number]: [title]', 'de-DE': 'Modul [number]: [title]' },
  'session.backToCourse': { 'it-IT': 'Torna al corso', 'en-GB': 'Back to the course', 'de-DE': 'Zurück zum Kurs' },
  'session.previous': { 'it-IT': 'Lezione precedente', 'en-GB': 'Previous session', 'de-DE': 'Vorherige Lektion' },
  'session.next': { 'it-IT': 'Lezione successiva', 'en-GB': 'Next session', 'de-DE': 'Nächste Lektion' },
  'session.complete': { 'it-IT': 'Segna come completata', 'en-GB': 'Mark as completed', 'de-DE': 'Als abgeschlossen markieren' },
  'session.completed': { 'it-IT': 'Lezione completata', 'en-GB': 'Session completed', 'de-DE': 'Lektion abgeschlossen' },
  'session.xpPending': {
    'it-IT':
      'Per gli XP di questa lezione studiala ancora {minutes, plural, one {# minuto} other {# minuti}}: il tempo di questa visita si conta quando lasci la pagina.',
    'en-GB':
      'Study {minutes, plural, one {# more minute} other {# more minutes}} for the XP of this session: the time of this visit counts when you leave the page.',
    'de-DE':
      'Lerne noch {minutes, plural, one {# Minute} other {# Minuten}} für die XP dieser Lektion: Die Zeit dieses Besuchs zählt, wenn du die Seite verlässt.',
  },
  'session.xpEarned': {
    'it-IT': 'Hai ottenuto gli XP di questa lezione.',
    'en-GB': 'You earned the XP of this session.',
    'de-DE': 'Du hast die XP dieser Lektion erhalten.',
  },
  'session.completeFailed': {
    'it-IT': 'Non è stato possibile segnare la lezione come completata: [message]',
    'en-GB': 'We could not mark this session as complete: [message]',
    'de-DE': 'Die Lektion konnte nicht als abgeschlossen markiert werden: [message]',
  },
  'session.progress': { 'it-IT': 'Avanzamento del corso', 'en-GB': 'Course progress', 'de-DE': 'Kursfortschritt' },
  'session.materials': { 'it-IT': 'Materiali da scaricare', 'en-GB': 'Materials to download', 'de-DE': 'Materialien zum Herunterladen' },
  'session.playVideo': { 'it-IT': 'Guarda il video: [title]', 'en-GB': 'Watch the video: [title]', 'de-DE': 'Video ansehen: [title]' },
  'session.navigation': { 'it-IT': 'Navigazione tra le lezioni', 'en-GB': 'Session navigation', 'de-DE': 'Navigation zwischen Lektionen' },
  'myCourses.empty': {
    'it-IT': 'Non hai corsi in corso. Trova il prossimo nel catalogo.',
    'en-GB': 'You have no courses in progress. Find your next one in the catalogue.',
    'de-DE': 'Du hast keine laufenden Kurse. Finde deinen nächsten im Katalog.',
  },
  'archive.empty': {
    'it-IT': 'L’archivio è vuoto: qui finiscono i corsi completati o scaduti.',
    'en-GB': 'The archive is empty: completed or expired courses end up here.',
    'de-DE': 'Das Archiv ist leer: Abgeschlossene oder abgelaufene Kurse landen hier.',
  },
  'archive.completedOn': { 'it-IT': 'Completato il [date]', 'en-GB': 'Completed on [date]', 'de-DE': 'Abgeschlossen am [date]' },
  'stats.total': { 'it-IT': 'Tempo totale di studio: [total]', 'en-GB': 'Total study time: [total]', 'de-DE': 'Gesamte Lernzeit: [total]' },
  'stats.range': { 'it-IT': 'Ultimi 30 giorni', 'en-GB': 'Last 30 days', 'de-DE': 'Letzte 30 Tage' },
  'stats.busiestDay': {
    'it-IT': 'Il giorno in cui studi di più è [day], con una media di [average].',
    'en-GB': 'Your busiest day is [day], with an average of [average].',
    'de-DE': 'Dein lernintensivster Tag ist [day], mit durchschnittlich [average].',
  },
  'stats.empty': {
    'it-IT': 'Non c’è ancora tempo di studio da mostrare: apri una lezione e torna qui.',
    'en-GB': 'There is no study time to show yet: open a session and come back.',
    'de-DE': 'Noch keine Lernzeit: Öffne eine Lektion und komm zurück.',
  },
  'stats.byWeekday': {
    'it-IT': 'Media per giorno della settimana',
    'en-GB': 'Average by day of the week',
    'de-DE': 'Durchschnitt pro Wochentag',
  },
  'stats.byDay': { 'it-IT': 'Tempo per giorno', 'en-GB': 'Time by day', 'de-DE': 'Zeit pro Tag' },
  'stats.byHour': { 'it-IT': 'Tempo per ora del giorno', 'en-GB': 'Time by hour of the day', 'de-DE': 'Zeit nach Tageszeit' },
  'stats.devices': { 'it-IT': 'Dispositivi', 'en-GB': 'Devices', 'de-DE': 'Geräte' },
  'stats.subjects': { 'it-IT': 'Materie', 'en-GB': 'Subjects', 'de-DE': 'Fächer' },
  'stats.minutes': { 'it-IT': '[minutes] min', 'en-GB': '[minutes] min', 'de-DE': '[minutes] Min.' },
  'stats.chartSummary': {
    'it-IT': '[title]: grafico in minuti, i dati sono nella tabella che segue.',
    'en-GB': '[title]: chart in minutes; the data follow in a table.',
    'de-DE': '[title]: Diagramm in Minuten; die Daten folgen als Tabelle.',
  },
  'stats.columnItem': { 'it-IT': 'Voce', 'en-GB': 'Item', 'de-DE': 'Eintrag' },
  'stats.columnMinutes': { 'it-IT': 'Minuti', 'en-GB': 'Minutes', 'de-DE': 'Minuten' },
  'stats.other': { 'it-IT': 'Altre pagine', 'en-GB': 'Other pages', 'de-DE': 'Andere Seiten' },
  'device.desktop': { 'it-IT': 'Computer', 'en-GB': 'Computer', 'de-DE': 'Computer' },
  'device.mobile': { 'it-IT': 'Smartphone', 'en-GB': 'Smartphone', 'de-DE': 'Smartphone' },
  'device.tablet': { 'it-IT': 'Tablet', 'en-GB': 'Tablet', 'de-DE': 'Tablet' },
  'device.other': { 'it-IT': 'Altro', 'en-GB': 'Other', 'de-DE': 'Andere' },
  'game.summary.title': { 'it-IT': 'Il tuo riepilogo', 'en-GB': 'Your summary', 'de-DE': 'Deine Übersicht' },
  'game.summary.streakDays': {
    'it-IT': '{count, plural, one {giorno di serie} other {giorni di serie}}',
    'en-GB': '{count, plural, one {day in a row} other {days in a row}}',
    'de-DE': '{count, plural, one {Tag in Folge} other {Tage in Folge}}',
  },
  'game.summary.streak': { 'it-IT': 'Serie attuale', 'en-GB': 'Current streak', 'de-DE': 'Aktuelle Serie' },
  'game.summary.today': { 'it-IT': 'Obiettivo di oggi', 'en-GB': "Today's goal", 'de-DE': 'Heutiges Ziel' },
  'game.summary.ofGoal': { 'it-IT': 'di [goal] min', 'en-GB': 'of [goal] min', 'de-DE': 'von [goal] Min.' },
  'game.summary.goalMet': { 'it-IT': 'Obiettivo raggiunto!', 'en-GB': 'Goal met!', 'de-DE': 'Ziel erreicht!' },
  'game.summary.levels': { 'it-IT': 'Livelli', 'en-GB': 'Levels', 'de-DE': 'Stufen' },
  'game.calendar.legend': { 'it-IT': 'Legenda', 'en-GB': 'Legend', 'de-DE': 'Legende' },
  'game.calendar.pick': {
    'it-IT': 'Tocca un giorno per vederne i dettagli.',
    'en-GB': 'Tap a day to see its details.',
    'de-DE': 'Tippe auf einen Tag, um die Details zu sehen.',
  },
  'game.calendar.days': { 'it-IT': 'Giorni del calendario', 'en-GB': 'Days of the calendar', 'de-DE': 'Tage des Kalenders' },
  'game.settings.title': { 'it-IT': 'Obiettivo e notifiche', 'en-GB': 'Goal and notifications', 'de-DE': 'Ziel und Benachrichtigungen' },
  'game.badge.share': { 'it-IT': 'Condividi o scarica', 'en-GB': 'Share or download', 'de-DE': 'Teilen oder herunterladen' },
  'game.badge.shareFor': {
    'it-IT': 'Condividi o scarica: [badge]',
    'en-GB': 'Share or download: [badge]',
    'de-DE': 'Teilen oder herunterladen: [badge]',
  },
  'game.badge.credentialItem': { 'it-IT': 'Grado [tier] · [format]', 'en-GB': 'Tier [tier] · [format]', 'de-DE': 'Rang [tier] · [format]' },
  'game.section.title': { 'it-IT': 'Livelli, serie e badge', 'en-GB': 'Levels, streak and badges', 'de-DE': 'Stufen, Serie und Abzeichen' },
  'game.progress.unavailable': {
    'it-IT': 'I tuoi livelli e badge non sono disponibili in questo momento: riprova più tardi.',
    'en-GB': 'Your levels and badges are not available right now: try again later.',
    'de-DE': 'Deine Stufen und Abzeichen sind gerade nicht verfügbar: Versuche es später noch einmal.',
  },
  'game.levels.title': { 'it-IT': 'Livelli per categoria', 'en-GB': 'Levels by category', 'de-DE': 'Stufen nach Kategorie' },
  'game.levels.empty': {
    'it-IT': 'Studia un corso per salire di livello nella sua categoria.',
    'en-GB': 'Study a course to climb levels in its category.',
    'de-DE': 'Lerne einen Kurs, um in seiner Kategorie aufzusteigen.',
  },
  'game.level.toNext': {
    'it-IT': '[current] su [next] XP per il [level]',
    'en-GB': '[current] of [next] XP to [level]',
    'de-DE': '[current] von [next] XP bis [level]',
  },
  'game.level.top': {
    'it-IT': '[current] XP: hai raggiunto il livello più alto',
    'en-GB': '[current] XP: you reached the top level',
    'de-DE': '[current] XP: Du hast die höchste Stufe erreicht',
  },
  'game.streak.title': { 'it-IT': 'Serie di studio', 'en-GB': 'Study streak', 'de-DE': 'Lernserie' },
  'game.streak.current': {
    'it-IT': 'Serie attuale: {count, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'Current streak: {count, plural, one {# day} other {# days}}',
    'de-DE': 'Aktuelle Serie: {count, plural, one {# Tag} other {# Tage}}',
  },
  'game.streak.longest': {
    'it-IT': 'Record: {count, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'Longest: {count, plural, one {# day} other {# days}}',
    'de-DE': 'Rekord: {count, plural, one {# Tag} other {# Tage}}',
  },
  'game.streak.freezes': {
    'it-IT': 'Congelamenti disponibili: [count] su 2',
    'en-GB': 'Freezes held: [count] of 2',
    'de-DE': 'Verfügbare Freezes: [count] von 2',
  },
  'game.streak.today': {
    'it-IT': 'Oggi: {minutes, plural, one {# minuto} other {# minuti}} su [goal]',
    'en-GB': 'Today: [minutes] of {goal, plural, one {# minute} other {# minutes}}',
    'de-DE': 'Heute: [minutes] von {goal, plural, one {# Minute} other {# Minuten}}',
  },
  'game.streak.rules': {
    'it-IT':
      "Un giorno conta quando raggiungi l'obiettivo. Ogni 7 giorni di fila guadagni un congelamento, che copre da solo un giorno saltato; una serie interrotta si ripara studiando il doppio entro 2 giorni.",
    'en-GB':
      'A day counts when you meet your goal. Every 7 days in a row earn a freeze, which covers a missed day by itself; a broken streak is repaired by studying twice your goal within 2 days.',
    'de-DE':
      'Ein Tag zählt, wenn du dein Ziel erreichst. Alle 7 Tage in Folge erhältst du einen Freeze, der einen verpassten Tag abdeckt; eine unterbrochene Serie reparierst du, indem du innerhalb von 2 Tagen doppelt so viel lernst.',
  },
  'game.goal.label': { 'it-IT': 'Obiettivo giornaliero', 'en-GB': 'Daily goal', 'de-DE': 'Tagesziel' },
  'game.goal.option': {
    'it-IT': '{minutes, plural, one {# minuto} other {# minuti}}',
    'en-GB': '{minutes, plural, one {# minute} other {# minutes}}',
    'de-DE': '{minutes, plural, one {# Minute} other {# Minuten}}',
  },
  'game.goal.saved': {
    'it-IT': 'Obiettivo salvato: {minutes, plural, one {# minuto} other {# minuti}} al giorno.',
    'en-GB': 'Goal saved: {minutes, plural, one {# minute} other {# minutes}} a day.',
    'de-DE': 'Ziel gespeichert: {minutes, plural, one {# Minute} other {# Minuten}} am Tag.',
  },
  'game.goal.failed': {
    'it-IT': 'Obiettivo non salvato: resta quello di prima. Riprova tra poco.',
    'en-GB': 'Goal not saved: the previous one stays. Please try again shortly.',
    'de-DE': 'Ziel nicht gespeichert: das bisherige bleibt. Bitte versuche es gleich noch einmal.',
  },
  'game.calendar.caption': {
    'it-IT': '{weeks, plural, one {L’ultima settimana} other {Le ultime # settimane}}',
    'en-GB': '{weeks, plural, one {The last week} other {The last # weeks}}',
    'de-DE': '{weeks, plural, one {Die letzte Woche} other {Die letzten # Wochen}}',
  },
  'game.calendar.day': {
    'it-IT': '[day]: [state], {minutes, plural, one {# minuto} other {# minuti}}',
    'en-GB': '[day]: [state], {minutes, plural, one {# minute} other {# minutes}}',
    'de-DE': '[day]: [state], {minutes, plural, one {# Minute} other {# Minuten}}',
  },
  'game.calendar.studied': { 'it-IT': 'obiettivo raggiunto', 'en-GB': 'goal met', 'de-DE': 'Ziel erreicht' },
  'game.calendar.frozen': {
    'it-IT': 'coperto da un congelamento',
    'en-GB': 'covered by a freeze',
    'de-DE': 'durch einen Freeze abgedeckt',
  },
  'game.calendar.repaired': { 'it-IT': 'riparato', 'en-GB': 'repaired', 'de-DE': 'repariert' },
  'game.calendar.missed': { 'it-IT': 'obiettivo non raggiunto', 'en-GB': 'goal not met', 'de-DE': 'Ziel nicht erreicht' },
  'game.calendar.today': { 'it-IT': 'oggi', 'en-GB': 'today', 'de-DE': 'heute' },
  'game.badges.title': { 'it-IT': 'Badge', 'en-GB': 'Badges', 'de-DE': 'Abzeichen' },
  'game.badge.tier': { 'it-IT': 'Grado [tier] di [tiers]', 'en-GB': 'Tier [tier] of [tiers]', 'de-DE': 'Rang [tier] von [tiers]' },
  'game.badge.next': {
    'it-IT': '[amount] su [threshold] per il prossimo grado',
    'en-GB': '[amount] of [threshold] to the next tier',
    'de-DE': '[amount] von [threshold] bis zum nächsten Rang',
  },
  'game.badge.locked': { 'it-IT': 'Non ancora ottenuto', 'en-GB': 'Not earned yet', 'de-DE': 'Noch nicht erhalten' },
  'game.badge.hidden': {
    'it-IT': 'Badge nascosto: scoprilo studiando',
    'en-GB': 'Hidden badge: study to find it',
    'de-DE': 'Verborgenes Abzeichen: Lerne, um es zu entdecken',
  },
  'game.badge.obtained': { 'it-IT': 'Ottenuto il [date]', 'en-GB': 'Earned on [date]', 'de-DE': 'Erhalten am [date]' },
  'game.badge.credential': {
    'it-IT': 'Credenziale del grado [tier]:',
    'en-GB': 'Tier [tier] credential:',
    'de-DE': 'Nachweis für Rang [tier]:',
  },
  'game.badge.download': {
    'it-IT': 'Scarica la credenziale del grado [tier] di [badge] ([format])',
    'en-GB': 'Download the tier [tier] credential of [badge] ([format])',
    'de-DE': 'Nachweis für Rang [tier] von [badge] herunterladen ([format])',
  },
  'records.achievement.name': {
    'it-IT': '[badge] — grado [tier] di [tiers]',
    'en-GB': '[badge] — tier [tier] of [tiers]',
    'de-DE': '[badge] — Rang [tier] von [tiers]',
  },
  'records.achievement.criteria': {
    'it-IT': '[description] Grado [tier]: almeno [threshold].',
    'en-GB': '[description] Tier [tier]: at least [threshold].',
    'de-DE': '[description] Rang [tier]: mindestens [threshold].',
  },
  'records.evidence.name': {
    'it-IT': 'Studio registrato su [site]',
    'en-GB': 'Study recorded on [site]',
    'de-DE': 'Auf [site] erfasstes Lernen',
  },
  'records.evidence.narrative': {
    'it-IT':
      'Fino a questo grado: {minutes, plural, one {# minuto} other {# minuti}} di studio attivo e {sessions, plural, one {# sessione completata} other {# sessioni completate}}.',
    'en-GB':
      'Up to this tier: {minutes, plural, one {# minute} other {# minutes}} of active study and {sessions, plural, one {# session} other {# sessions}} completed.',
    'de-DE':
      'Bis zu diesem Rang: {minutes, plural, one {# Minute} other {# Minuten}} aktives Lernen und {sessions, plural, one {# abgeschlossene Lektion} other {# abgeschlossene Lektionen}}.',
  },
  'records.level.name': { 'it-IT': '[level] in [category]', 'en-GB': '[level] in [category]', 'de-DE': '[level] in [category]' },
  'records.xapi.title': {
    'it-IT': 'I tuoi dati di apprendimento (xAPI)',
    'en-GB': 'Your learning records (xAPI)',
    'de-DE': 'Deine Lerndaten (xAPI)',
  },
  'records.xapi.intro': {
    'it-IT':
      'Scarica le tue attività come dichiarazioni xAPI, da portare in qualsiasi LRS. Il tuo nome non compare: sei identificato da uno pseudonimo.',
    'en-GB': 'Download your activity as xAPI statements to take to any LRS. Your name is not in them: a pseudonym identifies you.',
    'de-DE':
      'Lade deine Aktivitäten als xAPI-Statements herunter, für jedes LRS. Dein Name steht nicht darin: Ein Pseudonym identifiziert dich.',
  },
  'records.xapi.from': { 'it-IT': 'Dal giorno', 'en-GB': 'From', 'de-DE': 'Vom' },
  'records.xapi.to': { 'it-IT': 'Al giorno', 'en-GB': 'To', 'de-DE': 'Bis zum' },
  'records.xapi.format': { 'it-IT': 'Formato', 'en-GB': 'Format', 'de-DE': 'Format' },
  'records.xapi.download': { 'it-IT': 'Scarica', 'en-GB': 'Download', 'de-DE': 'Herunterladen' },
  'records.xapi.range': {
    'it-IT': "Il primo giorno non può venire dopo l'ultimo.",
    'en-GB': 'The first day cannot come after the last one.',
    'de-DE': 'Der erste Tag darf nicht nach dem letzten liegen.',
  },
  'page.profile.userReview': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung' },
  'course.mastery': {
    'it-IT': '{mastered, plural, one {# domanda padroneggiata} other {# domande padroneggiate}} su [questions]; risposte date: [answered].',
    'en-GB': '{mastered, plural, one {# question mastered} other {# questions mastered}} of [questions]; answered: [answered].',
    'de-DE': '{mastered, plural, one {# Frage beherrscht} other {# Fragen beherrscht}} von [questions]; beantwortet: [answered].',
  },
  'cms.questions.legend': { 'it-IT': 'Domande della sessione', 'en-GB': 'The session’s questions', 'de-DE': 'Fragen der Lektion' },
  'cms.questions.help': {
    'it-IT':
      'Una domanda per blocco, separati da una riga vuota: «? single», «? multiple», «? short», «? number 753 ±0» o «? recall» (con #id per quelle esistenti), poi la domanda; «+ » una risposta giusta, «- » una sbagliata, «> » il retro della carta, «= » la spiegazione. Le altre lingue traducono le stesse domande, con il loro #id: una domanda scritta prima solo qui si vede nelle altre lingue in questa, finché non la traduci.',
    'en-GB':
      'One question per block, apart by a blank line: “? single”, “? multiple”, “? short”, “? number 753 ±0” or “? recall” (with #id for existing ones), then the question; “+ ” a right answer, “- ” a wrong one, “> ” the card’s back, “= ” the explanation. The other languages translate the same questions, with their #id: a question written here first shows in this language in the others until you translate it.',
    'de-DE':
      'Eine Frage pro Block, getrennt durch eine Leerzeile: „? single“, „? multiple“, „? short“, „? number 753 ±0“ oder „? recall“ (mit #id für bestehende), dann die Frage; „+ “ eine richtige Antwort, „- “ eine falsche, „> “ die Rückseite der Karte, „= “ die Erklärung. Die anderen Sprachen übersetzen dieselben Fragen mit ihrer #id: Eine zuerst nur hier geschriebene Frage erscheint in den anderen Sprachen in dieser, bis du sie übersetzt.',
  },
  'cms.questions.field': { 'it-IT': 'Domande ([locale])', 'en-GB': 'Questions ([locale])', 'de-DE': 'Fragen ([locale])' },
  'cms.questions.problem': { 'it-IT': 'riga [line]: [message]', 'en-GB': 'line [line]: [message]', 'de-DE': 'Zeile [line]: [message]' },
  'cms.questions.problemInQuestion': {
    'it-IT': 'domanda [question], riga [line]: [message]',
    'en-GB': 'question [question], line [line]: [message]',
    'de-DE': 'Frage [question], Zeile [line]: [message]',
  },
  'cms.questions.untranslated': {
    'it-IT': 'Non ancora tradotte, qui si vedono in [defaultLocale]: domande [numbers]',
    'en-GB': 'Not translated yet, shown here in [defaultLocale]: questions [numbers]',
    'de-DE': 'Noch nicht übersetzt, hier auf [defaultLocale] gezeigt: Fragen [numbers]',
  },
  'cms.questions.reason.unknownKind': {
    'it-IT': 'tipo «[kind]» sconosciuto (single, multiple, short, number, recall)',
    'en-GB': 'unknown kind “[kind]” (single, multiple, short, number, recall)',
    'de-DE': 'unbekannte Art „[kind]“ (single, multiple, short, number, recall)',
  },
  'cms.questions.reason.numberValue': {
    'it-IT': 'una domanda numerica indica valore e tolleranza: ? number 753 ±0',
    'en-GB': 'a number question gives its value and tolerance: ? number 753 ±0',
    'de-DE': 'eine Zahlenfrage nennt Wert und Toleranz: ? number 753 ±0',
  },
  'cms.questions.reason.noHeader': {
    'it-IT': 'una domanda inizia con una riga come «? single»',
    'en-GB': 'a question starts with a line such as “? single”',
    'de-DE': 'eine Frage beginnt mit einer Zeile wie „? single“',
  },
  'cms.questions.reason.badLine': {
    'it-IT': 'una riga inizia con + (giusta), - (sbagliata), > (il retro) o = (la spiegazione)',
    'en-GB': 'a line starts with + (right), - (wrong), > (the back) or = (the explanation)',
    'de-DE': 'eine Zeile beginnt mit + (richtig), - (falsch), > (Rückseite) oder = (Erklärung)',
  },
  'cms.questions.reason.noPrompt': {
    'it-IT': 'la domanda non ha il testo',
    'en-GB': 'the question has no prompt',
    'de-DE': 'der Frage fehlt der Fragetext',
  },
  'cms.questions.reason.noExplanation': {
    'it-IT': 'la domanda non ha la spiegazione (= …)',
    'en-GB': 'the question has no explanation (= …)',
    'de-DE': 'der Frage fehlt die Erklärung (= …)',
  },
  'cms.questions.reason.singleOptions': {
    'it-IT': 'una domanda a scelta singola ha almeno due opzioni, esattamente una giusta (+)',
    'en-GB': 'a single-choice question has at least two options, exactly one right (+)',
    'de-DE': 'eine Einfachauswahl hat mindestens zwei Optionen, genau eine richtige (+)',
  },
  'cms.questions.reason.multipleOptions': {
    'it-IT': 'una domanda a scelta multipla ha almeno due opzioni, una o più giuste (+)',
    'en-GB': 'a multiple-choice question has at least two options, one or more right (+)',
    'de-DE': 'eine Mehrfachauswahl hat mindestens zwei Optionen, eine oder mehrere richtige (+)',
  },
  'cms.questions.reason.shortAccepted': {
    'it-IT': 'una risposta breve elenca le risposte accettate (+ …)',
    'en-GB': 'a short answer lists its accepted answers (+ …)',
    'de-DE': 'eine Kurzantwort nennt die akzeptierten Antworten (+ …)',
  },
  'cms.questions.reason.recallBack': {
    'it-IT': 'una carta da ricordare ha il suo retro (> …)',
    'en-GB': 'a recall card has its back (> …)',
    'de-DE': 'eine Lernkarte hat eine Rückseite (> …)',
  },
  'cms.questions.reason.countDiffers': {
    'it-IT': 'domande qui: [count]; in [defaultLocale]: [expected]',
    'en-GB': 'questions here: [count]; in [defaultLocale]: [expected]',
    'de-DE': 'Fragen hier: [count]; in [defaultLocale]: [expected]',
  },
  'cms.questions.reason.notSame': {
    'it-IT': 'non è la stessa domanda della domanda [number] in [defaultLocale]',
    'en-GB': 'not the same question as question [number] in [defaultLocale]',
    'de-DE': 'nicht dieselbe Frage wie Frage [number] in [defaultLocale]',
  },
  'reward.title': {
    'it-IT': 'Lezione completata!',
    'en-GB': 'Session complete!',
    'de-DE': 'Lektion abgeschlossen!',
  },
  'reward.loading': {
    'it-IT': 'Calcoliamo cosa hai ottenuto…',
    'en-GB': 'Working out what you earned…',
    'de-DE': 'Wir rechnen aus, was du erreicht hast …',
  },
  'reward.unavailable': {
    'it-IT': 'Il riepilogo non è disponibile ora: la lezione è comunque completata.',
    'en-GB': 'The summary is not available right now: the session is completed all the same.',
    'de-DE': 'Die Übersicht ist gerade nicht verfügbar: Die Lektion ist trotzdem abgeschlossen.',
  },
  'reward.retry': {
    'it-IT': 'Riprova',
    'en-GB': 'Try again',
    'de-DE': 'Erneut versuchen',
  },
  'reward.minutes': {
    'it-IT':
      '{minutes, plural, =0 {Meno di un minuto di studio attivo in questa lezione.} one {# minuto di studio attivo in questa lezione.} other {# minuti di studio attivo in questa lezione.}}',
    'en-GB':
      '{minutes, plural, =0 {Less than a minute of active study in this session.} one {# minute of active study in this session.} other {# minutes of active study in this session.}}',
    'de-DE':
      '{minutes, plural, =0 {Weniger als eine Minute aktives Lernen in dieser Lektion.} one {# Minute aktives Lernen in dieser Lektion.} other {# Minuten aktives Lernen in dieser Lektion.}}',
  },
  'reward.questions': {
    'it-IT': 'Risposte giuste: [right] su {total, plural, one {# domanda} other {# domande}}.',
    'en-GB': 'Right answers: [right] of {total, plural, one {# question} other {# questions}}.',
    'de-DE': 'Richtige Antworten: [right] von {total, plural, one {# Frage} other {# Fragen}}.',
  },
  'reward.goalMet': {
    'it-IT':
      '{streak, plural, one {Obiettivo di oggi raggiunto: la tua serie è di # giorno.} other {Obiettivo di oggi raggiunto: la tua serie è di # giorni.}}',
    'en-GB': '{streak, plural, one {Today’s goal met: your streak is # day.} other {Today’s goal met: your streak is # days.}}',
    'de-DE':
      '{streak, plural, one {Tagesziel erreicht: Deine Serie ist # Tag lang.} other {Tagesziel erreicht: Deine Serie ist # Tage lang.}}',
  },
  'reward.goalLeft': {
    'it-IT':
      'Oggi {minutes, plural, one {# minuto} other {# minuti}} su un obiettivo di {goal, plural, one {# minuto} other {# minuti}}: ancora [left] min per l’obiettivo e la serie.',
    'en-GB':
      'Today {minutes, plural, one {# minute} other {# minutes}} of your {goal, plural, one {# minute} other {# minutes}} goal: [left] min more for the goal and your streak.',
    'de-DE':
      'Heute {minutes, plural, one {# Minute} other {# Minuten}} von {goal, plural, one {# Minute} other {# Minuten}} Tagesziel: noch [left] Min. für das Ziel und deine Serie.',
  },
  'reward.xpPending': {
    'it-IT':
      '{minutes, plural, one {Gli XP della lezione arriveranno dopo ancora # minuto di studio.} other {Gli XP della lezione arriveranno dopo ancora # minuti di studio.}}',
    'en-GB':
      '{minutes, plural, one {The session’s XP comes after # more minute of study.} other {The session’s XP comes after # more minutes of study.}}',
    'de-DE':
      '{minutes, plural, one {Die XP der Lektion kommen nach # weiteren Minute Lernen.} other {Die XP der Lektion kommen nach # weiteren Minuten Lernen.}}',
  },
  'reward.xp': {
    'it-IT': '+[xp] XP da questa lezione e dallo studio di oggi',
    'en-GB': '+[xp] XP from this session and today’s study',
    'de-DE': '+[xp] XP aus dieser Lektion und dem heutigen Lernen',
  },

  'reward.badge': {
    'it-IT': '[name]: [amount] di [next] per il prossimo grado.',
    'en-GB': '[name]: [amount] of [next] for the next tier.',
    'de-DE': '[name]: [amount] von [next] bis zur nächsten Stufe.',
  },
  'reward.badgeTop': {
    'it-IT': '[name]: [amount], il grado più alto.',
    'en-GB': '[name]: [amount], the top tier.',
    'de-DE': '[name]: [amount], die höchste Stufe.',
  },
  'reward.nextSession': {
    'it-IT': 'Vai alla prossima lezione',
    'en-GB': 'Go to the next session',
    'de-DE': 'Zur nächsten Lektion',
  },
  'reward.backToCourse': {
    'it-IT': 'Torna al corso',
    'en-GB': 'Back to the course',
    'de-DE': 'Zurück zum Kurs',
  },
  'practice.title': { 'it-IT': 'Mettiti alla prova', 'en-GB': 'Test yourself', 'de-DE': 'Teste dich selbst' },
  'practice.intro': {
    'it-IT': 'Rispondi per fissare ciò che hai studiato: ogni domanda tornerà nel ripasso quando starai per dimenticarla.',
    'en-GB': 'Answer to fix what you studied: each question comes back in review when you are about to forget it.',
    'de-DE': 'Antworte, um das Gelernte zu festigen: Jede Frage kommt in der Wiederholung zurück, wenn du sie bald vergessen würdest.',
  },
  'practice.previewIntro': {
    'it-IT': 'Anteprima per chi modifica: le domande come le leggeranno i corsisti, bozze comprese. Per rispondere, iscriviti al corso.',
    'en-GB': 'A preview for editors: the questions as learners will read them, drafts included. To answer them, enrol in the course.',
    'de-DE':
      'Vorschau für Bearbeitende: die Fragen, wie Lernende sie lesen werden, Entwürfe eingeschlossen. Um sie zu beantworten, schreib dich in den Kurs ein.',
  },
  'practice.chooseOne': { 'it-IT': 'Scegli una risposta.', 'en-GB': 'Choose one answer.', 'de-DE': 'Wähle eine Antwort.' },
  'practice.chooseMany': {
    'it-IT': 'Scegli tutte le risposte giuste.',
    'en-GB': 'Choose every right answer.',
    'de-DE': 'Wähle alle richtigen Antworten.',
  },
  'practice.yourAnswer': { 'it-IT': 'La tua risposta', 'en-GB': 'Your answer', 'de-DE': 'Deine Antwort' },
  'practice.check': { 'it-IT': 'Verifica', 'en-GB': 'Check', 'de-DE': 'Prüfen' },
  'practice.showBack': { 'it-IT': 'Mostra la risposta', 'en-GB': 'Show the answer', 'de-DE': 'Antwort zeigen' },
  'practice.back': { 'it-IT': 'Risposta:', 'en-GB': 'Answer:', 'de-DE': 'Antwort:' },
  'practice.gradePrompt': {
    'it-IT': 'Quanto bene la ricordavi?',
    'en-GB': 'How well did you remember it?',
    'de-DE': 'Wie gut hast du dich erinnert?',
  },
  'practice.grade.1': { 'it-IT': 'Non la ricordavo', 'en-GB': 'Forgot it', 'de-DE': 'Vergessen' },
  'practice.grade.2': { 'it-IT': 'Difficile', 'en-GB': 'Hard', 'de-DE': 'Schwer' },
  'practice.grade.3': { 'it-IT': 'Bene', 'en-GB': 'Good', 'de-DE': 'Gut' },
  'practice.grade.4': { 'it-IT': 'Facile', 'en-GB': 'Easy', 'de-DE': 'Leicht' },
  'practice.chooseFirst': {
    'it-IT': 'Scegli almeno una risposta prima di verificare.',
    'en-GB': 'Choose an answer before checking.',
    'de-DE': 'Wähle eine Antwort, bevor du prüfst.',
  },
  'practice.typeFirst': {
    'it-IT': 'Scrivi una risposta prima di verificare.',
    'en-GB': 'Type an answer before checking.',
    'de-DE': 'Gib eine Antwort ein, bevor du prüfst.',
  },
  'practice.failed': {
    'it-IT': 'La risposta non è stata registrata. Controlla la connessione e riprova.',
    'en-GB': 'Your answer was not recorded. Check your connection and try again.',
    'de-DE': 'Deine Antwort wurde nicht gespeichert. Prüfe die Verbindung und versuche es erneut.',
  },
  'practice.queued': {
    'it-IT': 'Salvata in questo browser: sarà inviata appena torna la connessione.',
    'en-GB': 'Saved in this browser: it will be sent as soon as you are back online.',
    'de-DE': 'In diesem Browser gespeichert: Sie wird gesendet, sobald die Verbindung zurück ist.',
  },
  'practice.right': { 'it-IT': 'Giusto!', 'en-GB': 'Right!', 'de-DE': 'Richtig!' },
  'practice.wrong': { 'it-IT': 'Non proprio.', 'en-GB': 'Not quite.', 'de-DE': 'Nicht ganz.' },
  'practice.correctAnswer': {
    'it-IT': 'Risposta corretta: [answer].',
    'en-GB': 'Right answer: [answer].',
    'de-DE': 'Richtige Antwort: [answer].',
  },
  'practice.option.right': { 'it-IT': 'giusta', 'en-GB': 'right', 'de-DE': 'richtig' },
  'practice.option.chosenWrong': { 'it-IT': 'la tua scelta', 'en-GB': 'your choice', 'de-DE': 'deine Wahl' },
  'practice.retryTitle': { 'it-IT': 'Ancora una volta', 'en-GB': 'One more time', 'de-DE': 'Noch einmal' },
  'practice.retryIntro': {
    'it-IT':
      '{count, plural, one {La domanda sbagliata torna} other {Le # domande sbagliate tornano}}, con le risposte in un ordine nuovo.',
    'en-GB':
      '{count, plural, one {The question you missed comes back} other {The # questions you missed come back}}, with the answers in a new order.',
    'de-DE':
      '{count, plural, one {Die verpasste Frage kommt zurück} other {Die # verpassten Fragen kommen zurück}}, mit den Antworten in neuer Reihenfolge.',
  },
  'review.summaryTitle': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung' },
  'review.summaryUnavailable': {
    'it-IT': 'Il riepilogo del ripasso non è disponibile ora.',
    'en-GB': 'The review summary is not available right now.',
    'de-DE': 'Die Übersicht der Wiederholung ist gerade nicht verfügbar.',
  },
  'review.retentionLabel': {
    'it-IT': 'Ricordate negli ultimi 30 giorni',
    'en-GB': 'Recalled in the last 30 days',
    'de-DE': 'In den letzten 30 Tagen erinnert',
  },
  'review.state.new': { 'it-IT': 'Carte nuove', 'en-GB': 'New cards', 'de-DE': 'Neue Karten' },
  'review.state.learning': { 'it-IT': 'In apprendimento', 'en-GB': 'Learning', 'de-DE': 'Im Lernen' },
  'review.state.review': { 'it-IT': 'In ripasso', 'en-GB': 'In review', 'de-DE': 'In Wiederholung' },
  'review.state.relearning': { 'it-IT': 'Da riprendere', 'en-GB': 'Relearning', 'de-DE': 'Neu zu lernen' },
  'review.dueLink': {
    'it-IT': '{count, plural, =0 {Apri il ripasso} one {Ripassa # carta di oggi} other {Ripassa le # carte di oggi}}',
    'en-GB': '{count, plural, =0 {Open the review} one {Review today’s # card} other {Review today’s # cards}}',
    'de-DE': '{count, plural, =0 {Zur Wiederholung} one {Die # Karte von heute wiederholen} other {Die # Karten von heute wiederholen}}',
  },
  'review.title': { 'it-IT': 'Il ripasso di oggi', 'en-GB': 'Today’s review', 'de-DE': 'Die heutige Wiederholung' },
  'review.keys': {
    'it-IT': 'Con la tastiera, dentro la carta: 1–4 scelgono una risposta o un voto, Invio verifica.',
    'en-GB': 'With the keyboard, inside the card: 1–4 choose an answer or a grade, Enter checks.',
    'de-DE': 'Mit der Tastatur, innerhalb der Karte: 1–4 wählen eine Antwort oder eine Bewertung, Enter prüft.',
  },
  'review.position': {
    'it-IT': 'Carta [current] di [total]',
    'en-GB': 'Card [current] of [total]',
    'de-DE': 'Karte [current] von [total]',
  },
  'review.from': { 'it-IT': 'Da «[course]», [session]', 'en-GB': 'From “[course]”, [session]', 'de-DE': 'Aus „[course]“, [session]' },
  'review.next': { 'it-IT': 'Carta successiva', 'en-GB': 'Next card', 'de-DE': 'Nächste Karte' },
  'review.finish': { 'it-IT': 'Fine del ripasso', 'en-GB': 'Finish the review', 'de-DE': 'Wiederholung beenden' },
  'review.doneTitle': { 'it-IT': 'Ripasso finito per oggi', 'en-GB': 'Review done for today', 'de-DE': 'Wiederholung für heute erledigt' },
  'review.doneBody': {
    'it-IT': '{count, plural, one {Hai ripassato # carta} other {Hai ripassato # carte}}; ricordate: [recalled].',
    'en-GB': '{count, plural, one {You reviewed # card} other {You reviewed # cards}}; recalled: [recalled].',
    'de-DE': '{count, plural, one {Du hast # Karte wiederholt} other {Du hast # Karten wiederholt}}; erinnert: [recalled].',
  },
  'review.empty': {
    'it-IT': 'Niente da ripassare ora.',
    'en-GB': 'Nothing to review right now.',
    'de-DE': 'Gerade gibt es nichts zu wiederholen.',
  },
  'review.nextDue': {
    'it-IT': 'La prossima carta sarà da ripassare il [date].',
    'en-GB': 'The next card is due on [date].',
    'de-DE': 'Die nächste Karte ist am [date] fällig.',
  },
  'review.noCards': {
    'it-IT': 'Rispondi alle domande delle lezioni: ogni domanda diventa una carta da ripassare.',
    'en-GB': 'Answer the questions in your sessions: each one becomes a card to review.',
    'de-DE': 'Beantworte die Fragen in deinen Lektionen: Jede wird zu einer Karte für die Wiederholung.',
  },
  'review.forecastTitle': {
    'it-IT': 'I prossimi {days, plural, one {# giorno} other {# giorni}}',
    'en-GB': 'The next {days, plural, one {# day} other {# days}}',
    'de-DE': 'Die nächsten {days, plural, one {# Tag} other {# Tage}}',
  },
  'review.forecastSummary': {
    'it-IT': '{count, plural, one {# ripasso previsto} other {# ripassi previsti}}.',
    'en-GB': '{count, plural, one {# review due} other {# reviews due}}.',
    'de-DE': '{count, plural, one {# Wiederholung fällig} other {# Wiederholungen fällig}}.',
  },
  'review.forecastChart': {
    'it-IT': 'Ripassi previsti per giorno',
    'en-GB': 'Reviews due per day',
    'de-DE': 'Fällige Wiederholungen pro Tag',
  },
  'review.retention': {
    'it-IT': 'Negli ultimi 30 giorni hai ricordato il [percent]% delle carte da ripassare.',
    'en-GB': 'In the last 30 days you recalled [percent]% of the cards that were due.',
    'de-DE': 'In den letzten 30 Tagen hast du [percent] % der fälligen Karten erinnert.',
  },
  'review.settingsTitle': { 'it-IT': 'Impostazioni del ripasso', 'en-GB': 'Review settings', 'de-DE': 'Einstellungen der Wiederholung' },
  'review.retentionSetting': {
    'it-IT': 'Quanto vuoi ricordare (80–95%)',
    'en-GB': 'How much you want to remember (80–95%)',
    'de-DE': 'Wie viel du behalten willst (80–95 %)',
  },
  'review.newPerDay': { 'it-IT': 'Carte nuove al giorno', 'en-GB': 'New cards a day', 'de-DE': 'Neue Karten pro Tag' },
  'review.reviewsPerDay': { 'it-IT': 'Ripassi al giorno', 'en-GB': 'Reviews a day', 'de-DE': 'Wiederholungen pro Tag' },
  'review.saveSettings': { 'it-IT': 'Salva le impostazioni', 'en-GB': 'Save the settings', 'de-DE': 'Einstellungen speichern' },
  'review.settingsSaved': { 'it-IT': 'Impostazioni salvate.', 'en-GB': 'Settings saved.', 'de-DE': 'Einstellungen gespeichert.' },
  'review.settingsFailed': {
    'it-IT': 'Le impostazioni non sono state salvate: riprova.',
    'en-GB': 'The settings were not saved: try again.',
    'de-DE': 'Die Einstellungen wurden nicht gespeichert: Versuche es erneut.',
  },
  'game.ledger.title': {
    'it-IT': "Da dove viene l'esperienza",
    'en-GB': 'Where your experience came from',
    'de-DE': 'Woher deine Erfahrung stammt',
  },
  'game.ledger.pendingTitle': {
    'it-IT': 'Lezioni completate in attesa di XP',
    'en-GB': 'Completed sessions waiting for their XP',
    'de-DE': 'Abgeschlossene Lektionen, die noch auf ihre XP warten',
  },
  'game.ledger.pending': {
    'it-IT': 'studiala ancora {minutes, plural, one {# minuto} other {# minuti}} per i suoi XP',
    'en-GB': 'study {minutes, plural, one {# more minute} other {# more minutes}} for its XP',
    'de-DE': 'noch {minutes, plural, one {# Minute} other {# Minuten}} lernen für ihre XP',
  },
  'game.ledger.empty': {
    'it-IT': 'Ancora nessun punto esperienza: ogni minuto di studio in un corso conta.',
    'en-GB': 'No experience yet: every minute of study in a course counts.',
    'de-DE': 'Noch keine Erfahrungspunkte: Jede Lernminute in einem Kurs zählt.',
  },
  'game.ledger.time': { 'it-IT': 'Tempo di studio del [day]', 'en-GB': 'Study time on [day]', 'de-DE': 'Lernzeit am [day]' },
  'game.ledger.session': {
    'it-IT': 'Lezione completata: [subject]',
    'en-GB': 'Session completed: [subject]',
    'de-DE': 'Lektion abgeschlossen: [subject]',
  },
  'game.ledger.module': {
    'it-IT': 'Modulo completato in [subject]',
    'en-GB': 'Module completed in [subject]',
    'de-DE': 'Modul abgeschlossen in [subject]',
  },
  'game.ledger.course': {
    'it-IT': 'Corso completato: [subject]',
    'en-GB': 'Course completed: [subject]',
    'de-DE': 'Kurs abgeschlossen: [subject]',
  },
  'game.ledger.goal': { 'it-IT': 'Obiettivo giornaliero del [day]', 'en-GB': 'Daily goal on [day]', 'de-DE': 'Tagesziel am [day]' },
  'game.ledger.recall': {
    'it-IT': 'Ripasso: {count, plural, one {# carta ricordata} other {# carte ricordate}}',
    'en-GB': 'Review: {count, plural, one {# card recalled} other {# cards recalled}}',
    'de-DE': 'Wiederholung: {count, plural, one {# Karte erinnert} other {# Karten erinnert}}',
  },
  'game.ledger.practice': {
    'it-IT': 'Tutte le domande di [subject]',
    'en-GB': 'Every question of [subject]',
    'de-DE': 'Alle Fragen von [subject]',
  },
  'game.ledger.xp': { 'it-IT': '+[xp] XP', 'en-GB': '+[xp] XP', 'de-DE': '+[xp] XP' },
  'notification.game.risk.title': {
    'it-IT': 'La tua serie è a rischio',
    'en-GB': 'Your streak is at risk',
    'de-DE': 'Deine Serie ist in Gefahr',
  },
  'notification.game.risk.body': {
    'it-IT':
      '{minutes, plural, one {Ti manca # minuto} other {Ti mancano # minuti}} di studio per tenere viva la serie di {streak, plural, one {# giorno} other {# giorni}}.',
    'en-GB': '{minutes, plural, one {One more minute of study keeps} other {# more minutes of study keep}} your [streak]-day streak alive.',
    'de-DE':
      '{minutes, plural, one {Noch # Minute Lernen hält} other {Noch # Minuten Lernen halten}} deine Serie von {streak, plural, one {# Tag} other {# Tagen}} am Leben.',
  },
  'notification.game.review.title': {
    'it-IT': 'È ora di ripassare',
    'en-GB': 'Time to review',
    'de-DE': 'Zeit für die Wiederholung',
  },
  'notification.game.review.body': {
    'it-IT': '{count, plural, one {# carta ti aspetta} other {# carte ti aspettano}}: ripassale prima di dimenticarle.',
    'en-GB': '{count, plural, one {# card is waiting} other {# cards are waiting}}: review them before you forget.',
    'de-DE': '{count, plural, one {# Karte wartet} other {# Karten warten}} auf dich: Wiederhole sie, bevor du sie vergisst.',
  },
  'game.notices.title': { 'it-IT': 'Notifiche di gioco', 'en-GB': 'Game notifications', 'de-DE': 'Spiel-Benachrichtigungen' },
  'game.notices.reminderHour': { 'it-IT': 'Promemoria della serie alle', 'en-GB': 'Streak reminder at', 'de-DE': 'Serien-Erinnerung um' },
  'game.notices.hour': { 'it-IT': '[hour]:00', 'en-GB': '[hour]:00', 'de-DE': '[hour]:00 Uhr' },
  'game.notices.kind.level': { 'it-IT': 'Nuovi livelli', 'en-GB': 'New levels', 'de-DE': 'Neue Stufen' },
  'game.notices.kind.badge': { 'it-IT': 'Nuovi badge', 'en-GB': 'New badges', 'de-DE': 'Neue Abzeichen' },
  'game.notices.kind.freeze': { 'it-IT': 'Congelamenti usati', 'en-GB': 'Freezes used', 'de-DE': 'Genutzte Freezes' },
  'game.notices.kind.repair': { 'it-IT': 'Serie riparate', 'en-GB': 'Streaks repaired', 'de-DE': 'Reparierte Serien' },
  'game.notices.kind.risk': { 'it-IT': 'Serie a rischio', 'en-GB': 'Streak at risk', 'de-DE': 'Serie in Gefahr' },
  'game.notices.kind.review': { 'it-IT': 'Carte da ripassare', 'en-GB': 'Cards due for review', 'de-DE': 'Fällige Karten' },
  'game.notices.kind.messages': { 'it-IT': 'Messaggi del sito', 'en-GB': 'Messages from the site', 'de-DE': 'Nachrichten der Website' },
  'game.notices.inApp': { 'it-IT': 'Nell’app', 'en-GB': 'In the app', 'de-DE': 'In der App' },
  'game.notices.byPush': { 'it-IT': 'Anche con notifiche push', 'en-GB': 'Also by push', 'de-DE': 'Auch per Push' },
  'push.device.title': {
    'it-IT': 'Notifiche su questo dispositivo',
    'en-GB': 'Notifications on this device',
    'de-DE': 'Benachrichtigungen auf diesem Gerät',
  },
  'push.device.explain': {
    'it-IT': 'Promemoria e messaggi arrivano anche a scheda chiusa. Vale solo per questo browser.',
    'en-GB': 'Reminders and messages arrive even with the tab closed. This applies to this browser only.',
    'de-DE': 'Erinnerungen und Nachrichten kommen auch bei geschlossenem Tab an. Das gilt nur für diesen Browser.',
  },
  'push.device.turnOn': {
    'it-IT': 'Attiva su questo dispositivo',
    'en-GB': 'Turn on for this device',
    'de-DE': 'Auf diesem Gerät einschalten',
  },
  'push.device.turnOff': {
    'it-IT': 'Disattiva su questo dispositivo',
    'en-GB': 'Turn off for this device',
    'de-DE': 'Auf diesem Gerät ausschalten',
  },
  'push.device.on': {
    'it-IT': 'Attive su questo dispositivo.',
    'en-GB': 'On for this device.',
    'de-DE': 'Auf diesem Gerät eingeschaltet.',
  },
  'push.device.off': {
    'it-IT': 'Non attive su questo dispositivo.',
    'en-GB': 'Off for this device.',
    'de-DE': 'Auf diesem Gerät ausgeschaltet.',
  },
  'push.device.unsupported': {
    'it-IT': 'Questo browser non può ricevere notifiche push.',
    'en-GB': 'This browser cannot receive push notifications.',
    'de-DE': 'Dieser Browser kann keine Push-Benachrichtigungen empfangen.',
  },
  'push.device.blocked': {
    'it-IT': 'Le notifiche sono bloccate per questo sito: puoi sbloccarle nelle impostazioni del browser.',
    'en-GB': 'Notifications are blocked for this site: you can allow them in the browser’s settings.',
    'de-DE': 'Benachrichtigungen sind für diese Website blockiert: Sie können sie in den Browser-Einstellungen erlauben.',
  },
  'push.device.failed': {
    'it-IT': 'Non è stato possibile cambiare le notifiche push. Riprova.',
    'en-GB': 'The push notifications could not be changed. Please try again.',
    'de-DE': 'Die Push-Benachrichtigungen konnten nicht geändert werden. Bitte versuchen Sie es erneut.',
  },
  'game.notices.saved': { 'it-IT': 'Impostazioni salvate.', 'en-GB': 'Settings saved.', 'de-DE': 'Einstellungen gespeichert.' },
  'game.notices.failed': {
    'it-IT': 'Impostazioni non salvate: restano quelle di prima. Riprova tra poco.',
    'en-GB': 'Settings not saved: the previous ones stay. Please try again shortly.',
    'de-DE': 'Einstellungen nicht gespeichert: die bisherigen bleiben. Bitte versuche es gleich noch einmal.',
  },
  'game.ledger.showAll': { 'it-IT': 'Mostra tutte le [count]', 'en-GB': 'Show all [count]', 'de-DE': 'Alle [count] zeigen' },
  'game.calendar.summary': {
    'it-IT':
      "Su {days, plural, one {# giorno} other {# giorni}}: [studied] con l'obiettivo raggiunto, {frozen, plural, one {# coperto} other {# coperti}} da un congelamento, {repaired, plural, one {# riparato} other {# riparati}}.",
    'en-GB':
      'Over {days, plural, one {# day} other {# days}}: [studied] with the goal met, [frozen] covered by a freeze, [repaired] repaired.',
    'de-DE':
      '{days, plural, one {An # Tag} other {In # Tagen}}: [studied] mit erreichtem Ziel, [frozen] durch einen Freeze abgedeckt, [repaired] repariert.',
  },
  'notification.welcome.title': { 'it-IT': 'Benvenut[gender:o,a,ə], [name]!', 'en-GB': 'Welcome, [name]!', 'de-DE': 'Willkommen, [name]!' },
  'notification.welcome.body': {
    'it-IT': 'Il catalogo ti aspetta: ogni minuto di studio conta nelle tue statistiche.',
    'en-GB': 'The catalogue is waiting: every minute of study counts in your statistics.',
    'de-DE': 'Der Katalog wartet: Jede Lernminute zählt in deiner Statistik.',
  },
  'notification.game.level.title': {
    'it-IT': 'Livello [level] in [category]!',
    'en-GB': 'Level [level] in [category]!',
    'de-DE': 'Stufe [level] in [category]!',
  },
  'notification.game.level.body': {
    'it-IT': 'Sei salit[gender:o,a,ə] al livello [level] in [category]: guarda da dove viene la tua esperienza.',
    'en-GB': 'You reached level [level] in [category]: see where your experience came from.',
    'de-DE': 'Du hast Stufe [level] in [category] erreicht: Sieh dir an, woher deine Erfahrung stammt.',
  },
  'notification.game.badge.title': { 'it-IT': 'Nuovo badge: [badge]', 'en-GB': 'New badge: [badge]', 'de-DE': 'Neues Abzeichen: [badge]' },
  'notification.game.badge.body': {
    'it-IT': 'Hai raggiunto il grado [tier] del badge [badge].',
    'en-GB': 'You reached tier [tier] of the [badge] badge.',
    'de-DE': 'Du hast Rang [tier] des Abzeichens [badge] erreicht.',
  },
  'notification.game.freeze.title': { 'it-IT': 'Serie salvata', 'en-GB': 'Streak saved', 'de-DE': 'Serie gerettet' },
  'notification.game.freeze.body': {
    'it-IT': 'Un congelamento ha coperto il [day]: la tua serie di {streak, plural, one {# giorno} other {# giorni}} continua.',
    'en-GB': 'A freeze covered [day]: your [streak]-day streak goes on.',
    'de-DE': 'Ein Freeze hat den [day] abgedeckt: Deine Serie von {streak, plural, one {# Tag} other {# Tagen}} geht weiter.',
  },
  'notification.game.repair.title': { 'it-IT': 'Serie riparata', 'en-GB': 'Streak repaired', 'de-DE': 'Serie repariert' },
  'notification.game.repair.body': {
    'it-IT': 'Hai studiato il doppio: la tua serie è di nuovo di {streak, plural, one {# giorno} other {# giorni}}.',
    'en-GB': 'You studied twice your goal: your streak is back to {streak, plural, one {# day} other {# days}}.',
    'de-DE': 'Du hast doppelt so viel gelernt: Deine Serie steht wieder bei {streak, plural, one {# Tag} other {# Tagen}}.',
  },
  'notification.game.bundle.title': { 'it-IT': 'Nuovi traguardi!', 'en-GB': 'New milestones!', 'de-DE': 'Neue Meilensteine!' },
  'notification.game.bundle.body': {
    'it-IT': 'Hai ottenuto {count, plural, one {# traguardo} other {# traguardi insieme}}: aprili nei tuoi progressi.',
    'en-GB': 'You reached {count, plural, one {# milestone} other {# milestones at once}}: see them in your progress.',
    'de-DE':
      'Du hast {count, plural, one {# Meilenstein} other {# Meilensteine auf einmal}} erreicht: Sieh sie dir in deinem Fortschritt an.',
  },
  'apiError.validation': {
    'it-IT': 'Alcuni dati inviati non sono validi.',
    'en-GB': 'Some of the data sent is not valid.',
    'de-DE': 'Einige gesendete Daten sind ungültig.',
  },
  'apiError.unauthorized': {
    'it-IT': 'Accedi per continuare.',
    'en-GB': 'Sign in to continue.',
    'de-DE': 'Melde dich an, um fortzufahren.',
  },
  'apiError.forbidden': {
    'it-IT': 'Non hai i permessi per questa operazione.',
    'en-GB': 'You are not allowed to do this.',
    'de-DE': 'Dafür fehlt dir die Berechtigung.',
  },
  'apiError.not-found': {
    'it-IT': 'Il contenuto richiesto non esiste.',
    'en-GB': 'What you asked for does not exist.',
    'de-DE': 'Der gewünschte Inhalt existiert nicht.',
  },
  'apiError.conflict': {
    'it-IT': 'Questa operazione non è più possibile.',
    'en-GB': 'This can no longer be done.',
    'de-DE': 'Das ist nicht mehr möglich.',
  },
  'apiError.payload-too-large': {
    'it-IT': 'I dati inviati sono troppo grandi.',
    'en-GB': 'The data sent is too large.',
    'de-DE': 'Die gesendeten Daten sind zu groß.',
  },
  'apiError.rate-limited': {
    'it-IT': 'Troppe richieste: attendi un momento e riprova.',
    'en-GB': 'Too many requests: wait a moment and try again.',
    'de-DE': 'Zu viele Anfragen: Warte kurz und versuche es erneut.',
  },
  'apiError.unavailable': {
    'it-IT': 'Il servizio non è disponibile in questo momento: riprova tra poco.',
    'en-GB': 'The service is unavailable right now: try again shortly.',
    'de-DE': 'Der Dienst ist gerade nicht verfügbar: Versuche es gleich noch einmal.',
  },
  'apiError.internal': {
    'it-IT': 'Si è verificato un problema dalla nostra parte: riprova più tardi.',
    'en-GB': 'Something went wrong on our side: please try again later.',
    'de-DE': 'Bei uns ist ein Fehler aufgetreten: Bitte versuche es später erneut.',
  },
  'apiError.invalid-credentials': {
    'it-IT': 'Nome utente o password non corretti.',
    'en-GB': 'Wrong username or password.',
    'de-DE': 'Benutzername oder Passwort ist falsch.',
  },
  'apiError.captcha': {
    'it-IT': 'La verifica anti-robot non è riuscita: riprova.',
    'en-GB': 'The robot check failed: please try again.',
    'de-DE': 'Die Roboterprüfung ist fehlgeschlagen: Bitte versuche es erneut.',
  },
  'apiError.unknown-provider': {
    'it-IT': 'Questo servizio di accesso non è configurato.',
    'en-GB': 'This sign-in service is not configured.',
    'de-DE': 'Dieser Anmeldedienst ist nicht eingerichtet.',
  },
  'apiError.invalid-token': {
    'it-IT': 'Il collegamento di accesso non è valido o è scaduto.',
    'en-GB': 'The sign-in link is not valid or has expired.',
    'de-DE': 'Der Anmeldelink ist ungültig oder abgelaufen.',
  },
  'apiError.sign-up-closed': {
    'it-IT': 'Nessun account è ancora collegato a questo accesso.',
    'en-GB': 'No account is linked to this sign-in yet.',
    'de-DE': 'Mit dieser Anmeldung ist noch kein Konto verknüpft.',
  },
  'apiError.email-in-use': {
    'it-IT': 'Un altro account usa già l’email di questo accesso: entra con quell’account.',
    'en-GB': 'Another account already uses the email of this sign-in: sign in with that account instead.',
    'de-DE': 'Ein anderes Konto verwendet bereits die E-Mail dieser Anmeldung: Melde dich mit jenem Konto an.',
  },
  'apiError.course-expired': {
    'it-IT': 'Questo corso è scaduto e non accetta nuove iscrizioni.',
    'en-GB': 'This course has expired and takes no new enrolments.',
    'de-DE': 'Dieser Kurs ist abgelaufen und nimmt keine Anmeldungen mehr an.',
  },
  'apiError.not-enrolled': {
    'it-IT': 'Iscriviti al corso per aprirne i contenuti.',
    'en-GB': 'Enrol in the course to open its content.',
    'de-DE': 'Melde dich zum Kurs an, um seine Inhalte zu öffnen.',
  },
  'apiError.maintenance': {
    'it-IT': 'Il sito è in manutenzione: torna tra poco.',
    'en-GB': 'The site is under maintenance: please come back shortly.',
    'de-DE': 'Die Website wird gewartet: Bitte komm gleich wieder.',
  },
  'apiError.site-not-found': {
    'it-IT': 'Il sito richiesto non esiste.',
    'en-GB': 'The requested site does not exist.',
    'de-DE': 'Die angeforderte Website existiert nicht.',
  },
  'apiError.network': {
    'it-IT': 'Il server non è raggiungibile: controlla la connessione.',
    'en-GB': 'The server could not be reached: check your connection.',
    'de-DE': 'Der Server ist nicht erreichbar: Prüfe deine Verbindung.',
  },
  'apiError.timeout': {
    'it-IT': 'Il server ha impiegato troppo tempo a rispondere.',
    'en-GB': 'The server took too long to answer.',
    'de-DE': 'Der Server hat zu lange für die Antwort gebraucht.',
  },
  'apiError.unreadable': {
    'it-IT': 'La risposta del server non è leggibile.',
    'en-GB': 'The server’s answer could not be read.',
    'de-DE': 'Die Antwort des Servers ist nicht lesbar.',
  },
  'apiError.unknown': {
    'it-IT': 'Si è verificato un errore imprevisto.',
    'en-GB': 'An unexpected error occurred.',
    'de-DE': 'Ein unerwarteter Fehler ist aufgetreten.',
  },
  'error.status.notFound': { 'it-IT': 'Pagina non trovata', 'en-GB': 'Not Found', 'de-DE': 'Nicht gefunden' },
  'error.status.generic': { 'it-IT': 'Si è verificato un errore', 'en-GB': '[statusMessage]', 'de-DE': 'Ein Fehler ist aufgetreten' },
  'error.pageNotFound': {
    'it-IT': 'Pagina non trovata: [path]',
    'en-GB': 'Page not found: [path]',
    'de-DE': 'Seite nicht gefunden: [path]',
  },
  'error.pageValidateFailed': {
    'it-IT': 'Pagina non trovata: [path]',
    'en-GB': 'Page Not Found: [path]',
    'de-DE': 'Seite nicht gefunden: [path]',
  },
  'error.unknownMiddleware': {
    'it-IT': 'Errore di configurazione del percorso: [path]',
    'en-GB': 'Unknown route middleware',
    'de-DE': 'Fehler in der Routenkonfiguration: [path]',
  },
  'error.siteNotFound': {
    'it-IT': 'Sito non trovato: [siteId]',
    'en-GB': 'Site not found: [siteId]',
    'de-DE': 'Website nicht gefunden: [siteId]',
  },
  'error.chunkLoad': {
    'it-IT': 'Non è stato possibile caricare una parte dell’applicazione: ricarica la pagina.',
    'en-GB': 'Part of the application could not be loaded: please reload the page.',
    'de-DE': 'Ein Teil der Anwendung konnte nicht geladen werden: Bitte lade die Seite neu.',
  },
  'error.unexpected': {
    'it-IT': 'Si è verificato un errore imprevisto nell’applicazione.',
    'en-GB': 'An unexpected error occurred in the application.',
    'de-DE': 'In der Anwendung ist ein unerwarteter Fehler aufgetreten.',
  },
  'app.offline': {
    'it-IT': 'Sei offline. Il tempo di studio viene conservato e inviato appena torna la connessione.',
    'en-GB': 'You are offline. Your study time is kept and sent as soon as the connection returns.',
    'de-DE': 'Du bist offline. Deine Lernzeit wird gespeichert und gesendet, sobald die Verbindung zurück ist.',
  },
  'app.offlineVisitor': {
    'it-IT': 'Sei offline: le pagine si aggiorneranno da sole quando torna la connessione.',
    'en-GB': 'You are offline: pages will update by themselves when the connection returns.',
    'de-DE': 'Du bist offline: Die Seiten aktualisieren sich von selbst, sobald die Verbindung zurück ist.',
  },
  'offline.fallback.title': { 'it-IT': 'Sei offline', 'en-GB': 'You are offline', 'de-DE': 'Du bist offline' },
  'offline.fallback.intro': {
    'it-IT': 'La pagina [address] non è disponibile senza connessione: si aprirà da sola appena la connessione torna.',
    'en-GB': 'The page [address] is not available without a connection: it will open by itself as soon as the connection returns.',
    'de-DE': 'Die Seite [address] ist ohne Verbindung nicht verfügbar: Sie öffnet sich von selbst, sobald die Verbindung zurück ist.',
  },
  'offline.fallback.introNoAddress': {
    'it-IT': 'Questa pagina non è disponibile senza connessione.',
    'en-GB': 'This page is not available without a connection.',
    'de-DE': 'Diese Seite ist ohne Verbindung nicht verfügbar.',
  },
  'offline.fallback.kept': {
    'it-IT': 'I tuoi corsi disponibili offline',
    'en-GB': 'Your courses available offline',
    'de-DE': 'Deine offline verfügbaren Kurse',
  },
  'offline.fallback.none': {
    'it-IT': 'Nessun corso è disponibile offline in questo browser: rendine uno disponibile dalla sua pagina quando sei online.',
    'en-GB': 'No course is available offline in this browser: make one available from its page when you are online.',
    'de-DE': 'In diesem Browser ist kein Kurs offline verfügbar: Mach einen auf seiner Seite verfügbar, wenn du online bist.',
  },
  'app.offlineRetrying': {
    'it-IT': 'Sei offline: questa pagina si aggiornerà da sola quando torna la connessione.',
    'en-GB': 'You are offline: this page will refresh by itself when the connection returns.',
    'de-DE': 'Du bist offline: Diese Seite aktualisiert sich von selbst, sobald die Verbindung zurück ist.',
  },
  'apiError.email-unverified': {
    'it-IT': 'Prima conferma il tuo indirizzo: apri il link che ti abbiamo mandato per mail.',
    'en-GB': 'Confirm your address first: open the link we sent you by email.',
    'de-DE': 'Bestätige zuerst deine Adresse: Öffne den Link, den wir dir per E-Mail geschickt haben.',
  },
  'apiError.weak-password': {
    'it-IT': 'È una delle password più usate: scegline un’altra.',
    'en-GB': 'This is one of the most used passwords: choose another.',
    'de-DE': 'Das ist eines der häufigsten Passwörter: Wähle ein anderes.',
  },
  'apiError.wrong-password': {
    'it-IT': 'La password attuale non è giusta.',
    'en-GB': 'The current password is not right.',
    'de-DE': 'Das aktuelle Passwort stimmt nicht.',
  },
  'apiError.token-used': {
    'it-IT': 'Questo link è già stato usato: ogni link vale una volta sola.',
    'en-GB': 'This link was already used: each link works once.',
    'de-DE': 'Dieser Link wurde bereits verwendet: Jeder Link gilt nur einmal.',
  },
  'apiError.token-expired': {
    'it-IT': 'Questo link è scaduto: chiedine uno nuovo.',
    'en-GB': 'This link has expired: ask for a new one.',
    'de-DE': 'Dieser Link ist abgelaufen: Fordere einen neuen an.',
  },
  'mail.greeting': { 'it-IT': 'Ciao [name],', 'en-GB': 'Hello [name],', 'de-DE': 'Hallo [name],' },
  'mail.unsubscribe': {
    'it-IT': 'Non vuoi più ricevere questa mail?',
    'en-GB': 'Don’t want this mail any more?',
    'de-DE': 'Diese E-Mail nicht mehr erhalten?',
  },
  'mail.streakReminder.subject': {
    'it-IT': '{streak, plural, one {La tua serie di # giorno è a rischio} other {La tua serie di # giorni è a rischio}}',
    'en-GB': '{streak, plural, one {Your #-day streak is at risk} other {Your #-day streak is at risk}}',
    'de-DE': '{streak, plural, one {Deine Serie von # Tag ist in Gefahr} other {Deine Serie von # Tagen ist in Gefahr}}',
  },
  'mail.streakReminder.body': {
    'it-IT':
      '{minutes, plural, one {Oggi ti manca ancora # minuto} other {Oggi ti mancano ancora # minuti}} per raggiungere il tuo obiettivo su [site] e {streak, plural, one {mantenere la serie di # giorno.} other {mantenere la serie di # giorni.}}',
    'en-GB':
      '{minutes, plural, one {You still need # minute} other {You still need # minutes}} of study on [site] today to reach your goal and keep your {streak, plural, one {#-day streak.} other {#-day streak.}}',
    'de-DE':
      '{minutes, plural, one {Dir fehlt heute noch # Minute} other {Dir fehlen heute noch # Minuten}} auf [site], um dein Ziel zu erreichen und deine {streak, plural, one {Serie von # Tag zu halten.} other {Serie von # Tagen zu halten.}}',
  },
  'mail.streakReminder.action': { 'it-IT': 'Studia ora', 'en-GB': 'Study now', 'de-DE': 'Jetzt lernen' },
  'mail.reviewReminder.subject': {
    'it-IT': '{count, plural, one {Una carta da ripassare oggi} other {# carte da ripassare oggi}}',
    'en-GB': '{count, plural, one {One card to review today} other {# cards to review today}}',
    'de-DE': '{count, plural, one {Eine Karte heute zu wiederholen} other {# Karten heute zu wiederholen}}',
  },
  'mail.reviewReminder.body': {
    'it-IT': 'Su [site] ti aspettano le carte che hai studiato: ripassarle ora le fissa nella memoria.',
    'en-GB': 'The cards you studied are waiting for you on [site]: reviewing them now makes them stick.',
    'de-DE': 'Auf [site] warten die Karten, die du gelernt hast: Wenn du sie jetzt wiederholst, bleiben sie hängen.',
  },
  'mail.reviewReminder.action': { 'it-IT': 'Ripassa', 'en-GB': 'Review', 'de-DE': 'Wiederholen' },
  'mail.weeklyDigest.subject': {
    'it-IT': 'La tua settimana su [site]: [minutes] min di studio',
    'en-GB': 'Your week on [site]: [minutes] min of study',
    'de-DE': 'Deine Woche auf [site]: [minutes] Min. gelernt',
  },
  'mail.weeklyDigest.body': {
    'it-IT':
      '{minutes, plural, one {La settimana scorsa hai studiato # minuto} other {La settimana scorsa hai studiato # minuti}} (la settimana prima: [before] min).\n\n[courses]\n\n{streak, plural, one {Serie: # giorno.} other {Serie: # giorni.}} Carte da ripassare oggi: [due].\n\n[next]',
    'en-GB':
      '{minutes, plural, one {Last week you studied for # minute} other {Last week you studied for # minutes}} (the week before: [before] min).\n\n[courses]\n\n{streak, plural, one {Streak: # day.} other {Streak: # days.}} Cards to review today: [due].\n\n[next]',
    'de-DE':
      '{minutes, plural, one {Letzte Woche hast du # Minute gelernt} other {Letzte Woche hast du # Minuten gelernt}} (die Woche davor: [before] Min.).\n\n[courses]\n\n{streak, plural, one {Serie: # Tag.} other {Serie: # Tage.}} Heute zu wiederholende Karten: [due].\n\n[next]',
  },
  'mail.weeklyDigest.course': {
    'it-IT': '[course]: [minutes] min (la settimana prima: [before] min)',
    'en-GB': '[course]: [minutes] min (the week before: [before] min)',
    'de-DE': '[course]: [minutes] Min. (die Woche davor: [before] Min.)',
  },
  'mail.weeklyDigest.noCourse': {
    'it-IT': 'Nessun corso studiato la settimana scorsa.',
    'en-GB': 'No course studied last week.',
    'de-DE': 'Letzte Woche kein Kurs gelernt.',
  },
  'mail.weeklyDigest.next': {
    'it-IT': 'Prossima sessione: «[session]» in «[course]».',
    'en-GB': 'Next session: “[session]” in “[course]”.',
    'de-DE': 'Nächste Einheit: „[session]“ in „[course]“.',
  },
  'mail.weeklyDigest.noNext': {
    'it-IT': 'Scegli il prossimo corso dal catalogo.',
    'en-GB': 'Pick your next course from the catalogue.',
    'de-DE': 'Wähle deinen nächsten Kurs im Katalog.',
  },
  'mail.weeklyDigest.action': { 'it-IT': 'Continua a studiare', 'en-GB': 'Keep studying', 'de-DE': 'Weiterlernen' },
  'unsubscribe.title': { 'it-IT': 'Annulla l’iscrizione', 'en-GB': 'Unsubscribe', 'de-DE': 'Abmelden' },
  'unsubscribe.kind.risk': {
    'it-IT': 'il promemoria della serie per mail',
    'en-GB': 'the streak reminder by mail',
    'de-DE': 'die Serien-Erinnerung per E-Mail',
  },
  'unsubscribe.kind.review': {
    'it-IT': 'il promemoria del ripasso per mail',
    'en-GB': 'the review reminder by mail',
    'de-DE': 'die Wiederholungs-Erinnerung per E-Mail',
  },
  'unsubscribe.kind.digest': {
    'it-IT': 'il riepilogo settimanale',
    'en-GB': 'the weekly digest',
    'de-DE': 'die wöchentliche Zusammenfassung',
  },
  'unsubscribe.ask': { 'it-IT': 'Non ricevere più [kind]?', 'en-GB': 'Stop receiving [kind]?', 'de-DE': '[kind] nicht mehr erhalten?' },
  'unsubscribe.confirm': { 'it-IT': 'Sì, non inviarmelo più', 'en-GB': 'Yes, stop sending it', 'de-DE': 'Ja, nicht mehr senden' },
  'unsubscribe.done': {
    'it-IT': 'Fatto: non riceverai più [kind]. Puoi riattivarlo dalle impostazioni della pagina Progressi.',
    'en-GB': 'Done: you will no longer receive [kind]. You can turn it back on in the settings of the Progress page.',
    'de-DE': 'Erledigt: Du erhältst [kind] nicht mehr. Du kannst es in den Einstellungen der Fortschrittsseite wieder einschalten.',
  },
  'unsubscribe.invalid': {
    'it-IT': 'Questo link non è valido: copialo intero dalla mail, oppure cambia le mail dalle impostazioni della pagina Progressi.',
    'en-GB': 'This link is not valid: copy it whole from the mail, or change your mail in the settings of the Progress page.',
    'de-DE':
      'Dieser Link ist ungültig: Kopiere ihn vollständig aus der E-Mail oder ändere deine E-Mails in den Einstellungen der Fortschrittsseite.',
  },
  'unsubscribe.failed': {
    'it-IT': 'Non è stato possibile annullare l’iscrizione. Riprova.',
    'en-GB': 'The unsubscription failed. Please try again.',
    'de-DE': 'Die Abmeldung ist fehlgeschlagen. Bitte versuche es erneut.',
  },
  'game.notices.byMail': { 'it-IT': 'Per mail', 'en-GB': 'By mail', 'de-DE': 'Per E-Mail' },
  'game.notices.kind.digest': {
    'it-IT': 'Riepilogo settimanale (lunedì mattina)',
    'en-GB': 'Weekly digest (Monday morning)',
    'de-DE': 'Wöchentliche Zusammenfassung (Montagmorgen)',
  },
  'mail.linkFallback': {
    'it-IT': 'Se il pulsante non funziona, copia questo indirizzo nel browser:',
    'en-GB': 'If the button does not work, copy this address into your browser:',
    'de-DE': 'Wenn die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  },
  'mail.footer': {
    'it-IT': 'Questa mail è stata inviata da [site]. Non rispondere: questa casella non viene letta.',
    'en-GB': 'This email was sent by [site]. Please do not reply: this mailbox is not read.',
    'de-DE': 'Diese E-Mail wurde von [site] gesendet. Bitte antworte nicht: Dieses Postfach wird nicht gelesen.',
  },
  'mail.verifyEmail.subject': {
    'it-IT': 'Conferma il tuo indirizzo per [site]',
    'en-GB': 'Confirm your address for [site]',
    'de-DE': 'Bestätige deine Adresse für [site]',
  },
  'mail.verifyEmail.body': {
    'it-IT':
      'Benvenut[gender:o,a,ə] su [site]! Per finire l’iscrizione conferma il tuo indirizzo con il pulsante qui sotto.\n\nIl link vale 24 ore e si usa una volta sola. Se non ti sei iscritt[gender:o,a,ə] tu, ignora questa mail: senza conferma l’account non si apre.',
    'en-GB':
      'Welcome to [site]! To finish signing up, confirm your address with the button below.\n\nThe link works for 24 hours, once. If you did not sign up, ignore this email: without confirmation the account does not open.',
    'de-DE':
      'Willkommen bei [site]! Um die Registrierung abzuschließen, bestätige deine Adresse mit der Schaltfläche unten.\n\nDer Link gilt 24 Stunden und nur einmal. Wenn du dich nicht registriert hast, ignoriere diese E-Mail: Ohne Bestätigung öffnet sich das Konto nicht.',
  },
  'mail.verifyEmail.action': { 'it-IT': 'Conferma l’indirizzo', 'en-GB': 'Confirm my address', 'de-DE': 'Adresse bestätigen' },
  'mail.alreadyRegistered.subject': {
    'it-IT': 'Il tuo account su [site]',
    'en-GB': 'Your account on [site]',
    'de-DE': 'Dein Konto bei [site]',
  },
  'mail.alreadyRegistered.body': {
    'it-IT':
      'Qualcuno ha provato a iscriversi a [site] con questo indirizzo, ma hai già un account. Se eri tu, accedi con la tua password; se l’hai dimenticata, scegline una nuova.\n\nSe non eri tu, ignora questa mail: il tuo account non è cambiato.',
    'en-GB':
      'Someone tried to sign up to [site] with this address, but you already have an account. If it was you, sign in with your password; if you have forgotten it, choose a new one.\n\nIf it was not you, ignore this email: your account has not changed.',
    'de-DE':
      'Jemand hat versucht, sich mit dieser Adresse bei [site] zu registrieren, aber du hast bereits ein Konto. Wenn du es warst, melde dich mit deinem Passwort an; wenn du es vergessen hast, wähle ein neues.\n\nWenn du es nicht warst, ignoriere diese E-Mail: Dein Konto hat sich nicht geändert.',
  },
  'mail.alreadyRegistered.action': {
    'it-IT': 'Scegli una nuova password',
    'en-GB': 'Choose a new password',
    'de-DE': 'Neues Passwort wählen',
  },
  'mail.passwordReset.subject': {
    'it-IT': 'Scegli una nuova password per [site]',
    'en-GB': 'Choose a new password for [site]',
    'de-DE': 'Wähle ein neues Passwort für [site]',
  },
  'mail.passwordReset.body': {
    'it-IT':
      'Hai chiesto di scegliere una nuova password per il tuo account. Usa il pulsante qui sotto.\n\nIl link vale 30 minuti e si usa una volta sola. Se non l’hai chiesto tu, ignora questa mail: la tua password resta quella di prima.',
    'en-GB':
      'You asked to choose a new password for your account. Use the button below.\n\nThe link works for 30 minutes, once. If you did not ask for it, ignore this email: your password stays as it was.',
    'de-DE':
      'Du hast darum gebeten, ein neues Passwort für dein Konto zu wählen. Nutze die Schaltfläche unten.\n\nDer Link gilt 30 Minuten und nur einmal. Wenn du nicht darum gebeten hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es war.',
  },
  'mail.passwordReset.action': { 'it-IT': 'Scegli una nuova password', 'en-GB': 'Choose a new password', 'de-DE': 'Neues Passwort wählen' },
  'mail.signInLink.subject': {
    'it-IT': 'Il tuo link per accedere a [site]',
    'en-GB': 'Your link to sign in to [site]',
    'de-DE': 'Dein Link zum Anmelden bei [site]',
  },
  'mail.signInLink.body': {
    'it-IT':
      'Qualcuno sta provando molte password per il tuo account, da altri luoghi: per questo non ti chiediamo la password. Se stavi accedendo tu, usa il pulsante qui sotto.\n\nIl link vale 15 minuti e si usa una volta sola. Se non eri tu, ignora questa mail: nessuno entra senza il link o la tua password.',
    'en-GB':
      'Someone is trying many passwords on your account from elsewhere, so we are not asking for yours. If you were signing in, use the button below.\n\nThe link works for 15 minutes, once. If it was not you, ignore this email: no one gets in without the link or your password.',
    'de-DE':
      'Jemand probiert von anderswo viele Passwörter für dein Konto aus, deshalb fragen wir nicht nach deinem. Wenn du dich gerade anmelden wolltest, nutze die Schaltfläche unten.\n\nDer Link gilt 15 Minuten und nur einmal. Wenn du es nicht warst, ignoriere diese E-Mail: Ohne den Link oder dein Passwort kommt niemand hinein.',
  },
  'mail.signInLink.action': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden' },
  'mail.passwordChanged.subject': {
    'it-IT': 'La tua password su [site] è cambiata',
    'en-GB': 'Your password on [site] has changed',
    'de-DE': 'Dein Passwort bei [site] wurde geändert',
  },
  'mail.passwordChanged.body': {
    'it-IT':
      'La password del tuo account è appena cambiata e gli altri dispositivi sono stati disconnessi.\n\nSe non sei stat[gender:o,a,ə] tu, scegli subito una nuova password con il pulsante qui sotto.',
    'en-GB':
      'The password of your account has just changed and your other devices were signed out.\n\nIf it was not you, choose a new password at once with the button below.',
    'de-DE':
      'Das Passwort deines Kontos wurde gerade geändert und deine anderen Geräte wurden abgemeldet.\n\nWenn du es nicht warst, wähle sofort ein neues Passwort mit der Schaltfläche unten.',
  },
  'mail.passwordChanged.action': {
    'it-IT': 'Scegli una nuova password',
    'en-GB': 'Choose a new password',
    'de-DE': 'Neues Passwort wählen',
  },
  'mail.changeEmail.subject': {
    'it-IT': 'Conferma il tuo nuovo indirizzo per [site]',
    'en-GB': 'Confirm your new address for [site]',
    'de-DE': 'Bestätige deine neue Adresse für [site]',
  },
  'mail.changeEmail.body': {
    'it-IT':
      'Hai chiesto di usare questo indirizzo per il tuo account su [site]. Confermalo con il pulsante qui sotto: fino ad allora resta quello di prima.\n\nIl link vale 24 ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questa mail.',
    'en-GB':
      'You asked to use this address for your account on [site]. Confirm it with the button below: until then your account keeps its old address.\n\nThe link works for 24 hours, once. If you did not ask for it, ignore this email.',
    'de-DE':
      'Du hast darum gebeten, diese Adresse für dein Konto bei [site] zu verwenden. Bestätige sie mit der Schaltfläche unten: Bis dahin behält dein Konto die alte Adresse.\n\nDer Link gilt 24 Stunden und nur einmal. Wenn du nicht darum gebeten hast, ignoriere diese E-Mail.',
  },
  'mail.changeEmail.action': {
    'it-IT': 'Conferma il nuovo indirizzo',
    'en-GB': 'Confirm my new address',
    'de-DE': 'Neue Adresse bestätigen',
  },
  'mail.emailChanged.subject': {
    'it-IT': 'L’indirizzo del tuo account su [site] è cambiato',
    'en-GB': 'The address of your account on [site] has changed',
    'de-DE': 'Die Adresse deines Kontos bei [site] wurde geändert',
  },
  'mail.emailChanged.body': {
    'it-IT':
      'Da ora il tuo account su [site] usa l’indirizzo [email] e le mail arriveranno lì.\n\nSe non sei stat[gender:o,a,ə] tu, scrivi subito agli amministratori del sito.',
    'en-GB':
      'From now on your account on [site] uses the address [email], and mail will go there.\n\nIf it was not you, write to the site’s administrators at once.',
    'de-DE':
      'Ab jetzt verwendet dein Konto bei [site] die Adresse [email], und E-Mails gehen dorthin.\n\nWenn du es nicht warst, schreibe sofort den Administratoren der Website.',
  },
  'login.signUpLink': {
    'it-IT': 'Non hai un account? Iscriviti',
    'en-GB': 'No account yet? Sign up',
    'de-DE': 'Noch kein Konto? Registrieren',
  },
  'login.forgotLink': { 'it-IT': 'Password dimenticata?', 'en-GB': 'Forgotten your password?', 'de-DE': 'Passwort vergessen?' },
  'login.resend': { 'it-IT': 'Manda di nuovo il link', 'en-GB': 'Send the link again', 'de-DE': 'Link erneut senden' },
  'login.resent': {
    'it-IT': 'Se l’account aspetta una conferma, ti abbiamo mandato un nuovo link: controlla la posta.',
    'en-GB': 'If the account is waiting for confirmation, we have sent you a new link: check your mail.',
    'de-DE': 'Wenn das Konto auf eine Bestätigung wartet, haben wir dir einen neuen Link geschickt: Sieh in dein Postfach.',
  },
  'page.signUp.title': { 'it-IT': 'Iscriviti', 'en-GB': 'Sign up', 'de-DE': 'Registrieren' },
  'signUp.intro': {
    'it-IT': 'Crea il tuo account: ti mandiamo una mail per confermare l’indirizzo.',
    'en-GB': 'Create your account: we will send you an email to confirm your address.',
    'de-DE': 'Erstelle dein Konto: Wir schicken dir eine E-Mail, um deine Adresse zu bestätigen.',
  },
  'signUp.name': { 'it-IT': 'Nome', 'en-GB': 'First name', 'de-DE': 'Vorname' },
  'signUp.email': { 'it-IT': 'Email', 'en-GB': 'Email', 'de-DE': 'E-Mail' },
  'signUp.password': { 'it-IT': 'Password', 'en-GB': 'Password', 'de-DE': 'Passwort' },
  'signUp.submit': { 'it-IT': 'Crea l’account', 'en-GB': 'Create my account', 'de-DE': 'Konto erstellen' },
  'signUp.done': {
    'it-IT': 'Controlla la posta: se [email] può iscriversi, ti abbiamo mandato un link per confermare l’indirizzo. Vale 24 ore.',
    'en-GB': 'Check your mail: if [email] can sign up, we have sent a link to confirm the address. It works for 24 hours.',
    'de-DE':
      'Sieh in dein Postfach: Wenn sich [email] registrieren kann, haben wir einen Link zur Bestätigung geschickt. Er gilt 24 Stunden.',
  },
  'signUp.closed': {
    'it-IT': 'Su questo sito non ci si può iscrivere da soli: chiedi un invito agli amministratori.',
    'en-GB': 'This site does not take sign-ups: ask its administrators for an invitation.',
    'de-DE': 'Auf dieser Website kann man sich nicht selbst registrieren: Bitte die Administratoren um eine Einladung.',
  },
  'signUp.haveAccount': {
    'it-IT': 'Hai già un account? Accedi',
    'en-GB': 'Already have an account? Sign in',
    'de-DE': 'Schon ein Konto? Anmelden',
  },
  'password.hint': {
    'it-IT': 'Almeno 8 caratteri, senza regole: una frase lunga e facile da ricordare va benissimo.',
    'en-GB': 'At least 8 characters, no other rules: a long sentence that is easy to remember is ideal.',
    'de-DE': 'Mindestens 8 Zeichen, sonst keine Regeln: Ein langer, leicht zu merkender Satz ist ideal.',
  },
  'password.strength': { 'it-IT': 'Robustezza della password', 'en-GB': 'Password strength', 'de-DE': 'Passwortstärke' },
  'password.strength.0': { 'it-IT': 'molto debole', 'en-GB': 'very weak', 'de-DE': 'sehr schwach' },
  'password.strength.1': { 'it-IT': 'debole', 'en-GB': 'weak', 'de-DE': 'schwach' },
  'password.strength.2': { 'it-IT': 'discreta', 'en-GB': 'fair', 'de-DE': 'mittel' },
  'password.strength.3': { 'it-IT': 'buona', 'en-GB': 'good', 'de-DE': 'gut' },
  'password.strength.4': { 'it-IT': 'ottima', 'en-GB': 'strong', 'de-DE': 'stark' },
  'password.show': { 'it-IT': 'Mostra la password', 'en-GB': 'Show password', 'de-DE': 'Passwort anzeigen' },
  'validation.email': {
    'it-IT': 'Scrivi un indirizzo email valido, come nome@esempio.it.',
    'en-GB': 'Write a valid email address, such as name@example.org.',
    'de-DE': 'Gib eine gültige E-Mail-Adresse an, etwa name@beispiel.de.',
  },
  'validation.passwordShort': {
    'it-IT': 'La password deve avere almeno {min, plural, one {# carattere} other {# caratteri}}.',
    'en-GB': 'The password needs at least {min, plural, one {# character} other {# characters}}.',
    'de-DE': 'Das Passwort braucht mindestens {min, plural, one {# Zeichen} other {# Zeichen}}.',
  },
  'page.verifyEmail.title': { 'it-IT': 'Conferma l’indirizzo', 'en-GB': 'Confirm your address', 'de-DE': 'Adresse bestätigen' },
  'verifyEmail.intro': {
    'it-IT': 'Conferma l’indirizzo del tuo account con il pulsante qui sotto.',
    'en-GB': 'Confirm the address of your account with the button below.',
    'de-DE': 'Bestätige die Adresse deines Kontos mit der Schaltfläche unten.',
  },
  'verifyEmail.done': {
    'it-IT': 'Fatto: l’indirizzo [email] è confermato.',
    'en-GB': 'Done: the address [email] is confirmed.',
    'de-DE': 'Erledigt: Die Adresse [email] ist bestätigt.',
  },
  'verifyEmail.noToken': {
    'it-IT': 'Apri questa pagina dal link della mail che ti abbiamo mandato.',
    'en-GB': 'Open this page from the link in the email we sent you.',
    'de-DE': 'Öffne diese Seite über den Link in der E-Mail, die wir dir geschickt haben.',
  },
  'account.signIn': { 'it-IT': 'Accedi', 'en-GB': 'Sign in', 'de-DE': 'Anmelden' },
  'account.sending': { 'it-IT': 'Invio…', 'en-GB': 'Sending…', 'de-DE': 'Wird gesendet…' },
  'account.error': {
    'it-IT': 'Non è stato possibile: [message]',
    'en-GB': 'That did not work: [message]',
    'de-DE': 'Das hat nicht geklappt: [message]',
  },
  'page.forgotPassword.title': { 'it-IT': 'Password dimenticata', 'en-GB': 'Forgotten password', 'de-DE': 'Passwort vergessen' },
  'forgotPassword.intro': {
    'it-IT': 'Scrivi l’indirizzo del tuo account: ti mandiamo un link per scegliere una nuova password.',
    'en-GB': 'Write your account’s address: we will send you a link to choose a new password.',
    'de-DE': 'Gib die Adresse deines Kontos an: Wir schicken dir einen Link, um ein neues Passwort zu wählen.',
  },
  'forgotPassword.submit': { 'it-IT': 'Mandami il link', 'en-GB': 'Send me the link', 'de-DE': 'Link senden' },
  'forgotPassword.done': {
    'it-IT': 'Se [email] appartiene a un account, a breve riceverai un link. Vale 30 minuti.',
    'en-GB': 'If [email] belongs to an account, a link is on its way. It works for 30 minutes.',
    'de-DE': 'Wenn [email] zu einem Konto gehört, ist ein Link unterwegs. Er gilt 30 Minuten.',
  },
  'page.resetPassword.title': { 'it-IT': 'Nuova password', 'en-GB': 'New password', 'de-DE': 'Neues Passwort' },
  'resetPassword.intro': {
    'it-IT': 'Scegli la nuova password. Tutti i dispositivi collegati al tuo account verranno disconnessi.',
    'en-GB': 'Choose your new password. Every device signed in to your account will be signed out.',
    'de-DE': 'Wähle dein neues Passwort. Alle mit deinem Konto angemeldeten Geräte werden abgemeldet.',
  },
  'resetPassword.password': { 'it-IT': 'Nuova password', 'en-GB': 'New password', 'de-DE': 'Neues Passwort' },
  'resetPassword.submit': { 'it-IT': 'Salva la nuova password', 'en-GB': 'Save the new password', 'de-DE': 'Neues Passwort speichern' },
  'acceptInvite.done': {
    'it-IT': 'Il tuo account è pronto: accedi con la password che hai scelto.',
    'en-GB': 'Your account is ready: sign in with the password you chose.',
    'de-DE': 'Dein Konto ist bereit: Melde dich mit dem gewählten Passwort an.',
  },
  'resetPassword.done': {
    'it-IT': 'La password è cambiata: ora puoi accedere.',
    'en-GB': 'Your password has changed: you can sign in now.',
    'de-DE': 'Dein Passwort wurde geändert: Du kannst dich jetzt anmelden.',
  },
  'resetPassword.askAgain': { 'it-IT': 'Chiedi un nuovo link', 'en-GB': 'Ask for a new link', 'de-DE': 'Neuen Link anfordern' },
  'account.password.title': { 'it-IT': 'Password', 'en-GB': 'Password', 'de-DE': 'Passwort' },
  'account.password.current': { 'it-IT': 'Password attuale', 'en-GB': 'Current password', 'de-DE': 'Aktuelles Passwort' },
  'account.password.new': { 'it-IT': 'Nuova password', 'en-GB': 'New password', 'de-DE': 'Neues Passwort' },
  'account.password.submit': { 'it-IT': 'Cambia la password', 'en-GB': 'Change password', 'de-DE': 'Passwort ändern' },
  'account.password.done': {
    'it-IT': 'Password cambiata: gli altri dispositivi sono stati disconnessi.',
    'en-GB': 'Password changed: your other devices were signed out.',
    'de-DE': 'Passwort geändert: Deine anderen Geräte wurden abgemeldet.',
  },
  'account.email.title': { 'it-IT': 'Indirizzo email', 'en-GB': 'Email address', 'de-DE': 'E-Mail-Adresse' },
  'account.email.current': {
    'it-IT': 'Indirizzo attuale: [email]',
    'en-GB': 'Current address: [email]',
    'de-DE': 'Aktuelle Adresse: [email]',
  },
  'account.email.none': {
    'it-IT': 'Il tuo account non ha ancora un indirizzo email.',
    'en-GB': 'Your account has no email address yet.',
    'de-DE': 'Dein Konto hat noch keine E-Mail-Adresse.',
  },
  'account.email.new': { 'it-IT': 'Nuovo indirizzo', 'en-GB': 'New address', 'de-DE': 'Neue Adresse' },
  'account.email.submit': { 'it-IT': 'Cambia l’indirizzo', 'en-GB': 'Change address', 'de-DE': 'Adresse ändern' },
  'account.email.done': {
    'it-IT': 'Ti abbiamo mandato un link a [email]: l’indirizzo cambia quando lo apri.',
    'en-GB': 'We have sent a link to [email]: the address changes when you open it.',
    'de-DE': 'Wir haben einen Link an [email] geschickt: Die Adresse ändert sich, wenn du ihn öffnest.',
  },
  'account.devices.title': { 'it-IT': 'Dispositivi collegati', 'en-GB': 'Signed-in devices', 'de-DE': 'Angemeldete Geräte' },
  'account.devices.device': { 'it-IT': '[browser] su [os]', 'en-GB': '[browser] on [os]', 'de-DE': '[browser] auf [os]' },
  'account.devices.unknown': { 'it-IT': 'Dispositivo sconosciuto', 'en-GB': 'Unknown device', 'de-DE': 'Unbekanntes Gerät' },
  'account.devices.current': { 'it-IT': 'Questo dispositivo', 'en-GB': 'This device', 'de-DE': 'Dieses Gerät' },
  'account.devices.zone': { 'it-IT': 'Fuso orario: [zone]', 'en-GB': 'Time zone: [zone]', 'de-DE': 'Zeitzone: [zone]' },
  'account.devices.lastSeen': { 'it-IT': 'Ultima attività: [when]', 'en-GB': 'Last active: [when]', 'de-DE': 'Zuletzt aktiv: [when]' },
  'account.devices.signOut': { 'it-IT': 'Disconnetti', 'en-GB': 'Sign out', 'de-DE': 'Abmelden' },
  'account.devices.signOutOne': {
    'it-IT': 'Disconnetti [device] ([when])',
    'en-GB': 'Sign out [device] ([when])',
    'de-DE': '[device] abmelden ([when])',
  },
  'account.devices.signOutOthers': {
    'it-IT': 'Disconnetti tutti gli altri',
    'en-GB': 'Sign out all others',
    'de-DE': 'Alle anderen abmelden',
  },
  'account.devices.signedOut': { 'it-IT': 'Dispositivo disconnesso.', 'en-GB': 'Device signed out.', 'de-DE': 'Gerät abgemeldet.' },
  'account.devices.othersSignedOut': {
    'it-IT': 'Gli altri dispositivi sono stati disconnessi.',
    'en-GB': 'Your other devices were signed out.',
    'de-DE': 'Deine anderen Geräte wurden abgemeldet.',
  },
  'account.devices.loadError': {
    'it-IT': 'Non è stato possibile caricare i dispositivi: [message]',
    'en-GB': 'We could not load your devices: [message]',
    'de-DE': 'Die Geräte konnten nicht geladen werden: [message]',
  },
  'export.readme.title': { 'it-IT': 'I tuoi dati su [site]', 'en-GB': 'Your data on [site]', 'de-DE': 'Deine Daten bei [site]' },
  'export.readme.intro': {
    'it-IT':
      'Questo archivio contiene tutti i dati che [site] conserva sul tuo account, al [date]. Ogni file è in formato JSON (leggibile da qualsiasi programma); gli orari sono in UTC, i giorni nel tuo fuso orario. Le dichiarazioni xAPI si scaricano a parte dalla pagina dei progressi.',
    'en-GB':
      'This archive holds all the data [site] keeps about your account, as of [date]. Each file is JSON (any program can read it); times are in UTC, days in your time zone. Your xAPI statements are a separate download on the progress page.',
    'de-DE':
      'Dieses Archiv enthält alle Daten, die [site] über dein Konto speichert, Stand [date]. Jede Datei ist JSON (jedes Programm kann sie lesen); Zeiten sind in UTC, Tage in deiner Zeitzone. Deine xAPI-Anweisungen lädst du separat auf der Fortschrittsseite herunter.',
  },
  'export.file.profile': {
    'it-IT': 'il tuo account: nome, indirizzo, lingua, fuso orario, ruolo, quando è stato creato.',
    'en-GB': 'your account: name, address, language, time zone, role, when it was made.',
    'de-DE': 'dein Konto: Name, Adresse, Sprache, Zeitzone, Rolle, Erstellungsdatum.',
  },
  'export.file.enrolments': {
    'it-IT': 'i corsi a cui ti sei iscritt[gender:o,a,ə], con inizio, fine e ultima sessione aperta.',
    'en-GB': 'the courses you enrolled in, with start, end and the last session opened.',
    'de-DE': 'die Kurse, in die du dich eingeschrieben hast, mit Beginn, Ende und zuletzt geöffneter Einheit.',
  },
  'export.file.completions': {
    'it-IT': 'le sessioni completate, con la data.',
    'en-GB': 'the sessions you completed, with their date.',
    'de-DE': 'die abgeschlossenen Einheiten mit Datum.',
  },
  'export.file.studyTime': {
    'it-IT': 'il tempo di studio attivo: per sessione, e per giorno, ora, dispositivo e materia (in millisecondi).',
    'en-GB': 'your active study time: per session, and per day, hour, device and subject (in milliseconds).',
    'de-DE': 'deine aktive Lernzeit: pro Einheit sowie pro Tag, Stunde, Gerät und Fach (in Millisekunden).',
  },
  'export.file.pageViews': {
    'it-IT': 'ogni pagina vista, con il tempo segnalato dal browser e quello accreditato.',
    'en-GB': 'every page you viewed, with the time your browser reported and the time credited.',
    'de-DE': 'jede aufgerufene Seite mit der vom Browser gemeldeten und der angerechneten Zeit.',
  },
  'export.file.events': {
    'it-IT': 'le azioni registrate sulle pagine (video, download, …).',
    'en-GB': 'the actions recorded on pages (video, downloads, …).',
    'de-DE': 'die auf Seiten erfassten Aktionen (Video, Downloads, …).',
  },
  'export.file.xpLedger': {
    'it-IT': 'ogni punto esperienza guadagnato, con la regola che l’ha dato.',
    'en-GB': 'every experience point you earned, with the rule that gave it.',
    'de-DE': 'jeder verdiente Erfahrungspunkt mit der Regel, die ihn vergab.',
  },
  'export.file.game': {
    'it-IT': 'livelli per categoria, badge, serie, obiettivo giornaliero e promemoria.',
    'en-GB': 'levels per category, badges, streak, daily goal and reminders.',
    'de-DE': 'Stufen pro Kategorie, Abzeichen, Serie, Tagesziel und Erinnerungen.',
  },
  'export.file.credentials': {
    'it-IT': 'una credenziale Open Badges firmata per ogni livello di badge ottenuto (cartella credentials).',
    'en-GB': 'a signed Open Badges credential for each badge tier you reached (folder credentials).',
    'de-DE': 'ein signierter Open-Badges-Nachweis für jede erreichte Abzeichenstufe (Ordner credentials).',
  },
  'export.file.practice': {
    'it-IT': 'le risposte alle domande e le schede del ripasso, con le impostazioni.',
    'en-GB': 'your answers to questions and your review cards, with their settings.',
    'de-DE': 'deine Antworten auf Fragen und deine Wiederholungskarten mit ihren Einstellungen.',
  },
  'export.file.notifications': {
    'it-IT': 'le notifiche ricevute, come le hai lette.',
    'en-GB': 'the notifications you received, as you read them.',
    'de-DE': 'die erhaltenen Benachrichtigungen, wie du sie gelesen hast.',
  },
  'export.file.devices': {
    'it-IT': 'i dispositivi con cui hai effettuato l’accesso, anche quelli disconnessi.',
    'en-GB': 'the devices you signed in with, including those signed out.',
    'de-DE': 'die Geräte, mit denen du dich angemeldet hast, auch abgemeldete.',
  },
  'export.file.pushSubscriptions': {
    'it-IT': 'i browser a cui inviamo le tue notifiche push: l’indirizzo del loro servizio push, il browser, da quando.',
    'en-GB': 'the browsers we send your push notifications to: their push service address, the browser, since when.',
    'de-DE': 'die Browser, an die wir deine Push-Benachrichtigungen senden: die Adresse ihres Push-Dienstes, der Browser, seit wann.',
  },
  'export.file.settings': {
    'it-IT': 'le tue impostazioni: lingua, fuso orario, notifiche disattivate, obiettivo.',
    'en-GB': 'your settings: language, time zone, muted notifications, goal.',
    'de-DE': 'deine Einstellungen: Sprache, Zeitzone, stummgeschaltete Benachrichtigungen, Ziel.',
  },
  'account.export.title': { 'it-IT': 'Scarica i tuoi dati', 'en-GB': 'Download your data', 'de-DE': 'Deine Daten herunterladen' },
  'account.export.intro': {
    'it-IT': 'Un archivio ZIP con tutto ciò che conserviamo sul tuo account, un file per tipo di dato e un LEGGIMI che li spiega.',
    'en-GB': 'A ZIP archive of everything we keep about your account, one file per kind of data and a README explaining them.',
    'de-DE':
      'Ein ZIP-Archiv mit allem, was wir über dein Konto speichern, eine Datei pro Datenart und eine LIESMICH-Datei, die sie erklärt.',
  },
  'account.export.download': {
    'it-IT': 'Scarica i miei dati (ZIP)',
    'en-GB': 'Download my data (ZIP)',
    'de-DE': 'Meine Daten herunterladen (ZIP)',
  },
  'apiError.last-administrator': {
    'it-IT': 'Sei l’unic[gender:o,a,ə] amministrat[gender:ore,rice,ore] del sito: prima dai a qualcun altro questo ruolo.',
    'en-GB': 'You are the site’s only administrator: give someone else that role first.',
    'de-DE': 'Du bist die einzige Administratorin bzw. der einzige Administrator der Website: Gib diese Rolle zuerst jemand anderem.',
  },
  'apiError.account-disabled': {
    'it-IT': 'Questo account è stato disattivato dagli amministratori del sito.',
    'en-GB': 'This account has been disabled by the site’s administrators.',
    'de-DE': 'Dieses Konto wurde von den Administratoren der Website deaktiviert.',
  },
  'apiError.sign-in-by-link': {
    'it-IT':
      'Da altri luoghi si stanno tentando molte password per questo account. Se è tuo, ti abbiamo mandato per mail un link per accedere.',
    'en-GB': 'Many passwords are being tried on this account from elsewhere. If it is yours, we have emailed you a link to sign in.',
    'de-DE':
      'Für dieses Konto werden von anderswo viele Passwörter ausprobiert. Wenn es deines ist, haben wir dir einen Link zum Anmelden gemailt.',
  },
  'account.delete.title': { 'it-IT': 'Elimina l’account', 'en-GB': 'Delete your account', 'de-DE': 'Konto löschen' },
  'account.delete.goes': {
    'it-IT':
      'Cosa viene cancellato subito: nome, cognome, indirizzo email, password e accessi collegati, notifiche, pagine viste, risposte e schede del ripasso, impostazioni, dispositivi. Tutti i dispositivi vengono disconnessi.',
    'en-GB':
      'What is erased at once: your name, email address, password and linked sign-ins, notifications, pages viewed, answers and review cards, settings and devices. Every device is signed out.',
    'de-DE':
      'Was sofort gelöscht wird: Name, E-Mail-Adresse, Passwort und verknüpfte Anmeldungen, Benachrichtigungen, aufgerufene Seiten, Antworten und Wiederholungskarten, Einstellungen und Geräte. Alle Geräte werden abgemeldet.',
  },
  'account.delete.stays': {
    'it-IT':
      'Cosa resta, in forma anonima: il tempo di studio per giorno e ora, i punti esperienza per giorno e categoria, iscrizioni e completamenti, livelli e badge, perché le statistiche del sito non cambino. Nessuno potrà più collegarli a te. I badge Open Badges che hai già scaricato restano verificabili.',
    'en-GB':
      'What stays, anonymous: study time per day and hour, experience points per day and category, enrolments and completions, levels and badges, so the site’s statistics do not change. Nobody can link them to you any more. Open Badges you already downloaded stay verifiable.',
    'de-DE':
      'Was anonym bleibt: Lernzeit pro Tag und Stunde, Erfahrungspunkte pro Tag und Kategorie, Einschreibungen und Abschlüsse, Stufen und Abzeichen, damit sich die Statistik der Website nicht ändert. Niemand kann sie mehr mit dir verbinden. Bereits heruntergeladene Open Badges bleiben überprüfbar.',
  },
  'account.delete.before': {
    'it-IT': 'Se vuoi tenerne una copia, scarica prima i tuoi dati. L’eliminazione non si può annullare.',
    'en-GB': 'If you want a copy, download your data first. Deletion cannot be undone.',
    'de-DE': 'Wenn du eine Kopie möchtest, lade zuerst deine Daten herunter. Das Löschen kann nicht rückgängig gemacht werden.',
  },
  'account.delete.password': { 'it-IT': 'Password, per confermare', 'en-GB': 'Password, to confirm', 'de-DE': 'Passwort zur Bestätigung' },
  'account.delete.submit': {
    'it-IT': 'Elimina definitivamente il mio account',
    'en-GB': 'Delete my account for good',
    'de-DE': 'Mein Konto endgültig löschen',
  },
  'account.delete.federated': {
    'it-IT': 'Il tuo account usa l’accesso con un altro servizio: per eliminarlo scrivi agli amministratori del sito.',
    'en-GB': 'Your account signs in through another service: to delete it, write to the site’s administrators.',
    'de-DE': 'Dein Konto meldet sich über einen anderen Dienst an: Um es zu löschen, schreibe den Administratoren der Website.',
  },
  'account.deleted.title': { 'it-IT': 'Account eliminato', 'en-GB': 'Account deleted', 'de-DE': 'Konto gelöscht' },
  'account.deleted.body': {
    'it-IT': 'Il tuo account è stato eliminato e tutti i dispositivi sono stati disconnessi. Grazie per aver studiato con noi.',
    'en-GB': 'Your account has been deleted and every device signed out. Thank you for studying with us.',
    'de-DE': 'Dein Konto wurde gelöscht und alle Geräte wurden abgemeldet. Danke, dass du mit uns gelernt hast.',
  },
  'mail.invite.subject': {
    'it-IT': 'Sei invitat[gender:o,a,ə] su [site]',
    'en-GB': 'You are invited to [site]',
    'de-DE': 'Du bist zu [site] eingeladen',
  },
  'mail.invite.body': {
    'it-IT':
      'Gli amministratori di [site] ti hanno creato un account con questo indirizzo. Per entrare scegli la tua password con il pulsante qui sotto.\n\nIl link vale 7 giorni e si usa una volta sola. Se non ti aspettavi questo invito, ignora questa mail.',
    'en-GB':
      'The administrators of [site] made you an account with this address. To come in, choose your password with the button below.\n\nThe link works for 7 days, once. If you did not expect this invitation, ignore this email.',
    'de-DE':
      'Die Administratoren von [site] haben dir mit dieser Adresse ein Konto angelegt. Um hineinzukommen, wähle dein Passwort mit der Schaltfläche unten.\n\nDer Link gilt 7 Tage und nur einmal. Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail.',
  },
  'mail.invite.action': { 'it-IT': 'Scegli la tua password', 'en-GB': 'Choose your password', 'de-DE': 'Passwort wählen' },
  'page.acceptInvite.title': { 'it-IT': 'Benvenut[gender:o,a,ə]!', 'en-GB': 'Welcome!', 'de-DE': 'Willkommen!' },
  'acceptInvite.intro': {
    'it-IT': 'Sei stat[gender:o,a,ə] invitat[gender:o,a,ə]: scegli la tua password per entrare. Poi accedi con il tuo indirizzo email.',
    'en-GB': 'You have been invited: choose your password to come in. Then sign in with your email address.',
    'de-DE': 'Du wurdest eingeladen: Wähle dein Passwort, um hineinzukommen. Melde dich dann mit deiner E-Mail-Adresse an.',
  },
  'page.adminAccounts.title': { 'it-IT': 'Account', 'en-GB': 'Accounts', 'de-DE': 'Konten' },
  'adminAccounts.signUp.title': { 'it-IT': 'Chi può iscriversi', 'en-GB': 'Who may sign up', 'de-DE': 'Wer sich registrieren darf' },
  'adminAccounts.signUp.open': { 'it-IT': 'Chiunque', 'en-GB': 'Anyone', 'de-DE': 'Alle' },
  'adminAccounts.signUp.invitation': { 'it-IT': 'Solo su invito', 'en-GB': 'By invitation only', 'de-DE': 'Nur mit Einladung' },
  'adminAccounts.signUp.closed': { 'it-IT': 'Nessuno', 'en-GB': 'Nobody', 'de-DE': 'Niemand' },
  'adminAccounts.signUp.save': { 'it-IT': 'Salva', 'en-GB': 'Save', 'de-DE': 'Speichern' },
  'adminAccounts.signUp.saved': { 'it-IT': 'Salvato.', 'en-GB': 'Saved.', 'de-DE': 'Gespeichert.' },
  'adminAccounts.invite.title': { 'it-IT': 'Invita', 'en-GB': 'Invite', 'de-DE': 'Einladen' },
  'adminAccounts.invite.intro': {
    'it-IT':
      'Una persona, oppure un CSV di fino a 1.000 righe: email,nome,lingua (la riga d’intestazione è facoltativa; senza lingua, quella del sito).',
    'en-GB': 'One person, or a CSV of up to 1,000 rows: email,name,locale (the header row is optional; without a locale, the site’s).',
    'de-DE':
      'Eine Person oder eine CSV mit bis zu 1.000 Zeilen: email,name,locale (die Kopfzeile ist optional; ohne Sprache die der Website).',
  },
  'adminAccounts.invite.email': { 'it-IT': 'Email', 'en-GB': 'Email', 'de-DE': 'E-Mail' },
  'adminAccounts.invite.name': { 'it-IT': 'Nome', 'en-GB': 'Name', 'de-DE': 'Name' },
  'adminAccounts.invite.locale': { 'it-IT': 'Lingua', 'en-GB': 'Language', 'de-DE': 'Sprache' },
  'adminAccounts.invite.one': { 'it-IT': 'Invita', 'en-GB': 'Invite', 'de-DE': 'Einladen' },
  'adminAccounts.invite.csv': { 'it-IT': 'CSV', 'en-GB': 'CSV', 'de-DE': 'CSV' },
  'adminAccounts.invite.file': {
    'it-IT': '…oppure scegli un file CSV',
    'en-GB': '…or choose a CSV file',
    'de-DE': '…oder wähle eine CSV-Datei',
  },
  'adminAccounts.invite.many': { 'it-IT': 'Invita dal CSV', 'en-GB': 'Invite from the CSV', 'de-DE': 'Aus der CSV einladen' },
  'adminAccounts.invite.done': {
    'it-IT': '{count, plural, one {# invito mandato} other {# inviti mandati}}.',
    'en-GB': '{count, plural, one {# invitation sent} other {# invitations sent}}.',
    'de-DE': '{count, plural, one {# Einladung gesendet} other {# Einladungen gesendet}}.',
  },
  'adminAccounts.invite.problem': {
    'it-IT': 'Riga [line] ([email]): [message]',
    'en-GB': 'Line [line] ([email]): [message]',
    'de-DE': 'Zeile [line] ([email]): [message]',
  },
  'adminAccounts.invite.reason.notEmail': {
    'it-IT': 'non è un indirizzo email',
    'en-GB': 'is not an email address',
    'de-DE': 'ist keine E-Mail-Adresse',
  },
  'adminAccounts.invite.reason.badName': {
    'it-IT': 'il nome manca o non è valido',
    'en-GB': 'the name is missing or not valid',
    'de-DE': 'der Name fehlt oder ist ungültig',
  },
  'adminAccounts.invite.reason.unknownLocale': {
    'it-IT': 'la lingua «[locale]» non è tra quelle del sito ([locales])',
    'en-GB': 'the language “[locale]” is not one of this site’s ([locales])',
    'de-DE': 'die Sprache „[locale]“ gehört nicht zu dieser Website ([locales])',
  },
  'adminAccounts.invite.reason.listedTwice': {
    'it-IT': 'compare due volte nell’elenco',
    'en-GB': 'is in the list twice',
    'de-DE': 'steht zweimal in der Liste',
  },
  'adminAccounts.invite.reason.hasAccount': {
    'it-IT': 'ha già un account',
    'en-GB': 'already has an account',
    'de-DE': 'hat bereits ein Konto',
  },
  'adminAccounts.list.title': { 'it-IT': 'Tutti gli account', 'en-GB': 'All accounts', 'de-DE': 'Alle Konten' },
  'adminAccounts.list.search': {
    'it-IT': 'Cerca per nome o indirizzo',
    'en-GB': 'Search by name or address',
    'de-DE': 'Nach Name oder Adresse suchen',
  },
  'adminAccounts.list.status': { 'it-IT': 'Stato', 'en-GB': 'Status', 'de-DE': 'Status' },
  'adminAccounts.status.all': { 'it-IT': 'Tutti', 'en-GB': 'All', 'de-DE': 'Alle' },
  'adminAccounts.status.verified': { 'it-IT': 'Verificati', 'en-GB': 'Verified', 'de-DE': 'Bestätigt' },
  'adminAccounts.status.unverified': { 'it-IT': 'Da verificare', 'en-GB': 'Not verified', 'de-DE': 'Nicht bestätigt' },
  'adminAccounts.status.disabled': { 'it-IT': 'Disattivati', 'en-GB': 'Disabled', 'de-DE': 'Deaktiviert' },
  'adminAccounts.list.total': {
    'it-IT': '{count, plural, one {# account} other {# account}}',
    'en-GB': '{count, plural, one {# account} other {# accounts}}',
    'de-DE': '{count, plural, one {# Konto} other {# Konten}}',
  },
  'adminAccounts.column.person': { 'it-IT': 'Persona', 'en-GB': 'Person', 'de-DE': 'Person' },
  'adminAccounts.column.state': { 'it-IT': 'Stato', 'en-GB': 'State', 'de-DE': 'Status' },
  'adminAccounts.column.lastSeen': { 'it-IT': 'Ultima attività', 'en-GB': 'Last seen', 'de-DE': 'Zuletzt gesehen' },
  'adminAccounts.column.actions': { 'it-IT': 'Azioni', 'en-GB': 'Actions', 'de-DE': 'Aktionen' },
  'adminAccounts.never': { 'it-IT': 'mai', 'en-GB': 'never', 'de-DE': 'nie' },
  'adminAccounts.disable': { 'it-IT': 'Disattiva', 'en-GB': 'Disable', 'de-DE': 'Deaktivieren' },
  'adminAccounts.enable': { 'it-IT': 'Riattiva', 'en-GB': 'Enable', 'de-DE': 'Aktivieren' },
  'adminAccounts.delete': { 'it-IT': 'Elimina', 'en-GB': 'Delete', 'de-DE': 'Löschen' },
  'adminAccounts.actionLabel': { 'it-IT': '[action]: [person]', 'en-GB': '[action]: [person]', 'de-DE': '[action]: [person]' },
  'adminAccounts.confirmDelete': {
    'it-IT': 'Eliminare l’account di [person]? I dati personali vengono cancellati subito e non si possono recuperare.',
    'en-GB': 'Delete the account of [person]? Personal data is erased at once and cannot be recovered.',
    'de-DE': 'Das Konto von [person] löschen? Persönliche Daten werden sofort gelöscht und können nicht wiederhergestellt werden.',
  },
  'adminAccounts.deleted': { 'it-IT': 'Account eliminato.', 'en-GB': 'Account deleted.', 'de-DE': 'Konto gelöscht.' },
  'adminAccounts.disabled': {
    'it-IT': 'Account disattivato: le sue sessioni sono terminate.',
    'en-GB': 'Account disabled: its sessions have ended.',
    'de-DE': 'Konto deaktiviert: Seine Sitzungen wurden beendet.',
  },
  'adminAccounts.enabled': { 'it-IT': 'Account riattivato.', 'en-GB': 'Account enabled.', 'de-DE': 'Konto aktiviert.' },
  'adminAccounts.more': { 'it-IT': 'Mostra altri', 'en-GB': 'Show more', 'de-DE': 'Mehr anzeigen' },
  'nav.adminAccounts': { 'it-IT': 'Account', 'en-GB': 'Accounts', 'de-DE': 'Konten' },
  'audit.action.account.invite': { 'it-IT': 'Invito', 'en-GB': 'Invitation', 'de-DE': 'Einladung' },
  'audit.action.account.disable': { 'it-IT': 'Account disattivato', 'en-GB': 'Account disabled', 'de-DE': 'Konto deaktiviert' },
  'audit.action.account.enable': { 'it-IT': 'Account riattivato', 'en-GB': 'Account enabled', 'de-DE': 'Konto aktiviert' },
  'audit.action.account.delete': { 'it-IT': 'Account eliminato', 'en-GB': 'Account deleted', 'de-DE': 'Konto gelöscht' },
  'audit.action.site.signUp': { 'it-IT': 'Iscrizioni', 'en-GB': 'Sign-up', 'de-DE': 'Registrierung' },
  'audit.entity.user': { 'it-IT': 'Account', 'en-GB': 'Account', 'de-DE': 'Konto' },
  'adminAccounts.state.verified': { 'it-IT': 'Verificato', 'en-GB': 'Verified', 'de-DE': 'Bestätigt' },
  'adminAccounts.state.unverified': { 'it-IT': 'Da verificare', 'en-GB': 'Not verified', 'de-DE': 'Nicht bestätigt' },
  'adminAccounts.state.disabled': { 'it-IT': 'Disattivato', 'en-GB': 'Disabled', 'de-DE': 'Deaktiviert' },
  'adminAccounts.list.go': { 'it-IT': 'Cerca', 'en-GB': 'Search', 'de-DE': 'Suchen' },
  'course.effort.learners': {
    'it-IT': 'Di solito circa [duration] di studio (tempo attivo di chi l’ha completato)',
    'en-GB': 'Usually about [duration] of study (the active time of those who completed it)',
    'de-DE': 'Meist etwa [duration] Lernzeit (die aktive Zeit derer, die ihn abgeschlossen haben)',
  },
  'course.effort.content': {
    'it-IT': 'Circa [duration] di studio (stima dalla durata dei contenuti)',
    'en-GB': 'About [duration] of study (estimated from the content’s length)',
    'de-DE': 'Etwa [duration] Lernzeit (geschätzt aus der Länge der Inhalte)',
  },
  'course.effort.left': {
    'it-IT': 'Circa [duration] rimasti, al tuo ritmo',
    'en-GB': 'About [duration] left at your pace',
    'de-DE': 'Noch etwa [duration] in deinem Tempo',
  },
};

/** Every text the web shows, in every seeded locale. */
export const boilerplateTexts = Object.fromEntries(
  Object.entries(europeanTexts).map(([key, translations]) => [key, { ...translations, 'ar-EG': arabicTexts[key as TextKey] }]),
) as Record<TextKey, Record<SeedLocale, string>>;
