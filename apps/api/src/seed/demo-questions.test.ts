import { describe, expect, it } from 'vitest';
import { answerKeyOf, checkAnswer, questionsEditSchema } from '@tiles/contracts';
import { demoCourses } from './demo-courses.js';
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
});
