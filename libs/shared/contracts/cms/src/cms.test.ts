import { describe, expect, it } from 'vitest';
import {
  blocksToText,
  composeNotificationSchema,
  routeEditSchema,
  rowsToText,
  sitePathSchema,
  textToRows,
  courseEditSchema,
  placeholderMismatch,
  sessionEditSchema,
  textToBlocks,
} from './cms.js';
import type { ContentBlock } from '@tiles/contracts-courses';

describe('placeholderMismatch', () => {
  it('accepts a translation with the same placeholders in another order', () => {
    expect(
      placeholderMismatch(
        'Ciao [name], [gender:benvenuto,benvenuta,benvenutə] in [subject]',
        'In [subject], [gender:welcome,welcome,welcome] [name]',
      ),
    ).toBeNull();
  });

  it('names a placeholder the translation lost', () => {
    expect(placeholderMismatch('Ciao [name]', 'Hallo')).toEqual({ placeholder: '[name]', problem: 'missing' });
  });

  it('leaves gender variants to each language, but wants all three when there are any', () => {
    expect(placeholderMismatch('[gender:caro,cara,carə] [name]', 'Dear [name]')).toBeNull();
    expect(placeholderMismatch('[name]', '[gender:Lieber,Liebe,Liebe*] [name]')).toBeNull();
    expect(placeholderMismatch('[gender:caro,cara,carə] [name]', '[gender:Lieber,Liebe] [name]')).toEqual({
      placeholder: '[gender:Lieber,Liebe]',
      problem: 'variants',
    });
  });

  it('names a placeholder the source does not have, counting repeats', () => {
    expect(placeholderMismatch('Ciao [name]', 'Hi [name] [nmae]')).toEqual({ placeholder: '[nmae]', problem: 'extra' });
    expect(placeholderMismatch('[day]', '[day] [day]')).toEqual({ placeholder: '[day]', problem: 'extra' });
  });

  it("counts a placeholder in a plural form's branches once per reading, however many forms the language has", () => {
    const italian = '{goal, plural, one {[minutes] di # minuto} other {[minutes] di # minuti}}';
    const arabic =
      '{goal, plural, zero {[minutes] من # دقيقة} one {[minutes] من دقيقة واحدة} two {[minutes] من دقيقتين} few {[minutes] من # دقائق} many {[minutes] من # دقيقة} other {[minutes] من # دقيقة}}';
    expect(placeholderMismatch(italian, arabic)).toBeNull();
    expect(placeholderMismatch(italian, '{goal, plural, one {[minutes]} other {[minutes] [minutes]}}')).toEqual({
      placeholder: '[minutes]',
      problem: 'extra',
    });
    expect(placeholderMismatch(italian, '{goal, plural, one {# minuto} other {# minuti}}')).toEqual({
      placeholder: '[minutes]',
      problem: 'missing',
    });
  });
});

