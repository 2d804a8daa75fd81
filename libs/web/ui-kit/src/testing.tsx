import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';

/** Renders inside the theme, for component tests of any web lib. */
export const renderWithTheme = (ui: ReactElement, options?: RenderOptions) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>, options);
