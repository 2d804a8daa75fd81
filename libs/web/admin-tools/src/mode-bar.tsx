import { useId, type FormEvent, type ReactNode } from 'react';
import { paths, TESTER_CLOCK_MAX_DAYS } from '@tiles/contracts';
import styled from 'styled-components';
import { isApiError } from '@tiles/api-client';
import { useErrorText, useText } from '@tiles/i18n';
import { down, Switch, VisuallyHidden, visuallyHidden } from '@tiles/ui-kit';
import { useGetSiteQuery, useSetMaintenanceMutation, useSiteContext } from '@tiles/site';
import { Link } from 'react-router';
import { useSession, useSetModeMutation } from '@tiles/auth';
import { useGetTesterClockQuery, useResetTestProgressMutation, useSetTesterClockMutation } from './admin-api';

/**
 * One row at every width: the mode's name, its tools (a row that scrolls sideways when the screen is narrow, as
 * chips do) and the way back to user mode. The mode's full sentence is read out, and shown as the name's title.
 */
const Bar = styled.section<{ $mode: 'admin' | 'tester' }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 4px 16px;
  background: ${({ $mode, theme }) => ($mode === 'admin' ? theme.colors.primaryDark : theme.colors.secondary)};
  color: ${({ $mode, theme }) => ($mode === 'admin' ? theme.colors.onPrimary : theme.colors.onSecondary)};
  font-size: 0.875rem;
  ${down('sm')} {
    /* A phone: the tools take rows of their own under the mode's name, each readable whole, none out of reach. */
    flex-wrap: wrap;
    padding: 4px 8px;
    gap: 4px 8px;
  }
  a {
    color: inherit;
    white-space: nowrap;
    padding: 8px 0;
  }
  button {
    font: inherit;
    min-height: 36px;
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    cursor: pointer;
    white-space: nowrap;
  }
`;

const ModeName = styled.p`
  flex: none;
  margin: 0;
  padding: 4px 10px;
  border-radius: 999px;
  border: 1px solid currentColor;
  font-weight: 600;
  white-space: nowrap;
`;

const Tools = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 16px;
  overflow-x: auto;
  scrollbar-width: thin;
  label {
    white-space: nowrap;
  }
  [role='alert'] {
    white-space: nowrap;
    font-weight: 600;
  }
  ${down('sm')} {
    order: 3;
    flex-basis: 100%;
    flex-wrap: wrap;
    gap: 4px 16px;
    overflow-x: visible;
    label,
    [role='alert'] {
      white-space: normal;
    }
  }
`;

const BackToUser = styled.button`
  flex: none;
  margin-inline-start: auto;
  .short {
    display: none;
  }
  ${down('sm')} {
    .long {
      ${visuallyHidden}
    }
    .short {
      display: inline;
    }
  }
`;

/** The maintenance switch of admin mode: a checkbox that says whether learners see the maintenance page. */
const MaintenanceToggle = () => {
  const t = useText();
  const { site: preloaded } = useSiteContext();
  // The cached answer follows the switch (the context holds the site as it was at start).
  const { data: site = preloaded } = useGetSiteQuery({ siteId: preloaded._id });
  const [setMaintenance, { isLoading, isError }] = useSetMaintenanceMutation();
  return (
    <>
      <Switch
        label={t('maintenance.toggle')}
        checked={site.maintenance}
        disabled={isLoading}
        invalid={isError}
        onChange={(enabled) => void setMaintenance({ siteId: site._id, body: { enabled } })}
      />
      {isError ? <span role="alert">{t('maintenance.toggleFailed')}</span> : null}
    </>
  );
};

/** The reset's one outcome, shared with the clock: a later action of the tester clears an old reset message. */
const RESET_KEY = 'tester-reset';

