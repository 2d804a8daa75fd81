import { createGlobalStyle } from 'styled-components';
import { COLOR_SCHEME_ATTRIBUTE } from '@tiles/contracts';
import { palettes, paletteVariables } from './theme';

const light = `${paletteVariables(palettes.light)} --tl-shadow: 0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08); color-scheme: light;`;
const dark = `${paletteVariables(palettes.dark)} --tl-shadow: 0 1px 3px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04); color-scheme: dark;`;

export const GlobalStyle = createGlobalStyle`
  /* The system's scheme unless the reader chose one (the attribute, set by the server on the first screen). */
  :root { ${light} }
  @media (prefers-color-scheme: dark) {
    :root:not([${COLOR_SCHEME_ATTRIBUTE}='light']) { ${dark} }
  }
  :root[${COLOR_SCHEME_ATTRIBUTE}='dark'] { ${dark} }
  /* A picture drawn for one scheme only (a logo for light or for dark backgrounds). */
  [data-scheme-only='dark'] { display: none !important; }
  @media (prefers-color-scheme: dark) {
    :root:not([${COLOR_SCHEME_ATTRIBUTE}='light']) [data-scheme-only='light'] { display: none !important; }
    :root:not([${COLOR_SCHEME_ATTRIBUTE}='light']) [data-scheme-only='dark'] { display: revert !important; }
  }
  :root[${COLOR_SCHEME_ATTRIBUTE}='dark'] [data-scheme-only='light'] { display: none !important; }
  :root[${COLOR_SCHEME_ATTRIBUTE}='dark'] [data-scheme-only='dark'] { display: revert !important; }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  /* The page fills the window, so the footer sits at its bottom even when the content is short. */
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  #root > main { flex: 1 0 auto; }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; font-weight: 500; line-height: 1.2; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  [tabindex='-1']:focus { outline: none; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
