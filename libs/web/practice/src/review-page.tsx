import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FORECAST_DAYS, type Review, type ReviewCard } from '@tiles/contracts-practice';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { DayBars } from '@tiles/stats/day-bars';
import { tracking } from '@tiles/tracking';
import { useLocation } from 'react-router';
import { Button, ErrorWithRetry } from '@tiles/ui-kit';
import { useAnswerSender } from './answers';
import { useGetReviewQuery } from './practice-api';
import { QuestionCard } from './question-card';
import { ReviewSettingsForm } from './review-settings-section';

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Today's review, one card at a time across every course: the cards are the ones due when the page opened (an
 * answer reschedules its card on the server; the deck does not move under the learner's hands), keys 1–4 answer,
 * a summary at the end. Then the forecast, the retention and the settings.
 */
export const ReviewPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const { locale } = useSiteContext();
  const review = useGetReviewQuery({ locale });
  // The deck is the first answer's cards, shown from the first render (the server's, when it asked with the page), and
  // kept: later answers come after a card was answered and rescheduled, and must not move the deck.
  const [openedWith, setOpenedWith] = useState<ReviewCard[] | null>(null);
  const deck = openedWith ?? review.data?.cards ?? null;
  useEffect(() => {
    if (review.data && openedWith === null) setOpenedWith(review.data.cards);
  }, [review.data, openedWith]);

  if (review.isError && !review.data)
    return (
      <ErrorWithRetry
        message={t('common.error', { message: errorText(review.error) })}
        retryLabel={t('common.retry')}
        onRetry={() => void review.refetch()}
      />
    );
  if (!review.data || deck === null) return <p role="status">{t('app.loading')}</p>;
  return (
    <>
      <h2>{t('review.title')}</h2>
      <Deck deck={deck} review={review.data} locale={locale} />
      <Forecast review={review.data} />
      <ReviewSettingsForm review={review.data} />
    </>
  );
};

const Deck = ({ deck, review, locale }: { deck: ReviewCard[]; review: Review; locale: string }) => {
  const t = useText();
  const { date } = useFormatters();
  // Offline, a card of a course kept in this browser is checked with its session's offline copy.
  const placeOf = useCallback(
    (questionId: string) => {
      const card = deck.find((entry) => entry.question._id === questionId);
      return card ? { course: card.course._id, module: card.session.module, session: card.session.session } : undefined;
    },
    [deck],
  );
  const send = useAnswerSender(locale, 'review', placeOf);
  const [position, setPosition] = useState(0);
  const [recalled, setRecalled] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const card = deck[position];
  useEffect(() => {
    if (position > 0) headingRef.current?.focus();
  }, [position]);
  // Time on a card is study time of its course session (by the same honest rules as on the session's page).
  const { pathname } = useLocation();
  const course = card?.course._id;
  const module = card?.session.module;
  const session = card?.session.session;
  useEffect(() => {
    tracking.pageChanged({ path: pathname, course, module, session });
  }, [pathname, course, module, session]);

  if (!deck.length)
    return (
      <div role="status">
        <p>{t('review.empty')}</p>
        <Muted>{review.nextDue ? t('review.nextDue', { date: date(new Date(review.nextDue)) }) : t('review.noCards')}</Muted>
      </div>
    );
  if (!card)
    return (
      <div role="status">
        <h3 ref={headingRef} tabIndex={-1}>
          {t('review.doneTitle')}
        </h3>
        <p>{t('review.doneBody', { count: deck.length, recalled })}</p>
      </div>
    );
  return (
    <>
      <Muted>{t('review.keys')}</Muted>
      <QuestionCard
        key={card.question._id}
        question={card.question}
        keyboardShortcuts
        onAnswer={(attempt) =>
          send(attempt).then((answered) => {
            if (answered.result.correct) setRecalled((count) => count + 1);
            return answered;
          })
        }
        header={
          <>
            <h3 ref={headingRef} tabIndex={-1}>
              {t('review.position', { current: position + 1, total: deck.length })}
            </h3>
            <Muted>{t('review.from', { course: card.course.title, session: card.session.title })}</Muted>
          </>
        }
        footer={() => (
          <div>
            <Button type="button" autoFocus onClick={() => setPosition((at) => at + 1)}>
              {t(position + 1 < deck.length ? 'review.next' : 'review.finish')}
            </Button>
          </div>
        )}
      />
    </>
  );
};

const Forecast = ({ review }: { review: Review }) => {
  const t = useText();
  const { number } = useFormatters();
  const total = review.forecast.reduce((sum, entry) => sum + entry.count, 0);
  const summary = t('review.forecastSummary', { count: total });
  return (
    <section aria-labelledby="review-forecast">
      <h3 id="review-forecast">{t('review.forecastTitle', { days: FORECAST_DAYS })}</h3>
      <p>
        {summary} {review.retention !== null ? t('review.retention', { percent: number(Math.round(review.retention * 100)) }) : null}
      </p>
      <DayBars title={t('review.forecastChart')} summary={summary} days={review.forecast} />
    </section>
  );
};
