import { BRAND_COLOURS } from '@tiles/contracts';
export const breakpoints = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

export type Density = 'default' | 'comfortable' | 'compact';

const TOOLBAR_HEIGHT = 64;
const TOOLBAR_EXTENSION = 48;
const densityOffset: Record<Density, number> = { default: 0, comfortable: -8, compact: -16 };

/** Toolbar height in px for a density: 64, less 8 when comfortable, less 16 when compact. */
export const toolbarHeight = (density: Density = 'default') => TOOLBAR_HEIGHT + densityOffset[density];
/** Height in px of the toolbar's extension row (tabs under the toolbar), with the same density offsets. */
export const toolbarExtensionHeight = (density: Density = 'default') => TOOLBAR_EXTENSION + densityOffset[density];

export const theme = {
  colors: {
    // Both pass WCAG AA (4.5:1) for white text on primary and for text on sand.
    primary: BRAND_COLOURS.primary,
    primaryDark: '#123f82',
    onPrimary: '#ffffff',
    secondary: '#e6d5ac',
    secondaryLight: '#f6efdc',
    onSecondary: '#2b2314',
    background: BRAND_COLOURS.background,
    surface: '#ffffff',
    text: '#1d1d1f',
    textMuted: '#5c5c63',
    border: '#d9d6ce',
    /** The edge of a control (inputs, selects, segmented choices): 3:1 against white and the page (WCAG 1.4.11). */
    controlBorder: '#857f73',
    error: '#c62828',
    /** A right answer's mark (3:1 against white and the page, WCAG 1.4.11). */
    success: '#2e7d32',
    focus: '#ff9f1c',
  },
  fonts: {
    heading: "'Jost', 'Helvetica Neue', Arial, sans-serif",
    body: "'Roboto', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  breakpoints,
  toolbar: { height: toolbarHeight(), extension: toolbarExtensionHeight() },
  radius: '8px',
  shadow: '0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08)',
  spacing: (factor: number) => `${factor * 8}px`,
} as const;

export type Theme = typeof theme;

/** `${up('md')} { ... }` applies from 960 px up. */
export const up = (breakpoint: Breakpoint) => `@media (min-width: ${breakpoints[breakpoint]}px)`;
/** `${down('md')} { ... }` applies below 960 px. */
export const down = (breakpoint: Breakpoint) => `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/** The breakpoint a viewport width falls in. */
export const breakpointFor = (width: number): Breakpoint => {
  const names = Object.keys(breakpoints) as Breakpoint[];
  return names.reduce<Breakpoint>((current, name) => (width >= breakpoints[name] ? name : current), 'xs');
};

// Every styled component of every lib sees this theme's type (the lib's index imports this file).
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}
