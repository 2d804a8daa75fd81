import type { FirstScreenApiState } from '@tiles/api-client';
import { RUNTIME_CONFIG_META, webRuntimeConfigSchema, type WebRuntimeConfig } from '@tiles/contracts';
import {
  pagePreloadSchema,
  PREFETCHED_ELEMENT_ID,
  SITE_PRELOAD_ELEMENT_ID,
  siteTextsSchema,
  type PagePreload,
  type SiteTexts,
} from '@tiles/contracts-site-preload';

const devDefaults: WebRuntimeConfig = { siteId: 'tiles', publicEnv: 'development', buildPollIntervalMs: 0 };

/**
 * The settings the api put in index.html. Under the Vite dev server there is no such tag: the defaults then
 * name the demo site and turn build polling off.
 */
export const readRuntimeConfig = (doc: Document = document): WebRuntimeConfig => {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`)?.content;
  if (!content) return devDefaults;
  return webRuntimeConfigSchema.parse(JSON.parse(content));
};

/**
 * The bootstrap answers the server put into the HTML, validated; undefined when there are none (the Vite dev
 * server) or they do not read (the app then asks the api, as without them). Their texts are named by address.
 */
export const readPagePreload = (doc: Document = document): PagePreload | undefined => {
  const text = doc.getElementById(SITE_PRELOAD_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = pagePreloadSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page's texts document (the head's preload has started it; after the first visit it comes from the cache),
 * validated; undefined when it cannot be had (offline without a copy, texts changed since the page was made).
 */
export const fetchSiteTexts = async (address: string): Promise<SiteTexts | undefined> => {
  try {
    const response = await fetch(address, { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const parsed = siteTextsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/** The server store's answers to the first screen's own calls, as the server put them into the HTML. */
export const readFirstScreenApiState = (doc: Document = document): FirstScreenApiState | undefined => {
  const text = doc.getElementById(PREFETCHED_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<FirstScreenApiState> | null;
    return parsed && typeof parsed.queries === 'object' && typeof parsed.provided === 'object'
      ? { queries: parsed.queries ?? {}, mutations: {}, provided: parsed.provided }
      : undefined;
  } catch {
    return undefined;
  }
};
