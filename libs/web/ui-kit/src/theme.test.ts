import { describe, expect, it } from 'vitest';
import { breakpointFor, down, toolbarExtensionHeight, toolbarHeight, up } from './theme';

describe('theme', () => {
  it('sizes the toolbar for each density', () => {
    expect(toolbarHeight()).toBe(64);
    expect(toolbarHeight('comfortable')).toBe(56);
    expect(toolbarHeight('compact')).toBe(48);
    expect(toolbarExtensionHeight()).toBe(48);
    expect(toolbarExtensionHeight('compact')).toBe(32);
  });

  it.each([
    [0, 'xs'],
    [599, 'xs'],
    [600, 'sm'],
    [959, 'sm'],
    [960, 'md'],
    [1280, 'lg'],
    [1920, 'xl'],
    [2560, 'xxl'],
    [4000, 'xxl'],
  ] as const)('puts %i px in %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });

  it('writes media queries at the breakpoints', () => {
    expect(up('md')).toBe('@media (min-width: 960px)');
    expect(down('sm')).toBe('@media (max-width: 599.98px)');
  });
});
