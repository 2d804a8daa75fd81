import { describe, expect, it } from 'vitest';
import { questionsEditSchema } from '@tiles/contracts-cms';
import { answerKeyOf, checkAnswer } from '@tiles/contracts-practice';
import { demoCourses } from '@tiles/api-lms/demo-courses';
import { demoQuestions } from './demo-questions.js';

const LOCALES = ['it-IT', 'en-GB', 'de-DE'];

describe('the demo questions', () => {
  it('give every demo session 3 to 5 questions, readable by the editor, in the three languages', () => {
    const sessions = demoCourses.flatMap((course) =>
      course.modules.flatMap((module) => module.sessions.map((session) => `${course.slug}/${module.number}/${session.number}`)),
    );
    expect(Object.keys(demoQuestions).sort()).toEqual([...sessions].sort());
    for (const [session, questions] of Object.entries(demoQuestions)) {
      expect(questions.length, session).toBeGreaterThanOrEqual(3);
      expect(questions.length, session).toBeLessThanOrEqual(5);
      expect(questionsEditSchema.safeParse({ questions: questions.map((definition) => ({ definition })) }).error, session).toBeUndefined();
      for (const question of questions) {
        const texts = [
          question.prompts,
          question.explanations,
          ...(question.options ?? []).map((option) => option.texts),
          ...(question.backs ? [question.backs] : []),
        ];
        for (const text of texts) expect(Object.keys(text).sort(), `${session}: ${question.prompts['it-IT']}`).toEqual([...LOCALES].sort());
        if (question.accepted) expect(Object.keys(question.accepted).sort()).toEqual([...LOCALES].sort());
      }
    }
  });

  it('accept their own right answers in every language', () => {
    for (const questions of Object.values(demoQuestions)) {
      for (const question of questions.filter((entry) => entry.kind !== 'recall')) {
        for (const locale of LOCALES) {
          const key = answerKeyOf(question, locale, 'it-IT');
          const response =
            question.kind === 'short'
              ? { text: key.numeric ? String(key.numeric.value).replace('.', ',') : key.accepted[0]! }
              : { choices: key.options };
          expect(checkAnswer(question.kind, key, response).correct, `${locale}: ${question.prompts[locale]}`).toBe(true);
        }
      }
    }
  });

  it('do not give the right answer away by its position: pressing the same key passes no more than chance would', () => {
    const questions = Object.values(demoQuestions).flat();
    const rightAt = (kind: 'single' | 'multiple', position: number) => {
      const asked = questions.filter((question) => question.kind === kind && question.options!.length > position);
      return asked.filter((question) => question.options![position]!.correct).length / asked.length;
    };
    // Single choice has three or four options: always pressing one key would pass about a third of them.
    for (const position of [0, 1, 2]) expect(rightAt('single', position), `single choice, option ${position + 1}`).toBeLessThan(0.45);
    // Multiple choice has two or three right of three or four: no option is right in every question, nor
    // noticeably more often than an option of the same questions is right at all.
    for (const position of [0, 1, 2, 3]) {
      const asked = questions.filter((question) => question.kind === 'multiple' && question.options!.length > position);
      const expected =
        asked.reduce((sum, question) => sum + question.options!.filter((option) => option.correct).length / question.options!.length, 0) /
        asked.length;
      expect(rightAt('multiple', position), `multiple choice, option ${position + 1}`).toBeLessThan(1);
      expect(rightAt('multiple', position), `multiple choice, option ${position + 1}`).toBeLessThan(expected + 0.2);
    }
  });
});
