export { profileRoute } from './routes';
export { profileTabs } from './profile-layout';
