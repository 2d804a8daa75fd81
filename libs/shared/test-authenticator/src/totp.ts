import { createGuardrails, generate } from 'otplib';

// The demo's published secret is 80 bits (see the api's second-factor.ts).
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** The code an authenticator app shows for `secret`, `stepsAhead` time steps (30 s) from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30, guardrails });

/** Seconds until the app shows its next code. */
export const secondsToNextCode = () => 30 - (Math.floor(Date.now() / 1000) % 30);
