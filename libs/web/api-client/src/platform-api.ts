import { platformOperations, type BuildManifest } from '@tiles/contracts';
import { injectOperations } from './operations';

/** Platform calls every host needs: the build manifest (a static file, not the api) and error reports. */
export const platformApi = injectOperations(platformOperations).injectEndpoints({
  endpoints: (build) => ({
    getLatestBuild: build.query<BuildManifest, void>({
      query: () => ({ url: 'builds/latest.json', cache: 'no-store' }),
      // Checked by its schema, loaded with the first poll: zod stays out of the first load (ADR 0038).
      transformResponse: async (response: unknown) => (await import('./build-manifest-checks')).buildManifestSchema.parse(response),
    }),
  }),
});

export const { useGetLatestBuildQuery, useReportClientErrorMutation } = platformApi;
