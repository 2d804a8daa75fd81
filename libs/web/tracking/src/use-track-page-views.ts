import { useEffect } from 'react';
import { useLocation, useNavigationType, type RouteObject } from 'react-router';
import { pageViewOf } from '@tiles/routing';
import { tracking } from './tracking-service';

/**
 * Tells the tracking service about every navigation (the first one only marks where the visit starts), reading
 * what each page is from the route table. Only the learner's navigations (links, back and forward) send hits: a
 * redirect replaces the page, so `/` -> `/it-IT` on the first load, or logout -> `/` -> `/it-IT`, sends nothing.
 */
export const useTrackPageViews = (routes: RouteObject[]) => {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'REPLACE') tracking.pageReplaced(pageViewOf(routes, pathname));
    else tracking.pageChanged(pageViewOf(routes, pathname));
  }, [pathname, navigationType, routes]);
};
