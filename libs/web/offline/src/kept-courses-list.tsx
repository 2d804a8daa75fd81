import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { useOfflineCourses } from './use-offline-courses';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  padding-inline-start: ${({ theme }) => theme.spacing(2.5)};
`;

/**
 * The courses this browser keeps offline for the learner, as links that open without the network: what is at hand
 * when a page is not (the offline page, "I miei corsi" offline). Read from this browser's storage only.
 */
export const KeptCoursesList = ({ learnerId, headingLevel = 2 }: { learnerId: string | null; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useText();
  const courses = useOfflineCourses(learnerId);
  if (courses === undefined) return null;
  return (
    <section aria-labelledby="kept-courses-title">
      <Heading id="kept-courses-title">{t('offline.fallback.kept')}</Heading>
      {courses.length === 0 ? (
        <p>{t('offline.fallback.none')}</p>
      ) : (
        <List>
          {courses.map((course) => (
            <li key={course.course}>
              <Link to={paths.course(course.locale, { _id: course.course, slug: course.slug })}>{course.title}</Link>
            </li>
          ))}
        </List>
      )}
    </section>
  );
};
