import { pickTranslation } from '@tiles/contracts';
import type { AnswerKey, AnswerResponse, QuestionDefinition, QuestionKind, ReviewGrade } from './practice.js';

/** A typed answer as compared: accents, case, surrounding and repeated spaces do not count. */
export const normaliseAnswer = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/** A number as a learner types it: `3,5` or `3.5`, spaces ignored; undefined when it is not one. */
export const parseTypedNumber = (text: string): number | undefined => {
  const compact = text.replace(/\s+/g, '');
  return /^[+-]?\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(',', '.')) : undefined;
};

/** Why a response cannot be an answer to a question of this kind (or undefined when it can). */
export const responseProblem = (kind: QuestionKind, optionCount: number, response: AnswerResponse): string | undefined => {
  const choices = 'choices' in response ? response.choices : undefined;
  switch (kind) {
    case 'single':
      return choices?.length === 1 && choices[0]! < optionCount ? undefined : 'a single-choice answer chooses exactly one of its options';
    case 'multiple':
      return choices && new Set(choices).size === choices.length && choices.every((choice) => choice < optionCount)
        ? undefined
        : 'a multiple-choice answer chooses distinct options among its own';
    case 'short':
      return 'text' in response ? undefined : 'a short answer is a text';
    case 'recall':
      return 'grade' in response ? undefined : 'a recall card is answered with a grade from 1 to 4';
  }
};

/**
 * Whether an answer is right, and its FSRS grade: a wrong answer is Again (1), a right one Good (3); a recall card
 * is graded by the learner (1 Again is "forgotten"). The same check runs on the server and, for a course kept
 * offline, in the browser.
 */
export const checkAnswer = (kind: QuestionKind, key: AnswerKey, response: AnswerResponse): { correct: boolean; grade: ReviewGrade } => {
  let correct: boolean;
  if ('grade' in response) {
    const grade = Math.min(4, Math.max(1, response.grade)) as ReviewGrade;
    return { correct: grade > 1, grade };
  }
  if ('choices' in response) {
    const chosen = [...new Set(response.choices)].sort();
    const right = [...key.options].sort();
    correct = kind === 'single' ? right.includes(chosen[0]!) && chosen.length === 1 : chosen.join() === right.join();
  } else {
    const typed = parseTypedNumber(response.text);
    correct =
      key.numeric !== null && typed !== undefined
        ? Math.abs(typed - key.numeric.value) <= key.numeric.tolerance + 1e-9
        : key.accepted.some((accepted) => normaliseAnswer(accepted) === normaliseAnswer(response.text));
  }
  return { correct, grade: correct ? 3 : 1 };
};

/** A question's key in a locale: the right options, the accepted answers (the locale's and the default's). */
export const answerKeyOf = (definition: QuestionDefinition, locale: string, defaultLocale: string): AnswerKey => {
  const pick = (texts: Record<string, string> | undefined) =>
    pickTranslation(texts ?? {}, [locale, defaultLocale], Object.values(texts ?? {})[0] ?? '');
  const options = (definition.options ?? []).flatMap((option, index) => (option.correct ? [index] : []));
  const accepted = [...new Set([...(definition.accepted?.[locale] ?? []), ...(definition.accepted?.[defaultLocale] ?? [])])];
  const correctAnswer =
    definition.kind === 'recall'
      ? pick(definition.backs)
      : definition.kind === 'short'
        ? (accepted[0] ?? String(definition.numeric?.value ?? ''))
        : options.map((index) => pick(definition.options![index]!.texts)).join(' · ');
  return { options, accepted, numeric: definition.numeric ?? null, correctAnswer, explanation: pick(definition.explanations) };
};
