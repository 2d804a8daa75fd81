import styled from 'styled-components';
import type { Mode, User } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { useSetModeMutation } from './auth-api';
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
    border: 1px solid ${({ theme }) => theme.colors.border};
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
export const ModeSwitch = ({ user }: { user: User }) => {
  const t = useText();
  const { mode } = useSession();
  const modes = useAvailableModes(user);
  const [setMode, { isLoading, isError }] = useSetModeMutation();
  if (modes.length === 0) return null;
  const labels: Record<Mode, string> = { user: t('mode.user'), admin: t('mode.admin'), tester: t('mode.tester') };
  return (
    <>
      <Label>
        {t('mode.label')}
        <select
          value={mode}
          disabled={isLoading}
          aria-invalid={isError || undefined}
          onChange={(event) => void setMode(event.target.value as Mode)}
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
