import { webRoute } from '@tiles/routing';

const page = (name: 'LoginRoute' | 'LogoutRoute' | 'FederatedRoute' | 'TilesAccessRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});

/** The account's pages: a chunk of their own, with the field checks their forms need. */
const accountPage =
  (
    name:
      | 'UserDataRoute'
      | 'SignUpRoute'
      | 'VerifyEmailRoute'
      | 'ForgotPasswordRoute'
      | 'ResetPasswordRoute'
      | 'AccountDeletedRoute'
      | 'AcceptInviteRoute',
  ) =>
  async () => ({
    Component: (await import('./account-route-pages'))[name],
  });

/**
 * The auth lib's pages, lazily loaded, each on its route of `WEB_ROUTES` (path and rules from there). `federated` and
 * `tilesAccess` are the index pages of their top-level routes, which the host gives their layout.
 */
export const authRoutes = {
  login: webRoute('login', { lazy: page('LoginRoute') }),
  logout: webRoute('logout', { lazy: page('LogoutRoute') }),
  userData: webRoute('userData', { lazy: accountPage('UserDataRoute') }),
  signUp: webRoute('signUp', { lazy: accountPage('SignUpRoute') }),
  verifyEmail: webRoute('verifyEmail', { lazy: accountPage('VerifyEmailRoute') }),
  forgotPassword: webRoute('forgotPassword', { lazy: accountPage('ForgotPasswordRoute') }),
  resetPassword: webRoute('resetPassword', { lazy: accountPage('ResetPasswordRoute') }),
  accountDeleted: webRoute('accountDeleted', { lazy: accountPage('AccountDeletedRoute') }),
  acceptInvite: webRoute('acceptInvite', { lazy: accountPage('AcceptInviteRoute') }),
};

/** The pages of the top-level sign-in routes, placed by the host under its plain layout. */
export const authPages = {
  federated: page('FederatedRoute'),
  tilesAccess: page('TilesAccessRoute'),
};
