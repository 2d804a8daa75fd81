import { describe, expect, it } from 'vitest';
import { editorQuestionsText, questionsToText, textsToQuestions, untranslatedQuestions } from './practice-text.js';

const it_ = `? single #q1
Chi fu il primo re di Roma?
+ Romolo
- Remo
= Romolo fondò la città.

? number 753 ±0 #q2
In che anno fu fondata Roma?
= Secondo Varrone.

? short
Quale fiume attraversa Roma?
+ Tevere
+ il Tevere
= Il guado sul Tevere.

? recall
Quale colle?
> Il Palatino
= Gli scavi lo confermano.`;

const en = `? single #q1
Who was the first king of Rome?
+ Romulus
- Remus
= Romulus founded the city.

? number 753 ±0 #q2
When was Rome founded?
= According to Varro.

? short
Which river flows through Rome?
+ Tiber
= The ford on the Tiber.

? recall
Which hill?
> The Palatine
= Excavations confirm it.`;

describe('questions as the editor’s text', () => {
  it('reads every kind in several locales, and writes them back as they were', () => {
    const result = textsToQuestions({ 'it-IT': it_, 'en-GB': en, 'de-DE': '' }, 'it-IT');
    if (!('questions' in result)) throw new Error(JSON.stringify(result.problem));
    expect(result.questions.map((question) => [question.id, question.definition.kind])).toEqual([
      ['q1', 'single'],
      ['q2', 'short'],
      [undefined, 'short'],
      [undefined, 'recall'],
    ]);
    expect(result.questions[0]!.definition.options).toEqual([
      { texts: { 'it-IT': 'Romolo', 'en-GB': 'Romulus' }, correct: true },
      { texts: { 'it-IT': 'Remo', 'en-GB': 'Remus' }, correct: false },
    ]);
    expect(result.questions[1]!.definition.numeric).toEqual({ value: 753, tolerance: 0 });
    expect(result.questions[2]!.definition.accepted).toEqual({ 'it-IT': ['Tevere', 'il Tevere'], 'en-GB': ['Tiber'] });
    expect(questionsToText(result.questions, 'it-IT')).toBe(it_);
    expect(questionsToText(result.questions, 'en-GB')).toBe(en);
  });

  it('writes an empty text for a locale the questions are not translated into, which reads back to the same questions', () => {
    const result = textsToQuestions({ 'it-IT': it_, 'en-GB': en }, 'it-IT');
    if (!('questions' in result)) throw new Error(JSON.stringify(result.problem));
    const texts = Object.fromEntries(
      ['it-IT', 'en-GB', 'ar-EG'].map((locale) => [locale, editorQuestionsText(result.questions, locale, 'it-IT')]),
    );
    expect(texts['ar-EG']).toBe('');
    expect(textsToQuestions(texts, 'it-IT')).toEqual(result);
    // Questions without the default locale's prompts are written out, and read as a problem.
    const onlyInEnglish = textsToQuestions({ 'en-GB': en }, 'en-GB');
    if (!('questions' in onlyInEnglish)) throw new Error(JSON.stringify(onlyInEnglish.problem));
    const defaultText = editorQuestionsText(onlyInEnglish.questions, 'it-IT', 'it-IT');
    expect(textsToQuestions({ 'it-IT': defaultText }, 'it-IT')).toMatchObject({ problem: { locale: 'it-IT', reason: 'noPrompt' } });
  });

  it.each([
    ['? single\nDomanda?\n+ A\n+ B\n= Perché.', 1, 'exactly one right', 'singleOptions'],
    ['? single\nDomanda?\n+ A\n- B', 1, 'no explanation', 'noExplanation'],
    ['? guess\nDomanda?', 1, "unknown kind 'guess'", 'unknownKind'],
    ['Domanda?', 1, 'starts with a line such as', 'noHeader'],
    ['? recall\nDomanda?\n= Perché.', 1, 'its back', 'recallBack'],
    ['? short\nDomanda?\n= Perché.', 1, 'accepted answers', 'shortAccepted'],
    ['? number\nDomanda?\n= Perché.', 1, 'value and tolerance', 'numberValue'],
    ['? single\nDomanda?\n+ A\n- B\n= Perché.\n* C', 6, 'a line starts with', 'badLine'],
  ])('says where %j cannot be read', (text, line, message, reason) => {
    const result = textsToQuestions({ 'it-IT': text }, 'it-IT');
    expect('problem' in result && result.problem).toMatchObject({
      locale: 'it-IT',
      line,
      reason,
      message: expect.stringContaining(message),
    });
  });

  it('takes a question written in the default locale first: untranslated elsewhere, it falls back there', () => {
    const fewer = textsToQuestions({ 'it-IT': it_, 'en-GB': en.split('\n\n').slice(0, 3).join('\n\n') }, 'it-IT');
    if (!('questions' in fewer)) throw new Error(JSON.stringify(fewer.problem));
    expect(fewer.questions).toHaveLength(4);
    expect(Object.keys(fewer.questions[3]!.definition.prompts)).toEqual(['it-IT']);
    expect(untranslatedQuestions(fewer.questions, 'en-GB')).toEqual([4]);
    expect(untranslatedQuestions(fewer.questions, 'it-IT')).toEqual([]);
    // The editor writes the translated ones, which read back to the same questions.
    const texts = {
      'it-IT': editorQuestionsText(fewer.questions, 'it-IT', 'it-IT'),
      'en-GB': editorQuestionsText(fewer.questions, 'en-GB', 'it-IT'),
    };
    expect(texts['en-GB'].split('\n\n')).toHaveLength(3);
    expect(textsToQuestions(texts, 'it-IT')).toEqual(fewer);
  });

  it('matches a translation by #id: a question added in the middle of the default locale leaves the rest translated', () => {
    const saved = textsToQuestions({ 'it-IT': it_, 'en-GB': en }, 'it-IT');
    if (!('questions' in saved)) throw new Error(JSON.stringify(saved.problem));
    const withIds = saved.questions.map((question, index) => ({ ...question, id: `q${index + 1}` }));
    const blocks = editorQuestionsText(withIds, 'it-IT', 'it-IT').split('\n\n');
    const added = '? single\nQuale fiume attraversa Firenze?\n- Tevere\n+ Arno\n= L’Arno.';
    const result = textsToQuestions(
      { 'it-IT': [blocks[0], added, ...blocks.slice(1)].join('\n\n'), 'en-GB': editorQuestionsText(withIds, 'en-GB', 'it-IT') },
      'it-IT',
    );
    if (!('questions' in result)) throw new Error(JSON.stringify(result.problem));
    expect(result.questions.map((question) => question.id)).toEqual(['q1', undefined, 'q2', 'q3', 'q4']);
    expect(untranslatedQuestions(result.questions, 'en-GB')).toEqual([2]);
    expect(result.questions[2]!.definition.prompts['en-GB']).toBe(withIds[1]!.definition.prompts['en-GB']);
  });

  it('refuses a translation that is not the same questions', () => {
    const more = textsToQuestions({ 'it-IT': it_.split('\n\n').slice(0, 3).join('\n\n'), 'en-GB': en }, 'it-IT');
    expect('problem' in more && more.problem).toMatchObject({
      locale: 'en-GB',
      reason: 'countDiffers',
      params: { count: 4, expected: 3, defaultLocale: 'it-IT' },
      message: '4 questions where it-IT has 3',
    });
    const marks = textsToQuestions({ 'it-IT': it_, 'en-GB': en.replace('+ Romulus\n- Remus', '- Remus\n+ Romulus') }, 'it-IT');
    expect('problem' in marks && marks.problem).toMatchObject({ locale: 'en-GB', line: 1, reason: 'notSame', params: { number: 1 } });
  });
});
