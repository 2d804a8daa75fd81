import { useCallback, useEffect, useState } from 'react';
import { onOfflineCoursesChanged } from './offline-courses-events';
import { listOfflineCourses, type OfflineCourse } from './offline-store';

/** The courses this browser keeps for the learner (`cacheKey`); undefined while they are read. */
export const useOfflineCourses = (cacheKey: string | null) => {
  const [courses, setCourses] = useState<OfflineCourse[] | undefined>(undefined);
  const read = useCallback(() => {
    if (!cacheKey) return setCourses([]);
    void listOfflineCourses(cacheKey).then(setCourses, () => setCourses([]));
  }, [cacheKey]);
  useEffect(() => {
    read();
    return onOfflineCoursesChanged(read);
  }, [read]);
  return courses;
};
