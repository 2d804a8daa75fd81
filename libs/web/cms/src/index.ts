// Only what learners' pages may render eagerly: links and lazy editors. Pages and editors load on demand.
export { CmsLinks, PageEditLink } from './cms-links';
export { CourseEditor, SessionEditor } from './lazy-editors';
export { cmsRoutes } from './routes';
