import type { QuestionDefinition, QuestionKind } from './practice.js';

/** A question as the editor edits it: its id (none for a new one) and its definition. */
export type EditedQuestion = { id?: string | undefined; definition: QuestionDefinition };

/** Why a questions text cannot be read: each reason has its text, `cms.questions.reason.<reason>`, for the editor. */
export const questionsTextReasons = [
  'unknownKind',
  'numberValue',
  'noHeader',
  'badLine',
  'noPrompt',
  'noExplanation',
  'singleOptions',
  'multipleOptions',
  'shortAccepted',
  'recallBack',
  'countDiffers',
  'notSame',
] as const;
export type QuestionsTextReason = (typeof questionsTextReasons)[number];

/** Where a questions text cannot be read, and why: the reason and its parameters for the editor, a message for the api. */
export type QuestionsTextProblem = {
  locale: string;
  line: number;
  reason: QuestionsTextReason;
  params: Record<string, string | number>;
  message: string;
};

const KIND_WORDS: Record<string, QuestionKind | 'number'> = {
  single: 'single',
  multiple: 'multiple',
  short: 'short',
  number: 'number',
  recall: 'recall',
};

/**
 * A session's questions as the editor's plain text in one locale: questions apart by a blank line; each starts
 * with `? kind #id` (kind: single, multiple, short, number VALUE ±TOLERANCE, recall; `#id` kept by the editor,
 * left out for a new question), then its prompt, then `+ ` a right option or accepted answer, `- ` a wrong option,
 * `> ` a recall card's back, `= ` the explanation.
 */
