import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { Mode, User } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { modeSwitched } from './session-slice';
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

/** Lets an admin or tester change mode; renders nothing for a role that allows only `user`. */
export const ModeSwitch = ({ user }: { user: User }) => {
  const t = useText();
  const dispatch = useDispatch();
  const { mode } = useSession();
  const modes = useAvailableModes(user);
  if (modes.length === 0) return null;
  const labels: Record<Mode, string> = { user: t('mode.user'), admin: t('mode.admin'), tester: t('mode.tester') };
  return (
    <Label>
      {t('mode.label')}
      <select value={mode} onChange={(event) => dispatch(modeSwitched(event.target.value as Mode))}>
        {(['user', ...modes] as Mode[]).map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </Label>
  );
};
