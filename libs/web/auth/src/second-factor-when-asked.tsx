import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSecondFactorAsked, type sessionSlice, type SessionState } from './session-slice';

type StateWithSession = { [K in typeof sessionSlice.reducerPath]: SessionState };

// The dialog brings the QR code and WebAuthn: loaded the first time a call asks for a second factor, not on every page.
const Dialog = lazy(() => import('./second-factor').then((module) => ({ default: module.SecondFactorDialog })));

/**
 * The second-factor dialog of every signed-in page, once the api asked for one. Kept mounted after its first use, so
 * it opens and closes (and gives focus back) as a dialog does.
 */
export const SecondFactorDialog = () => {
  const asked = useSelector((state: StateWithSession) => selectSecondFactorAsked(state));
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (asked) setWanted(true);
  }, [asked]);
  return wanted ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
};
