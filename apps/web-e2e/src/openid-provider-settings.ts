/**
 * The run's real OpenID Provider for the sign-in button's flow (accounts/openid-sign-in.spec.ts starts it on this
 * port; playwright.config.ts configures the api with it). Named `localhost`, it is another site than the app at
 * 127.0.0.1, as an organisation's provider is.
 */
export const E2E_OPENID = {
  id: 'acme',
  port: Number((process.env.E2E_OPENID_PORT ??= String(Number(process.env.E2E_PORT ?? 3100) + 18))),
  clientId: 'tiles-e2e',
  clientSecret: 'e2e-client-secret',
  label: 'Acme ID',
};
