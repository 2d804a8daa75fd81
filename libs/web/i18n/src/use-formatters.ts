import { useMemo } from 'react';
import { createFormatters } from './formatters';
import { useI18n } from './i18n-context';

export const useFormatters = () => {
  const { locale } = useI18n();
  return useMemo(() => createFormatters(locale), [locale]);
};