describe('courseEditSchema', () => {
  const valid = {
    titles: { 'it-IT': 'Storia' },
    descriptions: { 'it-IT': 'Descrizione' },
    categoryId: 'c1',
    cover: '/images/a.svg',
    published: true,
    expiresAt: null,
  };

  it('accepts a course with its it-IT texts', () => {
    expect(courseEditSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses an empty source title, naming the field', () => {
    const result = courseEditSchema.safeParse({ ...valid, titles: { 'it-IT': '  ', 'de-DE': 'Geschichte' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['titles', 'it-IT']);
  });

  it('refuses a cover on another site and a malformed locale', () => {
    expect(courseEditSchema.safeParse({ ...valid, cover: 'https://evil.example/x.svg' }).success).toBe(false);
    expect(courseEditSchema.safeParse({ ...valid, titles: { 'it-IT': 'a', german: 'b' } }).success).toBe(false);
  });
});

describe('composeNotificationSchema', () => {
  it('takes one of three audiences', () => {
    const texts = { titles: { 'it-IT': 'Titolo' }, bodies: { 'it-IT': 'Testo' } };
    expect(composeNotificationSchema.safeParse({ audience: { kind: 'all' }, ...texts }).success).toBe(true);
    expect(composeNotificationSchema.safeParse({ audience: { kind: 'course', courseId: 3 }, ...texts }).success).toBe(true);
    expect(composeNotificationSchema.safeParse({ audience: { kind: 'user', login: '' }, ...texts }).success).toBe(false);
    expect(composeNotificationSchema.safeParse({ audience: { kind: 'everyone' }, ...texts }).success).toBe(false);
  });
});

describe("content blocks as the editor's text", () => {
  const blocks: ContentBlock[] = [
    { type: 'heading', text: 'Le origini' },
    { type: 'paragraph', text: 'Roma nasce nel 753 a.C.' },
    { type: 'list', items: ['Romolo', 'Remo'] },
    { type: 'quote', text: 'Veni, vidi, vici.', source: 'Cesare' },
    { type: 'quote', text: 'Alea iacta est.' },
  ];

  it('goes to text and back without losing a block', () => {
    expect(textToBlocks(blocksToText(blocks))).toEqual(blocks);
  });

  it('reads paragraphs spread over lines and Windows line ends', () => {
    expect(textToBlocks('Una riga\r\nche continua\r\n\r\n- a\r\n- b')).toEqual([
      { type: 'paragraph', text: 'Una riga che continua' },
      { type: 'list', items: ['a', 'b'] },
    ]);
  });

  it('checks the duration of a session', () => {
    const session = { titles: { 'it-IT': 'Origini' }, content: {} };
    expect(sessionEditSchema.safeParse({ ...session, duration: '1h 20m' }).success).toBe(true);
    expect(sessionEditSchema.safeParse({ ...session, duration: 'twenty minutes' }).error?.issues[0]?.path).toEqual(['duration']);
  });
});

describe("tile rows as the editor's text", () => {
  const rows = [
    {
      name: 'La nostra idea',
      description: 'Perché esiste Tiles Learn',
      isExpired: false,
      tiles: [
        { key: 'mission', content: [{ prefix: 'Missione', lines: ['Rendere lo studio onesto.'] }] },
        {
          key: 'values',
          content: [
            { prefix: 'Valori', lines: ['Accessibilità', 'Trasparenza'] },
            { prefix: 'E poi', lines: ['Rispetto'] },
          ],
        },
      ],
    },
    { name: 'Senza descrizione', description: '', isExpired: false, tiles: [{ key: 'a', content: [{ prefix: 'A', lines: ['uno'] }] }] },
  ];

  it('goes to text and back', () => {
    expect(textToRows(rowsToText(rows))).toEqual({ rows, badLine: null });
  });

  it('names the first line it cannot read', () => {
    expect(textToRows('## Riga\ndescrizione\nuna seconda descrizione').badLine).toBe(3);
    expect(textToRows('senza riga').badLine).toBe(1);
  });
});

describe('pages and route rules', () => {
  it('takes site paths and redirects to this site or https only', () => {
    expect(sitePathSchema.safeParse('/chi-siamo').success).toBe(true);
    expect(sitePathSchema.safeParse('/pf/privacy').success).toBe(true);
    for (const bad of ['chi-siamo', '/Chi', '/a b', '/x/', '//evil']) expect(sitePathSchema.safeParse(bad).success, bad).toBe(false);
    expect(routeEditSchema.safeParse({ location: '/{locale}/chi-siamo', status: 301 }).success).toBe(true);
    expect(routeEditSchema.safeParse({ location: 'https://example.org/x', status: 302 }).success).toBe(true);
    for (const location of ['javascript:alert(1)', '//evil.example', 'http://plain.example'])
      expect(routeEditSchema.safeParse({ location, status: 301 }).success, location).toBe(false);
    expect(routeEditSchema.safeParse({ remove: true }).success).toBe(true);
  });
});
