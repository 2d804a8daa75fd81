import { paths } from '@tiles/contracts';
import { Link } from 'react-router';
import { useSession } from '@tiles/auth';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';

/** Admin mode's editors, linked from the mode bar: interface texts, pending drafts, the notification composer. */
export const CmsLinks = () => {
  const t = useText();
  const { mode } = useSession();
  const { locale } = useSiteContext();
  if (mode !== 'admin') return null;
  return (
    <>
      <Link to={paths.adminTexts(locale)}>{t('cms.bar.texts')}</Link>
      <Link to={paths.adminPages(locale)}>{t('cms.bar.pages')}</Link>
      <Link to={paths.adminGame(locale)}>{t('cms.bar.game')}</Link>
      <Link to={paths.adminDrafts(locale)}>{t('cms.bar.drafts')}</Link>
      <Link to={paths.adminNotifications(locale)}>{t('cms.bar.notifications')}</Link>
    </>
  );
};

/** On a generic page in admin mode: the way to its editor. */
export const PageEditLink = ({ path }: { path: string }) => {
  const t = useText();
  const { mode } = useSession();
  const { locale } = useSiteContext();
  if (mode !== 'admin') return null;
  return <Link to={paths.adminPages(locale, { path, locale })}>{t('pages.editHere')}</Link>;
};
