import { busiestDay, type Stats } from '@tiles/contracts';
import { useI18n, useText } from '@tiles/i18n';
import { shortDate, toChartData, weekdayName, type ChartDatum } from './derive';

export type ChartSeries = { key: 'byWeekday' | 'byDay' | 'byHour' | 'devices' | 'subjects'; title: string; data: ChartDatum[] };

/** The five series the progress page charts (and tabulates for screen readers), named in the reader's language. */
export const useChartSeries = (stats: Stats) => {
  const t = useText();
  const { locale } = useI18n();
  const deviceName = (label: string) =>
    ['desktop', 'mobile', 'tablet'].includes(label) ? t(`device.${label as 'desktop'}`) : t('device.other');
  const subjectName = (label: string) => (label === 'other' ? t('stats.other') : label);
  const weekdays = toChartData(stats.averageTimeSpentByDay, (label) => weekdayName(label, locale));
  const series: ChartSeries[] = [
    { key: 'byWeekday', title: t('stats.byWeekday'), data: weekdays },
    { key: 'byDay', title: t('stats.byDay'), data: toChartData(stats.timeSpentByDay, (label) => shortDate(label, locale)) },
    { key: 'byHour', title: t('stats.byHour'), data: toChartData(stats.timeSpentByHour, (label) => `${label}:00`) },
    { key: 'devices', title: t('stats.devices'), data: toChartData(stats.devices, deviceName) },
    { key: 'subjects', title: t('stats.subjects'), data: toChartData(stats.courseSubject, subjectName) },
  ];
  return {
    series,
    weekdaysShort: toChartData(stats.averageTimeSpentByDay, (label) => weekdayName(label, locale, 'short')),
    busiest: busiestDay(stats.averageTimeSpentByDay),
  };
};
