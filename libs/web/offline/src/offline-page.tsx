import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { useSession } from '@tiles/auth';
import { useFormatters, useI18n, useText } from '@tiles/i18n';
import { Button, Card, FieldMessage } from '@tiles/ui-kit';
import { removeOfflineCourse, storageUsage } from './offline-store';
import { offlineCoursesChanged } from './offline-courses-events';
import { useOfflineCourses } from './use-offline-courses';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(0.5)};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
`;

/** `/{locale}/profile/user-offline`: the courses kept in this browser for offline study, their size, and the storage used. */
export const OfflinePage = () => {
  const t = useText();
  const { locale } = useI18n();
  const format = useFormatters();
  const { user } = useSession();
  const courses = useOfflineCourses(user?._id ?? null);
  const [usage, setUsage] = useState<{ used: number; quota: number }>();
  const [failedRemoval, setFailedRemoval] = useState<number | null>(null);
  useEffect(() => {
    void storageUsage().then(setUsage);
  }, [courses]);

  return (
    <section aria-labelledby="offline-title">
      <h2 id="offline-title">{t('offline.title')}</h2>
      <p>{t('offline.intro')}</p>
      {usage ? <p>{t('offline.usage', { used: format.bytes(usage.used), quota: format.bytes(usage.quota) })}</p> : null}
      {courses === undefined ? null : courses.length === 0 ? (
        <p>{t('offline.empty')}</p>
      ) : (
        <List>
          {courses.map((course) => (
            <li key={course.course}>
              <Card>
                <h3>
                  <Link to={paths.course(course.locale, { _id: course.course, slug: course.slug })}>{course.title}</Link>
                </h3>
                <p>
                  {t('offline.sessions', { count: course.sessions })} · {format.bytes(course.bytes)} ·{' '}
                  {t('offline.storedAt', { date: format.date(new Date(course.storedAt)) })}
                </p>
                <Button
                  $variant="secondary"
                  onClick={() => {
                    setFailedRemoval(null);
                    void removeOfflineCourse(user!._id, course.course).then(offlineCoursesChanged, () => setFailedRemoval(course.course));
                  }}
                >
                  {t('offline.removeCourse', { title: course.title })}
                </Button>
                {failedRemoval === course.course ? <FieldMessage role="alert">{t('offline.removeFailed')}</FieldMessage> : null}
              </Card>
            </li>
          ))}
        </List>
      )}
      <p>
        <Link to={paths.catalogue(locale)}>{t('nav.catalogue')}</Link>
      </p>
    </section>
  );
};
