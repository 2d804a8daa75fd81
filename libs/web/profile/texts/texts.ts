import { defineTexts } from '@tiles/contracts';

/**
 * The interface texts of the profile lib's screens, each in it-IT, en-GB, de-DE and ar-EG.
 * The api seeds them; editors change them in the CMS.
 */
export const profileTexts = defineTexts({
  'home.learner.title': {
    'it-IT': 'Bentornat[gender:o,a,ə], [name]',
    'en-GB': 'Welcome back, [name]',
    'de-DE': 'Willkommen zurück, [name]',
    'ar-EG': 'مرحبًا بعودتك يا [name]',
  },
  'home.learner.continue': {
    'it-IT': 'Riprendi da dove eri rimast[gender:o,a,ə]',
    'en-GB': 'Continue where you left off',
    'de-DE': 'Weiter, wo du aufgehört hast',
    'ar-EG': 'تابع من حيث توقفت',
  },
  'home.learner.position': {
    'it-IT': 'Modulo [module] · Sessione [session]: [title]',
    'en-GB': 'Module [module] · Session [session]: [title]',
    'de-DE': 'Modul [module] · Einheit [session]: [title]',
    'ar-EG': 'الوحدة [module] · الجلسة [session]: [title]',
  },
  'home.learner.progress': {
    'it-IT': 'Sessioni completate: [done] di [total]',
    'en-GB': 'Sessions completed: [done] of [total]',
    'de-DE': 'Abgeschlossene Einheiten: [done] von [total]',
    'ar-EG': 'الجلسات المكتملة: [done] من [total]',
  },
  'home.learner.resume': { 'it-IT': 'Riprendi', 'en-GB': 'Continue', 'de-DE': 'Weiter', 'ar-EG': 'تابع' },
  'home.learner.nothingToContinue': {
    'it-IT': 'Non hai corsi in corso: scegline uno dal catalogo.',
    'en-GB': 'You have no course in progress: pick one from the catalogue.',
    'de-DE': 'Du hast keinen laufenden Kurs: Wähle einen im Katalog.',
    'ar-EG': 'ليست لديك دورة قيد التقدم: اختر واحدة من الدليل.',
  },
  'home.learner.welcomeTitle': {
    'it-IT': 'Benvenut[gender:o,a,ə], [name]',
    'en-GB': 'Welcome, [name]',
    'de-DE': 'Willkommen, [name]',
    'ar-EG': 'مرحبًا بك يا [name]',
  },
  'home.learner.today': { 'it-IT': 'Obiettivo di oggi', 'en-GB': 'Today’s goal', 'de-DE': 'Heutiges Ziel', 'ar-EG': 'هدف اليوم' },
  'home.learner.ring': {
    'it-IT': '{goal, plural, one {[minutes] di # minuto di studio oggi} other {[minutes] di # minuti di studio oggi}}',
    'en-GB': '{goal, plural, one {[minutes] of # minute of study today} other {[minutes] of # minutes of study today}}',
    'de-DE': '{goal, plural, one {[minutes] von # Minute heute gelernt} other {[minutes] von # Minuten heute gelernt}}',
    'ar-EG':
      '{goal, plural, zero {[minutes] من # دقيقة دراسة اليوم} one {[minutes] من دقيقة واحدة من الدراسة اليوم} two {[minutes] من دقيقتين من الدراسة اليوم} few {[minutes] من # دقائق دراسة اليوم} many {[minutes] من # دقيقة دراسة اليوم} other {[minutes] من # دقيقة دراسة اليوم}}',
  },
  'home.learner.state.met': {
    'it-IT': '{streak, plural, one {Obiettivo raggiunto: serie di # giorno.} other {Obiettivo raggiunto: serie di # giorni.}}',
    'en-GB': '{streak, plural, one {Goal met: a #-day streak.} other {Goal met: a #-day streak.}}',
    'de-DE': '{streak, plural, one {Ziel erreicht: Serie von # Tag.} other {Ziel erreicht: Serie von # Tagen.}}',
    'ar-EG':
      '{streak, plural, zero {تحقق الهدف: سلسلة من # يوم.} one {تحقق الهدف: سلسلة من يوم واحد.} two {تحقق الهدف: سلسلة من يومين.} few {تحقق الهدف: سلسلة من # أيام.} many {تحقق الهدف: سلسلة من # يومًا.} other {تحقق الهدف: سلسلة من # يوم.}}',
  },
  'home.learner.state.at-risk': {
    'it-IT':
      '{streak, plural, one {La tua serie di # giorno è a rischio:} other {La tua serie di # giorni è a rischio:}} {minutes, plural, one {manca # minuto.} other {mancano # minuti.}}',
    'en-GB':
      '{streak, plural, one {Your #-day streak is at risk:} other {Your #-day streak is at risk:}} {minutes, plural, one {# minute to go.} other {# minutes to go.}}',
    'de-DE':
      '{streak, plural, one {Deine Serie von # Tag ist in Gefahr:} other {Deine Serie von # Tagen ist in Gefahr:}} {minutes, plural, one {noch # Minute.} other {noch # Minuten.}}',
    'ar-EG':
      '{streak, plural, zero {سلسلتك البالغة # يوم في خطر:} one {سلسلتك البالغة يومًا واحدًا في خطر:} two {سلسلتك البالغة يومين في خطر:} few {سلسلتك البالغة # أيام في خطر:} many {سلسلتك البالغة # يومًا في خطر:} other {سلسلتك البالغة # يوم في خطر:}} {minutes, plural, zero {بقيت # دقيقة.} one {بقيت دقيقة واحدة.} two {بقيت دقيقتان.} few {بقيت # دقائق.} many {بقيت # دقيقة.} other {بقيت # دقيقة.}}',
  },
  'home.learner.state.frozen': {
    'it-IT':
      '{streak, plural, one {Ieri un congelamento ha salvato la tua serie di # giorno: studia oggi per continuarla.} other {Ieri un congelamento ha salvato la tua serie di # giorni: studia oggi per continuarla.}}',
    'en-GB':
      '{streak, plural, one {A freeze saved your #-day streak yesterday: study today to keep it going.} other {A freeze saved your #-day streak yesterday: study today to keep it going.}}',
    'de-DE':
      '{streak, plural, one {Gestern hat ein Freeze deine Serie von # Tag gerettet: Lerne heute, um sie fortzusetzen.} other {Gestern hat ein Freeze deine Serie von # Tagen gerettet: Lerne heute, um sie fortzusetzen.}}',
    'ar-EG':
      '{streak, plural, zero {أنقذ التجميد أمس سلسلتك البالغة # يوم: ادرس اليوم لتستمر.} one {أنقذ التجميد أمس سلسلتك البالغة يومًا واحدًا: ادرس اليوم لتستمر.} two {أنقذ التجميد أمس سلسلتك البالغة يومين: ادرس اليوم لتستمر.} few {أنقذ التجميد أمس سلسلتك البالغة # أيام: ادرس اليوم لتستمر.} many {أنقذ التجميد أمس سلسلتك البالغة # يومًا: ادرس اليوم لتستمر.} other {أنقذ التجميد أمس سلسلتك البالغة # يوم: ادرس اليوم لتستمر.}}',
  },
  'home.learner.state.none': {
    'it-IT': '{goal, plural, one {Inizia una serie oggi: studia # minuto.} other {Inizia una serie oggi: studia # minuti.}}',
    'en-GB': '{goal, plural, one {Start a streak today: study for # minute.} other {Start a streak today: study for # minutes.}}',
    'de-DE': '{goal, plural, one {Starte heute eine Serie: Lerne # Minute.} other {Starte heute eine Serie: Lerne # Minuten.}}',
    'ar-EG':
      '{goal, plural, zero {ابدأ سلسلة اليوم: ادرس # دقيقة.} one {ابدأ سلسلة اليوم: ادرس دقيقة واحدة.} two {ابدأ سلسلة اليوم: ادرس دقيقتين.} few {ابدأ سلسلة اليوم: ادرس # دقائق.} many {ابدأ سلسلة اليوم: ادرس # دقيقة.} other {ابدأ سلسلة اليوم: ادرس # دقيقة.}}',
  },
  'home.learner.review': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung', 'ar-EG': 'المراجعة' },
  'home.learner.next': { 'it-IT': 'Prossima sessione', 'en-GB': 'Next session', 'de-DE': 'Nächste Einheit', 'ar-EG': 'الجلسة التالية' },
  'home.learner.start': { 'it-IT': 'Inizia', 'en-GB': 'Start', 'de-DE': 'Beginnen', 'ar-EG': 'ابدأ' },
  'home.learner.unavailable': {
    'it-IT': 'Non è stato possibile caricare la tua home.',
    'en-GB': 'Your home could not be loaded.',
    'de-DE': 'Deine Startseite konnte nicht geladen werden.',
    'ar-EG': 'تعذّر تحميل صفحتك الرئيسية.',
  },
  'home.learner.retry': { 'it-IT': 'Riprova', 'en-GB': 'Try again', 'de-DE': 'Erneut versuchen', 'ar-EG': 'حاول مرة أخرى' },
  'home.learner.loading': {
    'it-IT': 'Caricamento della tua home…',
    'en-GB': 'Loading your home…',
    'de-DE': 'Deine Startseite wird geladen …',
    'ar-EG': 'جارٍ تحميل صفحتك الرئيسية…',
  },
  'page.profile.title': { 'it-IT': 'Il mio profilo', 'en-GB': 'My profile', 'de-DE': 'Mein Profil', 'ar-EG': 'ملفي الشخصي' },
  'page.profile.tabs': {
    'it-IT': 'Sezioni del profilo',
    'en-GB': 'Profile sections',
    'de-DE': 'Profilbereiche',
    'ar-EG': 'أقسام الملف الشخصي',
  },
  'page.profile.userSettings': { 'it-IT': 'Impostazioni', 'en-GB': 'Settings', 'de-DE': 'Einstellungen', 'ar-EG': 'الإعدادات' },
  'settings.elsewhere': {
    'it-IT': 'Lingua, fuso orario, nome e account:',
    'en-GB': 'Language, time zone, name and account:',
    'de-DE': 'Sprache, Zeitzone, Name und Konto:',
    'ar-EG': 'اللغة والمنطقة الزمنية والاسم والحساب:',
  },
  'page.profile.userOffline': { 'it-IT': 'Offline', 'en-GB': 'Offline', 'de-DE': 'Offline', 'ar-EG': 'دون اتصال' },
  'page.profile.userReview': { 'it-IT': 'Ripasso', 'en-GB': 'Review', 'de-DE': 'Wiederholung', 'ar-EG': 'المراجعة' },
});

type ProfileTexts = typeof profileTexts;
declare module '@tiles/contracts' {
  // These keys join the keys of every program that imports this table.
  interface TextRegistry extends ProfileTexts {}
}
