import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { CourseActions, CourseHeader } from './course-header';
import { EffortText } from './effort';
import { useSession } from '@tiles/auth';
import { useFormatters, useI18n, useLanguageOf, useText } from '@tiles/i18n';
import { Button, ButtonLink, Container } from '@tiles/ui-kit';
import { DraftMark } from './course-card';
import { progressPercent, sessionPath } from './course-path';
import { useEnrolMutation, useGetCourseQuery } from './courses-api';
import { LoadError, Loading } from './screen-state';
import { TileRows } from './tile-rows';
import { useMissingPage } from './use-missing-page';
import { useCourseSlots } from './course-slots';
import { OfflineCourseControl } from '@tiles/offline/ui';

const Notice = styled.p`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** `/{locale}/course/{id...}`: the course's rows of tiles, and enrol / start / resume. */
export const CourseScreen = ({ courseId }: { courseId: number }) => {
  const t = useText();
  const languageOf = useLanguageOf();
  const { duration } = useFormatters();
  const { locale } = useI18n();
  const navigate = useNavigate();
  const course = useGetCourseQuery({ locale, course: courseId });
  const [enrol, enrolment] = useEnrolMutation();
  const missing = useMissingPage(course.error);
  const { mode } = useSession();
  const { courseEditor: CourseEditor, assignmentNote: AssignmentNote } = useCourseSlots();

  if (course.isLoading || missing)
    return (
      <Container>
        <Loading />
      </Container>
    );
  if (course.isError || !course.data)
    return (
      <Container>
        <LoadError error={course.error} onRetry={() => void course.refetch()} />
      </Container>
    );

  const data = course.data;
  const progress = data.progress;
  const first = data.modules[0]?.sessions[0] ? { module: data.modules[0].number, session: data.modules[0].sessions[0].number } : null;
  const resumeAt = progress?.lastSession ?? first;
  const completed = new Set(
    data.modules.flatMap((module) =>
      module.sessions.filter((session) => session.completed).map((session) => `${module.number}.${session.number}`),
    ),
  );

  const onEnrol = async () => {
    const enrolled = await enrol({ course: data._id })
      .unwrap()
      .catch(() => null);
    if (enrolled && first) navigate(sessionPath(locale, data._id, first));
  };

  return (
    <Container>
      <CourseHeader>
        <p>
          {data.category.name}
          {data.published ? null : <DraftMark> · {t('course.draft')}</DraftMark>}
        </p>
        <h1 {...languageOf(data.lang)}>{data.title}</h1>
        <p {...languageOf(data.lang)}>{data.description}</p>
        <p>
          <EffortText course={data} />
        </p>
        {progress?.minutesLeft ? <p>{t('course.effort.left', { duration: duration(progress.minutesLeft * 60) })}</p> : null}
        {AssignmentNote ? <AssignmentNote courseId={data._id} locale={locale} /> : null}
        {progress ? (
          <p>
            {t('catalogue.progress', { done: progress.completedSessions, total: progress.totalSessions })} (
            {progressPercent(progress.completedSessions, progress.totalSessions)}%)
          </p>
        ) : null}
        {data.practice ? (
          <p>
            {t('course.mastery', {
              mastered: data.practice.mastered,
              questions: data.practice.questions,
              answered: data.practice.answered,
            })}
          </p>
        ) : null}
        <CourseActions>
          {data.expired && !progress ? <Notice role="note">{t('course.expired')}</Notice> : null}
          {!progress && !data.expired ? (
            <Button onClick={() => void onEnrol()} disabled={enrolment.isLoading}>
              {t('course.enrol')}
            </Button>
          ) : null}
          {progress?.status === 'completed' ? <Notice>{t('course.completed')}</Notice> : null}
          {progress && resumeAt ? (
            <ButtonLink as={Link} to={sessionPath(locale, data._id, resumeAt)}>
              {progress.status === 'completed'
                ? t('course.review')
                : progress.lastSession
                  ? t('course.resume', { position: `${resumeAt.module}.${resumeAt.session}` })
                  : t('course.start')}
            </ButtonLink>
          ) : null}
        </CourseActions>
        {enrolment.isError ? <LoadError error={enrolment.error} onRetry={() => void onEnrol()} /> : null}
        {/* Enrolled: the sessions can be kept in this browser for studying without a connection. */}
        {progress ? <OfflineCourseControl course={data._id} /> : null}
      </CourseHeader>
      {mode === 'admin' && CourseEditor ? <CourseEditor courseId={data._id} /> : null}
      <TileRows
        rows={data.rows}
        linkFor={(tile) => {
          if (!progress) return undefined;
          const [module, session] = tile.key.split('.').map(Number);
          return module && session ? sessionPath(locale, data._id, { module, session }) : undefined;
        }}
        badgeFor={(tile) => (completed.has(tile.key) ? `✓ ${t('course.sessionDone')}` : undefined)}
      />
      <p>
        <Link to={paths.catalogue(locale, data.category.slug)}>{data.category.name}</Link>
      </p>
    </Container>
  );
};
