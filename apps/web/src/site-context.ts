import { createContext, useContext } from 'react';
import type { Session } from '@tiles/auth';
import type { Category, Locale, Site, WebRuntimeConfig } from '@tiles/contracts';

/** What the app root hands every layout and page once the site has loaded. */
export type SiteContextValue = {
  site: Site;
  locales: Locale[];
  categories: Category[];
  locale: string;
  runtime: WebRuntimeConfig;
  session: Session;
};

export const SiteContext = createContext<SiteContextValue | null>(null);

export const useSiteContext = (): SiteContextValue => {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSiteContext must be used below the app root, once the site has loaded');
  return value;
};
