import { Link } from 'react-router';
import { paths } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { Card } from '@tiles/ui-kit';
import { useDueText } from './due-text';
import { useListGroupsQuery } from './groups-api';

/**
 * The home's "assigned to you" card: the work of her groups not completed yet, the soonest due first, each with who
 * assigned it and when it is due (overdue marked). Nothing at all for a learner in no group, or with nothing open.
 */
export const DueAssignments = ({ locale }: { locale: string }) => {
  const t = useText();
  const dueText = useDueText();
  const groups = useListGroupsQuery({ locale });
  const open = (groups.data ?? [])
    .filter((group) => group.role === 'member')
    .flatMap((group) =>
      group.assignments.flatMap((assignment) => {
        const status = group.mine.find((entry) => entry.assignmentId === assignment.id);
        return status && status.state !== 'completed' ? [{ assignment, status, group }] : [];
      }),
    )
    .sort((a, b) => (a.assignment.dueAt ?? '9999').localeCompare(b.assignment.dueAt ?? '9999'));
  if (!open.length) return null;
  return (
    <Card as="section" aria-labelledby="home-assigned">
      <h2 id="home-assigned">{t('groups.home.title')}</h2>
      <ul>
        {open.map(({ assignment, status, group }) => (
          <li key={assignment.id}>
            <Link to={paths.course(locale, assignment.course)}>{assignment.course.title}</Link>
            <br />
            <small>
              {t('groups.assignment.by', { teacher: assignment.assignedBy })} ({group.name}) · {dueText(assignment)}
              {status.state === 'overdue' ? ` · ${t('groups.state.overdue')}` : ''}
            </small>
          </li>
        ))}
      </ul>
    </Card>
  );
};
