import { UAParser } from 'ua-parser-js';

export type Device = 'desktop' | 'mobile' | 'tablet' | 'smarttv' | 'console' | 'wearable' | 'other';

const known: ReadonlySet<string> = new Set(['mobile', 'tablet', 'smarttv', 'console', 'wearable']);
const cache = new Map<string, Device>();

/** The kind of device a user agent names; browsers that do not say are desktops. Cached: agents repeat a lot. */
export const deviceOf = (userAgent: string): Device => {
  const cached = cache.get(userAgent);
  if (cached) return cached;
  const type = new UAParser(userAgent).getDevice().type;
  const device: Device = !userAgent.trim() ? 'other' : type === undefined ? 'desktop' : known.has(type) ? (type as Device) : 'other';
  if (cache.size > 5_000) cache.clear();
  cache.set(userAgent, device);
  return device;
};
