import { COLOR_SCHEME_ATTRIBUTE } from '@tiles/contracts';
import { palettes, paletteVariables, theme } from './theme';

const light = `${paletteVariables(palettes.light)} --tl-shadow: 0 1px 3px rgba(0, 0, 0, 0.12), 0 1px 2px rgba(0, 0, 0, 0.08); color-scheme: light;`;
const dark = `${paletteVariables(palettes.dark)} --tl-shadow: 0 1px 3px rgba(0, 0, 0, 0.6), 0 0 0 1px rgba(255, 255, 255, 0.04); color-scheme: dark;`;

/**
 * The page-wide rules (palettes, box sizing, body, focus ring) as one fixed stylesheet. Not a styled-components
 * global style: that one removes its rules and inserts them again when the browser takes over a server-rendered
 * page, and every insertion makes the browser recompute the style of the whole document (a 50–125 ms task on a
 * slow phone, measured on the progress page). Nothing in it depends on props, so it never needs to change.
 */
export const globalCss = `
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
  font-family: ${theme.fonts.body};
  font-size: 1rem;
  line-height: 1.5;
  color: ${theme.colors.text};
  background: ${theme.colors.background};
}
/* The page fills the window, so the footer sits at its bottom even when the content is short. */
#root { min-height: 100vh; display: flex; flex-direction: column; }
#root > main { flex: 1 0 auto; }
h1, h2, h3, h4 { font-family: ${theme.fonts.heading}; font-weight: 500; line-height: 1.2; }
a { color: ${theme.colors.primary}; }
:focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
[tabindex='-1']:focus { outline: none; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;

const GLOBAL_STYLE_ELEMENT_ID = 'tl-global-style';

/** The global stylesheet as the server writes it into a page's head, before the components' rules. */
export const globalStyleTag = () => `<style id="${GLOBAL_STYLE_ELEMENT_ID}">${globalCss}</style>`;

/**
 * Makes sure the document has the global stylesheet, first in its head so the components' rules (which come after
 * it) win where both apply. A server-rendered page already has it; a page mounted in the browser alone (a
 * development server, the offline shell, the error screen) gets it here, once.
 */
export const ensureGlobalStyle = (document: Document = globalThis.document) => {
  if (document.getElementById(GLOBAL_STYLE_ELEMENT_ID)) return;
  const element = document.createElement('style');
  element.id = GLOBAL_STYLE_ELEMENT_ID;
  element.textContent = globalCss;
  document.head.prepend(element);
};
