import { api, CONTENT_TAG, inLocale, SESSION_TAG } from '@tiles/api-client';
import {
  cataloguePageSchema,
  courseDetailSchema,
  courseSessionSchema,
  myCoursesSchema,
  outcomeOf,
  routeResolutionSchema,
  type CatalogueQuery,
  type CataloguePage,
  type CourseCard,
  type CourseDetail,
  type CourseSession,
  type RouteResolution,
} from '@tiles/contracts';

export const catalogueOutcome = outcomeOf(cataloguePageSchema);
export const courseOutcome = outcomeOf(courseDetailSchema);
export const sessionOutcome = outcomeOf(courseSessionSchema);
const myCoursesOutcome = outcomeOf(myCoursesSchema);
export const routeOutcome = outcomeOf(routeResolutionSchema);

export type SessionAddress = { course: number; module: number; session: number };
/** Cache keys carry the locale, and the request says it (`inLocale`): the api answers texts in the request's locale. */
type Localised<T> = T & { locale: string };

export const sessionUrl = ({ course, module, session }: SessionAddress) =>
  `api/lms/courses/${course}/modules/${module}/sessions/${session}`;

export const coursesApi = api.enhanceEndpoints({ addTagTypes: ['Course', 'MyCourses'] }).injectEndpoints({
  endpoints: (build) => ({
    getCatalogue: build.query<CataloguePage, Localised<CatalogueQuery>>({
      query: ({ locale, ...params }) =>
        inLocale(locale, {
          url: 'api/lms/courses',
          params: Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== '')),
        }),
      transformResponse: (response: unknown) => catalogueOutcome.parse(response).outcome,
      providesTags: ['Course', SESSION_TAG, CONTENT_TAG],
    }),
    getCourse: build.query<CourseDetail, Localised<{ course: number }>>({
      query: ({ course, locale }) => inLocale(locale, `api/lms/courses/${course}`),
      transformResponse: (response: unknown) => courseOutcome.parse(response).outcome,
      providesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }, SESSION_TAG, CONTENT_TAG],
    }),
    enrol: build.mutation<CourseDetail, { course: number }>({
      query: ({ course }) => ({ url: `api/lms/courses/${course}/enrolment`, method: 'POST', body: {} }),
      transformResponse: (response: unknown) => courseOutcome.parse(response).outcome,
      invalidatesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }, 'MyCourses'],
    }),
    getSession: build.query<CourseSession, Localised<SessionAddress>>({
      query: (address) => inLocale(address.locale, sessionUrl(address)),
      transformResponse: (response: unknown) => sessionOutcome.parse(response).outcome,
      providesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }, SESSION_TAG, CONTENT_TAG],
    }),
    completeSession: build.mutation<CourseDetail, SessionAddress>({
      query: (address) => ({ url: `${sessionUrl(address)}/completion`, method: 'PUT', body: {} }),
      transformResponse: (response: unknown) => courseOutcome.parse(response).outcome,
      invalidatesTags: (_result, _error, { course }) => [{ type: 'Course', id: course }, 'MyCourses'],
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
        const cached = coursesApi.util.selectCachedArgsForQuery(getState() as never, 'getSession') as Localised<SessionAddress>[];
        for (const arg of cached) {
          if (arg.course !== address.course || arg.module !== address.module || arg.session !== address.session) continue;
          dispatch(
            coursesApi.util.updateQueryData('getSession', arg, (draft) => {
              draft.completed = true;
            }),
          );
        }
      },
    }),
    getMyCourses: build.query<CourseCard[], Localised<{ list: 'in-progress' | 'archive' }>>({
      query: ({ list, locale }) => inLocale(locale, { url: 'api/lms/my/courses', params: { list } }),
      transformResponse: (response: unknown) => myCoursesOutcome.parse(response).outcome,
      providesTags: ['MyCourses', SESSION_TAG, CONTENT_TAG],
    }),
    resolveRoute: build.query<RouteResolution, Localised<{ path: string }>>({
      query: ({ path, locale }) => inLocale(locale, { url: 'api/content/route', params: { path } }),
      transformResponse: (response: unknown) => routeOutcome.parse(response).outcome,
      providesTags: [CONTENT_TAG],
    }),
  }),
});

export const {
  useGetCatalogueQuery,
  useGetCourseQuery,
  useEnrolMutation,
  useGetSessionQuery,
  useCompleteSessionMutation,
  useGetMyCoursesQuery,
  useResolveRouteQuery,
} = coursesApi;
