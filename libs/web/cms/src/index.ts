// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/cms-texts';
// Only what learners' pages may render eagerly: links and lazy editors. Pages and editors load on demand.
export { CmsLinks, PageEditLink } from './cms-links';
export { CourseEditor, SessionEditor } from './lazy-editors';
export { cmsRoutes } from './routes';
