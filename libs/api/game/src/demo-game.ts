import { levelThreshold, type BadgeMeasure } from '@tiles/contracts-game';
import type { Translations } from '@tiles/api-platform/db/columns';
import { DEFAULT_XP_RULES } from './rules.js';

/** A number in the Arabic-Indic digits Intl writes for ar-EG. */
const arabicDigits = (value: number) => new Intl.NumberFormat('ar-EG').format(value);

/** Levels 1 to 12 of the design's table (0, 60, 138, 239, ... 3384 XP), named in the seeded locales. */
export const demoLevels = Array.from({ length: 12 }, (_, index) => {
  const level = index + 1;
  return {
    level,
    experience: levelThreshold(level),
    names: {
      'it-IT': `Livello ${level}`,
      'en-GB': `Level ${level}`,
      'de-DE': `Stufe ${level}`,
      'ar-EG': `المستوى ${arabicDigits(level)}`,
    } satisfies Translations,
  };
});

type DemoBadge = {
  id: string;
  measure: BadgeMeasure;
  tiers: number[];
  names: Translations;
  descriptions: Translations;
  image: string;
  hidden?: boolean;
};

/** The design's badges: a measure, its tiers, what it is for. */
export const demoBadges: DemoBadge[] = [
  {
    id: 'streak',
    measure: 'streak',
    tiers: [3, 7, 14, 30, 60, 100, 365],
    names: { 'it-IT': 'Costanza', 'en-GB': 'Consistency', 'de-DE': 'Beständigkeit', 'ar-EG': 'المثابرة' },
    descriptions: {
      'it-IT': 'Giorni di studio di fila (la serie più lunga).',
      'en-GB': 'Study days in a row (your longest run).',
      'de-DE': 'Lerntage in Folge (deine längste Serie).',
      'ar-EG': 'أيام دراسة متتالية (أطول سلسلة لك).',
    },
    image: '/badges/streak.svg',
  },
  {
    id: 'study-hours',
    measure: 'study-hours',
    tiers: [1, 5, 10, 25, 50, 100],
    names: { 'it-IT': 'Ore di studio', 'en-GB': 'Study hours', 'de-DE': 'Lernstunden', 'ar-EG': 'ساعات الدراسة' },
    descriptions: {
      'it-IT': 'Ore di studio attivo.',
      'en-GB': 'Hours of active study.',
      'de-DE': 'Stunden aktiven Lernens.',
      'ar-EG': 'ساعات الدراسة النشطة.',
    },
    image: '/badges/study-hours.svg',
  },
  {
    id: 'sessions',
    measure: 'sessions',
    tiers: [1, 10, 25, 50, 100],
    names: { 'it-IT': 'Lezioni', 'en-GB': 'Sessions', 'de-DE': 'Lektionen', 'ar-EG': 'الجلسات' },
    descriptions: {
      'it-IT': 'Lezioni diverse completate.',
      'en-GB': 'Different sessions completed.',
      'de-DE': 'Verschiedene abgeschlossene Lektionen.',
      'ar-EG': 'جلسات مختلفة مكتملة.',
    },
    image: '/badges/sessions.svg',
  },
  {
    id: 'courses',
    measure: 'courses',
    tiers: [1, 3, 5, 10],
    names: { 'it-IT': 'Corsi', 'en-GB': 'Courses', 'de-DE': 'Kurse', 'ar-EG': 'الدورات' },
    descriptions: {
      'it-IT': 'Corsi completati.',
      'en-GB': 'Courses completed.',
      'de-DE': 'Abgeschlossene Kurse.',
      'ar-EG': 'دورات مكتملة.',
    },
    image: '/badges/courses.svg',
  },
  {
    id: 'deep-focus',
    measure: 'deep-focus',
    tiers: [1, 5, 20, 50],
    names: { 'it-IT': 'Concentrazione', 'en-GB': 'Deep focus', 'de-DE': 'Tiefe Konzentration', 'ar-EG': 'تركيز عميق' },
    descriptions: {
      'it-IT': 'Lezioni con almeno 25 minuti di studio attivo.',
      'en-GB': 'Sessions with at least 25 minutes of active study.',
      'de-DE': 'Lektionen mit mindestens 25 Minuten aktiven Lernens.',
      'ar-EG': 'جلسات فيها ٢٥ دقيقة على الأقل من الدراسة النشطة.',
    },
    image: '/badges/ninja.svg',
    hidden: true,
  },
  {
    id: 'perfect-week',
    measure: 'perfect-week',
    tiers: [1, 4, 12, 52],
    names: { 'it-IT': 'Settimana perfetta', 'en-GB': 'Perfect week', 'de-DE': 'Perfekte Woche', 'ar-EG': 'أسبوع مثالي' },
    descriptions: {
      'it-IT': "Settimane con l'obiettivo raggiunto ogni giorno.",
      'en-GB': 'Weeks with the daily goal met every day.',
      'de-DE': 'Wochen, in denen das Tagesziel jeden Tag erreicht wurde.',
      'ar-EG': 'أسابيع تحقق فيها الهدف اليومي كل يوم.',
    },
    image: '/badges/perfect-week.svg',
  },
  {
    id: 'explorer',
    measure: 'explorer',
    tiers: [2, 3, 5],
    names: { 'it-IT': 'Esplorazione', 'en-GB': 'Explorer', 'de-DE': 'Entdeckung', 'ar-EG': 'المستكشف' },
    descriptions: {
      'it-IT': 'Categorie con almeno una lezione completata.',
      'en-GB': 'Categories with a completed session.',
      'de-DE': 'Kategorien mit einer abgeschlossenen Lektion.',
      'ar-EG': 'فئات فيها جلسة مكتملة.',
    },
    image: '/badges/explorer.svg',
  },
  {
    id: 'category-master',
    measure: 'category-master',
    tiers: [5, 10, 12],
    names: { 'it-IT': 'Maestria', 'en-GB': 'Mastery', 'de-DE': 'Meisterschaft', 'ar-EG': 'الإتقان' },
    descriptions: {
      'it-IT': 'Il livello più alto raggiunto in una categoria.',
      'en-GB': 'The highest level reached in a category.',
      'de-DE': 'Die höchste in einer Kategorie erreichte Stufe.',
      'ar-EG': 'أعلى مستوى بُلغ في فئة.',
    },
    image: '/badges/category-master.svg',
  },
  {
    id: 'memory',
    measure: 'memory',
    tiers: [10, 50, 200, 500, 1000],
    names: { 'it-IT': 'Memoria', 'en-GB': 'Memory', 'de-DE': 'Gedächtnis', 'ar-EG': 'الذاكرة' },
    descriptions: {
      'it-IT': 'Carte ricordate nel giorno in cui erano da ripassare.',
      'en-GB': 'Cards recalled on the day they were due.',
      'de-DE': 'Karten, die am Tag ihrer Fälligkeit erinnert wurden.',
      'ar-EG': 'بطاقات استُذكرت في يوم استحقاقها.',
    },
    image: '/badges/memory.svg',
  },
];

export const demoRules = { version: 1, rules: DEFAULT_XP_RULES };