/** Tester mode's reset: deletes the test learner's progress after the tester confirms. */
const ResetTestProgress = () => {
  const t = useText();
  const [reset, { isLoading, isError, isSuccess }] = useResetTestProgressMutation({ fixedCacheKey: RESET_KEY });
  return (
    <>
      <button
        type="button"
        disabled={isLoading}
        onClick={() => {
          if (window.confirm(t('tester.reset.confirm'))) void reset();
        }}
      >
        {t('tester.reset')}
      </button>
      {isError ? <span role="alert">{t('tester.reset.failed')}</span> : null}
      {isSuccess ? <span role="status">{t('tester.reset.done')}</span> : null}
    </>
  );
};

const ClockForm = styled.form`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  input {
    font: inherit;
    width: 5em;
    min-height: 36px;
    padding: 4px 8px;
  }
`;

/** Tester mode's clock: the test learner lives this many days ahead, so streaks and summaries can be tried now. */
const TesterClock = () => {
  const t = useText();
  const id = useId();
  const clock = useGetTesterClockQuery();
  const offsetDays = clock.data?.offsetDays ?? 0;
  const errorText = useErrorText();
  const [setClock, { isLoading, isError, error }] = useSetTesterClockMutation();
  const [, { reset: forgetReset }] = useResetTestProgressMutation({ fixedCacheKey: RESET_KEY });
  return (
    <ClockForm
      key={offsetDays}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const value = Number(new FormData(event.currentTarget).get('offsetDays'));
        forgetReset();
        void setClock({ body: { offsetDays: value } });
      }}
    >
      <label htmlFor={id}>{t('tester.clock')}</label>
      <input
        id={id}
        name="offsetDays"
        type="number"
        min={0}
        max={TESTER_CLOCK_MAX_DAYS}
        step={1}
        required
        defaultValue={offsetDays}
        // Until the clock is known (or cannot be), nothing can be typed: its arrival would replace what was. While a
        // change is on its way, the same (read-only, so the focus stays where it is).
        disabled={clock.data === undefined && !clock.isError}
        readOnly={isLoading}
        aria-invalid={isError || undefined}
      />
      <button type="submit" disabled={isLoading}>
        {t('tester.clock.apply')}
      </button>
      {isError ? (
        <span role="alert">
          {/* The range is the answer to a number the api refused; any other failure says what happened. */}
          {isApiError(error) && error.statusCode === 400
            ? t('tester.clock.failed', { max: TESTER_CLOCK_MAX_DAYS })
            : t('tester.clock.saveFailed', { message: errorText(error) })}
        </span>
      ) : null}
    </ClockForm>
  );
};

/**
 * Says, on every page, which mode is on when it is not the learner's: admin (changes are real) or tester (the
 * activity does not count). Admin mode's tools sit in it: the maintenance switch, and what the host adds as children.
 */
export const ModeBar = ({ children }: { children?: ReactNode }) => {
  const t = useText();
  const { user, mode } = useSession();
  const { locale } = useSiteContext();
  const [setMode, { isLoading, isError }] = useSetModeMutation();
  if (!user || mode === 'user') return null;
  const sentence = mode === 'admin' ? t('mode.bar.admin') : t('mode.bar.tester');
  return (
    <Bar $mode={mode} aria-label={t('mode.bar.label')}>
      <ModeName role="status" title={sentence}>
        {mode === 'admin' ? t('mode.admin') : t('mode.tester')}
        <VisuallyHidden>: {sentence}</VisuallyHidden>
      </ModeName>
      <Tools>
        {mode === 'admin' ? <MaintenanceToggle /> : null}
        {mode === 'admin' ? <Link to={paths.audit(locale)}>{t('mode.bar.audit')}</Link> : null}
        {mode === 'admin' ? <Link to={paths.adminAccounts(locale)}>{t('nav.adminAccounts')}</Link> : null}
        {mode === 'tester' ? <TesterClock /> : null}
        {mode === 'tester' ? <ResetTestProgress /> : null}
        {children}
        {isError ? <span role="alert">{t('mode.switchFailed')}</span> : null}
      </Tools>
      <BackToUser type="button" disabled={isLoading} onClick={() => void setMode({ body: { mode: 'user' } })}>
        <span className="long">{t('mode.backToUser')}</span>
        <span className="short" aria-hidden="true">
          {t('mode.backToUserShort')}
        </span>
      </BackToUser>
    </Bar>
  );
};
