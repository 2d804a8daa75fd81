import { createContext, useContext } from 'react';
import type { Category, Locale, Mode, Site, User, WebRuntimeConfig } from '@tiles/contracts';
import type { BadgeDefinition, LevelDefinition } from '@tiles/contracts-game';

/** Who is signed in, as the app root knows it (the auth lib's session; spelled here so site needs no auth). */
type SessionView = {
  status: 'unknown' | 'authenticated' | 'unauthenticated';
  user: User | null;
  mode: Mode;
  /** The signed-in person's role, once loaded: what a page offers only to some (an administrator's action). */
  role?: { permissions: readonly string[] } | null | undefined;
};

/** What the app root hands every layout and page once the site has loaded. */
export type SiteContextValue = {
  site: Site;
  locales: Locale[];
  categories: Category[];
  levels: LevelDefinition[];
  badges: BadgeDefinition[];
  locale: string;
  runtime: WebRuntimeConfig;
  session: SessionView;
};

export const SiteContext = createContext<SiteContextValue | null>(null);

export const useSiteContext = (): SiteContextValue => {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSiteContext must be used below the app root, once the site has loaded');
  return value;
};
