import { describe, expect, it } from 'vitest';
import { userFieldsSchema } from './user.js';

const fields = (name: string, surname = 'Rossi') => ({ name, surname, gender: 'femminile' as const });

describe('a person’s name', () => {
  it('keeps names of every script, the joiners some of them need included', () => {
    for (const name of ['Ada', 'Ipazia d’Alessandria', 'أحمد', 'Zoë-Chloé', 'می\u200Cخواهم', '👩\u200D🔬 Maria'])
      expect(userFieldsSchema.safeParse(fields(name)).success, name).toBe(true);
  });

  it('refuses what reorders, breaks or hides text: bidi overrides and marks, line separators, C1 controls, zero-width spaces', () => {
    const forged = {
      'right-to-left override': 'Rossi\u202Egpj.exe',
      'left-to-right isolate': 'Ada\u2066x',
      'arabic letter mark': 'Ada\u061C',
      'line separator': 'Ada\u2028Lovelace',
      'paragraph separator': 'Ada\u2029Lovelace',
      'next line (C1)': 'Ada\u0085Lovelace',
      'zero-width space': 'A\u200Bda',
      'word joiner': 'A\u2060da',
      'byte-order mark': 'Ada\uFEFFLovelace',
      tab: 'Ada\tLovelace',
      markup: '<b>Ada</b>',
    };
    for (const [what, name] of Object.entries(forged)) {
      const parsed = userFieldsSchema.safeParse(fields(name));
      expect(parsed.success, what).toBe(false);
      expect(parsed.error?.issues[0]?.path, what).toEqual(['name']);
      expect(userFieldsSchema.safeParse(fields('Ada', name)).success, `${what} in the surname`).toBe(false);
    }
  });

  it('strips separators and marks at either end, as any space', () => {
    expect(userFieldsSchema.parse(fields('\uFEFFAda\u2029')).name).toBe('Ada');
  });
});
