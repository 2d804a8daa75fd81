export {
  coursesApi,
  useCompleteSessionMutation,
  useEnrolMutation,
  useGetCatalogueQuery,
  useGetCourseQuery,
  useGetMyCoursesQuery,
  useGetSessionQuery,
  useResolveRouteQuery,
  type SessionAddress,
} from './courses-api';
export { coursePath, parseCourseId, progressPercent, sessionPath } from './course-path';
// The screens are a separate entry point (`@tiles/courses/screens`) so routes can load them lazily.
export { courseRoutes } from './routes';
