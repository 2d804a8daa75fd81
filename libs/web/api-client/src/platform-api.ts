import { platformOperations, type BuildManifest } from '@tiles/contracts';
import { injectOperations } from './operations';

const isBuildManifest = (value: unknown): value is BuildManifest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as BuildManifest).buildId === 'string' &&
  (value as BuildManifest).buildId !== '' &&
  typeof (value as BuildManifest).builtAt === 'string';

/** Platform calls every host needs: the build manifest (a static file, not the api) and error reports. */
export const platformApi = injectOperations(platformOperations).injectEndpoints({
  endpoints: (build) => ({
    getLatestBuild: build.query<BuildManifest, void>({
      query: () => ({ url: 'builds/latest.json', cache: 'no-store' }),
      // A static file the build wrote, read by its shape: the poll runs on every page, and zod (which its schema
      // would load) stays out of a visitor's pages altogether (ADR 0038).
      transformResponse: (response: unknown) => {
        if (!isBuildManifest(response)) throw new Error('builds/latest.json: no buildId');
        return response;
      },
    }),
  }),
});

export const { useGetLatestBuildQuery, useReportClientErrorMutation } = platformApi;
