import styled from 'styled-components';
import { busiestDay, directionOf, formatStudyTotal, msToMinutes, type Stats } from '@tiles/contracts';
import { useFormatters, useI18n, useText } from '@tiles/i18n';
import { weekdayName } from './derive';

const Total = styled.p`
  font: 500 1.5rem ${({ theme }) => theme.fonts.heading};
`;

/**
 * The total as `{h} H {m} Min` and the busiest day named: text the server renders with the page (the charts
 * follow in their own chunk).
 */
export const StatsSummary = ({ stats }: { stats: Stats }) => {
  const t = useText();
  const { locale } = useI18n();
  const { number } = useFormatters();
  const busiest = busiestDay(stats.averageTimeSpentByDay);
  const total = formatStudyTotal(stats.totalTimeSpent);
  return (
    <>
      {/* The spec's `11 H 42 Min` is a left-to-right run: isolated, a right-to-left sentence keeps its order. */}
      <Total>{t('stats.total', { total: directionOf(locale) === 'rtl' ? `\u2068${total}\u2069` : total })}</Total>
      {busiest ? (
        <p>
          {t('stats.busiestDay', {
            day: weekdayName(busiest.label, locale),
            average: t('stats.minutes', { minutes: number(msToMinutes(busiest.data)) }),
          })}
        </p>
      ) : null}
    </>
  );
};
