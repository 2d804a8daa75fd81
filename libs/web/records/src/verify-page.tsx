import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { PERMISSIONS } from '@tiles/contracts';
import { sharedCredentialPath, type Verification } from '@tiles/contracts-records';
import { useErrorText, useFormatters, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Button, useHydrated } from '@tiles/ui-kit';
import { useRevokeCredentialMutation } from './records-api';

const Drop = styled.form<{ $over: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.controlBorder)};
  border-radius: ${({ theme }) => theme.radius};
  label {
    display: grid;
    gap: 4px;
  }
  textarea,
  input[type='url'],
  input[type='file'] {
    font: inherit;
    min-height: 40px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
  textarea {
    min-height: 8rem;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.error};
  margin: 0;
`;

const Verdict = styled.h2<{ $verified: boolean }>`
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.error)};
`;

const Result = styled.section`
  margin-block: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What the browser's checks give (whether the caller may revoke is the page's to say, from her role). */
type Checked = Omit<Verification, 'revocable'>;
type Outcome = { verification: Checked; document: Record<string, unknown> } | { problem: string };

/** A text as a credential: JSON of an object, else the reason it is not one. */
const parse = (text: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** Where a link's credential is read: a shared link of this site's verification page reads its credential's address. */
const credentialAddress = (link: string) => {
  const url = new URL(link, window.location.href);
  const shared = /^\/[^/]+\/verify\/([A-Za-z0-9_-]{22})$/.exec(url.pathname);
  return shared && url.origin === window.location.origin ? sharedCredentialPath(shared[1]!) : url.href;
};

/** What one check found, in plain words. */
const useCheckText = () => {
  const t = useText();
  const siteName = useSiteContext().site.niceName;
  return (check: Checked['checks'][number], verification: Checked) => {
    if (check.check === 'issuer')
      return check.outcome === 'passed'
        ? t('verify.check.issuer.passed', { site: verification.issuer.name || siteName })
        : t('verify.check.issuer.unknown', { issuer: verification.issuer.id || '?' });
    if (check.check === 'signature')
      return t(check.outcome === 'passed' ? 'verify.check.signature.passed' : 'verify.check.signature.failed');
    if (check.check === 'validity') return t(check.outcome === 'passed' ? 'verify.check.validity.passed' : 'verify.check.validity.failed');
    return t(`verify.check.revocation.${check.outcome}`);
  };
};

/** An administrator's revocation of a credential this site issued: the reason is required, and audited. */
const RevokeForm = ({ credentialId, onRevoked }: { credentialId: string; onRevoked: () => void }) => {
  const t = useText();
  const errorText = useErrorText();
  const reasonId = useId();
  const problemId = useId();
  const [revoke, revoking] = useRevokeCredentialMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    try {
      await revoke({ credentialId, body: { reason } }).unwrap();
      setProblem(null);
      onRevoked();
    } catch (error) {
      setProblem(errorText(error));
      document.getElementById(reasonId)?.focus();
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('verify.revoke.title')}</h3>
      <label htmlFor={reasonId}>{t('verify.revoke.reason')}</label>
      <p>
        <textarea
          id={reasonId}
          name="reason"
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
        />
      </p>
      {problem ? (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      ) : null}
      <Button type="submit" disabled={revoking.isLoading}>
        {t('verify.revoke.submit')}
      </Button>
    </form>
  );
};

