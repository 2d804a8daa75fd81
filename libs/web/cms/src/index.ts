export { cmsApi } from './cms-api';
export { CmsLinks } from './cms-links';
export { CourseEditor } from './course-editor';
export { cmsRoutes } from './routes';
export { SessionEditor } from './session-editor';
