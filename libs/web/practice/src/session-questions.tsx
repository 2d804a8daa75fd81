import { useId } from 'react';
import styled from 'styled-components';
import type { PracticeQuestion } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { useAnswerSender } from './answers';
import { QuestionCard } from './question-card';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** A session's questions after its content ("Mettiti alla prova"): each answered on its own, with its feedback. */
export const SessionQuestions = ({ questions, locale }: { questions: PracticeQuestion[]; locale: string }) => {
  const t = useText();
  const id = useId();
  const send = useAnswerSender(locale, 'session');
  if (!questions.length) return null;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('practice.title')}</h2>
      <p>{t('practice.intro')}</p>
      {questions.map((question) => (
        <QuestionCard key={question._id} question={question} onAnswer={send} />
      ))}
    </Section>
  );
};
