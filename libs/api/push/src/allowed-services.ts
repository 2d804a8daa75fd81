/**
 * Whether a push endpoint belongs to one of the allowed push services. Our server sends to every endpoint it keeps,
 * so an endpoint anybody may name would make it fetch any address (SSRF): only the listed origins pass. An entry
 * `https://*.notify.windows.com` admits that host's subdomains (not the host itself); the scheme and port must match
 * exactly, so plain http is allowed only where an operator lists an http origin (a test push service).
 */
export const isAllowedPushEndpoint = (endpoint: string, allowedOrigins: readonly string[]): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return allowedOrigins.some((allowed) => {
    const wildcard = /^(https?:)\/\/\*\.(.+)$/.exec(allowed);
    if (!wildcard) return url.origin === new URL(allowed).origin;
    const [, protocol, rest] = wildcard;
    const parent = new URL(`${protocol}//${rest}`);
    return url.protocol === parent.protocol && url.port === parent.port && url.hostname.endsWith(`.${parent.hostname}`);
  });
};
