import { useEffect } from 'react';

/** Keeps `<html lang>` on the locale being read, so screen readers pronounce the page right. */
export const useDocumentLanguage = (locale: string) => {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
};
