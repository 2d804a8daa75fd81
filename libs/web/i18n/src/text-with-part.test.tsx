import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoilerplateEntry } from '@tiles/contracts';
// The module line is the courses' text: a text with a part in another language.
import type {} from '@tiles/courses-texts';
import { I18nProvider } from './i18n-context';
import { useTextWithPart } from './text-with-part';

const boilerplate: BoilerplateEntry[] = [
  { key: 'session.module', translations: { 'it-IT': 'Modulo [number]: [title]', 'ar-EG': 'الوحدة [number]: [title]' } },
];

const ModuleLine = ({ lang }: { lang: string | undefined }) => {
  const textWithPart = useTextWithPart();
  return <p>{textWithPart('session.module', { number: 2 }, { name: 'title', value: 'Le origini', lang })}</p>;
};

const renderIn = (locale: string, lang: string | undefined) =>
  render(
    <I18nProvider locale={locale} fallbackLocale="it-IT" boilerplate={boilerplate} gender={undefined}>
      <ModuleLine lang={lang} />
    </I18nProvider>,
  ).container.querySelector('p')!;

describe('useTextWithPart', () => {
  it('marks a part in another language with its lang and direction, the rest in the page’s', () => {
    const line = renderIn('ar-EG', 'it-IT');
    expect(line.textContent).toBe('الوحدة ٢: Le origini');
    const part = line.querySelector('span')!;
    expect(part).toHaveAttribute('lang', 'it-IT');
    expect(part).toHaveAttribute('dir', 'ltr');
    expect(part).toHaveTextContent(/^Le origini$/);
  });

  it('leaves a part in the page’s language, or of no known language, unmarked', () => {
    for (const line of [renderIn('it-IT', 'it-IT'), renderIn('ar-EG', undefined)]) {
      expect(line.querySelector('span')).toBeNull();
    }
    expect(renderIn('it-IT', 'it-IT').textContent).toBe('Modulo 2: Le origini');
  });
});
