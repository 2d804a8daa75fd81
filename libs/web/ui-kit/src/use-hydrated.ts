import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser takes a server-rendered page over; true once the page's code runs.
 * A control whose behaviour needs the code (a form's submit) waits for it rather than doing something else.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
