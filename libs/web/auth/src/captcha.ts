type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | undefined;

/** Loads reCAPTCHA v3 once, with the site key, and resolves when it is ready. */
const loadCaptcha = (siteKey: string): Promise<Grecaptcha> =>
  (loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA did not load'));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error('reCAPTCHA could not be loaded'));
    };
    document.head.appendChild(script);
  }));

/** A reCAPTCHA v3 token for an action; undefined when the site has no captcha. */
export const captchaToken = async (siteKey: string | undefined, action: string): Promise<string | undefined> => {
  if (!siteKey) return undefined;
  const grecaptcha = await loadCaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action });
};
