import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { parseSessionPath } from '@tiles/route-guard';
import type { PageView } from './tracker';
import { tracking } from './tracking-service';

const sessionPage = /^\/[a-z]{2}-[A-Z]{2}\/course\/session\/(.+)$/;

/** The page a path shows, with course, module and session on session pages. */
export const pageViewOf = (pathname: string): PageView => {
  const match = sessionPage.exec(pathname);
  const position = match ? parseSessionPath(match[1]) : null;
  return { path: pathname, ...(position ?? {}) };
};

/**
 * Tells the tracking service about every navigation (the first one only marks where the visit starts). Only
 * the learner's navigations (links, back and forward) send hits: a redirect replaces the page, so `/` -> `/it-IT`
 * on the first load, or logout -> `/` -> `/it-IT`, sends nothing of its own.
 */
export const useTrackPageViews = () => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') tracking.pageReplaced(pageViewOf(pathname));
    else tracking.pageChanged(pageViewOf(pathname));
  }, [pathname, navigationType]);
};
