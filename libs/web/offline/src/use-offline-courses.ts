import { useCallback, useEffect, useState } from 'react';
import { listOfflineCourses, type OfflineCourse } from './offline-store';

const listeners = new Set<() => void>();
/** Kept courses changed (stored, removed, dropped at logout): every list on screen reads them again. */
export const offlineCoursesChanged = () => {
  for (const listener of listeners) listener();
};

/** The courses this browser keeps for the learner (`cacheKey`); undefined while they are read. */
export const useOfflineCourses = (cacheKey: string | null) => {
  const [courses, setCourses] = useState<OfflineCourse[] | undefined>(undefined);
  const read = useCallback(() => {
    if (!cacheKey) return setCourses([]);
    void listOfflineCourses(cacheKey).then(setCourses, () => setCourses([]));
  }, [cacheKey]);
  useEffect(() => {
    read();
    listeners.add(read);
    return () => {
      listeners.delete(read);
    };
  }, [read]);
  return courses;
};
