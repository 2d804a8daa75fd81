import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from './form-fields';
import { Button } from './primitives';

const Panel = styled.div`
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 8px;
  padding: 16px;
  margin: 16px 0;
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
`;

export type ConfirmPanelProps = {
  /** The question, naming what will happen ("Send to 12 learners?"). */
  question: string;
  /** What the write will touch (the drafts to publish), when a list helps decide. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before a write that reaches everyone (publishing, sending): in the page, beside the control that asked,
 * focused when it opens so keyboard and screen-reader users land on the question; Escape cancels.
 */
export const ConfirmPanel = ({ question, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: ConfirmPanelProps) => {
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  useEffect(() => panel.current?.focus(), []);
  // Disabled while its write runs, the confirm button dropped the focus: it takes it back once the write ends (a
  // failure leaves the question open beside its error), so the keyboard does not start again from the top.
  useEffect(() => {
    if (!busy && document.activeElement === document.body) confirmButton.current?.focus();
  }, [busy]);
  return (
    <Panel
      ref={panel}
      role="group"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <h2 id={headingId}>{question}</h2>
      {children}
      <Actions>
        <Button ref={confirmButton} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button $variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </Actions>
    </Panel>
  );
};
