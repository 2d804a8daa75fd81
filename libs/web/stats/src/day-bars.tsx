import { Bar } from '@nivo/bar';
import { useFormatters } from '@tiles/i18n';
import { CHART_HEIGHT_PX, ChartFigure } from './chart-figure';
import { useChartColors } from './chart-colors';
import { inReadingOrder, marginFor, useRightToLeft } from './chart-direction';
import { NARROW_CHART_PX } from './derive';

export type DayBarsProps = {
  title: string;
  /** What the chart says, for those who do not see it. */
  summary: string;
  days: { day: string; count: number }[];
};

/** A count per calendar day as bars (the review forecast): the days on the axis as the locale writes them. */
export const DayBars = ({ title, summary, days }: DayBarsProps) => {
  const { shortDay } = useFormatters();
  const colors = useChartColors();
  const rtl = useRightToLeft();
  const data = inReadingOrder(
    days.map((entry) => ({ label: shortDay(entry.day), count: entry.count })),
    rtl,
  );
  return (
    <ChartFigure title={title}>
      {(width) => (
        <Bar
          width={width}
          height={CHART_HEIGHT_PX}
          data={data}
          keys={['count']}
          indexBy="label"
          margin={marginFor({ top: 10, right: 10, bottom: 56, left: 40 }, rtl)}
          colors={[colors.busy]}
          theme={colors.nivoTheme}
          axisBottom={{
            tickRotation: -45,
            tickValues: data.filter((_, index) => index % (width < NARROW_CHART_PX ? 7 : 3) === 0).map((entry) => entry.label),
          }}
          axisLeft={rtl ? null : { tickValues: 4 }}
          axisRight={rtl ? { tickValues: 4 } : null}
          enableLabel={false}
          animate={false}
          isInteractive={false}
          role="img"
          ariaLabel={summary}
        />
      )}
    </ChartFigure>
  );
};
