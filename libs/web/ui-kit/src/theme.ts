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

/**
 * Every colour of the interface in both schemes. Components read `theme.colors.x`, which is the CSS variable
 * `--tl-x`: the page switches scheme by one attribute on <html> (no re-render, no flash on a server-rendered page),
 * and the global style says which palette each attribute and `prefers-color-scheme` pick. Pairs named `x`/`onX` keep
 * 4.5:1 in both; borders of controls 3:1 against surface and page (WCAG 1.4.11).
 */
export const palettes = {
  light: {
    primary: BRAND_COLOURS.primary,
    primaryDark: '#123f82',
    onPrimary: '#ffffff',
    /** The site's header bar and what is written on it. */
    header: BRAND_COLOURS.primary,
    onHeader: '#ffffff',
    secondary: '#e6d5ac',
    secondaryLight: '#f6efdc',
    onSecondary: '#2b2314',
    background: BRAND_COLOURS.background,
    surface: '#ffffff',
    /** A quiet fill inside a surface (an unearned medal, a hovered row, a code block). */
    surfaceMuted: '#efeee9',
    text: '#1d1d1f',
    textMuted: '#5c5c63',
    border: '#d9d6ce',
    controlBorder: '#857f73',
    error: '#c62828',
    onError: '#ffffff',
    /** The background of an error message block. */
    errorLight: '#fdecea',
    success: '#2e7d32',
    successLight: '#edf6ef',
    focus: '#ff9f1c',
    /** The warm accent of a streak's flame. */
    flame: '#d9622b',
    /** A medal's rim. */
    medal: '#b59a55',
  },
  dark: {
    primary: '#8ab4f8',
    primaryDark: '#b3cdfb',
    onPrimary: '#0b1a33',
    header: '#172b4d',
    onHeader: '#f1f4f9',
    secondary: '#6b5a32',
    secondaryLight: '#2c271b',
    onSecondary: '#fbf4e2',
    background: '#121316',
    surface: '#1c1e22',
    surfaceMuted: '#272a30',
    text: '#ebe9e4',
    textMuted: '#b0aea8',
    border: '#3b3e45',
    controlBorder: '#8d9099',
    error: '#ff8a80',
    onError: '#2a0a07',
    errorLight: '#3a1a18',
    success: '#81c995',
    successLight: '#17301f',
    focus: '#ffb454',
    flame: '#ff9a62',
    medal: '#d8bd78',
  },
} as const;

export type ColorName = keyof typeof palettes.light;
export type Palette = Record<ColorName, string>;
export type ColorScheme = keyof typeof palettes;

/** `theme.colors.primary` is `var(--tl-primary)`: the value of the scheme the page is in. */
const colorVariables = Object.fromEntries(Object.keys(palettes.light).map((name) => [name, `var(--tl-${name})`])) as Record<
  ColorName,
  string
>;

/** The palette as CSS custom properties, for the global style. */
export const paletteVariables = (palette: Palette) =>
  Object.entries(palette)
    .map(([name, value]) => `--tl-${name}: ${value};`)
    .join(' ');

export const theme = {
  colors: colorVariables,
  fonts: {
    heading: "'Jost', 'Helvetica Neue', Arial, sans-serif",
    body: "'Roboto', 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  },
  breakpoints,
  toolbar: { height: toolbarHeight(), extension: toolbarExtensionHeight() },
  radius: '8px',
  shadow: 'var(--tl-shadow)',
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
