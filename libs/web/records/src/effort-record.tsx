import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { paths } from '@tiles/contracts';
import { courseCredentialPath, TRANSCRIPT_PATH, type EffortRecord as Record } from '@tiles/contracts-records';
import { useErrorText, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Button, ErrorWithRetry, useFormMessage, useHydrated } from '@tiles/ui-kit';
import { useGetEffortRecordQuery, useShareCredentialMutation, useUnshareCredentialMutation } from './records-api';
import { StudyHeatmap } from './study-heatmap';

const Section = styled.section`
  margin-block: ${({ theme }) => theme.spacing(4)};
`;

const Credentials = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  li {
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  p {
    margin-block: 4px;
  }
`;

const ShareLink = styled.input`
  font: inherit;
  width: min(100%, 36rem);
  min-height: 40px;
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.controlBorder};
`;

const Revoked = styled.strong`
  color: ${({ theme }) => theme.colors.error};
`;

type Credential = Record['credentials'][number];

/** One course's credential: its minutes, its download, and a link to share it (made, copied, ended). */
const CredentialItem = ({ credential }: { credential: Credential }) => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { locale } = useSiteContext();
  const [share, sharing] = useShareCredentialMutation();
  const [unshare, unsharing] = useUnshareCredentialMutation();
  const { say, shown } = useFormMessage();
  const linkId = `share-${credential.id.slice(-12)}`;
  const link =
    credential.shareToken && typeof window !== 'undefined'
      ? `${window.location.origin}${paths.verify(locale, credential.shareToken)}`
      : null;
  const [copied, setCopied] = useState(false);

  const onShare = async () => {
    try {
      await share({ credentialId: credential.id }).unwrap();
    } catch (error) {
      say({ tone: 'error', text: t('effort.error', { message: errorText(error) }) });
    }
  };
  const onStop = async () => {
    try {
      await unshare({ credentialId: credential.id }).unwrap();
      say({ tone: 'success', text: t('effort.share.stopped') });
    } catch (error) {
      say({ tone: 'error', text: t('effort.error', { message: errorText(error) }) });
    }
  };
  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without the clipboard (a browser that refuses it), the link stays selected in its field to copy by hand.
      document.getElementById(linkId)?.focus();
    }
  };

  return (
    <li>
      <p>
        <strong>{credential.name}</strong>
        {credential.minutes !== null ? <> · {t('effort.credential.minutes', { minutes: credential.minutes })}</> : null}
        {credential.revoked ? (
          <>
            {' '}
            · <Revoked>{t('effort.credential.revoked')}</Revoked>
          </>
        ) : null}
      </p>
      {credential.courseId !== null && !credential.revoked ? (
        <p>
          <a href={courseCredentialPath(credential.courseId)} download>
            {t('effort.credential.download', { name: credential.name })}
          </a>
        </p>
      ) : null}
      {credential.revoked ? null : link ? (
        <>
          <label htmlFor={linkId}>{t('effort.share.link')}</label>
          <p>
            <ShareLink id={linkId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          </p>
          <p>
            <Button $variant="secondary" disabled={!hydrated} onClick={() => void onCopy()}>
              {t('effort.share.copy')}
            </Button>{' '}
            <Button $variant="secondary" disabled={!hydrated || unsharing.isLoading} onClick={() => void onStop()}>
              {t('effort.share.stop')}
            </Button>
          </p>
          <p role="status">{copied ? t('effort.share.copied') : ''}</p>
        </>
      ) : (
        <p>
          <Button $variant="secondary" disabled={!hydrated || sharing.isLoading} onClick={() => void onShare()}>
            {t('effort.share')}
          </Button>
        </p>
      )}
      {shown}
    </li>
  );
};

/**
 * The progress page's effort record: a year of verified minutes, a signed credential per completed course (download,
 * share), the whole record as a transcript, and where anyone verifies them.
 */
export const EffortRecord = () => {
  const t = useText();
  const { locale } = useSiteContext();
  const record = useGetEffortRecordQuery({ locale });
  return (
    <Section aria-labelledby="effort-record">
      <h2 id="effort-record">{t('effort.title')}</h2>
      <p>
        {t('effort.intro')} <Link to={paths.measuredTime(locale)}>{t('effort.howMeasured')}</Link> ·{' '}
        <Link to={paths.verify(locale)}>{t('effort.verifyLink')}</Link>
      </p>
      {record.isError ? (
        <ErrorWithRetry message={t('effort.unavailable')} retryLabel={t('effort.retry')} onRetry={() => void record.refetch()} />
      ) : !record.data ? (
        <p role="status">{t('effort.loading')}</p>
      ) : (
        <>
          <h3>{t('effort.heatmap.title')}</h3>
          {record.data.days.length ? (
            <>
              <p>{t('effort.heatmap.total', { minutes: record.data.totalMinutes, days: record.data.days.length })}</p>
              <StudyHeatmap from={record.data.from} to={record.data.to} days={record.data.days} />
            </>
          ) : (
            <p>{t('effort.heatmap.none')}</p>
          )}
          <h3>{t('effort.credentials.title')}</h3>
          {record.data.credentials.length ? (
            <Credentials>
              {record.data.credentials.map((credential) => (
                <CredentialItem key={credential.id} credential={credential} />
              ))}
            </Credentials>
          ) : (
            <p>{t('effort.credentials.none')}</p>
          )}
          <p>
            <a href={TRANSCRIPT_PATH} download>
              {t('effort.transcript')}
            </a>
          </p>
        </>
      )}
    </Section>
  );
};
