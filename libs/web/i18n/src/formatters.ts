/** Intl-based formatting for a locale: every date, number and language name goes through here. */
export const createFormatters = (locale: string) => {
  const number = new Intl.NumberFormat(locale);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  return {
    number: (value: number) => number.format(value),
    date: (value: Date | number) => date.format(value),
    dateTime: (value: Date | number) => dateTime.format(value),
    weekday: (value: Date | number) => weekday.format(value),
    /** A language's name in that language itself ('italiano', 'English', 'Deutsch'), as a language menu shows it. */
    languageName: (code: string) => {
      const name = new Intl.DisplayNames([code], { type: 'language' }).of(code.split('-')[0] ?? code) ?? code;
      return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
    },
  };
};

export type Formatters = ReturnType<typeof createFormatters>;
