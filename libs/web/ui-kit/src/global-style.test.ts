import { afterEach, describe, expect, it } from 'vitest';
import { ensureGlobalStyle, globalCss, globalStyleTag } from './global-style';

afterEach(() => document.head.replaceChildren());

const globalSheets = () => document.head.querySelectorAll('style#tl-global-style');

describe('the page-wide stylesheet', () => {
  it('a page the server rendered already has it: the browser adds no second copy', () => {
    document.head.innerHTML = `${globalStyleTag()}<style data-styled="active">.a{color:red}</style>`;
    const served = globalSheets()[0];
    ensureGlobalStyle();
    expect(globalSheets()).toHaveLength(1);
    expect(globalSheets()[0]).toBe(served);
  });

  it('a page mounted in the browser alone gets it once, before the components’ rules', () => {
    document.head.innerHTML = '<meta charset="utf-8"><style data-styled="active">.a{color:red}</style>';
    ensureGlobalStyle();
    ensureGlobalStyle();
    expect(globalSheets()).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(globalSheets()[0]);
    expect(globalSheets()[0]!.textContent).toBe(globalCss);
  });

  it('is whole CSS with every value filled in', () => {
    ensureGlobalStyle();
    const sheet = (globalSheets()[0] as HTMLStyleElement).sheet!;
    const selectors = [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? (rule as CSSMediaRule).media?.mediaText);
    expect(selectors).toEqual(expect.arrayContaining([':root', '*, *::before, *::after', 'body', ':focus-visible']));
    expect(globalCss).not.toMatch(/undefined|\[object /);
    expect(globalCss).toContain('--tl-primary:');
    expect(globalCss).toContain('color: var(--tl-text)');
  });
});
