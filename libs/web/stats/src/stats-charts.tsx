import { Bar } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { useEffect } from 'react';
import type { Stats } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { tracking } from '@tiles/tracking';
import { theme } from '@tiles/ui-kit';
import { CHART_HEIGHT_PX as HEIGHT, ChartFigure } from './chart-figure';
import { useChartSeries } from './chart-series';
import { NARROW_CHART_PX, type ChartDatum } from './derive';

const BUSY = theme.colors.primary;
const CALM = '#8fb0e0';
const palette = [theme.colors.primary, '#c58b2b', '#2f7d57', '#7a4fa3', '#c0504d', '#5c5c63'];

/** Every `step`-th label of a series: the ticks an axis of that width has room for. */
const everyNth = (data: ChartDatum[], step: number) => data.filter((_, index) => index % step === 0).map((datum) => datum.label);

export type StatsChartsProps = { stats: Stats };

/** Every statistics series as a nivo chart in minutes (the busiest weekday stands out). */
export const StatsCharts = ({ stats }: StatsChartsProps) => {
  const t = useText();
  const { number } = useFormatters();
  useEffect(() => tracking.track('chart.viewed.stats', { charts: 5 }), []);
  const { series, weekdaysShort, busiest } = useChartSeries(stats);
  const [weekdays, days, hours, devices, subjects] = series.map((entry) => entry.data) as [
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
    legendOffset: -56,
    legendPosition: 'middle' as const,
    format: minutes,
    tickValues: 4,
  };

  const barProps = {
    height: HEIGHT,
    keys: ['minutes'],
    indexBy: 'label',
    margin: { top: 10, right: 10, bottom: 50, left: 66 },
    padding: 0.25,
    enableLabel: false,
    axisLeft: minutesAxis,
    animate: false,
    isInteractive: false,
  };

  return (
    <div>
      <ChartFigure title={t('stats.byWeekday')}>
        {(width) => (
          <Bar
            {...barProps}
            width={width}
            data={width < NARROW_CHART_PX ? weekdaysShort : weekdays}
            colors={({ data }) => (busiest && data.id === busiest.label ? BUSY : CALM)}
          />
        )}
      </ChartFigure>

      <ChartFigure title={t('stats.byDay')}>
        {(width) => (
          <Line
            width={width}
            height={HEIGHT}
            data={[{ id: 'minutes', data: days.map((day) => ({ x: day.label, y: day.minutes })) }]}
            margin={{ top: 10, right: 20, bottom: 50, left: 66 }}
            colors={[BUSY]}
            axisLeft={minutesAxis}
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
            colors={[BUSY]}
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
            colors={palette}
            animate={false}
            isInteractive={false}
            arcLinkLabelsColor={{ from: 'color' }}
            arcLinkLabelsStraightLength={width < NARROW_CHART_PX ? 6 : 16}
            arcLabel={(datum) => minutes(datum.value)}
            arcLabelsTextColor="#ffffff"
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
            margin={{ top: 10, right: 20, bottom: 40, left: Math.min(160, Math.round(width * 0.36)) }}
            colors={palette}
            colorBy="indexValue"
            axisLeft={{}}
            axisBottom={{ format: minutes, tickValues: width < NARROW_CHART_PX ? 3 : 5 }}
          />
        )}
      </ChartFigure>
    </div>
  );
};
