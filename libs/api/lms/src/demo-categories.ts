import type { Translations } from '@tiles/api-platform/db/columns';

export const demoCategories: { id: string; slug: string; names: Translations }[] = [
  { id: 'cat-history', slug: 'storia', names: { 'it-IT': 'Storia', 'en-GB': 'History', 'de-DE': 'Geschichte', 'ar-EG': 'التاريخ' } },
  { id: 'cat-languages', slug: 'lingue', names: { 'it-IT': 'Lingue', 'en-GB': 'Languages', 'de-DE': 'Sprachen', 'ar-EG': 'اللغات' } },
  {
    id: 'cat-science',
    slug: 'scienze',
    names: { 'it-IT': 'Scienze', 'en-GB': 'Science', 'de-DE': 'Naturwissenschaften', 'ar-EG': 'العلوم' },
  },
  {
    id: 'cat-digital',
    slug: 'digitale',
    names: { 'it-IT': 'Competenze digitali', 'en-GB': 'Digital skills', 'de-DE': 'Digitale Kompetenzen', 'ar-EG': 'المهارات الرقمية' },
  },
];
