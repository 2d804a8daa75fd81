import { useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { CatalogueScreen } from './catalogue-screen';
import { categorySlugOf } from './page-args';

/** The catalogue bound to its route's params: a chunk of its own, so no other course page loads with it. */
export const CatalogueRoute = () => {
  useSitePageTitle(useText()('page.catalogue.title'));
  return <CatalogueScreen categorySlug={categorySlugOf(useParams()['*'])} />;
};
