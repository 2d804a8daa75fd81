import { useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { parseCourseId } from './course-path';
import { CourseScreen } from './course-screen';
import { GenericRoute } from './generic-route';

/** A course's page bound to its route's params. */
export const CourseRoute = () => {
  useSitePageTitle(useText()('page.course.title'));
  const courseId = parseCourseId(useParams()['*']);
  // The generic 404 is the guard's job; a malformed id is a course that does not exist.
  return courseId ? <CourseScreen courseId={courseId} /> : <GenericRoute />;
};
