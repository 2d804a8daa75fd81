import { lazy, Suspense, type ComponentProps } from 'react';

// The editors load only when admin mode shows one: learners' first load carries none of the CMS.
const LazyCourseEditor = lazy(async () => ({ default: (await import('./course-editor')).CourseEditor }));
const LazySessionEditor = lazy(async () => ({ default: (await import('./session-editor')).SessionEditor }));

export const CourseEditor = (props: ComponentProps<typeof LazyCourseEditor>) => (
  <Suspense fallback={null}>
    <LazyCourseEditor {...props} />
  </Suspense>
);

export const SessionEditor = (props: ComponentProps<typeof LazySessionEditor>) => (
  <Suspense fallback={null}>
    <LazySessionEditor {...props} />
  </Suspense>
);