/** What the checks found: the verdict, each check in plain words, what the credential states, proves and does not. */
const VerificationResult = ({ verification, onRevoked }: { verification: Checked; onRevoked: () => void }) => {
  const t = useText();
  const { date } = useFormatters();
  const checkText = useCheckText();
  const { session, site } = useSiteContext();
  const siteName = site.niceName;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [verification]);
  const mayRevoke =
    verification.issuer.thisSite &&
    verification.credentialId !== null &&
    verification.checks.some((check) => check.check === 'signature' && check.outcome === 'passed') &&
    !verification.checks.some((check) => check.check === 'revocation' && check.outcome === 'failed') &&
    (session.role?.permissions.includes(PERMISSIONS.manageAccounts) ?? false);
  const day = (value: string) => date(new Date(`${value}T12:00:00Z`));
  return (
    <Result aria-labelledby="verify-verdict">
      <Verdict id="verify-verdict" ref={heading} tabIndex={-1} $verified={verification.verified}>
        {t(verification.verified ? 'verify.verdict.passed' : 'verify.verdict.failed')}
      </Verdict>
      {verification.name ? <p>{t('verify.name', { name: verification.name })}</p> : null}
      <ul data-testid="verify-checks">
        {verification.checks.map((check) => (
          <li key={check.check} data-check={check.check} data-outcome={check.outcome}>
            {checkText(check, verification)}
          </li>
        ))}
      </ul>
      {verification.effort ? (
        <ul>
          <li>{t('verify.effort.minutes', { minutes: verification.effort.minutes })}</li>
          <li>{t('verify.effort.sessions', { sessions: verification.effort.sessions })}</li>
          {verification.effort.firstDay && verification.effort.lastDay ? (
            <li>{t('verify.effort.days', { first: day(verification.effort.firstDay), last: day(verification.effort.lastDay) })}</li>
          ) : null}
          <li>{t('verify.effort.mastered', { count: verification.effort.questionsMastered })}</li>
        </ul>
      ) : null}
      {verification.courses.length ? (
        <>
          <h3>{t('verify.courses')}</h3>
          <ul>
            {verification.courses.map((course, index) => (
              <li key={`${index}-${course.name}`}>
                {course.name}
                {course.minutes !== null ? <> · {t('effort.credential.minutes', { minutes: course.minutes })}</> : null}
                {course.verified ? null : <> {t('verify.course.unverified')}</>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {verification.issuer.thisSite ? (
        <>
          <p>{t('verify.proves', { site: verification.issuer.name || siteName })}</p>
          <p>{t('verify.provesNot')}</p>
        </>
      ) : null}
      {mayRevoke ? <RevokeForm credentialId={verification.credentialId!} onRevoked={onRevoked} /> : null}
    </Result>
  );
};

/**
 * `/{locale}/verify` (and `verify/{token}`, a learner's shared credential): anyone opens, drops or pastes a
 * credential, or gives its link, and this browser checks it (the signature, the issuer's key, its dates, its status
 * in the issuer's list) and says in plain words what it proves and what it does not.
 */
export const VerifyPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const token = useParams()['*'] || undefined;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [checking, setChecking] = useState(false);
  const [over, setOver] = useState(false);
  const [revoked, setRevoked] = useState(false);
  const problemId = useId();

  const check = async (document: Record<string, unknown> | undefined) => {
    if (!document) {
      setOutcome({ problem: t('verify.unreadable') });
      return;
    }
    setChecking(true);
    try {
      const { verifyInBrowser } = await import('./verify-in-browser');
      setOutcome({ verification: await verifyInBrowser(document), document });
    } catch (error) {
      setOutcome({ problem: t('verify.unreachable', { message: errorText(error) }) });
    } finally {
      setChecking(false);
    }
  };

  const fetchAndCheck = async (address: string, gone?: string) => {
    try {
      const response = await fetch(address, { headers: { accept: 'application/ld+json, application/json' } });
      if (!response.ok) {
        setOutcome({ problem: gone && response.status === 404 ? gone : t('verify.unreachable', { message: `HTTP ${response.status}` }) });
        return;
      }
      await check(parse(await response.text()));
    } catch (error) {
      setOutcome({ problem: t('verify.unreachable', { message: error instanceof Error ? error.message : String(error) }) });
    }
  };

  // A shared link shows its credential, checked, as soon as the page is in the browser (once per link).
  const openShared = useEffectEvent((shared: string) => void fetchAndCheck(sharedCredentialPath(shared), t('verify.sharedGone')));
  useEffect(() => {
    if (token) openShared(token);
  }, [token]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = String(data.get('text') ?? '').trim();
    const link = String(data.get('link') ?? '').trim();
    if (text) void check(parse(text));
    else if (link) void fetchAndCheck(credentialAddress(link));
    else setOutcome({ problem: t('verify.empty') });
  };

  const readFile = async (file: File | undefined) => {
    if (file) await check(parse(await file.text()));
  };

  const drop = (event: DragEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOver(false);
    void readFile(event.dataTransfer.files[0]);
  };

  const problem = outcome && 'problem' in outcome ? outcome.problem : null;
  return (
    <>
      <h1>{t('page.verify.title')}</h1>
      <p>{t('verify.intro')}</p>
      <Drop
        $over={over}
        onSubmit={submit}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        noValidate
        aria-describedby={problem ? problemId : undefined}
      >
        <label>
          {t('verify.file')}
          <input
            type="file"
            name="file"
            accept=".json,application/json,application/ld+json"
            onChange={(event) => void readFile(event.currentTarget.files?.[0])}
          />
        </label>
        <label>
          {t('verify.paste')}
          <textarea name="text" spellCheck={false} />
        </label>
        <label>
          {t('verify.link')}
          <input type="url" name="link" inputMode="url" />
        </label>
        <div>
          <Button type="submit" disabled={!hydrated || checking}>
            {t('verify.check')}
          </Button>
        </div>
        {checking ? <p role="status">{t('verify.checking')}</p> : null}
        {problem ? (
          <Problem id={problemId} role="alert">
            {problem}
          </Problem>
        ) : null}
      </Drop>
      {outcome && 'verification' in outcome ? (
        <>
          <VerificationResult
            verification={outcome.verification}
            onRevoked={() => {
              setRevoked(true);
              void check(outcome.document);
            }}
          />
          {revoked ? <p role="status">{t('verify.revoke.done')}</p> : null}
        </>
      ) : null}
    </>
  );
};