export const questionsToText = (questions: readonly EditedQuestion[], locale: string): string =>
  questions
    .map(({ id, definition }) => {
      const at = (texts: Record<string, string> | undefined) => texts?.[locale] ?? '';
      const kind =
        definition.kind === 'short' && definition.numeric
          ? `number ${definition.numeric.value} ±${definition.numeric.tolerance}`
          : definition.kind;
      const lines = [`? ${kind}${id ? ` #${id}` : ''}`, at(definition.prompts)];
      for (const option of definition.options ?? []) lines.push(`${option.correct ? '+' : '-'} ${at(option.texts)}`);
      for (const accepted of definition.accepted?.[locale] ?? []) lines.push(`+ ${accepted}`);
      if (definition.kind === 'recall') lines.push(`> ${at(definition.backs)}`);
      lines.push(`= ${at(definition.explanations)}`);
      return lines.join('\n');
    })
    .join('\n\n');

/**
 * The editor's text of one locale: for a locale other than the default, the questions translated into it (none:
 * empty; the rest fall back, and read back as they were); the default locale's text is always written out whole,
 * so questions without its prompts read as a problem, never as no questions.
 */
export const editorQuestionsText = (questions: readonly EditedQuestion[], locale: string, defaultLocale: string): string =>
  questionsToText(
    locale === defaultLocale ? questions : questions.filter(({ definition }) => definition.prompts[locale] !== undefined),
    locale,
  );

/** The questions (numbered from 1) not translated into a locale yet: they show in the default locale there. */
export const untranslatedQuestions = (questions: readonly EditedQuestion[], locale: string): number[] =>
  questions.flatMap(({ definition }, index) => (definition.prompts[locale] === undefined ? [index + 1] : []));

type ParsedQuestion = {
  line: number;
  id: string | undefined;
  kind: QuestionKind;
  numeric: { value: number; tolerance: number } | undefined;
  prompt: string;
  options: { text: string; correct: boolean }[];
  accepted: string[];
  back: string;
  explanation: string;
};

const parseLocale = (text: string, locale: string): ParsedQuestion[] | QuestionsTextProblem => {
  const questions: ParsedQuestion[] = [];
  const problemAt = (line: number, reason: QuestionsTextReason, message: string, params: QuestionsTextProblem['params'] = {}) => ({
    locale,
    line,
    reason,
    params,
    message,
  });
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let current: ParsedQuestion | undefined;
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const number = index + 1;
    if (!line) continue;
    const header = /^\?\s+(\w+)(?:\s+(-?\d+(?:[.,]\d+)?)\s+±\s*(\d+(?:[.,]\d+)?))?(?:\s+#([\w-]{1,128}))?$/.exec(line);
    if (header) {
      const word = KIND_WORDS[header[1]!];
      if (!word)
        return problemAt(number, 'unknownKind', `unknown kind '${header[1]}' (single, multiple, short, number, recall)`, {
          kind: header[1]!,
        });
      if (word === 'number' && header[2] === undefined)
        return problemAt(number, 'numberValue', 'a number question says its value and tolerance: ? number 753 ±0');
      current = {
        line: number,
        id: header[4],
        kind: word === 'number' ? 'short' : word,
        numeric:
          word === 'number' ? { value: Number(header[2]!.replace(',', '.')), tolerance: Number(header[3]!.replace(',', '.')) } : undefined,
        prompt: '',
        options: [],
        accepted: [],
        back: '',
        explanation: '',
      };
      questions.push(current);
      continue;
    }
    if (!current) return problemAt(number, 'noHeader', 'a question starts with a line such as "? single"');
    const mark = line[0];
    const rest = line.slice(1).trim();
    if (!current.prompt && !['+', '-', '>', '='].includes(mark!)) current.prompt = line;
    else if (mark === '+' && (current.kind === 'short' || current.kind === 'recall')) current.accepted.push(rest);
    else if (mark === '+' || mark === '-') current.options.push({ text: rest, correct: mark === '+' });
    else if (mark === '>') current.back = rest;
    else if (mark === '=') current.explanation = rest;
    else return problemAt(number, 'badLine', 'a line starts with + (right), - (wrong), > (the back) or = (the explanation)');
  }
  for (const question of questions) {
    const problem = (reason: QuestionsTextReason, message: string) => problemAt(question.line, reason, message);
    if (!question.prompt) return problem('noPrompt', 'the question has no prompt');
    if (!question.explanation) return problem('noExplanation', 'the question has no explanation (= …)');
    if (question.kind === 'single' && (question.options.length < 2 || question.options.filter((option) => option.correct).length !== 1))
      return problem('singleOptions', 'a single-choice question has at least two options, exactly one right (+)');
    if (question.kind === 'multiple' && (question.options.length < 2 || !question.options.some((option) => option.correct)))
      return problem('multipleOptions', 'a multiple-choice question has at least two options, one or more right (+)');
    if (question.kind === 'short' && !question.numeric && question.accepted.length === 0)
      return problem('shortAccepted', 'a short answer lists its accepted answers (+ …)');
    if (question.kind === 'recall' && !question.back) return problem('recallBack', 'a recall card has its back (> …)');
  }
  return questions;
};

/**
 * The questions of the editor's texts, one per locale: the default locale's decides the questions, their kinds and
 * what is right; every other locale translates some or all of them (a question is written in the default locale
 * first, and translated later: until then it falls back to the default, as content does). A translated question
 * is the default's with its `#id`, or at its place when it has none yet; same kind and marks. A locale may be left
 * empty. The first problem found, with its locale, line and question, otherwise.
 */
export const textsToQuestions = (
  texts: Readonly<Record<string, string>>,
  defaultLocale: string,
): { questions: EditedQuestion[] } | { problem: QuestionsTextProblem } => {
  const parsed: Record<string, ParsedQuestion[]> = {};
  for (const [locale, text] of Object.entries(texts)) {
    if (!text.trim() && locale !== defaultLocale) continue;
    const result = parseLocale(text, locale);
    if (!Array.isArray(result)) return { problem: result };
    parsed[locale] = result;
  }
  const source = parsed[defaultLocale] ?? [];
  /** Per locale, the default's question each of its questions translates (by index). */
  const translated: Record<string, Map<number, ParsedQuestion>> = {};
  for (const [locale, questions] of Object.entries(parsed)) {
    if (questions.length > source.length)
      return {
        problem: {
          locale,
          line: questions[source.length]!.line,
          reason: 'countDiffers',
          params: { count: questions.length, expected: source.length, defaultLocale },
          message: `${questions.length} questions where ${defaultLocale} has ${source.length}`,
        },
      };
    const matches = new Map<number, ParsedQuestion>();
    for (const [index, question] of questions.entries()) {
      const at = question.id ? source.findIndex((candidate) => candidate.id === question.id) : index;
      const original = source[at];
      const same =
        original !== undefined &&
        !matches.has(at) &&
        question.kind === original.kind &&
        question.id === original.id &&
        JSON.stringify(question.numeric) === JSON.stringify(original.numeric) &&
        question.options.map((option) => option.correct).join() === original.options.map((option) => option.correct).join();
      if (!same)
        return {
          problem: {
            locale,
            line: question.line,
            reason: 'notSame',
            params: { number: at >= 0 ? at + 1 : index + 1, defaultLocale },
            message: `not the same question as ${defaultLocale}'s question ${at >= 0 ? at + 1 : index + 1}`,
          },
        };
      matches.set(at, question);
    }
    translated[locale] = matches;
  }
  const locales = Object.keys(parsed);
  const localesOf = (index: number) => locales.filter((locale) => translated[locale]!.has(index));
  const per = (pick: (question: ParsedQuestion) => string, index: number) =>
    Object.fromEntries(localesOf(index).map((locale) => [locale, pick(translated[locale]!.get(index)!)]));
  return {
    questions: source.map((question, index) => ({
      id: question.id,
      definition: {
        kind: question.kind,
        prompts: per((entry) => entry.prompt, index),
        ...(question.options.length
          ? {
              options: question.options.map((option, position) => ({
                texts: per((entry) => entry.options[position]!.text, index),
                correct: option.correct,
              })),
            }
          : {}),
        ...(question.kind === 'short' && !question.numeric
          ? { accepted: Object.fromEntries(localesOf(index).map((locale) => [locale, translated[locale]!.get(index)!.accepted])) }
          : {}),
        ...(question.numeric ? { numeric: question.numeric } : {}),
        ...(question.kind === 'recall' ? { backs: per((entry) => entry.back, index) } : {}),
        explanations: per((entry) => entry.explanation, index),
      },
    })),
  };
};
