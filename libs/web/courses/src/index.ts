// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/courses-texts';
export { coursesApi } from './courses-api';
export { sessionPath } from './course-path';
export { courseRoutes } from './routes';
export { CourseSlotsProvider, type CourseSlots } from './course-slots';
export { pendingCompletionsSlice, startCompletionQueue } from './completion-queue';
export { EffortText } from './effort';
export { UpNextStep } from './up-next-step';
