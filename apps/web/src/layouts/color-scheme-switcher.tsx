import { useId } from 'react';
import styled from 'styled-components';
import { COLOR_SCHEME_PREFERENCES, type ColorSchemePreference } from '@tiles/contracts';
import { useSession, useUpdateColorSchemeMutation } from '@tiles/auth';
import { useText } from '@tiles/i18n';
import { applyColorScheme, Select, useColorSchemePreference } from '@tiles/ui-kit';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
  select {
    min-height: 36px;
  }
`;

const Alert = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * Light, dark or as the system says. A visitor's choice is this browser's; a signed-in learner's is saved with their
 * account first (every device they sign in on follows it), and when that fails the page stays as it is and says so.
 */
export const ColorSchemeSwitcher = () => {
  const t = useText();
  const id = useId();
  const current = useColorSchemePreference();
  const { user } = useSession();
  const [save, { isError: notSaved, reset }] = useUpdateColorSchemeMutation();
  const choose = (chosen: ColorSchemePreference) => {
    reset();
    if (!user) return applyColorScheme(chosen);
    // The session's listener colours the page from the saved answer.
    void save({ body: { colorScheme: chosen } });
  };
  return (
    <Row>
      <label htmlFor={id}>{t('footer.colorScheme')}</label>
      <Select
        id={id}
        value={current}
        aria-describedby={notSaved ? `${id}-error` : undefined}
        onChange={(event) => choose(event.target.value as ColorSchemePreference)}
      >
        {COLOR_SCHEME_PREFERENCES.map((option) => (
          <option key={option} value={option}>
            {t(`footer.colorScheme.${option}`)}
          </option>
        ))}
      </Select>
      {notSaved ? (
        <Alert role="alert" id={`${id}-error`}>
          {t('footer.colorSchemeNotSaved')}
        </Alert>
      ) : null}
    </Row>
  );
};
