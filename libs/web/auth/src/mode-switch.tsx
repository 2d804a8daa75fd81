import styled from 'styled-components';
import type { Mode } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { down, useHydrated, visuallyHidden } from '@tiles/ui-kit';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetModeQuery, useSetModeMutation } from './auth-api';
import { useAvailableModes, useSession } from './use-session';

const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  select {
    font: inherit;
    min-height: 36px;
    padding: 4px 8px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
`;

/** The label's word is read out everywhere, shown where the header has room. */
const LabelText = styled.span`
  ${down('md')} {
    ${visuallyHidden}
  }
`;

const Problem = styled.span`
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

/**
 * Lets an admin or tester change mode; renders nothing for a role that allows only `user`. The server keeps the
 * mode in the session: the menu shows what the server says, and changes once the server has switched.
 */
export const ModeSwitch = () => {
  const t = useText();
  const session = useSession();
  const { mode } = session;
  const modes = useAvailableModes(session);
  // The session's mode is the server's: until its answer is in, a choice could be overwritten by it.
  const { isSuccess: modeKnown } = useGetModeQuery(session.user ? undefined : skipToken);
  // The mode comes with the page, so the server renders the menu usable: a choice made before the page's code runs
  // would be lost (the menu goes back to the session's mode when the browser takes it over).
  const hydrated = useHydrated();
  const [setMode, { isLoading, isError }] = useSetModeMutation();
  if (modes.length === 0) return null;
  const labels: Record<Mode, string> = { user: t('mode.user'), admin: t('mode.admin'), tester: t('mode.tester') };
  return (
    <>
      <Label>
        <LabelText>{t('mode.label')}</LabelText>
        <select
          value={mode}
          disabled={isLoading || !modeKnown || !hydrated}
          aria-invalid={isError || undefined}
          onChange={(event) => void setMode({ body: { mode: event.target.value as Mode } })}
        >
          {(['user', ...modes] as Mode[]).map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      </Label>
      {isError ? <Problem role="alert">{t('mode.switchFailed')}</Problem> : null}
    </>
  );
};
