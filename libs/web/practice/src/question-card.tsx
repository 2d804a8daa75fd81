import { useId, useMemo, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { REVIEW_GRADES, type AnswerResponse, type AnswerResult, type PracticeQuestion, type ReviewGrade } from '@tiles/contracts-practice';
import { useLanguageOf, useText } from '@tiles/i18n';
import { Button, FieldMessage } from '@tiles/ui-kit';
import type { AnswerAttempt, AnsweredAttempt } from './answers';

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 12px 16px;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: 10px;
  legend {
    font-weight: 600;
    padding-inline: 4px;
  }
  label {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: 44px;
  }
  input[type='radio'],
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 0;
  }
  label.typed {
    display: grid;
    align-items: stretch;
    gap: 4px;
    min-height: 0;
    font-weight: 500;
  }
  input[type='text'] {
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radius};
    max-width: 24rem;
  }
`;

const Grades = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Feedback = styled.div<{ $right: boolean }>`
  border-inline-start: 4px solid ${({ theme, $right }) => ($right ? theme.colors.success : theme.colors.error)};
  padding: 4px 12px;
  p {
    margin: 4px 0;
  }
`;

const Verdict = styled.span<{ $right: boolean }>`
  font-size: 0.875rem;
  font-weight: 600;
  padding: 0 8px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $right }) => ($right ? theme.colors.success : theme.colors.error)};
  color: ${({ theme }) => theme.colors.text};
