export { coursesApi } from './courses-api';
export { sessionPath } from './course-path';
// The screens are a separate entry point (`@tiles/courses/screens`) so routes can load them lazily.
export { courseRoutes } from './routes';
export { CourseEditorSlotsProvider, type CourseEditorSlots } from './editor-slots';
