import styled from 'styled-components';
import { groupProgressCsvPath, type GroupProgress, type MemberProgress } from '@tiles/contracts-groups';
import { useFormatters, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { ErrorWithRetry } from '@tiles/ui-kit';
import { useGetGroupProgressQuery } from './groups-api';

const TableBox = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    min-width: 100%;
  }
  th,
  td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 8px;
    text-align: start;
    vertical-align: top;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Risk = styled.small`
  && {
    color: ${({ theme }) => theme.colors.error};
    font-weight: 600;
  }
`;

const percent = (locale: string, share: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(share);

const MemberCell = ({ member }: { member: MemberProgress }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const detail = member.detail;
  return (
    <th scope="row">
      {member.name}
      {member.sharing === null ? null : <small>{t(member.sharing ? 'groups.progress.shares' : 'groups.progress.doesNotShare')}</small>}
      {detail ? (
        <>
          <small>{t('groups.progress.daysStudied', { count: detail.daysStudied })}</small>
          {detail.retention !== null ? (
            <small>{t('groups.progress.retention', { percent: percent(locale, detail.retention) })}</small>
          ) : null}
          {detail.atRiskReason ? <Risk>{t(`groups.progress.atRisk.${detail.atRiskReason}`)}</Risk> : null}
        </>
      ) : null}
    </th>
  );
};

/** Her cell in the answer's `index`-th assignment: statuses and detail come in the order of its assignments. */
const StatusCell = ({ member, index }: { member: MemberProgress; index: number }) => {
  const t = useText();
  const { date } = useFormatters();
  const status = member.statuses[index];
  const detail = member.detail?.assignments[index];
  if (!status) return <td />;
  return (
    <td>
      {status.completedAt ? t('groups.state.completedOn', { date: date(new Date(status.completedAt)) }) : t(`groups.state.${status.state}`)}
      {detail ? (
        <>
          <small>{t('groups.progress.minutes', { active: detail.activeMinutes, effort: detail.effortMinutes })}</small>
          {detail.minutesLeft !== null ? <small>{t('groups.progress.minutesLeft', { minutes: detail.minutesLeft })}</small> : null}
        </>
      ) : null}
    </td>
  );
};

const Aggregates = ({ progress }: { progress: GroupProgress }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const { aggregates } = progress;
  return (
    <section aria-labelledby={`group-figures-${progress.group.id}`}>
      <h4 id={`group-figures-${progress.group.id}`}>{t('groups.progress.group')}</h4>
      {!aggregates ? (
        <p>{t('groups.progress.hidden', { threshold: progress.threshold, count: progress.contributors })}</p>
      ) : (
        <>
          <p>{t('groups.progress.median', { minutes: aggregates.medianMinutes })}</p>
          <p>{t('groups.progress.completion', { percent: percent(locale, aggregates.completionRate) })}</p>
          {aggregates.weakSpots.length ? (
            <>
              <p>{t('groups.progress.weakSpots')}</p>
              <ol>
                {aggregates.weakSpots.map((spot) => (
                  <li key={spot.questionId}>
                    {spot.prompt}{' '}
                    <small>
                      {t('groups.progress.weakSpot', {
                        percent: percent(locale, spot.firstTrySuccess),
                        course: spot.courseTitle,
                        session: spot.sessionTitle,
                      })}
                    </small>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </>
      )}
    </section>
  );
};

/**
 * Where a group's members stand, as its viewer may see it: each member's status per assignment; for those who share,
 * their minutes, days and pace; the group's figures once enough share. Read fresh each time it is shown.
 */
export const GroupProgressSection = ({ groupId }: { groupId: string }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const progress = useGetGroupProgressQuery({ groupId, locale }, { refetchOnMountOrArgChange: true });
  const titleId = `group-progress-${groupId}`;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('groups.progress.title')}</h3>
      {progress.isError ? (
        <ErrorWithRetry message={t('groups.unavailable')} retryLabel={t('groups.retry')} onRetry={() => void progress.refetch()} />
      ) : !progress.data ? (
        <p role="status">{t('groups.loading')}</p>
      ) : progress.data.members.length === 0 ? (
        <p>{t('groups.progress.noMembers')}</p>
      ) : (
        <>
          {/* Scrolled sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <TableBox tabIndex={0} role="region" aria-labelledby={titleId}>
            <table aria-labelledby={titleId}>
              <thead>
                <tr>
                  <th scope="col">{t('groups.progress.member')}</th>
                  {progress.data.assignments.map((assignment) => (
                    <th scope="col" key={assignment.id}>
                      {assignment.course.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {progress.data.members.map((member) => (
                  <tr key={member.id}>
                    <MemberCell member={member} />
                    {progress.data.assignments.map((assignment, index) => (
                      <StatusCell key={assignment.id} member={member} index={index} />
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <p>
            <a href={groupProgressCsvPath(groupId)} download>
              {t('groups.progress.csv')}
            </a>
          </p>
          <Aggregates progress={progress.data} />
        </>
      )}
    </section>
  );
};
