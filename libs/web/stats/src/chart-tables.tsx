import type { Stats } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { VisuallyHidden } from '@tiles/ui-kit';
import { useChartSeries } from './chart-series';

/**
 * Every chart's data as a table, for screen readers: part of the page itself, not of the charts' chunk, so it is
 * there (and in the server's HTML) whether or not the charts have been drawn.
 */
export const ChartTables = ({ stats }: { stats: Stats }) => {
  const t = useText();
  const { number } = useFormatters();
  const { series } = useChartSeries(stats);
  return (
    <VisuallyHidden as="div">
      {series.map(({ key, title, data }) => (
        <table key={key}>
          <caption>{t('stats.chartSummary', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.columnItem')}</th>
              <th scope="col">{t('stats.columnMinutes')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id}>
                <th scope="row">{datum.label}</th>
                <td>{number(datum.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </VisuallyHidden>
  );
};
