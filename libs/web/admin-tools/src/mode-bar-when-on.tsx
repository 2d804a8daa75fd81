import type { ReactNode } from 'react';
import { useSession } from '@tiles/auth';
import type { Mode } from '@tiles/contracts';
import { loadablePart } from '@tiles/ui-kit';

/** The bar's code (its tools and their calls) is only a member of staff's: never in a learner's first load. */
const LoadedModeBar = loadablePart(() => import('./mode-bar').then((module) => module.ModeBar), 'ModeBar');

/** Loads the bar's code; a failed load is tried again the next time it is asked for. */
export const loadModeBar = LoadedModeBar.load;

/** Whether a page in this mode shows the bar: what the first render must have loaded to match the server's HTML. */
export const showsModeBar = (mode: Mode | undefined) => mode !== undefined && mode !== 'user';

/**
 * The mode bar where a mode other than the learner's is on. A page rendered in such a mode has the code already
 * (the server and the browser load it before the first render, so the HTML is taken over as it is); a switch made
 * on the page loads it then. A load that fails goes to the app's error handling, as a page's code does.
 */
export const ModeBar = ({ children }: { children?: ReactNode }) => {
  const { user, mode } = useSession();
  return user !== null && showsModeBar(mode) ? <LoadedModeBar>{children}</LoadedModeBar> : null;
};
