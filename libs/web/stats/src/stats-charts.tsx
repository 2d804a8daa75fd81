import { Bar } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { useEffect } from 'react';
import type { Stats } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { tracking } from '@tiles/tracking';
import { CHART_HEIGHT_PX as HEIGHT, ChartFigure } from './chart-figure';
import { useChartSeries } from './chart-series';
import { useChartColors } from './chart-colors';
import { inReadingOrder, marginFor, useRightToLeft } from './chart-direction';
import { NARROW_CHART_PX, type ChartDatum } from './derive';

/** Every `step`-th label of a series: the ticks an axis of that width has room for. */
const everyNth = (data: ChartDatum[], step: number) => data.filter((_, index) => index % step === 0).map((datum) => datum.label);

export type StatsChartsProps = { stats: Stats };

/** Every statistics series as a nivo chart in minutes (the busiest weekday stands out). */
export const StatsCharts = ({ stats }: StatsChartsProps) => {
  const t = useText();
  const { number } = useFormatters();
  useEffect(() => tracking.track('chart.viewed.stats', { charts: 5 }), []);
  const { series, weekdaysShort, busiest } = useChartSeries(stats);
  const colors = useChartColors();
  const rtl = useRightToLeft();
  const [weekdays, days, hours, devices, subjects] = series.map((entry) => inReadingOrder(entry.data, rtl)) as [
    ChartDatum[],
    ChartDatum[],
    ChartDatum[],
    ChartDatum[],
    ChartDatum[],
  ];
  // Every value carries its unit: "30 min", never a bare 30.
  const minutes = (value: number) => t('stats.minutes', { minutes: number(value) });
  const minutesAxis = {
    legend: t('stats.columnMinutes'),
    legendOffset: rtl ? 56 : -56,
    legendPosition: 'middle' as const,
    format: minutes,
    tickValues: 4,
  };

  const barProps = {
    height: HEIGHT,
    keys: ['minutes'],
    indexBy: 'label',
    margin: marginFor({ top: 10, right: 10, bottom: 50, left: 66 }, rtl),
    padding: 0.25,
    enableLabel: false,
    axisLeft: rtl ? null : minutesAxis,
    axisRight: rtl ? minutesAxis : null,
    animate: false,
    isInteractive: false,
    theme: colors.nivoTheme,
  };

  return (
    <div>
      <ChartFigure title={t('stats.byWeekday')}>
        {(width) => (
          <Bar
            {...barProps}
            width={width}
            data={width < NARROW_CHART_PX ? inReadingOrder(weekdaysShort, rtl) : weekdays}
            colors={({ data }) => (busiest && data.id === busiest.label ? colors.busy : colors.calm)}
          />
        )}
      </ChartFigure>

      <ChartFigure title={t('stats.byDay')}>
        {(width) => (
          <Line
            width={width}
            height={HEIGHT}
            data={[{ id: 'minutes', data: days.map((day) => ({ x: day.label, y: day.minutes })) }]}
            margin={marginFor({ top: 10, right: 20, bottom: 50, left: 66 }, rtl)}
            colors={[colors.busy]}
            theme={colors.nivoTheme}
            axisLeft={rtl ? null : minutesAxis}
            axisRight={rtl ? minutesAxis : null}
            axisBottom={{ tickValues: everyNth(days, width < NARROW_CHART_PX ? 10 : 5) }}
            enablePoints={false}
            animate={false}
            isInteractive={false}
          />
        )}
      </ChartFigure>

      <ChartFigure title={t('stats.byHour')}>
        {(width) => (
          <Bar
            {...barProps}
            width={width}
            data={hours}
            colors={[colors.busy]}
            axisBottom={{ tickValues: everyNth(hours, width < NARROW_CHART_PX ? 6 : 3) }}
          />
        )}
      </ChartFigure>

      <ChartFigure title={t('stats.devices')}>
        {(width) => (
          <Pie
            width={Math.min(width, 480)}
            height={HEIGHT}
            data={devices.map((datum) => ({ id: datum.label, value: datum.minutes }))}
            margin={width < NARROW_CHART_PX ? { top: 20, right: 70, bottom: 20, left: 70 } : { top: 20, right: 90, bottom: 20, left: 90 }}
            innerRadius={0.5}
            colors={colors.series}
            theme={colors.nivoTheme}
            animate={false}
            isInteractive={false}
            arcLinkLabelsColor={{ from: 'color' }}
            arcLinkLabelsStraightLength={width < NARROW_CHART_PX ? 6 : 16}
            arcLabel={(datum) => minutes(datum.value)}
            arcLabelsTextColor={colors.onSeries}
          />
        )}
      </ChartFigure>

      <ChartFigure title={t('stats.subjects')}>
        {(width) => (
          <Bar
            {...barProps}
            width={width}
            data={subjects}
            layout="horizontal"
            valueScale={{ type: 'linear', reverse: rtl }}
            margin={marginFor({ top: 10, right: 20, bottom: 40, left: Math.min(160, Math.round(width * 0.36)) }, rtl)}
            colors={colors.series}
            colorBy="indexValue"
            axisLeft={rtl ? null : {}}
            axisRight={rtl ? {} : null}
            axisBottom={{ format: minutes, tickValues: width < NARROW_CHART_PX ? 3 : 5 }}
          />
        )}
      </ChartFigure>
    </div>
  );
};
