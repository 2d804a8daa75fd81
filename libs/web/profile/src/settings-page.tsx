import { Link } from 'react-router';
import { paths } from '@tiles/contracts';
import { GameSettings } from '@tiles/game/progress';
import { useText } from '@tiles/i18n';
import { ReviewSettingsSection } from '@tiles/practice';
import { useSiteContext } from '@tiles/site';

/**
 * `/{locale}/profile/user-settings`: what a learner sets once and looks for in one place — the daily goal, when and how
 * reminders and notifications come (in the app, by push on this device, by mail), the review's limits — with the way to
 * their language, time zone and personal data; the theme is at every page's foot. The progress page is about progress.
 */
export const SettingsPage = () => {
  const t = useText();
  const { session, locale } = useSiteContext();
  if (!session.user) return null;
  return (
    <>
      <h2>{t('page.profile.userSettings')}</h2>
      <GameSettings locale={locale} />
      <ReviewSettingsSection locale={locale} />
      <p>
        {t('settings.elsewhere')} <Link to={paths.profile(locale, 'user-data')}>{t('page.profile.userData')}</Link>
      </p>
    </>
  );
};
