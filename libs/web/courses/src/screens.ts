export { CatalogueScreen } from './catalogue-screen';
export { CourseScreen } from './course-screen';
export { SessionScreen, LazyVideo } from './session-screen';
export { GenericPageScreen, type GenericPageScreenProps } from './generic-page-screen';
export { MyCoursesScreen } from './my-courses-screen';
export { TileRows, type TileRowsProps } from './tile-rows';
export { CourseCard } from './course-card';
