import { Bar } from '@nivo/bar';
import { Line } from '@nivo/line';
import { Pie } from '@nivo/pie';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { busiestDay, formatStudyTotal, msToMinutes, type Stats } from '@tiles/contracts';
import { useI18n, useText } from '@tiles/i18n';
import { tracking } from '@tiles/tracking';
import { theme } from '@tiles/ui-theme';
import { ChartFigure } from './chart-figure';
import { shortDate, toChartData, weekdayName } from './derive';

const HEIGHT = 260;
const BUSY = theme.colors.primary;
const CALM = '#8fb0e0';
const palette = [theme.colors.primary, '#c58b2b', '#2f7d57', '#7a4fa3', '#c0504d', '#5c5c63'];

/** Charts get the width of their container (nivo needs a number). */
const useWidth = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(Math.max(280, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
};

const Total = styled.p`
  font: 500 1.5rem ${({ theme: current }) => current.fonts.heading};
`;

export type StatsChartsProps = { stats: Stats };

/** Every statistics series as a nivo chart in minutes, the total as `{h} H {m} Min`, and the busiest day named. */
export const StatsCharts = ({ stats }: StatsChartsProps) => {
  const t = useText();
  const { locale } = useI18n();
  const { ref, width } = useWidth();
  useEffect(() => tracking.track('chart.viewed.stats', { charts: 5 }), []);

  const deviceName = (label: string) => (['desktop', 'mobile', 'tablet'].includes(label) ? t(`device.${label as 'desktop'}`) : t('device.other'));
  const subjectName = (label: string) => (label === 'other' ? t('stats.other') : label);
  const weekdays = toChartData(stats.averageTimeSpentByDay, (label) => weekdayName(label, locale));
  const days = toChartData(stats.timeSpentByDay, (label) => shortDate(label, locale));
  const hours = toChartData(stats.timeSpentByHour, (label) => `${label}:00`);
  const devices = toChartData(stats.devices, deviceName);
  const subjects = toChartData(stats.courseSubject, subjectName);
  const busiest = busiestDay(stats.averageTimeSpentByDay);
  const minutes = (value: number) => t('stats.minutes', { minutes: value });

  const barProps = {
    width,
    height: HEIGHT,
    keys: ['minutes'],
    indexBy: 'label',
    margin: { top: 10, right: 10, bottom: 50, left: 50 },
    padding: 0.25,
    enableLabel: false,
    axisLeft: { legend: t('stats.columnMinutes'), legendOffset: -40, legendPosition: 'middle' as const },
    animate: false,
    isInteractive: false,
  };

  return (
    <div ref={ref}>
      <Total>{t('stats.total', { total: formatStudyTotal(stats.totalTimeSpent) })}</Total>
      {busiest ? <p>{t('stats.busiestDay', { day: weekdayName(busiest.label, locale), average: minutes(msToMinutes(busiest.data)) })}</p> : null}

      <ChartFigure title={t('stats.byWeekday')} data={weekdays}>
        <Bar {...barProps} data={weekdays} colors={({ data }) => (busiest && data.id === busiest.label ? BUSY : CALM)} />
      </ChartFigure>

      <ChartFigure title={t('stats.byDay')} data={days}>
        <Line
          width={width}
          height={HEIGHT}
          data={[{ id: 'minutes', data: days.map((day) => ({ x: day.label, y: day.minutes })) }]}
          margin={{ top: 10, right: 20, bottom: 50, left: 50 }}
          colors={[BUSY]}
          axisBottom={{ tickValues: days.filter((_, index) => index % 5 === 0).map((day) => day.label) }}
          enablePoints={false}
          animate={false}
          isInteractive={false}
        />
      </ChartFigure>

      <ChartFigure title={t('stats.byHour')} data={hours}>
        <Bar {...barProps} data={hours} colors={[BUSY]} axisBottom={{ tickValues: hours.filter((_, index) => index % 3 === 0).map((hour) => hour.label) }} />
      </ChartFigure>

      <ChartFigure title={t('stats.devices')} data={devices}>
        <Pie
          width={Math.min(width, 480)}
          height={HEIGHT}
          data={devices.map((datum) => ({ id: datum.label, value: datum.minutes }))}
          margin={{ top: 20, right: 90, bottom: 20, left: 90 }}
          innerRadius={0.5}
          colors={palette}
          animate={false}
          isInteractive={false}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLabelsTextColor="#ffffff"
        />
      </ChartFigure>

      <ChartFigure title={t('stats.subjects')} data={subjects}>
        <Bar {...barProps} data={subjects} layout="horizontal" margin={{ top: 10, right: 20, bottom: 40, left: 160 }} colors={palette} colorBy="indexValue" axisLeft={{}} />
      </ChartFigure>
    </div>
  );
};
