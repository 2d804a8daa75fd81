import type { Assignment } from '@tiles/contracts-groups';
import { useFormatters, useText } from '@tiles/i18n';

const DAY_MS = 86_400_000;

/** "Due: 3 December 2026 · due in 3 days", or "No due date": when an assignment ends, and how far that is. */
export const useDueText = () => {
  const t = useText();
  const { shortDay } = useFormatters();
  return (assignment: Pick<Assignment, 'dueDate' | 'dueAt'>, now = Date.now()) => {
    if (!assignment.dueDate || !assignment.dueAt) return t('groups.assignment.noDue');
    const due = t('groups.assignment.due', { date: shortDay(assignment.dueDate) });
    const left = Date.parse(assignment.dueAt) - now;
    if (left <= 0) return due;
    const days = Math.floor(left / DAY_MS);
    return `${due} · ${days === 0 ? t('groups.assignment.dueToday') : t('groups.assignment.dueInDays', { days })}`;
  };
};
