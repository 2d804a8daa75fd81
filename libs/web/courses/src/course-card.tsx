import { Link } from 'react-router';
import styled from 'styled-components';
import type { CourseCard as CourseCardData } from '@tiles/contracts-courses';
import { useFormatters, useLanguageOf, useText } from '@tiles/i18n';
import { useSession } from '@tiles/auth';
import { courseLinkFor, progressPercent } from './course-path';
import { useCourseSlots } from './course-slots';
import { EffortText } from './effort';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 27 / 16;
    object-fit: cover;
    display: block;
  }
  h2,
  h3 {
    font-size: 1.25rem;
    margin: 0 0 8px;
  }
  h2 a,
  h3 a {
    text-decoration: none;
  }
  h2 a:hover,
  h3 a:hover {
    text-decoration: underline;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing(2)};
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1;
  p {
    margin: 0;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** Cards from this position on are usually below the first screen of a phone: their covers load when scrolled to. */
const FIRST_SCREEN_CARDS = 2;

/** Only testers and administrators see unpublished courses: marked so they are never mistaken for live ones. */
export const DraftMark = styled.strong`
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * A course in a list: cover, category, title, total duration (summed from its sessions) and the learner's
 * progress. `position` (0-based) lets the first screen's covers load with the page.
 */
export const CourseCard = ({
  course,
  locale,
  headingLevel = 2,
  extra,
  position = FIRST_SCREEN_CARDS,
}: {
  course: CourseCardData;
  locale: string;
  headingLevel?: 2 | 3;
  extra?: string | undefined;
  position?: number;
}) => {
  const t = useText();
  const languageOf = useLanguageOf();
  const { duration } = useFormatters();
  const signedIn = useSession().status === 'authenticated';
  const { assignmentNote: AssignmentNote } = useCourseSlots();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const progress = course.progress;
  const progressLabel = progress ? t('catalogue.progress', { done: progress.completedSessions, total: progress.totalSessions }) : undefined;
  return (
    <Card>
      <img src={course.cover} alt="" loading={position < FIRST_SCREEN_CARDS ? 'eager' : 'lazy'} width={270} height={160} />
      <Body>
        <Meta>
          {course.category.name}
          {course.published ? null : <DraftMark> · {t('course.draft')}</DraftMark>}
        </Meta>
        <Heading>
          <Link to={courseLinkFor(locale, course, signedIn)} {...languageOf(course.lang)}>
            {course.title}
          </Link>
        </Heading>
        <p {...languageOf(course.lang)}>{course.description}</p>
        <Meta>
          <EffortText course={course} />
        </Meta>
        {progress && progressLabel ? (
          <>
            <Progress max={100} value={progressPercent(progress.completedSessions, progress.totalSessions)} aria-label={progressLabel} />
            <Meta>{progressLabel}</Meta>
            {progress.minutesLeft ? <Meta>{t('course.effort.left', { duration: duration(progress.minutesLeft * 60) })}</Meta> : null}
          </>
        ) : null}
        {signedIn && AssignmentNote ? <AssignmentNote courseId={course._id} locale={locale} /> : null}
        {extra ? <Meta>{extra}</Meta> : null}
      </Body>
    </Card>
  );
};
