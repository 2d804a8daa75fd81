import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import type { PracticeQuestion } from '@tiles/contracts-practice';
import { useText } from '@tiles/i18n';
import { useAnswerSender, type AnswerAttempt } from './answers';
import { QuestionCard } from './question-card';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** A question missed in this visit, shown once more in the order of its next showing. */
const retryOf = (question: PracticeQuestion, nextOrder: number[] | undefined): PracticeQuestion => {
  if (!question.order) return question;
  const textOf = new Map(question.order.map((position, index) => [position, question.options[index]!]));
  // Offline the server's next order is not known: the options move round by one, so the learner does not find
  // the right answer where they saw it.
  const order = nextOrder ?? [...question.order.slice(1), question.order[0]!];
  return { ...question, order, options: order.map((position) => textOf.get(position)!) };
};

/**
 * A session's questions after its content ("Mettiti alla prova"): each answered on its own, with its feedback. A
 * question answered wrong comes back once more after the last one (as Duolingo and Khan Academy retry mistakes),
 * its options in a new order.
 */
export const SessionQuestions = ({ questions, locale }: { questions: PracticeQuestion[]; locale: string }) => {
  const t = useText();
  const id = useId();
  const send = useAnswerSender(locale, 'session');
  const [retries, setRetries] = useState<PracticeQuestion[]>([]);
  const sendNotingMisses = useCallback(
    async (attempt: AnswerAttempt) => {
      const answered = await send(attempt);
      if (!answered.result.correct)
        setRetries((pending) =>
          pending.some((retry) => retry._id === attempt.question._id)
            ? pending
            : [...pending, retryOf(attempt.question, answered.result.nextOrder)],
        );
      return answered;
    },
    [send],
  );
  if (!questions.length) return null;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('practice.title')}</h2>
      <p>{t('practice.intro')}</p>
      {questions.map((question) => (
        <QuestionCard key={question._id} question={question} onAnswer={sendNotingMisses} />
      ))}
      {retries.length ? (
        <section aria-labelledby={`${id}-retry`}>
          <h3 id={`${id}-retry`}>{t('practice.retryTitle')}</h3>
          <p>{t('practice.retryIntro', { count: retries.length })}</p>
          {retries.map((question) => (
            <QuestionCard key={`${question._id}-retry`} question={question} onAnswer={send} />
          ))}
        </section>
      ) : null}
    </Section>
  );
};
