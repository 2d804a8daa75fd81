import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { MeasuredTimePage } from './measured-time-page';
import { VerifyPage } from './verify-page';

export const VerifyRoute = () => {
  useSitePageTitle(useText()('page.verify.title'));
  return <VerifyPage />;
};

export const MeasuredTimeRoute = () => {
  useSitePageTitle(useText()('page.measuredTime.title'));
  return <MeasuredTimePage />;
};
