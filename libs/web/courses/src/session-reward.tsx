import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { paths } from '@tiles/contracts';
import { type CourseSession } from '@tiles/contracts-courses';
import { useLedgerReason } from '@tiles/game';
import { useText } from '@tiles/i18n';
import { ButtonLink, ErrorWithRetry } from '@tiles/ui-kit';
import { useGetSessionRewardQuery, type SessionAddress } from './courses-api';
import { UpNextStep } from './up-next-step';

const arrive = keyframes`
  from { opacity: 0; transform: scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.section`
  margin-top: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 2px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.successLight};
  /* The global style cuts animations to nothing for those who ask for reduced motion. */
  animation: ${arrive} 400ms ease-out;
  h2 {
    margin-top: 0;
  }
  ul {
    padding-inline-start: 1.25rem;
  }
  li {
    margin: 4px 0;
  }
`;

const Awards = styled.ul`
  list-style: none;
  padding: 0 !important;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 4px 0;
  }
`;

export type SessionRewardProps = {
  address: SessionAddress;
  /** The course's next session, if any (else the way back to the course). */
  next: CourseSession['next'];
  courseSlug: string;
  locale: string;
};

/**
 * The moment a session ends: what it earned, read from the server once the completion (and the visit's time) is
 * stored — its honest minutes, the XP and why, the questions right, the day's goal and streak, the badges it moved —
 * and the next step. Its heading takes the focus, which announces it once.
 */
export const SessionReward = ({ address, next, courseSlug, locale }: SessionRewardProps) => {
  const t = useText();
  const reason = useLedgerReason();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reward = useGetSessionRewardQuery({ ...address, locale });
  useEffect(() => heading.current?.focus(), []);
  const data = reward.data;
  const xp = data?.awards.reduce((sum, award) => sum + award.xp, 0) ?? 0;
  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        <span aria-hidden="true">★ </span>
        {t('reward.title')}
      </h2>
      {reward.isError ? (
        <ErrorWithRetry message={t('reward.unavailable')} retryLabel={t('reward.retry')} onRetry={() => void reward.refetch()} />
      ) : !data ? (
        <p>{t('reward.loading')}</p>
      ) : (
        <>
          <ul>
            <li>{t('reward.minutes', { minutes: data.minutes })}</li>
            {data.questions.answered ? (
              <li>{t('reward.questions', { right: data.questions.right, total: data.questions.answered })}</li>
            ) : null}
            <li>
              {data.day.goalMet
                ? t('reward.goalMet', { streak: data.day.streak })
                : t('reward.goalLeft', {
                    minutes: data.day.todayMinutes,
                    goal: data.day.goalMinutes,
                    left: data.day.goalMinutes - data.day.todayMinutes,
                  })}
            </li>
            {data.missingMinutes > 0 ? <li>{t('reward.xpPending', { minutes: data.missingMinutes })}</li> : null}
          </ul>
          {data.awards.length ? (
            <>
              <h3>{t('reward.xp', { xp })}</h3>
              <Awards>
                {data.awards.map((award) => (
                  <li key={award.id}>
                    <span>{reason(award)}</span>
                    <strong>{t('game.ledger.xp', { xp: award.xp })}</strong>
                  </li>
                ))}
              </Awards>
            </>
          ) : null}
          {data.badges.length ? (
            <ul>
              {data.badges.map((badge) => (
                <li key={badge._id}>
                  {badge.nextTier === null
                    ? t('reward.badgeTop', { name: badge.name, amount: badge.amount })
                    : t('reward.badge', { name: badge.name, amount: badge.amount, next: badge.nextTier })}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {next ? (
        <ButtonLink as={Link} to={paths.session(locale, address.course, next)}>
          {t('reward.nextSession')}
        </ButtonLink>
      ) : (
        <>
          {/* The course has no session left to go on with: the next step the home would offer. */}
          {data && (data.upNext.recommended || (data.upNext.review?.due ?? 0) > 0) ? (
            <>
              <h3>{t('home.learner.upNext')}</h3>
              <UpNextStep review={data.upNext.review} recommended={data.upNext.recommended} locale={locale} />
            </>
          ) : null}
          <p>
            <Link to={paths.course(locale, { _id: address.course, slug: courseSlug })}>{t('reward.backToCourse')}</Link>
          </p>
        </>
      )}
    </Panel>
  );
};
