import { Link } from 'react-router';
import styled from 'styled-components';
import { parseDuration, paths } from '@tiles/contracts';
import { useSession } from '@tiles/auth';
import { useFormatters, useI18n, useLanguageOf, useText, useTextWithPart } from '@tiles/i18n';
import { ButtonLink, Card, Container } from '@tiles/ui-kit';
import { CourseActions, CourseHeader } from './course-header';
import { EffortText } from './effort';
import { useGetCourseQuery } from './courses-api';
import { LoadError, Loading } from './screen-state';
import { useMissingPage } from './use-missing-page';

const Modules = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    font-size: 1.125rem;
  }
  ol {
    margin: 0;
    padding-inline-start: 1.5rem;
  }
  li {
    margin: 4px 0;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * `/{locale}/corso/{id...}`: a course as anyone may see it before signing up — what it is, what it takes (the honest
 * estimate), its modules and sessions with their durations, its questions — and the way in: sign up or sign in,
 * each returning to the course itself. A signed-in learner is offered the course page.
 */
export const CoursePreviewScreen = ({ courseId }: { courseId: number }) => {
  const t = useText();
  const textWithPart = useTextWithPart();
  const languageOf = useLanguageOf();
  const { duration } = useFormatters();
  const { locale } = useI18n();
  const { user } = useSession();
  const course = useGetCourseQuery({ locale, course: courseId });
  const missing = useMissingPage(course.error);

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
  const coursePage = paths.course(locale, data);
  return (
    <Container>
      <CourseHeader>
        <p>{data.category.name}</p>
        <h1 {...languageOf(data.lang)}>{data.title}</h1>
        <p {...languageOf(data.lang)}>{data.description}</p>
        <p>
          <EffortText course={data} />
        </p>
        <p>
          {t('coursePreview.outline', { modules: data.modules.length, sessions: data.modules.flatMap((module) => module.sessions).length })}
        </p>
        {data.questions ? <p>{t('coursePreview.questions', { count: data.questions })}</p> : null}
        <CourseActions>
          {user ? (
            <ButtonLink as={Link} to={coursePage}>
              {t('coursePreview.open')}
            </ButtonLink>
          ) : (
            <>
              <ButtonLink as={Link} to={paths.signUp(locale, coursePage)}>
                {t('coursePreview.signUp')}
              </ButtonLink>
              <ButtonLink as={Link} to={paths.login(locale, coursePage)} $variant="secondary">
                {t('coursePreview.signIn')}
              </ButtonLink>
            </>
          )}
        </CourseActions>
      </CourseHeader>
      <section aria-labelledby="course-preview-contents">
        <h2 id="course-preview-contents">{t('coursePreview.contents')}</h2>
        <Modules>
          {data.modules.map((module) => (
            <Card as="section" key={module.number} aria-labelledby={`course-preview-module-${module.number}`}>
              <h3 id={`course-preview-module-${module.number}`}>
                {textWithPart('session.module', { number: module.number }, { name: 'title', value: module.title, lang: module.lang })}
              </h3>
              <ol>
                {module.sessions.map((session) => (
                  <li key={session.number}>
                    <span {...languageOf(session.lang)}>{session.title}</span>{' '}
                    <Muted>· {duration(parseDuration(session.duration) ?? 0)}</Muted>
                  </li>
                ))}
              </ol>
            </Card>
          ))}
        </Modules>
      </section>
    </Container>
  );
};
