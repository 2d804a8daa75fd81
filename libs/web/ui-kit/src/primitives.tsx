import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { toolbarHeight, up, type Density } from './theme';

const buttonLook = css<{ $variant?: 'primary' | 'secondary' | 'text' }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid transparent;
  font: 500 1rem ${({ theme }) => theme.fonts.body};
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryDark};
          }
        `
      : $variant === 'secondary'
        ? css`
            background: ${theme.colors.secondary};
            color: ${theme.colors.onSecondary};
          `
        : css`
            background: transparent;
            color: ${theme.colors.primary};
          `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const Button = styled.button.attrs<{ type?: string }>((props) => ({ type: props.type ?? 'button' }))<{
  $variant?: 'primary' | 'secondary' | 'text';
}>`
  ${buttonLook}
`;

/** A link that looks like a button. */
export const ButtonLink = styled.a<{ $variant?: 'primary' | 'secondary' | 'text' }>`
  ${buttonLook}
`;

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.spacing(3)};
`;

export const Container = styled.div`
  width: 100%;
  max-width: 1280px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  ${up('md')} {
    padding: 0 ${({ theme }) => theme.spacing(3)};
  }
  ${up('xl')} {
    max-width: 1600px;
  }
  ${up('xxl')} {
    max-width: 2000px;
  }
`;

/** A 12-column grid; children take columns with <GridItem $span={7} />. */
export const Grid = styled.div<{ $gap?: number }>`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${({ theme, $gap = 2 }) => theme.spacing($gap)};
`;

/**
 * Columns out of 12 from the md breakpoint up; full width below it. `$centred` keeps the width of `$span` columns
 * (and their gaps) in the middle of the row, where an odd span has no column to start on (7 of 12).
 */
export const GridItem = styled.div<{ $span: number; $offset?: number; $centred?: boolean; $gap?: number }>`
  grid-column: 1 / -1;
  ${up('md')} {
    ${({ $offset, $span, $centred, $gap = 2, theme }) =>
      $centred
        ? `justify-self: center; width: calc(${$span} * (100% - 11 * ${theme.spacing($gap)}) / 12 + ${$span - 1} * ${theme.spacing($gap)});`
        : `grid-column: ${$offset ? `${$offset + 1} / span ${$span}` : `span ${$span}`};`}
  }
`;

/** A list of cards: one column on phones, two from 600 px, three from 1280 px (four from 1920 px when wide). */
export const CardGrid = styled.ul<{ $wide?: boolean }>`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: 1fr;
  ${up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(3, 1fr);
  }
  ${({ $wide }) =>
    $wide
      ? css`
          ${up('xl')} {
            grid-template-columns: repeat(4, 1fr);
          }
        `
      : ''}
`;

export const Toolbar = styled.header<{ $density?: Density }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ $density }) => toolbarHeight($density)}px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.header};
  color: ${({ theme }) => theme.colors.onHeader};
  a {
    color: inherit;
  }
`;

/** Read out, not shown: for a text that is there for screen readers (or only shown at some widths). */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'> & { path: string; size?: number; title?: string };

const ArrowGlyph = styled.span`
  display: inline-block;
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
/**
 * Arrows that point back or forward along the reading direction: an arrow character is not mirrored by the
 * browser, so a right-to-left page draws it flipped. Decorative: the link's text says where it goes.
 */
export const BackArrow = () => <ArrowGlyph aria-hidden="true">←</ArrowGlyph>;
export const ForwardArrow = () => <ArrowGlyph aria-hidden="true">→</ArrowGlyph>;

/** An @mdi/js icon; decorative unless it has a title. */
export const Icon = ({ path, size = 24, title, ...rest }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    width={size}
    height={size}
    role={title ? 'img' : undefined}
    aria-hidden={title ? undefined : true}
    focusable="false"
    {...rest}
  >
    {title ? <title>{title}</title> : null}
    <path d={path} fill="currentColor" />
  </svg>
);

const Notice = styled.div`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type ErrorWithRetryProps = { message: string; retryLabel: string; onRetry: () => void };

/** Something failed to load: the message, announced at once, and a button to try again. */
export const ErrorWithRetry = ({ message, retryLabel, onRetry }: ErrorWithRetryProps) => (
  <Notice role="alert">
    <p>{message}</p>
    <Button $variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </Notice>
);
