import { msToMinutes, WEEKDAYS, type StatsItem } from '@tiles/contracts';

export type ChartDatum = { id: string; label: string; minutes: number };

/** Intl formatters are costly to build (locale data): one per locale and options, kept for the page's life. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const utcFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
};

/** Weekday label (`mon`) -> the locale's name of that day ('lunedì'). 2024-01-01 was a Monday. */
export const weekdayName = (label: string, locale: string, width: 'long' | 'short' = 'long') => {
  const index = WEEKDAYS.indexOf(label as (typeof WEEKDAYS)[number]);
  if (index < 0) return label;
  return utcFormat(locale, { weekday: width }).format(new Date(Date.UTC(2024, 0, 1 + index)));
};

/** Below this chart width, labels take their short forms and axes fewer ticks, so none run into each other. */
export const NARROW_CHART_PX = 520;

/** `2026-11-21` -> `21 nov` in the locale. */
export const shortDate = (isoDay: string, locale: string) =>
  utcFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(`${isoDay}T00:00:00Z`));

/** A series in minutes, with names for people. */
export const toChartData = (items: readonly StatsItem[], name: (label: string) => string): ChartDatum[] =>
  items.map((item) => ({ id: item.label, label: name(item.label), minutes: msToMinutes(item.data) }));
