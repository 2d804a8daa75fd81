import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useFormatters, useText } from '@tiles/i18n';
import { VisuallyHidden } from '@tiles/ui-kit';

const DAY_MS = 86_400_000;
// A calendar day is shown from its noon (UTC): the same date in every time zone of the world but the farthest.
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOf = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const weekdayOf = (number: number) => (new Date(number * DAY_MS).getUTCDay() + 6) % 7;

/** Five shades: none, under a quarter hour, under half an hour, under an hour, an hour or more. */
const levelOf = (minutes: number) => (minutes <= 0 ? 0 : minutes < 15 ? 1 : minutes < 30 ? 2 : minutes < 60 ? 3 : 4);

const Grid = styled.div`
  display: grid;
  grid-template-rows: repeat(7, 12px);
  grid-auto-flow: column;
  grid-auto-columns: 12px;
  gap: 3px;
  padding: 6px;
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Cell = styled.span<{ $level: number; $active: boolean }>`
  border-radius: 2px;
  background: ${({ theme, $level }) => ($level === 0 ? theme.colors.surfaceMuted : theme.colors.primary)};
  opacity: ${({ $level }) => [1, 0.35, 0.55, 0.78, 1][$level]};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: 1px;
`;

const Said = styled.p`
  min-height: 1.5em;
  margin-block: 4px 0;
`;

/**
 * A year of verified minutes, a square a day in weeks of seven (a row per weekday; mirrored in right-to-left scripts,
 * as the grid follows the page's direction). One tab stop: the arrow keys move between days and the day is said
 * below; a table of the days with study is its twin for screen readers.
 */
export const StudyHeatmap = ({ from, to, days }: { from: string; to: string; days: { day: string; minutes: number }[] }) => {
  const t = useText();
  const { date } = useFormatters();
  const saidId = useId();
  const first = dayNumber(from);
  const last = dayNumber(to);
  const minutesOn = useMemo(() => new Map(days.map((entry) => [dayNumber(entry.day), entry.minutes])), [days]);
  const [active, setActive] = useState<number | null>(null);
  // The first column starts on a Monday: the days before `from` in that week are blank.
  const blanks = weekdayOf(first);
  const numbers = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const describe = (number: number) =>
    t('effort.heatmap.day', { date: date(new Date(number * DAY_MS + DAY_MS / 2)), minutes: minutesOn.get(number) ?? 0 });
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl';

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? last;
    const forward = rtl ? -1 : 1;
    const step =
      event.key === 'ArrowUp'
        ? -1
        : event.key === 'ArrowDown'
          ? 1
          : event.key === 'ArrowLeft'
            ? -7 * forward
            : event.key === 'ArrowRight'
              ? 7 * forward
              : event.key === 'Home'
                ? first - current
                : event.key === 'End'
                  ? last - current
                  : null;
    if (step === null) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(first, current + step)));
  };

  return (
    <div>
      <Grid
        role="group"
        tabIndex={0}
        aria-label={t('effort.heatmap.label')}
        aria-describedby={saidId}
        onKeyDown={move}
        onFocus={() => setActive((current) => current ?? last)}
        data-testid="study-heatmap"
      >
        {Array.from({ length: blanks }, (_, index) => (
          <span key={`blank-${index}`} aria-hidden="true" />
        ))}
        {numbers.map((number) => (
          <Cell
            key={number}
            aria-hidden="true"
            title={describe(number)}
            $level={levelOf(minutesOn.get(number) ?? 0)}
            $active={number === active}
            data-day={dayOf(number)}
            onClick={() => setActive(number)}
          />
        ))}
      </Grid>
      <Said id={saidId} aria-live="polite">
        {active !== null ? describe(active) : ''}
      </Said>
      <VisuallyHidden>
        <table>
          <caption>{t('effort.heatmap.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('effort.heatmap.date')}</th>
              <th scope="col">{t('effort.heatmap.minutes')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((entry) => (
              <tr key={entry.day}>
                <td>{date(new Date(`${entry.day}T12:00:00Z`))}</td>
                <td>{entry.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </div>
  );
};
