import { createContext, useContext, type ComponentType } from 'react';

/**
 * What other libs show on the course pages and cards: admin mode's editors, and what the learner's groups ask of a
 * course. The host plugs them in, so this lib never imports them.
 */
export type CourseSlots = {
  /** Under a course page, in admin mode. */
  courseEditor?: ComponentType<{ courseId: number }>;
  /** Under a session page, in admin mode. */
  sessionEditor?: ComponentType<{ place: { course: number; module: number; session: number } }>;
  /** Beside a content page's title: a link to edit it (it decides itself whether to show). */
  pageEditLink?: ComponentType<{ path: string }>;
  /** On a course's card and page, for a signed-in learner: who assigned it to her and when it is due (or nothing). */
  assignmentNote?: ComponentType<{ courseId: number; locale: string }>;
};

const CourseSlotsContext = createContext<CourseSlots>({});

/** The host's parts for the course pages (none by default: tests of this lib show none). */
export const CourseSlotsProvider = CourseSlotsContext.Provider;

export const useCourseSlots = () => useContext(CourseSlotsContext);
