export { LoginPage, loginFailureText, type LoginPageProps } from './login-page';
export { DEFAULT_ACCESS_PROVIDER, FederatedLanding, LogoutPage, readLandingParams, TilesAccessLanding } from './landing-pages';
export { UserDataPage, validateUserData, type UserDataPageProps } from './user-data-page';
