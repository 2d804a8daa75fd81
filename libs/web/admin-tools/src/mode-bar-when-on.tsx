import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@tiles/auth';
import type { Mode } from '@tiles/contracts';
import type { ModeBar as LoadedModeBar } from './mode-bar';

type Bar = typeof LoadedModeBar;

let loadedBar: Bar | undefined;
let loadingBar: Promise<Bar> | undefined;

/**
 * The bar's code (its tools and their calls) is only a member of staff's: loaded when a mode other than the
 * learner's is on, never in a learner's first load. A failed load is tried again the next time it is asked for.
 */
export const loadModeBar = (): Promise<Bar> =>
  (loadingBar ??= import('./mode-bar').then(
    (module) => (loadedBar = module.ModeBar),
    (error: unknown) => {
      loadingBar = undefined;
      throw error;
    },
  ));

/** Whether a page in this mode shows the bar: what the first render must have loaded to match the server's HTML. */
export const showsModeBar = (mode: Mode | undefined) => mode !== undefined && mode !== 'user';

/**
 * The mode bar where a mode other than the learner's is on. A page rendered in such a mode has the code already
 * (the server and the browser load it before the first render, so the HTML is taken over as it is); a switch made
 * on the page loads it then. A load that fails goes to the app's error handling, as a page's code does.
 */
export const ModeBar = ({ children }: { children?: ReactNode }) => {
  const { user, mode } = useSession();
  const shown = user !== null && showsModeBar(mode);
  const [, setLoaded] = useState(loadedBar !== undefined);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!shown || loadedBar) return;
    let current = true;
    loadModeBar().then(
      () => current && setLoaded(true),
      (error: unknown) => current && setFailure(() => error),
    );
    return () => {
      current = false;
    };
  }, [shown]);
  if (failure !== undefined) throw failure;
  if (!shown || !loadedBar) return null;
  const LoadedBar = loadedBar;
  return <LoadedBar>{children}</LoadedBar>;
};
