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
