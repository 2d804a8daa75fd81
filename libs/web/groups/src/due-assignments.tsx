import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { Card } from '@tiles/ui-kit';
import { useDueText } from './due-text';
import { useListGroupsQuery } from './groups-api';

/** The work of her groups she has not completed yet, the soonest due first (none for a learner in no group). */
const useOpenAssignments = (locale: string) => {
  const groups = useListGroupsQuery({ locale });
  return (groups.data ?? [])
    .filter((group) => group.role === 'member')
    .flatMap((group) =>
      group.assignments.flatMap((assignment) => {
        const status = group.mine.find((entry) => entry.assignmentId === assignment.id);
        return status && status.state !== 'completed' ? [{ assignment, status, group }] : [];
      }),
    )
    .sort((a, b) => (a.assignment.dueAt ?? '9999').localeCompare(b.assignment.dueAt ?? '9999'));
};
type OpenAssignment = ReturnType<typeof useOpenAssignments>[number];

/** "Assigned by Maria Montessori (Storia 3B) · Due: 3 Dec · due in 3 days · Overdue". */
const useAssignedText = () => {
  const t = useText();
  const dueText = useDueText();
  return ({ assignment, status, group }: OpenAssignment) =>
    `${t('groups.assignment.by', { teacher: assignment.assignedBy })} (${group.name}) · ${dueText(assignment)}${
      status.state === 'overdue' ? ` · ${t('groups.state.overdue')}` : ''
    }`;
};

/**
 * The home's "assigned to you" card: the work of her groups not completed yet, the soonest due first, each with who
 * assigned it and when it is due (overdue marked). Nothing at all for a learner in no group, or with nothing open.
 */
export const DueAssignments = ({ locale }: { locale: string }) => {
  const t = useText();
  const assignedText = useAssignedText();
  const open = useOpenAssignments(locale);
  if (!open.length) return null;
  return (
    <Card as="section" aria-labelledby="home-assigned">
      <h2 id="home-assigned">{t('groups.home.title')}</h2>
      <ul>
        {open.map((entry) => (
          <li key={entry.assignment.id}>
            <Link to={paths.course(locale, entry.assignment.course)}>{entry.assignment.course.title}</Link>
            <br />
            <small>{assignedText(entry)}</small>
          </li>
        ))}
      </ul>
    </Card>
  );
};

const Note = styled.p<{ $overdue: boolean }>`
  font-weight: 600;
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.error : 'inherit')};
`;

/**
 * On a course's card and page: who of her groups assigned it to her and when it is due, overdue marked. Nothing
 * when no open assignment asks for this course.
 */
export const CourseAssignmentNote = ({ courseId, locale }: { courseId: number; locale: string }) => {
  const assignedText = useAssignedText();
  const open = useOpenAssignments(locale).filter((entry) => entry.assignment.course._id === courseId);
  return (
    <>
      {open.map((entry) => (
        <Note key={entry.assignment.id} $overdue={entry.status.state === 'overdue'}>
          {assignedText(entry)}
        </Note>
      ))}
    </>
  );
};
