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