`;

type OptionVerdictKind = 'right' | 'chosenWrong' | null;

/** After an answer: the right options are marked, and the learner's wrong choice beside them. */
const verdictOf = (result: AnswerResult, authoredPosition: number, chosen: boolean): OptionVerdictKind =>
  result.correctOptions.includes(authoredPosition) ? 'right' : chosen ? 'chosenWrong' : null;

const OptionVerdict = ({ verdict }: { verdict: OptionVerdictKind }) => {
  const t = useText();
  if (!verdict) return null;
  return (
    <Verdict $right={verdict === 'right'}>
      <span aria-hidden="true">{verdict === 'right' ? '✓ ' : '✗ '}</span>
      {t(verdict === 'right' ? 'practice.option.right' : 'practice.option.chosenWrong')}
    </Verdict>
  );
};

/** A question's options in `order` (authored positions), whatever order this copy of it lists them in. */
const shownIn = (question: PracticeQuestion, order: number[]): PracticeQuestion => {
  const listed = question.order ?? question.options.map((_, index) => index);
  if (listed.length !== order.length) return question;
  const textOf = new Map(listed.map((position, index) => [position, question.options[index]!]));
  return { ...question, options: order.map((position) => textOf.get(position) ?? ''), ...(question.order ? { order } : {}) };
};

export type QuestionCardProps = {
  question: PracticeQuestion;
  /** Sends the answer; resolves with its result, rejects when it could not be recorded (nor kept to send later). */
  onAnswer: (attempt: AnswerAttempt) => Promise<AnsweredAttempt>;
  /** Review: keys 1–4 choose an option or a grade. */
  keyboardShortcuts?: boolean;
  /** Shown inside the card above its question (review: where the card comes from), and after its feedback. */
  header?: ReactNode;
  footer?: (answered: AnswerResult) => ReactNode;
};

/**
 * One question: its prompt as the legend of its controls (options, a text field, or a recall card's back and
 * grades), the answer sent when the learner checks it, and the feedback the server gives (right or not, what was
 * right, the explanation). A failed send says so beside the button and keeps what the learner entered.
 */
export const QuestionCard = ({ question: given, onAnswer, keyboardShortcuts = false, header, footer }: QuestionCardProps) => {
  const t = useText();
  // The order of the showing this card was given: a later copy of the question (its next showing's order, after an
  // answer) does not move the options under the learner's choice and its feedback; its texts (another language,
  // chosen meanwhile) are still shown.
  const [order] = useState(() => given.order ?? given.options.map((_, index) => index));
  const question = useMemo(() => shownIn(given, order), [given, order]);
  const languageOf = useLanguageOf();
  const id = useId();
  const [choices, setChoices] = useState<number[]>([]);
  const [text, setText] = useState('');
  const [turned, setTurned] = useState(false);
  const [problem, setProblem] = useState<'choose' | 'type' | 'failed' | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<AnswerResult | null>(null);
  const [queued, setQueued] = useState(false);
  // One id per answer, kept across retries: an answer whose result was lost on the way is not recorded twice.
  const [answerId] = useState(() => crypto.randomUUID());
  const [shownAt] = useState(() => Date.now());

  const send = (response: AnswerResponse) => {
    setSending(true);
    setProblem(null);
    onAnswer({ answerId, question, response, shownAt, ...(question.order ? { shown: question.order } : {}) }).then(
      (answered) => {
        setResult(answered.result);
        setQueued(answered.queued);
        setSending(false);
      },
      () => {
        setProblem('failed');
        setSending(false);
      },
    );
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (result || sending) return;
    if (question.kind === 'short') {
      if (!text.trim()) return setProblem('type');
      return send({ text });
    }
    if (!choices.length) return setProblem('choose');
    send({ choices: choices.map((index) => order[index]!) });
  };
  const grade = (value: ReviewGrade) => {
    if (!result && !sending) send({ grade: value });
  };
  // Review: keys 1–4 choose an option or a grade and Enter checks while the focus is inside the card (but not in a
  // field that takes typing). Only there: single-key shortcuts on the whole page would act on a speech-input
  // learner's stray words and on keys a screen reader passes through (WCAG 2.1.4).
  const onKey = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement | null;
    if (!keyboardShortcuts || result || event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select'))
      return;
    if (event.key === 'Enter' && question.kind !== 'recall' && target?.tagName !== 'BUTTON') {
      event.preventDefault();
      submit();
      return;
    }
    const digit = Number(event.key);
    if (!Number.isInteger(digit) || digit < 1 || digit > 4) return;
    event.preventDefault();
    if (question.kind === 'recall') {
      if (turned) grade(digit as ReviewGrade);
      else setTurned(true);
    } else if (digit <= question.options.length) {
      const index = digit - 1;
      setChoices((chosen) =>
        question.kind === 'single' ? [index] : chosen.includes(index) ? chosen.filter((entry) => entry !== index) : [...chosen, index],
      );
    }
  };
  const legendId = `${id}-prompt`;
  const problemId = `${id}-problem`;
  const locked = Boolean(result) || sending;

  return (
    <form onSubmit={submit} onKeyDown={onKey} aria-labelledby={legendId} noValidate>
      {header}
      <Fieldset aria-describedby={problem ? problemId : undefined}>
        <legend id={legendId} {...languageOf(question.lang)}>
          {question.prompt}
        </legend>
        {question.kind === 'single' || question.kind === 'multiple' ? (
          <>
            <span>{t(question.kind === 'single' ? 'practice.chooseOne' : 'practice.chooseMany')}</span>
            {question.options.map((option, index) => (
              <label key={index}>
                <input
                  type={question.kind === 'single' ? 'radio' : 'checkbox'}
                  name={`${id}-options`}
                  checked={choices.includes(index)}
                  disabled={locked}
                  onChange={(event) =>
                    setChoices((chosen) =>
                      question.kind === 'single'
                        ? [index]
                        : event.target.checked
                          ? [...chosen, index]
                          : chosen.filter((entry) => entry !== index),
                    )
                  }
                />
                {keyboardShortcuts ? `${index + 1}. ` : ''}
                <span {...languageOf(question.lang)}>{option}</span>
                {result ? <OptionVerdict verdict={verdictOf(result, order[index]!, choices.includes(index))} /> : null}
              </label>
            ))}
          </>
        ) : null}
        {question.kind === 'short' ? (
          <label className="typed">
            {t('practice.yourAnswer')}
            <input type="text" value={text} disabled={locked} onChange={(event) => setText(event.target.value)} autoComplete="off" />
          </label>
        ) : null}
        {question.kind === 'recall' ? (
          turned ? (
            <>
              <p>
                <strong>{t('practice.back')}</strong> <span {...languageOf(question.lang)}>{question.back}</span>
              </p>
              {result ? null : (
                <Grades role="group" aria-label={t('practice.gradePrompt')}>
                  {REVIEW_GRADES.map((value) => (
                    <Button key={value} type="button" $variant="secondary" disabled={locked} onClick={() => grade(value)}>
                      {keyboardShortcuts ? `${value}. ` : ''}
                      {t(`practice.grade.${value}`)}
                    </Button>
                  ))}
                </Grades>
              )}
            </>
          ) : (
            <div>
              <Button type="button" $variant="secondary" onClick={() => setTurned(true)}>
                {t('practice.showBack')}
              </Button>
            </div>
          )
        ) : null}
        {question.kind !== 'recall' && !result ? (
          <div>
            <Button type="submit" disabled={sending}>
              {t('practice.check')}
            </Button>
          </div>
        ) : null}
        {problem ? (
          <FieldMessage id={problemId} role="alert">
            {t(problem === 'choose' ? 'practice.chooseFirst' : problem === 'type' ? 'practice.typeFirst' : 'practice.failed')}
          </FieldMessage>
        ) : null}
        <div aria-live="polite" aria-atomic="true">
          {result ? (
            <Feedback $right={result.correct}>
              <p>
                <strong>{t(result.correct ? 'practice.right' : 'practice.wrong')}</strong>
                {question.kind !== 'recall' && !result.correct ? ` ${t('practice.correctAnswer', { answer: result.correctAnswer })}` : ''}
              </p>
              {result.explanation ? <p>{result.explanation}</p> : null}
              {queued ? <p>{t('practice.queued')}</p> : null}
            </Feedback>
          ) : null}
        </div>
        {result && footer ? footer(result) : null}
      </Fieldset>
    </form>
  );
};
