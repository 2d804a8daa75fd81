import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The browser a learner signed in from before (OWASP's device cookies): kept a year, one per account. */
export const DEVICE_COOKIE = 't-dev';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Sent to the sign-in calls only, never readable by scripts. */
export const deviceCookieOptions = (publicEnv: string) => ({
  path: '/api/auth',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: publicEnv !== 'local',
  maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
});

/**
 * `deviceId.userId.mac`: a device that once signed in to an account with the right password. An attacker who
 * locks the account by guessing from elsewhere does not lock out its owner on their known device.
 */
export const createDeviceCookies = (secret: string) => {
  const macOf = (deviceId: string, userId: string) =>
    createHmac('sha256', `device-cookie:${secret}`).update(`${deviceId}.${userId}`).digest('base64url');
  return {
    issue: (userId: string) => {
      const deviceId = randomBytes(16).toString('base64url');
      return `${deviceId}.${userId}.${macOf(deviceId, userId)}`;
    },
    /** The device id when the cookie was issued by this site for this user, else undefined. */
    deviceOf: (cookie: string | undefined, userId: string) => {
      const [deviceId, cookieUser, mac, extra] = cookie?.split('.') ?? [];
      if (!deviceId || !mac || extra !== undefined || cookieUser !== userId) return undefined;
      const expected = Buffer.from(macOf(deviceId, userId));
      const given = Buffer.from(mac);
      return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : undefined;
    },
  };
};
