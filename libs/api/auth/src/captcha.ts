export type CaptchaConfig = { secret: string; verifyUrl: string; minScore: number };
export type CaptchaResult = 'passed' | 'failed' | 'unavailable';

/** The reCAPTCHA v3 action the login form executes. */
export const LOGIN_CAPTCHA_ACTION = 'login';

/** Asks the verifier about a reCAPTCHA v3 token: it must succeed, for the login action, with enough score. */
export const verifyCaptcha = async (config: CaptchaConfig, token: string, remoteIp: string): Promise<CaptchaResult> => {
  try {
    const response = await fetch(config.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.secret, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return 'unavailable';
    const answer = (await response.json()) as { success?: boolean; score?: number; action?: string };
    const passed =
      answer.success === true &&
      (answer.action === undefined || answer.action === LOGIN_CAPTCHA_ACTION) &&
      (answer.score === undefined || answer.score >= config.minScore);
    return passed ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
};
