import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmPanel } from './confirm-panel';
import { renderWithTheme } from './testing';
import { theme } from './theme';

const panel = (busy: boolean, onCancel = vi.fn()) => (
  <ConfirmPanel
    question="Send to 5 learners?"
    confirmLabel="Yes, send"
    cancelLabel="Cancel"
    busy={busy}
    onConfirm={vi.fn()}
    onCancel={onCancel}
  />
);

describe('ConfirmPanel', () => {
  it('takes the focus when it opens; Escape cancels', async () => {
    const onCancel = vi.fn();
    renderWithTheme(panel(false, onCancel));
    expect(screen.getByRole('group', { name: 'Send to 5 learners?' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('gives the focus the page lost back to its button once a write that kept it open is over', () => {
    const { rerender } = renderWithTheme(panel(true));
    const busyOver = () => rerender(<ThemeProvider theme={theme}>{panel(false)}</ThemeProvider>);
    // A browser drops the focus of a button that becomes disabled: nothing on the page has it.
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    busyOver();
    expect(screen.getByRole('button', { name: 'Yes, send' })).toHaveFocus();
  });
});
