import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * When a newer build has been detected, the next navigation becomes a full page load, so the learner gets the
 * new code at a natural moment instead of a reload in the middle of reading.
 */
export const useReloadOnNewBuild = (newBuildAvailable: boolean, reload: () => void = () => window.location.reload()) => {
  const { pathname } = useLocation();
  const seenPath = useRef(pathname);
  useEffect(() => {
    if (pathname === seenPath.current) return;
    seenPath.current = pathname;
    if (newBuildAvailable) reload();
  }, [pathname, newBuildAvailable, reload]);
};
