/** The build manifest's schema, loaded with the first poll for a newer build (ADR 0038). */
export { buildManifestSchema } from '@tiles/contracts';
