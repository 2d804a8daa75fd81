import type { FirstScreenApiState } from '@tiles/api-client';
import { RUNTIME_CONFIG_META, type WebRuntimeConfig } from '@tiles/contracts';
import { PREFETCHED_ELEMENT_ID, SITE_PRELOAD_ELEMENT_ID, type PagePreload, type SiteTexts } from '@tiles/contracts-site-preload';

/*
 * The page's own documents (its settings, its bootstrap answers, its texts) are read by their shape, not by their
 * zod schemas: they come from the server that made the page (the texts by an address naming their content), whose
 * tests hold them to the schemas, and zod stays out of the first load (ADR 0038).
 */
type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const areStrings = (fields: Fields, names: string[]) => names.every((name) => typeof fields[name] === 'string');
const areLists = (fields: Fields, names: string[]) => names.every((name) => Array.isArray(fields[name]));

const isRuntimeConfig = (value: unknown): value is WebRuntimeConfig =>
  isRecord(value) &&
  areStrings(value, ['siteId', 'publicEnv']) &&
  Number.isInteger(value['buildPollIntervalMs']) &&
  (value['buildPollIntervalMs'] as number) >= 0;

const isPagePreload = (value: unknown): value is PagePreload =>
  isRecord(value) &&
  areStrings(value, ['siteId', 'locale', 'texts']) &&
  isRecord(value['site']) &&
  areLists(value, ['locales', 'categories', 'levels', 'badges']) &&
  (value['user'] === undefined || value['user'] === null || isRecord(value['user'])) &&
  (value['role'] === undefined || isRecord(value['role']));

const isSiteTexts = (value: unknown): value is SiteTexts =>
  isRecord(value) &&
  areLists(value, ['boilerplate']) &&
  (value['boilerplate'] as unknown[]).every(
    (entry) => isRecord(entry) && typeof entry['key'] === 'string' && isRecord(entry['translations']),
  ) &&
  (value['parsedTexts'] === undefined || isRecord(value['parsedTexts']));

const devDefaults: WebRuntimeConfig = { siteId: 'tiles', publicEnv: 'development', buildPollIntervalMs: 0 };

/**
 * The settings the api put in index.html. Under the Vite dev server there is no such tag: the defaults then
 * name the demo site and turn build polling off.
 */
export const readRuntimeConfig = (doc: Document = document): WebRuntimeConfig => {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${RUNTIME_CONFIG_META}"]`)?.content;
  if (!content) return devDefaults;
  const config: unknown = JSON.parse(content);
  if (!isRuntimeConfig(config)) throw new Error(`${RUNTIME_CONFIG_META}: the page's settings do not read`);
  return config;
};

/**
 * The bootstrap answers the server put into the HTML, checked; undefined when there are none (the Vite dev
 * server) or they do not read (the app then asks the api, as without them). Their texts are named by address.
 */
export const readPagePreload = (doc: Document = document): PagePreload | undefined => {
  const text = doc.getElementById(SITE_PRELOAD_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const preload: unknown = JSON.parse(text);
    return isPagePreload(preload) ? preload : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page's texts document (the head's preload has started it; after the first visit it comes from the cache),
 * checked; undefined when it cannot be had (offline without a copy, texts changed since the page was made).
 */
export const fetchSiteTexts = async (address: string): Promise<SiteTexts | undefined> => {
  try {
    const response = await fetch(address, { credentials: 'same-origin' });
    if (!response.ok) return undefined;
    const texts: unknown = await response.json();
    return isSiteTexts(texts) ? texts : undefined;
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
