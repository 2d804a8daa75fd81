import { useId } from 'react';
import styled from 'styled-components';
import type { PracticeQuestion } from '@tiles/contracts-practice';
import { useText } from '@tiles/i18n';

const Section = styled.section`
  margin-block: 24px;
`;

/**
 * Admin mode's preview of a session's questions, drafts included, as learners will read them (prompts, options, a
 * card's back): for an editor reading without enrolling, who has nothing to answer.
 */
export const SessionQuestionsPreview = ({ questions }: { questions: PracticeQuestion[] }) => {
  const t = useText();
  const id = useId();
  if (!questions.length) return null;
  return (
    <Section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('practice.title')}</h2>
      <p>{t('practice.previewIntro')}</p>
      <ol>
        {questions.map((question) => (
          <li key={question._id} lang={question.lang}>
            <p>{question.prompt}</p>
            {question.options.length ? (
              <ul>
                {question.options.map((option, index) => (
                  <li key={index}>{option}</li>
                ))}
              </ul>
            ) : null}
            {question.back ? <p>{question.back}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
};
