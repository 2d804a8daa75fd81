import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, hasPluralForms, renderTemplate, templateProblem, type TextKey } from '@tiles/contracts';
import { placeholderMismatch } from '@tiles/contracts-cms';
import { interfaceTexts } from './app.js';

const boilerplateTexts = interfaceTexts();

describe('the seeded interface texts, gathered from every feature', () => {
  it("give every translation the it-IT source's placeholders, so admin mode can save each one as it is", () => {
    const mismatches = Object.entries(boilerplateTexts).flatMap(([key, translations]) =>
      Object.entries(translations).flatMap(([locale, text]) => {
        const mismatch = placeholderMismatch(translations[DEFAULT_LOCALE], text);
        return mismatch ? [`${key} ${locale}: ${mismatch.placeholder} ${mismatch.problem}`] : [];
      }),
    );
    // The two the spec words in English without the Italian's placeholder: admin mode keeps them savable as they are.
    expect(mismatches).toEqual(['error.status.generic en-GB: [statusMessage] extra', 'error.unknownMiddleware en-GB: [path] missing']);
  });
});

/** Parameters that count something: a noun after them needs its plural form. */
const COUNTS = [
  'count',
  'minutes',
  'days',
  'streak',
  'sessions',
  'goal',
  'total',
  'max',
  'seconds',
  'studied',
  'frozen',
  'repaired',
  'min',
  'more',
];

/** Texts where a count stands without a noun that agrees with it (or with an abbreviation), and why that is right. */
const BARE_COUNTS_ALLOWED: Partial<Record<TextKey, string[]>> = {
  'login.waiting': ['seconds'], // "tra 3 s": a unit symbol
  'stats.minutes': ['minutes'], // "3 min": a unit symbol
  'tester.clock.failed': ['max'], // "da 0 a 365": a bound, no noun
  'game.streak.freezes': ['count'], // "1 su 2"
  'game.ledger.showAll': ['count'], // only shown above the first rows, so never 1
  'game.calendar.summary': ['studied', 'frozen', 'repaired'], // "[studied] con l'obiettivo raggiunto": no noun; Italian agrees where it must
  'catalogue.progress': ['done'],
  'offline.saving': ['total'], // "3 di 23": steps of a download, no noun
  'game.summary.ofGoal': ['goal'], // "di 10 min": a unit symbol
  'stats.total': ['total'], // a formatted duration ("1 h 5 min"), not a count
  'game.streak.today': ['minutes', 'goal'], // one of the two carries the noun, depending on the language
  'notification.game.risk.body': ['streak'], // English "[streak]-day streak" is invariable
  'notification.game.freeze.body': ['streak'],
  'review.position': ['total'], // "Carta 1 di 3": the noun comes before the count
  'home.learner.ring': ['minutes'], // "4 di 10 minuti": the noun agrees with the goal
  'home.learner.progress': ['done', 'total'], // "Sessioni completate: 3 di 12": the noun comes first
  'mail.weeklyDigest.subject': ['minutes'], // "30 min": a unit symbol
  'mail.weeklyDigest.course': ['minutes'], // "30 min": a unit symbol
  'cms.questions.reason.countDiffers': ['count'], // "domande qui: 3": the noun comes first
  'groups.progress.minutesLeft': ['minutes'], // "circa 30 min": a unit symbol
  'groups.progress.median': ['minutes'], // "Minuti di studio (mediana): 30": the noun comes first
  'groups.progress.hidden': ['count'], // "(ora 4)": no noun
};

const bareCounts = (text: string) =>
  [...text.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '').matchAll(/\[([a-zA-Z]+)\]/g)].map((match) => match[1]!);

describe('the seeded interface texts with counts', () => {
  it('give a count with a noun its plural forms in every locale', () => {
    const bare = Object.entries(boilerplateTexts).flatMap(([key, translations]) =>
      Object.entries(translations).flatMap(([locale, text]) =>
        bareCounts(text)
          .filter((name) => COUNTS.includes(name) && !BARE_COUNTS_ALLOWED[key as TextKey]?.includes(name))
          .map((name) => `${key} ${locale}: [${name}]`),
      ),
    );
    expect(bare).toEqual([]);
  });

  it('read every plural form without a syntax error', () => {
    const problems = Object.entries(boilerplateTexts).flatMap(([key, translations]) =>
      Object.entries(translations).flatMap(([locale, text]) => {
        const problem = templateProblem(text, locale);
        return problem ? [`${key} ${locale}: ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('render every count-bearing text at 0, 1 and 2 in each locale as reviewed', async () => {
    const lines = Object.entries(boilerplateTexts)
      // By key: the file reads the same whichever order the features' tables are gathered in.
      .sort(([a], [b]) => a.localeCompare(b, 'en'))
      .filter(([, translations]) => Object.values(translations).some(hasPluralForms))
      .flatMap(([key, translations]) => [
        key,
        ...Object.entries(translations).flatMap(([locale, text]) =>
          [0, 1, 2].map((count) => {
            const params = Object.fromEntries(
              [...COUNTS, 'done', 'current', 'mastered', 'questions', 'answered', 'recalled', 'modules', 'sessions'].map((name) => [
                name,
                count,
              ]),
            );
            return `  ${locale} ${count}: ${renderTemplate(text, { ...params, day: '22/11', state: '✓' }, 'f', locale)}`;
          }),
        ),
      ]);
    await expect(lines.join('\n') + '\n').toMatchFileSnapshot('./__snapshots__/plural-texts.txt');
  });

  it.each([
    ['catalogue.results', 'it-IT', 1, '1 corso trovato'],
    ['catalogue.results', 'en-GB', 1, '1 course found'],
    ['catalogue.results', 'de-DE', 1, '1 Kurs gefunden'],
    ['catalogue.results', 'de-DE', 2, '2 Kurse gefunden'],
    ['game.calendar.summary', 'de-DE', 1, 'An 1 Tag: 1 mit erreichtem Ziel, 1 durch einen Freeze abgedeckt, 1 repariert.'],
    ['compose.recipients', 'it-IT', 1, '1 destinatario'],
    ['compose.sent', 'it-IT', 1, 'Inviata a 1 corsista.'],
    ['compose.sent', 'it-IT', 2, 'Inviata a 2 corsisti.'],
    // Arabic's few (3–10), many (11–99) and other (100…) forms, in the digits Intl writes for ar-EG.
    ['catalogue.results', 'ar-EG', 3, 'عُثر على ٣ دورات'],
    ['catalogue.results', 'ar-EG', 11, 'عُثر على ١١ دورة'],
    ['catalogue.results', 'ar-EG', 100, 'عُثر على ١٠٠ دورة'],
    ['game.calendar.summary', 'ar-EG', 4, 'على مدى ٤ أيام: ٤ بتحقيق الهدف، و٤ غطّاها تجميد، و٤ أُصلحت.'],
  ] as const)('%s in %s at %i reads "%s"', (key, locale, count, expected) => {
    expect(
      renderTemplate(boilerplateTexts[key]![locale], { count, days: count, studied: count, frozen: count, repaired: count }, 'm', locale),
    ).toBe(expected);
  });
});
