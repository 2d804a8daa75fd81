/** `/{locale}/course/{id...}`: the numeric course id is the first part (a slug may follow for readability). */
export const parseCourseId = (splat: string | undefined): number | null => {
  const first = (splat ?? '').split('/')[0] ?? '';
  return /^[1-9]\d{0,8}$/.test(first) ? Number(first) : null;
};

export const coursePath = (locale: string, course: { _id: number; slug: string }) => `/${locale}/course/${course._id}/${course.slug}`;

export const sessionPath = (locale: string, course: number, position: { module: number; session: number }) =>
  `/${locale}/course/session/${course}/${position.module}/${position.session}`;

/** Progress as a whole percentage, 0 when there is nothing to do. */
export const progressPercent = (done: number, total: number) => (total > 0 ? Math.round((done / total) * 100) : 0);
