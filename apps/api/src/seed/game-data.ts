import { levelThreshold, type BadgeMeasure } from '@tiles/contracts';
import type { Translations } from '../db/schema.js';
import { DEFAULT_XP_RULES } from '../modules/game/rules.js';

/** Levels 1 to 12 of the design's table (0, 60, 138, 239, ... 3384 XP), named in the three locales. */
export const demoLevels = Array.from({ length: 12 }, (_, index) => {
  const level = index + 1;
  return {
    level,
    experience: levelThreshold(level),
    names: { 'it-IT': `Livello ${level}`, 'en-GB': `Level ${level}`, 'de-DE': `Stufe ${level}` } satisfies Translations,
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
    names: { 'it-IT': 'Costanza', 'en-GB': 'Consistency', 'de-DE': 'Beständigkeit' },
    descriptions: {
      'it-IT': 'Giorni di studio di fila (la serie più lunga).',
      'en-GB': 'Study days in a row (your longest run).',
      'de-DE': 'Lerntage in Folge (deine längste Serie).',
    },
    image: '/badges/streak.svg',
  },
  {
    id: 'study-hours',
    measure: 'study-hours',
    tiers: [1, 5, 10, 25, 50, 100],
    names: { 'it-IT': 'Ore di studio', 'en-GB': 'Study hours', 'de-DE': 'Lernstunden' },
    descriptions: { 'it-IT': 'Ore di studio attivo.', 'en-GB': 'Hours of active study.', 'de-DE': 'Stunden aktiven Lernens.' },
    image: '/badges/study-hours.svg',
  },
  {
    id: 'sessions',
    measure: 'sessions',
    tiers: [1, 10, 25, 50, 100],
    names: { 'it-IT': 'Lezioni', 'en-GB': 'Sessions', 'de-DE': 'Lektionen' },
    descriptions: {
      'it-IT': 'Lezioni diverse completate.',
      'en-GB': 'Different sessions completed.',
      'de-DE': 'Verschiedene abgeschlossene Lektionen.',
    },
    image: '/badges/sessions.svg',
  },
  {
    id: 'courses',
    measure: 'courses',
    tiers: [1, 3, 5, 10],
    names: { 'it-IT': 'Corsi', 'en-GB': 'Courses', 'de-DE': 'Kurse' },
    descriptions: { 'it-IT': 'Corsi completati.', 'en-GB': 'Courses completed.', 'de-DE': 'Abgeschlossene Kurse.' },
    image: '/badges/courses.svg',
  },
  {
    id: 'deep-focus',
    measure: 'deep-focus',
    tiers: [1, 5, 20, 50],
    names: { 'it-IT': 'Concentrazione', 'en-GB': 'Deep focus', 'de-DE': 'Tiefe Konzentration' },
    descriptions: {
      'it-IT': 'Lezioni con almeno 25 minuti di studio attivo.',
      'en-GB': 'Sessions with at least 25 minutes of active study.',
      'de-DE': 'Lektionen mit mindestens 25 Minuten aktiven Lernens.',
    },
    image: '/badges/ninja.svg',
    hidden: true,
  },
  {
    id: 'perfect-week',
    measure: 'perfect-week',
    tiers: [1, 4, 12, 52],
    names: { 'it-IT': 'Settimana perfetta', 'en-GB': 'Perfect week', 'de-DE': 'Perfekte Woche' },
    descriptions: {
      'it-IT': "Settimane con l'obiettivo raggiunto ogni giorno.",
      'en-GB': 'Weeks with the daily goal met every day.',
      'de-DE': 'Wochen, in denen das Tagesziel jeden Tag erreicht wurde.',
    },
    image: '/badges/perfect-week.svg',
  },
  {
    id: 'explorer',
    measure: 'explorer',
    tiers: [2, 3, 5],
    names: { 'it-IT': 'Esplorazione', 'en-GB': 'Explorer', 'de-DE': 'Entdeckung' },
    descriptions: {
      'it-IT': 'Categorie con almeno una lezione completata.',
      'en-GB': 'Categories with a completed session.',
      'de-DE': 'Kategorien mit einer abgeschlossenen Lektion.',
    },
    image: '/badges/explorer.svg',
  },
  {
    id: 'category-master',
    measure: 'category-master',
    tiers: [5, 10, 12],
    names: { 'it-IT': 'Maestria', 'en-GB': 'Mastery', 'de-DE': 'Meisterschaft' },
    descriptions: {
      'it-IT': 'Il livello più alto raggiunto in una categoria.',
      'en-GB': 'The highest level reached in a category.',
      'de-DE': 'Die höchste in einer Kategorie erreichte Stufe.',
    },
    image: '/badges/category-master.svg',
  },
  {
    id: 'memory',
    measure: 'memory',
    tiers: [10, 50, 200, 500, 1000],
    names: { 'it-IT': 'Memoria', 'en-GB': 'Memory', 'de-DE': 'Gedächtnis' },
    descriptions: {
      'it-IT': 'Carte ricordate nel giorno in cui erano da ripassare.',
      'en-GB': 'Cards recalled on the day they were due.',
      'de-DE': 'Karten, die am Tag ihrer Fälligkeit erinnert wurden.',
    },
    image: '/badges/memory.svg',
  },
];

export const demoRules = { version: 1, rules: DEFAULT_XP_RULES };
