import { sumDurations } from '@tiles/contracts';
import { type CourseCard } from '@tiles/contracts-courses';
import { useFormatters, useText } from '@tiles/i18n';

/**
 * What a course takes, in words: the median active time of those who completed it once enough did, else the content's
 * length, said as an estimate. An answer from before estimates existed (a kept offline copy) falls back to the length.
 */
export const EffortText = ({ course }: { course: Pick<CourseCard, 'effort' | 'sessionDurations'> }) => {
  const t = useText();
  const { duration } = useFormatters();
  const { effort } = course;
  if (!effort) return <>{t('catalogue.duration', { duration: duration(sumDurations(course.sessionDurations).seconds) })}</>;
  return (
    <>{t(effort.basis === 'learners' ? 'course.effort.learners' : 'course.effort.content', { duration: duration(effort.minutes * 60) })}</>
  );
};
