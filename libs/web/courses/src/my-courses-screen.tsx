import { isApiError } from '@tiles/api-client';
import { useSession } from '@tiles/auth';
import { paths } from '@tiles/contracts';
import { KeptCoursesList } from '@tiles/offline/ui';
import { useFormatters, useI18n, useText } from '@tiles/i18n';
import { CardGrid, useOnlineStatus } from '@tiles/ui-kit';
import { CourseCard } from './course-card';
import { useGetMyCoursesQuery } from './courses-api';
import { Empty, LoadError, Loading } from './screen-state';

/** `/{locale}/profile/user-courses` (in progress) and `/{locale}/profile/user-archive` (completed or expired). */
export const MyCoursesScreen = ({ list }: { list: 'in-progress' | 'archive' }) => {
  const t = useText();
  const { locale } = useI18n();
  const { date } = useFormatters();
  const courses = useGetMyCoursesQuery({ locale, query: { list } });
  const { user } = useSession();
  const online = useOnlineStatus();
  // The browser says it is offline (a failure while online keeps its message and its retry).
  const unreachable = !online && list === 'in-progress' && isApiError(courses.error) && courses.error.statusCode === 0;
  return (
    <section aria-labelledby="my-courses-title">
      <h2 id="my-courses-title">{t(list === 'archive' ? 'page.profile.userArchive' : 'page.profile.userCourses')}</h2>
      {courses.isLoading ? <Loading /> : null}
      {/* Offline, what is at hand is what this browser keeps: those courses, not "the server cannot be reached". */}
      {courses.isError && unreachable ? <KeptCoursesList learnerId={user?._id ?? null} headingLevel={3} /> : null}
      {courses.isError && !unreachable ? <LoadError error={courses.error} onRetry={() => void courses.refetch()} /> : null}
      {courses.data && courses.data.length === 0 ? (
        <Empty action={{ to: paths.catalogue(locale), label: t('home.exploreCatalogue') }}>
          {t(list === 'archive' ? 'archive.empty' : 'myCourses.empty')}
        </Empty>
      ) : null}
      {courses.data && courses.data.length > 0 ? (
        <CardGrid>
          {courses.data.map((course, position) => (
            <li key={course._id}>
              <CourseCard
                course={course}
                position={position}
                locale={locale}
                headingLevel={3}
                extra={
                  list === 'archive'
                    ? course.progress?.completedAt
                      ? t('archive.completedOn', { date: date(new Date(course.progress.completedAt)) })
                      : t('course.rowExpired')
                    : undefined
                }
              />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </section>
  );
};
