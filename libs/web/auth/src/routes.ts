import { webRoute } from '@tiles/routing';

const page =
  (
    name:
      | 'LoginRoute'
      | 'LogoutRoute'
      | 'FederatedRoute'
      | 'TilesAccessRoute'
      | 'UserDataRoute'
      | 'SignUpRoute'
      | 'VerifyEmailRoute'
      | 'ForgotPasswordRoute'
      | 'ResetPasswordRoute'
      | 'AccountDeletedRoute'
      | 'AcceptInviteRoute',
  ) =>
  async () => ({
    Component: (await import('./route-pages'))[name],
  });

/**
 * The auth lib's pages, lazily loaded, each on its route of `WEB_ROUTES` (path and rules from there). `federated` and
 * `tilesAccess` are the index pages of their top-level routes, which the host gives their layout.
 */
export const authRoutes = {
  login: webRoute('login', { lazy: page('LoginRoute') }),
  logout: webRoute('logout', { lazy: page('LogoutRoute') }),
  userData: webRoute('userData', { lazy: page('UserDataRoute') }),
  signUp: webRoute('signUp', { lazy: page('SignUpRoute') }),
  verifyEmail: webRoute('verifyEmail', { lazy: page('VerifyEmailRoute') }),
  forgotPassword: webRoute('forgotPassword', { lazy: page('ForgotPasswordRoute') }),
  resetPassword: webRoute('resetPassword', { lazy: page('ResetPasswordRoute') }),
  accountDeleted: webRoute('accountDeleted', { lazy: page('AccountDeletedRoute') }),
  acceptInvite: webRoute('acceptInvite', { lazy: page('AcceptInviteRoute') }),
};

/** The pages of the top-level sign-in routes, placed by the host under its plain layout. */
export const authPages = {
  federated: page('FederatedRoute'),
  tilesAccess: page('TilesAccessRoute'),
};
