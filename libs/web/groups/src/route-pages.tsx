import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { JoinPage } from './join-page';
import { MyGroupsPage } from './my-groups-page';
import { TeachPage } from './teach-page';

export const TeachRoute = () => {
  useSitePageTitle(useText()('page.teach.title'));
  return <TeachPage />;
};

export const OverseeRoute = () => {
  useSitePageTitle(useText()('page.oversee.title'));
  return <TeachPage oversee />;
};

export const JoinRoute = () => {
  useSitePageTitle(useText()('page.join.title'));
  return <JoinPage />;
};

export const MyGroupsRoute = () => {
  useSitePageTitle(useText()('page.profile.userGroups'));
  return <MyGroupsPage />;
};
