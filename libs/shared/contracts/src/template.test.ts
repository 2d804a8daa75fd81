import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderTemplate, toGenderCode } from './template.js';

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
