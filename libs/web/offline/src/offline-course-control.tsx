import { useState } from 'react';
import { useStore } from 'react-redux';
import styled from 'styled-components';
import { apiRequestHeaders } from '@tiles/api-client';
import { useSession } from '@tiles/auth';
import { useFormatters, useI18n, useText } from '@tiles/i18n';
import { Button, FieldMessage } from '@tiles/ui-kit';
import { OfflineStoreError, removeOfflineCourse, storeCourseOffline } from './offline-store';
import { offlineCoursesChanged } from './offline-courses-events';
import { useOfflineCourses } from './use-offline-courses';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1.5)};
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

type Progress = { done: number; total: number };

/**
 * On a course page of an enrolled learner: keeps the course for offline study (its sessions, materials and, when
 * asked, videos) in this browser, says how much it takes, and removes it. A failure (full storage, a lost
 * connection) is a message beside the button; nothing half-stored stays.
 */
export const OfflineCourseControl = ({ course }: { course: number }) => {
  const t = useText();
  const { locale } = useI18n();
  const format = useFormatters();
  const store = useStore();
  const { user } = useSession();
  const kept = useOfflineCourses(user?._id ?? null)?.find((entry) => entry.course === course);
  const [withVideos, setWithVideos] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!user) return null;

  const messageOf = (error: unknown) =>
    error instanceof OfflineStoreError && error.reason === 'quota'
      ? t('offline.quota')
      : error instanceof OfflineStoreError && error.reason === 'unsupported'
        ? t('offline.unsupported')
        : t('apiError.network');

  const keep = async () => {
    setFailure(null);
    setProgress({ done: 0, total: 1 });
    try {
      await storeCourseOffline({
        cacheKey: user._id,
        course,
        locale,
        apiHeaders: apiRequestHeaders(store.getState(), locale),
        withVideos,
        onProgress: (done, total) => setProgress({ done, total }),
      });
    } catch (error) {
      setFailure(t('offline.failed', { message: messageOf(error) }));
    } finally {
      setProgress(null);
      offlineCoursesChanged();
    }
  };
  const remove = async () => {
    setFailure(null);
    await removeOfflineCourse(user._id, course).catch(() => setFailure(t('offline.removeFailed')));
    offlineCoursesChanged();
  };

  return (
    <Row>
      {kept ? (
        <>
          <span role="status">{t('offline.saved', { size: format.bytes(kept.bytes) })}</span>
          <Button $variant="secondary" onClick={() => void remove()}>
            {t('offline.remove')}
          </Button>
        </>
      ) : (
        <>
          <Button $variant="secondary" onClick={() => void keep()} disabled={progress !== null}>
            {t('offline.make')}
          </Button>
          <label>
            <input type="checkbox" checked={withVideos} onChange={(event) => setWithVideos(event.target.checked)} />{' '}
            {t('offline.withVideos')}
          </label>
          {progress ? <span role="status">{t('offline.saving', { done: progress.done, total: progress.total })}</span> : null}
        </>
      )}
      {failure ? <FieldMessage role="alert">{failure}</FieldMessage> : null}
    </Row>
  );
};
