import { Bar } from '@nivo/bar';
import { useFormatters } from '@tiles/i18n';
import { CHART_HEIGHT_PX } from './chart-figure';
import { useChartColors } from './chart-colors';
import { inReadingOrder, marginFor, useRightToLeft } from './chart-direction';
import { NARROW_CHART_PX } from './derive';
import { wholeCountTicks, type DayBarsProps } from './day-bars';

/** The bars of `DayBars`, drawn at the figure's measured width. */
export const DayBarsChart = ({ width, summary, days }: Omit<DayBarsProps, 'title'> & { width: number }) => {
  const { shortDay } = useFormatters();
  const colors = useChartColors();
  const rtl = useRightToLeft();
  const data = inReadingOrder(
    days.map((entry) => ({ label: shortDay(entry.day), count: entry.count })),
    rtl,
  );
  const ticks = wholeCountTicks(Math.max(0, ...days.map((entry) => entry.count)));
  return (
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
  );
};
