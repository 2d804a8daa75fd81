import { msToMinutes, WEEKDAYS, type StatsItem } from '@tiles/contracts';

export type ChartDatum = { id: string; label: string; minutes: number };

/** Weekday label (`mon`) -> the locale's name of that day ('lunedì'). 2024-01-01 was a Monday. */
export const weekdayName = (label: string, locale: string) => {
  const index = WEEKDAYS.indexOf(label as (typeof WEEKDAYS)[number]);
  if (index < 0) return label;
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
};

/** `2026-11-21` -> `21 nov` in the locale. */
export const shortDate = (isoDay: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

/** A series in minutes, with names for people. */
export const toChartData = (items: readonly StatsItem[], name: (label: string) => string): ChartDatum[] =>
  items.map((item) => ({ id: item.label, label: name(item.label), minutes: msToMinutes(item.data) }));
