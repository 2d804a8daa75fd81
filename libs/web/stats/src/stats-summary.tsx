import styled from 'styled-components';
import { busiestDay, formatStudyTotal, msToMinutes, type Stats } from '@tiles/contracts';
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
  return (
    <>
      <Total>{t('stats.total', { total: formatStudyTotal(stats.totalTimeSpent) })}</Total>
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
