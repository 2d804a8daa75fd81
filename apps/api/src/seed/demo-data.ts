import type { Translations } from '@tiles/api-platform/db/columns';

export const demoSite = {
  id: 'tiles',
  niceName: 'Tiles Learn',
  logo: 'tiles-learn.svg',
  defaultLocale: 'it-IT',
  supportedLocales: ['it-IT', 'en-GB', 'de-DE', 'ar-EG'],
};

export const demoLocales = [
  { code: 'it-IT', countryCode: 'IT' },
  { code: 'en-GB', countryCode: 'GB' },
  { code: 'de-DE', countryCode: 'DE' },
  { code: 'ar-EG', countryCode: 'EG' },
];

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
