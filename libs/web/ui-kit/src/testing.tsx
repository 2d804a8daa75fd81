import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

/** Renders inside the theme, for component tests of any web lib. */
export const renderWithTheme = (ui: ReactElement, options?: RenderOptions) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options);

/**
 * An element in the document for tests that render or hydrate by hand (server HTML put in first); every one made
 * by a test file is removed after each of its tests.
 */
export const createTestContainers = (afterEach: (cleanup: () => void) => void) => {
  const made: HTMLElement[] = [];
  afterEach(() => {
    for (const element of made.splice(0)) element.remove();
  });
  return () => {
    const element = document.createElement('div');
    document.body.append(element);
    made.push(element);
    return element;
  };
};
