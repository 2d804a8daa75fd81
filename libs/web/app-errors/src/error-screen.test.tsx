import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '@tiles/ui-kit/testing';
import { contrastLogoFile, ErrorScreen, homeTarget } from './error-screen';

const error = { statusCode: 404, statusMessage: 'Not Found', message: 'Page not found: /it-IT/x', stack: 'Error: at line 1' };

describe('ErrorScreen', () => {
  it('shows the status in the toolbar, the status message, Error: and the message', () => {
    renderWithTheme(<ErrorScreen error={error} showStack={false} search="" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error 404');
    expect(screen.getByText('Not Found')).toBeInTheDocument();
    expect(screen.getByText('Error:')).toBeInTheDocument();
    expect(screen.getByText('Page not found: /it-IT/x')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /avatar/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /logo/ })).toHaveAttribute('src', '/logo/tiles-learn-contrast.svg');
    expect(document.title).toBe('Error 404');
  });

  it('hides the stack unless asked to show it', () => {
    const { unmount } = renderWithTheme(<ErrorScreen error={error} showStack={false} search="" />);
    expect(screen.queryByText('Error: at line 1')).not.toBeInTheDocument();
    unmount();
    renderWithTheme(<ErrorScreen error={error} showStack search="" />);
    expect(screen.getByText('Error: at line 1')).toBeInTheDocument();
  });

  it.each([
    ['', '/'],
    ['?dc=1', '/de-DE'],
    ['?x=2&dc=1', '/de-DE'],
    ['?dc=0', '/'],
  ])('goes home with a full page load (search %p -> %s)', async (search, target) => {
    const assignLocation = vi.fn();
    renderWithTheme(<ErrorScreen error={error} showStack={false} search={search} assignLocation={assignLocation} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go back to the homepage' }));
    expect(assignLocation).toHaveBeenCalledWith(target);
  });

  it('moves focus to its title so screen readers announce it', () => {
    renderWithTheme(<ErrorScreen error={error} showStack={false} search="" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });
});

describe('helpers', () => {
  it('derives the contrast logo file', () => {
    expect(contrastLogoFile('tiles-learn.svg')).toBe('tiles-learn-contrast.svg');
    expect(contrastLogoFile('logo')).toBe('logo-contrast');
  });

  it('reads dc=1', () => {
    expect(homeTarget('?dc=1')).toBe('/de-DE');
    expect(homeTarget('')).toBe('/');
  });
});
