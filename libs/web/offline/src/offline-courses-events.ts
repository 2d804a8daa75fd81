const listeners = new Set<() => void>();

/** Kept courses changed (stored, removed, dropped at logout): every list on screen reads them again. */
export const offlineCoursesChanged = () => {
  for (const listener of listeners) listener();
};

/** Calls `listener` whenever kept courses change; returns how to stop. */
export const onOfflineCoursesChanged = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
