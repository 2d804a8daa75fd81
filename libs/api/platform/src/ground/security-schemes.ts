import { SESSION_COOKIE } from '@tiles/contracts';

/** How the OpenAPI document names the two credentials. */
export const SECURITY_SCHEMES = {
  session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
  bearer: { type: 'http', scheme: 'bearer' },
} as const;
