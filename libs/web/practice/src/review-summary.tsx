import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { CARD_STATES } from '@tiles/contracts-practice';
import { useFormatters, useText } from '@tiles/i18n';
import { useGetReviewQuery } from './practice-api';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 8px 16px;
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 600;
  }
`;

/** The progress page's part of review: retention over the last 30 days, cards by state, what is due today. */
export const ReviewSummary = ({ locale }: { locale: string }) => {
  const t = useText();
  const { number } = useFormatters();
  const review = useGetReviewQuery({ locale });
  if (!review.data) return review.isError ? <p role="status">{t('review.summaryUnavailable')}</p> : null;
  const { states, retention, dueToday } = review.data;
  return (
    <Section aria-labelledby="review-summary">
      <h2 id="review-summary">{t('review.summaryTitle')}</h2>
      <dl>
        <div>
          <dt>{t('review.retentionLabel')}</dt>
          <dd>{retention === null ? '—' : `${number(Math.round(retention * 100))}%`}</dd>
        </div>
        {CARD_STATES.map((state) => (
          <div key={state}>
            <dt>{t(`review.state.${state}`)}</dt>
            <dd>{number(states[state] ?? 0)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to={paths.profile(locale, 'user-review')}>{t('review.dueLink', { count: dueToday })}</Link>
      </p>
    </Section>
  );
};
