import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export type ProxyTrust = (address: string, hop: number) => boolean;

/** Whether an address is one of the configured reverse proxies (TRUST_PROXY); none configured trusts nobody. */
export const proxyTrustOf = (trustedProxies: string[]): ProxyTrust =>
  trustedProxies.length ? proxyAddr.compile(trustedProxies) : () => false;

/**
 * The Host the browser used: X-Forwarded-Host only when the peer is a trusted proxy, else the Host header. Of
 * several values the last is the one the nearest proxy set (a proxy that appends keeps the client's in front).
 */
export const requestedHostOf = (request: IncomingMessage, trust: ProxyTrust) => {
  const peer = request.socket.remoteAddress;
  const forwarded = request.headers['x-forwarded-host'];
  const values = (Array.isArray(forwarded) ? forwarded : [forwarded ?? ''])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
  const forwardedHost = values.at(-1);
  return forwardedHost && peer && trust(peer, 0) ? forwardedHost : request.headers.host;
};
