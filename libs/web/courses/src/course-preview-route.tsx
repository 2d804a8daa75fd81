import { useParams } from 'react-router';
import { useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { parseCourseId } from './course-path';
import { CoursePreviewScreen } from './course-preview-screen';
import { GenericRoute } from './generic-route';

/** A course's preview bound to its route's params (a malformed id is a course that does not exist). */
export const CoursePreviewRoute = () => {
  useSitePageTitle(useText()('page.coursePreview.title'));
  const courseId = parseCourseId(useParams()['*']);
  return courseId ? <CoursePreviewScreen courseId={courseId} /> : <GenericRoute />;
};
