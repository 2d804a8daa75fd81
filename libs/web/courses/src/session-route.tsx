import { parseSessionPath } from '@tiles/contracts';
import { useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { SessionScreen } from './session-screen';

/** A session's page bound to its route's params. */
export const SessionRoute = () => {
  useSitePageTitle(useText()('page.session.title'));
  // The route's validate rule has already checked the three parts.
  const position = parseSessionPath(useParams()['*'])!;
  return <SessionScreen address={position} />;
};
