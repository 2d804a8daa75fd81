import { Link } from 'react-router';
import { HIT_INTERVAL_CAP_MS, IDLE_THRESHOLD_MS, paths } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';

/**
 * `/{locale}/how-time-is-measured`: what a credential's minutes mean, in the site's languages (every course
 * credential links here as its evidence). The numbers are the tracker's own constants.
 */
export const MeasuredTimePage = () => {
  const t = useText();
  const { locale } = useSiteContext();
  return (
    <>
      <h1>{t('page.measuredTime.title')}</h1>
      <ul>
        <li>{t('measuredTime.visible')}</li>
        <li>{t('measuredTime.idle', { idle: IDLE_THRESHOLD_MS / 60_000 })}</li>
        <li>{t('measuredTime.caps', { cap: HIT_INTERVAL_CAP_MS / 60_000 })}</li>
        <li>{t('measuredTime.offline')}</li>
      </ul>
      <p>{t('measuredTime.same')}</p>
      <p>{t('measuredTime.limits')}</p>
      <p>
        <Link to={paths.verify(locale)}>{t('effort.verifyLink')}</Link>
      </p>
    </>
  );
};
