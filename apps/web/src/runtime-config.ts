import { RUNTIME_CONFIG_META, webRuntimeConfigSchema, type WebRuntimeConfig } from '@tiles/contracts';

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
