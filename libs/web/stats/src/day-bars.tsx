// The lib's texts, for the libs that import this entry and not the lib's index.
import type {} from '@tiles/stats-texts';
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

/**
 * Ticks for a count axis: whole numbers only (half a review means nothing), at most five, from 0 to at least the
 * largest count.
 */
export const wholeCountTicks = (largest: number): number[] => {
  const step = Math.max(1, Math.ceil(largest / 4));
  return Array.from({ length: Math.max(1, Math.ceil(largest / step)) + 1 }, (_, index) => index * step);
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
  const ticks = wholeCountTicks(Math.max(0, ...days.map((entry) => entry.count)));
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
          valueScale={{ type: 'linear', min: 0, max: ticks.at(-1)! }}
          gridYValues={ticks}
          axisLeft={rtl ? null : { tickValues: ticks }}
          axisRight={rtl ? { tickValues: ticks } : null}
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
