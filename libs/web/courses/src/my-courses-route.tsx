import { MyCoursesScreen } from './my-courses-screen';

/** The learner's courses in progress and her archive: one screen, two lists. */
export const MyCoursesRoute = () => <MyCoursesScreen list="in-progress" />;
export const ArchiveRoute = () => <MyCoursesScreen list="archive" />;
