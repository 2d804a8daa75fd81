import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { type LearnerHome as Home } from '@tiles/contracts-courses';
import { useLanguageOf, useText, useTextWithPart } from '@tiles/i18n';
import { ButtonLink, Card, ErrorWithRetry, up } from '@tiles/ui-kit';
import { UpNextStep } from '@tiles/courses';
import { DueAssignments } from '@tiles/groups';
import { homeApi } from './home-api';

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: 1fr;
  margin: ${({ theme }) => theme.spacing(2)} 0 ${({ theme }) => theme.spacing(4)};
  ${up('md')} {
    grid-template-columns: 2fr 1fr;
  }
  h2 {
    font-size: 1.25rem;
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  progress {
    width: 100%;
    height: 10px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Today = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const RING = { size: 88, stroke: 10 };

/** Today's minutes against the goal, as a ring; its text is the ring's accessible name. */
const GoalRing = ({ minutes, goal, label }: { minutes: number; goal: number; label: string }) => {
  const radius = (RING.size - RING.stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const share = goal > 0 ? Math.min(1, minutes / goal) : 0;
  return (
    <svg
      width={RING.size}
      height={RING.size}
      viewBox={`0 0 ${RING.size} ${RING.size}`}
      role="img"
      aria-label={label}
      style={{ flex: 'none' }}
    >
      <circle
        cx={RING.size / 2}
        cy={RING.size / 2}
        r={radius}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.2}
        strokeWidth={RING.stroke}
      />
      {share > 0 ? (
        <circle
          cx={RING.size / 2}
          cy={RING.size / 2}
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={RING.stroke}
          strokeLinecap="round"
          strokeDasharray={`${share * circumference} ${circumference}`}
          transform={`rotate(-90 ${RING.size / 2} ${RING.size / 2})`}
        />
      ) : null}
      <text
        x="50%"
        y="50%"
        dominantBaseline="central"
        textAnchor="middle"
        fontSize="18"
        fontWeight="700"
        fill="currentColor"
        aria-hidden="true"
      >
        {`${minutes}/${goal}`}
      </text>
    </svg>
  );
};

/** "Module 2 · Session 1: its title", the title marked with its own language when it is not the page's. */
const SessionPosition = ({ at }: { at: NonNullable<Home['next']> }) => {
  const textWithPart = useTextWithPart();
  return (
    <p>
      {textWithPart(
        'home.learner.position',
        { module: at.module, session: at.session },
        { name: 'title', value: at.sessionTitle, lang: at.sessionLang },
      )}
    </p>
  );
};

/** The review as the next step: nothing to continue, cards due. */
const reviewIsNext = (home: Home) => !home.resume && (home.review?.due ?? 0) > 0;

/**
 * Always a next step: the course in progress, else the cards due, else a course to start (from the categories the
 * learner studies, with what it takes), else the catalogue.
 */
const NextStep = ({ home, locale }: { home: Home; locale: string }) => {
  const t = useText();
  if (home.resume) return <Continue resume={home.resume} locale={locale} />;
  return (
    <Card as="section" aria-labelledby="home-continue">
      <h2 id="home-continue">{t('home.learner.upNext')}</h2>
      <UpNextStep
        review={home.review}
        recommended={home.recommended}
        locale={locale}
        fallback={
          <>
            <p>{t('home.learner.nothingToContinue')}</p>
            <ButtonLink as={Link} to={paths.catalogue(locale)}>
              {t('home.exploreCatalogue')}
            </ButtonLink>
          </>
        }
      />
    </Card>
  );
};

const Continue = ({ resume, locale }: { resume: NonNullable<Home['resume']>; locale: string }) => {
  const t = useText();
  const languageOf = useLanguageOf();
  const progress = resume.course.progress;
  return (
    <Card as="section" aria-labelledby="home-continue">
      <h2 id="home-continue">{t('home.learner.continue')}</h2>
      <p>
        <Link to={paths.course(locale, resume.course)} {...languageOf(resume.course.lang)}>
          {resume.course.title}
        </Link>
      </p>
      <SessionPosition at={resume} />
      {progress ? (
        <>
          <progress
            max={progress.totalSessions}
            value={progress.completedSessions}
            aria-label={t('home.learner.progress', { done: progress.completedSessions, total: progress.totalSessions })}
          />
          <p>{t('home.learner.progress', { done: progress.completedSessions, total: progress.totalSessions })}</p>
        </>
      ) : null}
      <ButtonLink as={Link} to={paths.session(locale, resume.course._id, resume)}>
        {t('home.learner.resume')}
      </ButtonLink>
    </Card>
  );
};

/**
 * The signed-in learner's home: continue where they left off, today's goal ring and the streak's state, the cards
 * due for review, the next session. One call, rendered by the server into the first screen.
 */
export const LearnerHome = ({ locale, name }: { locale: string; name: string }) => {
  const t = useText();
  const home = homeApi.useGetHomeQuery({ locale });
  // A newcomer is welcomed, not welcomed back.
  const title = (
    <h1 id="home-learner" style={{ margin: '24px 0 0' }}>
      {t(home.data?.newcomer ? 'home.learner.welcomeTitle' : 'home.learner.title', { name })}
    </h1>
  );
  if (home.isError)
    return (
      <>
        {title}
        <ErrorWithRetry message={t('home.learner.unavailable')} retryLabel={t('home.learner.retry')} onRetry={() => void home.refetch()} />
      </>
    );
  if (!home.data)
    return (
      <>
        {title}
        <p role="status">{t('home.learner.loading')}</p>
      </>
    );
  const { day, review, next, resume } = home.data;
  return (
    <>
      {title}
      <Blocks>
        <NextStep home={home.data} locale={locale} />
        <Card as="section" aria-labelledby="home-today">
          <h2 id="home-today">{t('home.learner.today')}</h2>
          <Today>
            <GoalRing
              minutes={day.todayMinutes}
              goal={day.goalMinutes}
              label={t('home.learner.ring', { minutes: day.todayMinutes, goal: day.goalMinutes })}
            />
            <p>
              {t(`home.learner.state.${day.state}`, {
                streak: day.streak,
                goal: day.goalMinutes,
                minutes: Math.max(0, day.goalMinutes - day.todayMinutes),
              })}
            </p>
          </Today>
        </Card>
        <DueAssignments locale={locale} />
        {next && resume ? (
          <Card as="section" aria-labelledby="home-next">
            <h2 id="home-next">{t('home.learner.next')}</h2>
            <SessionPosition at={next} />
            <ButtonLink as={Link} to={paths.session(locale, resume.course._id, next)} $variant="secondary">
              {t('home.learner.start')}
            </ButtonLink>
          </Card>
        ) : null}
        {review && !reviewIsNext(home.data) ? (
          <Card as="section" aria-labelledby="home-review">
            <h2 id="home-review">{t('home.learner.review')}</h2>
            <p>{t('home.learner.reviewDue', { count: review.due })}</p>
            {review.due > 0 ? (
              <ButtonLink as={Link} to={paths.profile(locale, 'user-review')} $variant="secondary">
                {t('home.learner.reviewAction')}
              </ButtonLink>
            ) : null}
          </Card>
        ) : null}
      </Blocks>
    </>
  );
};
