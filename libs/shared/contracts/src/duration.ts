/** `Xh Ym Zs` (each part optional, in that order, at least one): the duration strings of courses and sessions. */
const durationPattern = /^\s*(?:(\d+)\s*h)?\s*(?:(\d+)\s*m)?\s*(?:(\d+)\s*s)?\s*$/i;

/** Seconds in a duration string, or null when it is not of the form `Xh Ym Zs`. */
export const parseDuration = (value: string | null | undefined): number | null => {
  if (typeof value !== 'string') return null;
  const match = durationPattern.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined && match[3] === undefined)) return null;
  const [hours, minutes, seconds] = [match[1], match[2], match[3]].map((part) => Number(part ?? 0)) as [number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
};

/** Total seconds of several duration strings; malformed ones count as zero and are reported. */
export const sumDurations = (values: readonly (string | null | undefined)[]) =>
  values.reduce<{ seconds: number; malformed: number }>(
    (total, value) => {
      const seconds = parseDuration(value);
      return seconds === null ? { ...total, malformed: total.malformed + 1 } : { ...total, seconds: total.seconds + seconds };
    },
    { seconds: 0, malformed: 0 },
  );

/** 4520 -> `1h 15m 20s`; zero parts are left out (0 -> `0s`). */
export const formatDuration = (totalSeconds: number): string => {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const parts = [
    [Math.floor(seconds / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const;
  const shown = parts.filter(([amount]) => amount > 0).map(([amount, unit]) => `${amount}${unit}`);
  return shown.length ? shown.join(' ') : '0s';
};

const unitFormats = new Map<string, Intl.NumberFormat>();
const unitFormat = (locale: string, unit: 'hour' | 'minute' | 'second') => {
  const key = `${locale}|${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format;
};

/**
 * A length of study as people say it in the locale, to the minute: '2 h 46 min', '2 hrs 46 mins', '2 Std. 46 Min.'
 * (seconds only under a minute). Intl's units, the same on the server and in every browser.
 */
export const spokenDuration = (totalSeconds: number, locale: string) => {
  const rounded = Math.max(0, Math.round(totalSeconds));
  if (rounded < 60) return unitFormat(locale, 'second').format(rounded);
  const totalMinutes = Math.round(rounded / 60);
  const [hours, minutes] = [Math.floor(totalMinutes / 60), totalMinutes % 60];
  return [hours ? unitFormat(locale, 'hour').format(hours) : '', minutes ? unitFormat(locale, 'minute').format(minutes) : '']
    .filter(Boolean)
    .join(' ');
};
