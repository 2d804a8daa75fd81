import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation } from 'react-router';
import { isApiError } from '@tiles/api-client';
import { appErrorRaised } from '@tiles/app-errors';

/** A course, session or page that does not exist shows the 404 screen, naming the path the learner asked for. */
export const useMissingPage = (error: unknown): boolean => {
  const dispatch = useDispatch();
  const { pathname } = useLocation();
  const missing = isApiError(error) && error.statusCode === 404;
  useEffect(() => {
    if (missing)
      dispatch(
        appErrorRaised({
          statusCode: 404,
          statusMessage: 'Not Found',
          message: `Page not found: ${pathname}`,
          code: 'page-not-found',
          params: { path: pathname },
        }),
      );
  }, [missing, pathname, dispatch]);
  return missing;
};
