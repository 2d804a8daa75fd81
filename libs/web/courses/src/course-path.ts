import { paths } from '@tiles/contracts';

/** `/{locale}/course/{id...}`: the numeric course id is the first part (a slug may follow for readability). */
export const parseCourseId = (splat: string | undefined): number | null => {
  const first = (splat ?? '').split('/')[0] ?? '';
  return /^[1-9]\d{0,8}$/.test(first) ? Number(first) : null;
};

export const coursePath = paths.course;
export const sessionPath = paths.session;

/** Progress as a whole percentage, 0 when there is nothing to do. */
export const progressPercent = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);

/**
 * Where a course link leads: the course for a signed-in learner; for a visitor, the course's public page, which
 * says what it is and leads in (a typed course URL still sends visitors to /, as the spec's rule says).
 */
export const courseLinkFor = (locale: string, course: { _id: number; slug: string }, signedIn: boolean) =>
  signedIn ? paths.course(locale, course) : paths.coursePreview(locale, course);
