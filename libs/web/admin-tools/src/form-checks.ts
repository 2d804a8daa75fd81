/** The sign-up policy's schema, through a `-checks` module: it loads with the form, never with the first screen (ADR 0038). */
export { signUpPolicySchema } from '@tiles/contracts';
