import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * The router caught an error of a page (its code could not load, or it threw): handed once to the app's error
 * handler, which reloads for a missing chunk or raises the app error the root then shows as its error screen.
 */
export const RouteError = ({ onError }: { onError: (error: unknown) => void }) => {
  const error = useRouteError();
  useEffect(() => {
    onError(error);
  }, [error, onError]);
  return null;
};
