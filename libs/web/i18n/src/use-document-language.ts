import { useEffect } from 'react';
import { directionOf } from '@tiles/contracts';

/** Keeps `<html lang dir>` on the locale being read: screen readers pronounce the page right, and it reads its way. */
export const useDocumentLanguage = (locale: string) => {
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
};
