import { injectOperations } from '@tiles/api-client';
import { contentOperations, lmsOperations } from '@tiles/contracts-courses';

export type SessionAddress = { course: number; module: number; session: number };

const { resolveRoute } = contentOperations;
export const coursesOperations = { ...lmsOperations, resolveRoute };

export const coursesApi = injectOperations(coursesOperations).enhanceEndpoints({
  endpoints: {
    completeSession: {
      /**
       * The session is completed, in every language it is cached in, as soon as the server says so: the answer
       * invalidates it too, but a copy put in the cache after that (the first page's answers, rendered before a
       * queued completion was sent) would otherwise go on saying it is not.
       */
      async onQueryStarted(address, { dispatch, getState, queryFulfilled }) {
        const completed = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!completed) return;
        for (const arg of coursesApi.util.selectCachedArgsForQuery(getState() as never, 'getSession')) {
          if (arg.course !== address.course || arg.module !== address.module || arg.session !== address.session) continue;
          dispatch(
            coursesApi.util.updateQueryData('getSession', arg, (draft) => {
              draft.completed = true;
            }),
          );
        }
      },
    },
  },
});

export const {
  useGetCatalogueQuery,
  useGetCourseQuery,
  useEnrolMutation,
  useGetSessionQuery,
  useCompleteSessionMutation,
  useGetSessionRewardQuery,
  useGetMyCoursesQuery,
  useResolveRouteQuery,
} = coursesApi;
