import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { renderTemplate, templateProblem, toGenderCode } from './template.js';

describe('toGenderCode', () => {
  it.each([
    ['maschile', 'm'],
    ['femminile', 'f'],
    ['neutro', 'n'],
  ] as const)('maps %s to %s', (stored, code) => {
    expect(toGenderCode(stored)).toBe(code);
  });

  it.each([undefined, null, '', 'other', 'M'])('defaults %p to m', (value) => {
    expect(toGenderCode(value)).toBe('m');
  });
});

describe('renderTemplate', () => {
  it('fills the named placeholders', () => {
    expect(
      renderTemplate('Ciao [name], oggi [day] hai studiato [average] su [subject]', {
        name: 'Ada',
        day: 'lunedì',
        average: '12 Min',
        subject: 'Storia',
      }),
    ).toBe('Ciao Ada, oggi lunedì hai studiato 12 Min su Storia');
  });

  it('picks the gender variant', () => {
    const text = 'Benvenut[gender:o,a,ə] [name]';
    expect(renderTemplate(text, { name: 'Ada' }, 'f')).toBe('Benvenuta Ada');
    expect(renderTemplate(text, { name: 'Ugo' }, 'm')).toBe('Benvenuto Ugo');
    expect(renderTemplate(text, { name: 'Sam' }, 'n')).toBe('Benvenutə Sam');
  });

  it('falls back to the first variant when one is missing and allows empty variants', () => {
    expect(renderTemplate('Lehrer[gender:,in]', {}, 'f')).toBe('Lehrerin');
    expect(renderTemplate('Lehrer[gender:,in]', {}, 'n')).toBe('Lehrer');
  });

  it('keeps a placeholder without a parameter visible', () => {
    expect(renderTemplate('Ciao [name]')).toBe('Ciao [name]');
  });

  it('leaves text without placeholders untouched', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[')),
        (text) => {
          expect(renderTemplate(text, { name: 'x' }, 'f')).toBe(text);
        },
      ),
    );
  });
});

describe('renderTemplate with plural forms', () => {
  const results = '{count, plural, =0 {Nessun corso} one {# corso trovato} other {# corsi trovati}}';

  it.each([
    [0, 'Nessun corso'],
    [1, '1 corso trovato'],
    [2, '2 corsi trovati'],
    [12345, '12.345 corsi trovati'],
  ])('picks the it-IT form for %i', (count, expected) => {
    expect(renderTemplate(results, { count }, 'm', 'it-IT')).toBe(expected);
  });

  it('combines plural forms, gender variants and named placeholders, and never reads a name as syntax', () => {
    const text = 'Ciao [name], sei pront[gender:o,a,ə]: {minutes, plural, one {# minuto} other {# minuti}} al giorno';
    expect(renderTemplate(text, { name: 'A{b}', minutes: 1 }, 'f', 'it-IT')).toBe('Ciao A{b}, sei pronta: 1 minuto al giorno');
  });

  it('shows a text whose count is missing as written instead of a blank', () => {
    expect(renderTemplate('{count, plural, one {# x} other {# xs}}', {}, 'm', 'en-GB')).toBe('{count, plural, one {# x} other {# xs}}');
  });

  it('formats without asking ICU for its list of locales, and still applies each locale its own rules', () => {
    const resolving = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    try {
      const texts = Array.from({ length: 20 }, (_, index) => `{count, plural, one {# voce ${index}} other {# voci ${index}}}`);
      expect(texts.map((text) => renderTemplate(text, { count: 1 }, 'm', 'it-IT'))).toEqual(texts.map((_, index) => `1 voce ${index}`));
      expect(renderTemplate('{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 }, 'm', 'en-GB')).toBe('22nd');
      expect(
        renderTemplate(
          '{count, plural, zero {صفر} one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}',
          { count: 3 },
          'm',
          'ar-EG',
        ),
      ).toBe('٣ قليلة');
      expect(resolving).not.toHaveBeenCalled();
    } finally {
      resolving.mockRestore();
    }
  });

  it('names what is wrong with broken plural forms and accepts texts without them', () => {
    expect(templateProblem('{count, plural, one {# x} other {# xs}', 'it-IT')).toBeDefined();
    expect(templateProblem('{count, plural, one {# x}}', 'it-IT')).toBeDefined();
    expect(templateProblem('{count, plural, one {# x} other {# xs}}', 'it-IT')).toBeUndefined();
    expect(templateProblem('Una {graffa} sola', 'it-IT')).toBeUndefined();
  });
});
