const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      });
    } catch {
      formatter = formatterFor('UTC');
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const HOUR_MS = 3_600_000;
const byHour = new Map<string, { day: string; hour: number }>();

/**
 * The calendar day (YYYY-MM-DD) and hour (0-23) of an instant in a time zone (UTC when the zone is unknown).
 * Every zone in use today is offset by whole quarter hours, so the answer is cached per UTC quarter hour.
 */
export const localDayAndHour = (instant: Date, timeZone: string) => {
  const key = `${timeZone}|${Math.floor(instant.getTime() / (HOUR_MS / 4))}`;
  let result = byHour.get(key);
  if (!result) {
    const parts = Object.fromEntries(
      formatterFor(timeZone)
        .formatToParts(instant)
        .map((part) => [part.type, part.value]),
    );
    result = { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
    if (byHour.size > 10_000) byHour.clear();
    byHour.set(key, result);
  }
  return result;
};

const QUARTER_HOUR_MS = HOUR_MS / 4;

/**
 * The first instant of the local day after `instant`'s, in a time zone: every zone's day starts on a quarter hour,
 * so it is the first quarter hour (at most 26 hours on) whose local day differs.
 */
export const startOfNextLocalDay = (instant: Date, timeZone: string): Date => {
  const today = localDayAndHour(instant, timeZone).day;
  let at = Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  for (let step = 0; step < 26 * 4 + 1; step += 1) {
    at += QUARTER_HOUR_MS;
    if (localDayAndHour(new Date(at), timeZone).day !== today) return new Date(at);
  }
  return new Date(at);
};

/** The first instant of `instant`'s local day in a time zone (a quarter hour, like every zone's midnight). */
export const startOfLocalDay = (instant: Date, timeZone: string): Date => {
  const today = localDayAndHour(instant, timeZone).day;
  let at = Math.floor(instant.getTime() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  for (let step = 0; step < 26 * 4 + 1; step += 1) {
    if (localDayAndHour(new Date(at - QUARTER_HOUR_MS), timeZone).day !== today) return new Date(at);
    at -= QUARTER_HOUR_MS;
  }
  return new Date(at);
};

/** A learner's zone now, and the one before its last change (with when it changed). */
export type ZoneHistory = { timezone: string; previousTimezone?: string | null; timezoneChangedAt?: Date | null };

/**
 * The zone a learner's day (and its allowances: the daily XP caps) is counted in at `instant`: a change counts from
 * the end of the local day it was made in, in the zone before. Moving east near midnight opens no new day at once.
 */
export const gameTimeZoneAt = (instant: Date, { timezone, previousTimezone, timezoneChangedAt }: ZoneHistory) =>
  previousTimezone && timezoneChangedAt && instant < startOfNextLocalDay(timezoneChangedAt, previousTimezone) ? previousTimezone : timezone;

/**
 * The zone history after the learner chose `timezone` at `at`. A change made while the last one is still waiting
 * for its day to end keeps that wait (the zone before it and when it was made): changing twice opens no day either.
 */
export const zoneHistoryAfterChange = (current: ZoneHistory, timezone: string, at: Date): Required<ZoneHistory> => {
  if (timezone === current.timezone)
    return { timezone, previousTimezone: current.previousTimezone ?? null, timezoneChangedAt: current.timezoneChangedAt ?? null };
  const waiting = current.previousTimezone && current.timezoneChangedAt && gameTimeZoneAt(at, current) === current.previousTimezone;
  return waiting
    ? { timezone, previousTimezone: current.previousTimezone!, timezoneChangedAt: current.timezoneChangedAt! }
    : { timezone, previousTimezone: current.timezone, timezoneChangedAt: at };
};
