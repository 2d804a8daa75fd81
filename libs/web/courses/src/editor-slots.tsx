import { createContext, useContext, type ComponentType } from 'react';

/** Where the course pages show admin mode's editors; the host plugs them in, so this lib never imports them. */
export type CourseEditorSlots = {
  /** Under a course page, in admin mode. */
  courseEditor?: ComponentType<{ courseId: number }>;
  /** Under a session page, in admin mode. */
  sessionEditor?: ComponentType<{ place: { course: number; module: number; session: number } }>;
  /** Beside a content page's title: a link to edit it (it decides itself whether to show). */
  pageEditLink?: ComponentType<{ path: string }>;
};

const EditorSlotsContext = createContext<CourseEditorSlots>({});

/** The host's editors for the course pages (none by default: learners' builds and tests show none). */
export const CourseEditorSlotsProvider = EditorSlotsContext.Provider;

export const useCourseEditorSlots = () => useContext(EditorSlotsContext);
