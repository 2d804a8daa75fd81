import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useErrorText, useText } from '@tiles/i18n';
import { FormMessage } from '@tiles/ui-kit';
import { fieldOfError } from './form-problems';

export type Outcome = { tone: 'error' | 'success'; text: string; more?: ReactNode };

/**
 * What a form says after a submit, focused when it appears (a screen reader hears it, the keyboard is there), and
 * the problems of its fields: checked in the browser (`useFieldChecks`), and the api's refusals placed beside the field
 * they name.
 */
export const useAccountForm = <F extends string>() => {
  const t = useText();
  const errorText = useErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const messageRef = useRef<HTMLDivElement>(null);

  const announce = useCallback((next: Outcome | null) => setOutcome(next), []);
  // Once the message is on the page (a frame's timer could run before React has put it there).
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  /** Shows a refusal: beside its field when it names one of `fields` (focused), else above the form. */
  const refused = useCallback(
    (error: unknown, form: HTMLFormElement | null, fields: readonly F[]) => {
      const field = fieldOfError(error) as F | undefined;
      if (field && fields.includes(field)) {
        setProblems({ [field]: errorText(error) } as Partial<Record<F, string>>);
        setOutcome(null);
        form?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        return;
      }
      announce({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    },
    [announce, errorText, t],
  );

  /** Sets the problems found before sending; focuses the first. True when there are none. */
  const checked = useCallback((found: Partial<Record<F, string>>, form: HTMLFormElement, order: readonly F[]) => {
    setProblems(found);
    const first = order.find((field) => found[field]);
    if (!first) return true;
    setOutcome(null);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  }, []);

  const message = outcome ? (
    <FormMessage $tone={outcome.tone} tabIndex={-1} ref={messageRef}>
      {outcome.text}
      {outcome.more ? <> {outcome.more}</> : null}
    </FormMessage>
  ) : null;

  return { t, outcome, announce, problems, refused, checked, message };
};

/** The form's values as strings. */
export const valuesOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form).entries()].map(([key, value]) => [key, String(value)])) as Record<string, string>;
