import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_COOKIE, type ColorSchemePreference } from '@tiles/contracts';
import { palettes, type ColorScheme, type Palette } from './theme';

export { COLOR_SCHEME_ATTRIBUTE };

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const DARK_QUERY = '(prefers-color-scheme: dark)';

const root = () => (typeof document === 'undefined' ? undefined : document.documentElement);

/** The reader's choice as the page shows it now (the attribute the server or `applyColorScheme` set). */
export const currentColorSchemePreference = (): ColorSchemePreference => {
  const chosen = root()?.getAttribute(COLOR_SCHEME_ATTRIBUTE);
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
};

/**
 * Colours the page as the reader chose, at once, and lets this browser remember it for its next first screen (the
 * server reads the cookie; a learner's choice is kept with their account as well).
 */
export const applyColorScheme = (preference: ColorSchemePreference) => {
  const element = root();
  if (!element) return;
  if (preference === 'system') element.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  else element.setAttribute(COLOR_SCHEME_ATTRIBUTE, preference);
  document.cookie =
    preference === 'system'
      ? `${COLOR_SCHEME_COOKIE}=; path=/; max-age=0; samesite=lax`
      : `${COLOR_SCHEME_COOKIE}=${preference}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
};

const resolvedScheme = (): ColorScheme => {
  const preference = currentColorSchemePreference();
  if (preference !== 'system') return preference;
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
};

/** Told when the attribute or the system's scheme changes. */
const subscribe = (onChange: () => void) => {
  const element = root();
  if (!element) return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(element, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    media?.removeEventListener('change', onChange);
  };
};

/** The reader's choice (system, light, dark), kept in step with the page. */
export const useColorSchemePreference = (): ColorSchemePreference =>
  useSyncExternalStore(subscribe, currentColorSchemePreference, () => 'system');

/**
 * The scheme the page is in, for what CSS variables cannot reach (charts drawn and animated with concrete colours).
 * The server renders light; the browser's first render after hydration says the truth.
 */
export const useColorScheme = (): ColorScheme => useSyncExternalStore(subscribe, resolvedScheme, () => 'light');

/** The concrete colours of the scheme the page is in. */
export const usePalette = (): Palette => palettes[useColorScheme()];
