import { parseSessionPath } from '@tiles/contracts';
import { useLocation, useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { CatalogueScreen } from './catalogue-screen';
import { parseCourseId } from './course-path';
import { CourseScreen } from './course-screen';
import { CoursePreviewScreen } from './course-preview-screen';
import { GenericPageScreen } from './generic-page-screen';
import { MyCoursesScreen } from './my-courses-screen';
import { SessionScreen } from './session-screen';
import { categorySlugOf, contentPathOf } from './page-args';

/** The screens bound to their route's params: what `courseRoutes` loads lazily. */
export const CatalogueRoute = () => {
  useSitePageTitle(useText()('page.catalogue.title'));
  return <CatalogueScreen categorySlug={categorySlugOf(useParams()['*'])} />;
};

export const CourseRoute = () => {
  useSitePageTitle(useText()('page.course.title'));
  const courseId = parseCourseId(useParams()['*']);
  // The generic 404 is the guard's job; a malformed id is a course that does not exist.
  return courseId ? <CourseScreen courseId={courseId} /> : <GenericRoute />;
};

export const CoursePreviewRoute = () => {
  useSitePageTitle(useText()('page.coursePreview.title'));
  const courseId = parseCourseId(useParams()['*']);
  return courseId ? <CoursePreviewScreen courseId={courseId} /> : <GenericRoute />;
};

export const SessionRoute = () => {
  useSitePageTitle(useText()('page.session.title'));
  // The route's validate rule has already checked the three parts.
  const position = parseSessionPath(useParams()['*'])!;
  return <SessionScreen address={position} />;
};

export const GenericRoute = () => {
  const { pathname } = useLocation();
  return <GenericPageScreen key={pathname} contentPath={contentPathOf(pathname)} />;
};

export const MyCoursesRoute = () => <MyCoursesScreen list="in-progress" />;
export const ArchiveRoute = () => <MyCoursesScreen list="archive" />;
