import { useLocation } from 'react-router';
import { GenericPageScreen } from './generic-page-screen';
import { contentPathOf } from './page-args';

/** A generic page (who we are, privacy, a category's page), and what a malformed course address shows. */
export const GenericRoute = () => {
  const { pathname } = useLocation();
  return <GenericPageScreen key={pathname} contentPath={contentPathOf(pathname)} />;
};
