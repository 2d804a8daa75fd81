import { useState } from 'react';
import styled from 'styled-components';
import type { GroupSummary } from '@tiles/contracts-groups';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Button, Card, ConfirmPanel, ErrorWithRetry, Switch, useHydrated, useFormMessage } from '@tiles/ui-kit';
import { useLeaveGroupMutation, useListGroupsQuery, useSetSharingMutation } from './groups-api';
import { useDueText } from './due-text';

const GroupCard = styled(Card).attrs({ as: 'section' })`
  margin-block-end: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin-block: 0 ${({ theme }) => theme.spacing(1)};
  }
  h3 {
    font-size: 1.05rem;
  }
`;

const Overdue = styled.strong`
  color: ${({ theme }) => theme.colors.error};
`;

/** One of her groups: its teachers, its assignments and where she stands, what its teachers see, her choice, leaving. */
const MyGroup = ({ group }: { group: GroupSummary }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { date } = useFormatters();
  const dueText = useDueText();
  const { locale } = useSiteContext();
  const [setSharing, sharing] = useSetSharingMutation();
  const [leave, leaving] = useLeaveGroupMutation();
  const [confirming, setConfirming] = useState(false);
  const { say, shown } = useFormMessage();
  const onShare = async (share: boolean) => {
    try {
      await setSharing({ groupId: group.id, locale, body: { share } }).unwrap();
      say({ tone: 'success', text: t(share ? 'groups.mine.sharingOn' : 'groups.mine.sharingOff', { name: group.name }) });
    } catch (error) {
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  const onLeave = async () => {
    try {
      await leave({ groupId: group.id }).unwrap();
    } catch (error) {
      setConfirming(false);
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  return (
    <GroupCard aria-labelledby={`my-group-${group.id}`}>
      <h2 id={`my-group-${group.id}`}>{group.name}</h2>
      {group.description ? <p>{group.description}</p> : null}
      <p>{t('groups.mine.teachers', { names: group.teachers.join(', ') })}</p>
      <h3>{t('groups.mine.assignments')}</h3>
      {group.assignments.length === 0 ? (
        <p>{t('groups.progress.noAssignments')}</p>
      ) : (
        <ul>
          {group.assignments.map((assignment) => {
            const status = group.mine.find((entry) => entry.assignmentId === assignment.id);
            return (
              <li key={assignment.id}>
                <strong>{assignment.course.title}</strong> · {t('groups.assignment.by', { teacher: assignment.assignedBy })} ·{' '}
                {dueText(assignment)} ·{' '}
                {status?.state === 'overdue' ? (
                  <Overdue>{t('groups.state.overdue')}</Overdue>
                ) : status?.completedAt ? (
                  t('groups.state.completedOn', { date: date(new Date(status.completedAt)) })
                ) : (
                  t(`groups.state.${status?.state ?? 'not-started'}`)
                )}
              </li>
            );
          })}
        </ul>
      )}
      {shown}
      <p>{t('groups.sees.always')}</p>
      <p>{t('groups.sees.shared')}</p>
      <p>{t('groups.sees.never')}</p>
      <Switch
        label={t('groups.mine.sharing')}
        checked={group.sharing ?? false}
        disabled={sharing.isLoading || !hydrated}
        onChange={(share) => void onShare(share)}
      />
      {confirming ? (
        <ConfirmPanel
          question={t('groups.mine.leaveConfirm', { name: group.name })}
          confirmLabel={t('groups.mine.leave')}
          cancelLabel={t('groups.mine.cancel')}
          busy={leaving.isLoading}
          onConfirm={() => void onLeave()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <p>
          <Button $variant="secondary" disabled={!hydrated} onClick={() => setConfirming(true)}>
            {t('groups.mine.leave')}
          </Button>
        </p>
      )}
    </GroupCard>
  );
};

/** The profile's groups tab: the groups she is in as a learner, what each may see of her, and her choices. */
export const MyGroupsPage = () => {
  const t = useText();
  const { locale } = useSiteContext();
  const groups = useListGroupsQuery({ locale });
  if (groups.isError)
    return <ErrorWithRetry message={t('groups.unavailable')} retryLabel={t('groups.retry')} onRetry={() => void groups.refetch()} />;
  if (!groups.data) return <p role="status">{t('groups.loading')}</p>;
  const mine = groups.data.filter((group) => group.role === 'member');
  if (!mine.length) return <p>{t('groups.mine.none')}</p>;
  return (
    <>
      {mine.map((group) => (
        <MyGroup key={group.id} group={group} />
      ))}
    </>
  );
};
