import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from './primitives';

/*
 * The product's form controls, one look for the game, the account forms and the CMS. Each is the native control
 * underneath (radios, a checkbox, a select, a button with links), so keyboard use, forms and screen readers work
 * as the browser makes them work; only the drawing is ours.
 */

const Segments = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 500;
  }
  > div {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px;
    padding: 4px;
    border-radius: calc(${({ theme }) => theme.radius} + 4px);
    background: ${({ theme }) => theme.colors.secondaryLight};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
  label {
    position: relative;
    display: inline-flex;
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label > span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
  input:checked + span {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 500;
  }
  input:focus-visible + span {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + span {
    opacity: 0.6;
  }
  /* Forced colours drop backgrounds: the chosen segment keeps the system's selection colours and a border. */
  @media (forced-colors: active) {
    input:checked + span {
      forced-color-adjust: none;
      background: Highlight;
      color: HighlightText;
      outline: 2px solid CanvasText;
    }
  }
`;

export type SegmentedOption<Value extends string | number> = { value: Value; label: ReactNode };

export type SegmentedControlProps<Value extends string | number> = {
  legend: ReactNode;
  /** The legend stays for screen readers only (when a heading beside it already says it). */
  hideLegend?: boolean;
  name: string;
  options: readonly SegmentedOption<Value>[];
  /** Controlled: the chosen value (null: none) and what a choice does. */
  value?: Value | null;
  onChange?: (value: Value) => void;
  /** Uncontrolled (read from the form on submit): the value chosen at first. */
  defaultValue?: Value;
  disabled?: boolean;
  describedBy?: string;
};

/** One choice among a few, all in view: a group of radios drawn as segments (arrow keys move between them). */
export const SegmentedControl = <Value extends string | number>({
  legend,
  hideLegend,
  name,
  options,
  value,
  onChange,
  defaultValue,
  disabled,
  describedBy,
}: SegmentedControlProps<Value>) => (
  <Segments disabled={disabled} aria-describedby={describedBy}>
    {hideLegend ? (
      <legend>
        <VisuallyHidden>{legend}</VisuallyHidden>
      </legend>
    ) : (
      <legend>{legend}</legend>
    )}
    <div>
      {options.map((option) => (
        <label key={String(option.value)}>
          {value === undefined ? (
            <input type="radio" name={name} value={String(option.value)} defaultChecked={option.value === defaultValue} />
          ) : (
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={option.value === value}
              onChange={() => onChange?.(option.value)}
            />
          )}
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  </Segments>
);

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  cursor: pointer;
  input {
    appearance: none;
    flex: none;
    position: relative;
    width: 44px;
    height: 24px;
    margin: 0;
    border-radius: 12px;
    background: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
    transition: background 120ms;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: transform 120ms;
  }
  input:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked::after {
    transform: translateX(20px);
  }
  input:checked:dir(rtl)::after {
    transform: translateX(-20px);
  }
  input:disabled {
    opacity: 0.6;
  }
`;

export type SwitchProps = {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  invalid?: boolean;
};

/** On or off, taking effect at once: a checkbox with the switch role, drawn as a track and a thumb. */
export const Switch = ({ label, checked, onChange, disabled, invalid }: SwitchProps) => (
  <SwitchLabel>
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onChange={(event) => onChange(event.target.checked)}
    />
    <span>{label}</span>
  </SwitchLabel>
);

const SelectBox = styled.select`
  font: inherit;
  min-height: 40px;
  padding-block: 6px;
  padding-inline: 12px 36px;
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23888888' stroke-width='2'/%3E%3C/svg%3E")
    no-repeat right 12px center;
  color: ${({ theme }) => theme.colors.text};
  appearance: none;
  cursor: pointer;
  max-width: 100%;
  &:dir(rtl) {
    background-position: left 12px center;
  }
`;

/** A choice among many: the native select, drawn like the other controls. Label it with `Field` or a `<label>`. */
export const Select = (props: SelectHTMLAttributes<HTMLSelectElement>) => <SelectBox {...props} />;

const MenuRoot = styled.div`
  position: relative;
  display: inline-block;
  > button {
    font: inherit;
    min-height: 36px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  ul {
    position: absolute;
    z-index: 5;
    inset-inline-end: 0;
    top: calc(100% + 4px);
    min-width: 12rem;
    margin: 0;
    padding: 4px;
    list-style: none;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
  }
  li > a,
  li > button {
    display: block;
    width: 100%;
    padding: 8px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    font: inherit;
    text-align: start;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    background: ${({ theme }) => theme.colors.secondaryLight};
  }
`;

export type MenuProps = {
  /** The button's text; its accessible name when `label` is not given. */
  children: ReactNode;
  /** A fuller accessible name for the button (it must contain the visible text). */
  label?: string;
  /** The items: links or buttons, each a `<li>`. */
  items: ReactNode;
};

/**
 * A button that opens a short list of actions or links (the disclosure pattern: Tab moves through them, Escape
 * closes it and gives focus back, a click outside closes it).
 */
export const Menu = ({ children, label, items }: MenuProps) => {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);
  return (
    <MenuRoot
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button ref={button} type="button" aria-expanded={open} aria-controls={listId} aria-label={label} onClick={() => setOpen(!open)}>
        {children}
      </button>
      <ul id={listId} hidden={!open}>
        {items}
      </ul>
    </MenuRoot>
  );
};
