import { useLocation, useParams } from 'react-router';
import { parseCourseId } from '@tiles/courses';
import { CatalogueScreen, CourseScreen, GenericPageScreen, MyCoursesScreen, SessionScreen } from '@tiles/courses/screens';
import { useText } from '@tiles/i18n';
import { parseSessionPath } from '@tiles/route-guard';
import { usePageTitle } from '../layouts/use-page-title';
import { useSiteContext } from '../site-context';

/** The courses lib's screens, bound to the route's params. */
export const CatalogueRoute = () => {
  const t = useText();
  usePageTitle(t('page.catalogue.title'), useSiteContext().site.niceName);
  return <CatalogueScreen categorySlug={useParams()['*']?.split('/')[0] || undefined} />;
};

export const CourseRoute = () => {
  const t = useText();
  usePageTitle(t('page.course.title'), useSiteContext().site.niceName);
  const courseId = parseCourseId(useParams()['*']);
  // The generic 404 is the guard's job; a malformed id is a course that does not exist.
  return courseId ? <CourseScreen courseId={courseId} /> : <GenericRoute />;
};

export const SessionRoute = () => {
  const t = useText();
  usePageTitle(t('page.session.title'), useSiteContext().site.niceName);
  // The route's validate rule has already checked the three parts.
  const position = parseSessionPath(useParams()['*'])!;
  return <SessionScreen address={position} />;
};

export const GenericRoute = () => {
  const { pathname } = useLocation();
  const { site } = useSiteContext();
  usePageTitle(site.niceName, site.niceName);
  const contentPath = `/${pathname.split('/').slice(2).join('/')}`;
  return <GenericPageScreen key={pathname} contentPath={contentPath} />;
};

export const MyCoursesRoute = () => <MyCoursesScreen list="in-progress" />;
export const ArchiveRoute = () => <MyCoursesScreen list="archive" />;
