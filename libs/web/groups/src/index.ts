// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/groups-texts';
export { groupRoutes } from './routes';
export { groupsApi } from './groups-api';
export { CourseAssignmentNote, DueAssignments } from './due-assignments';
export { prefetchDueAssignments } from './prefetch';
