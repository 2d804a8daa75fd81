import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { TextKey } from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { Field } from '@tiles/ui-kit';

const Strength = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  meter {
    inline-size: 8rem;
    block-size: 0.75rem;
  }
`;
const Show = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 400;
  min-block-size: 24px;
  input {
    inline-size: 20px;
    block-size: 20px;
  }
`;

type Score = 0 | 1 | 2 | 3 | 4;

/**
 * A new password: its one rule (8 characters), a strength meter (zxcvbn, loaded with the first keystroke) read
 * with the field, and a way to see what was typed instead of typing it twice.
 */
export const NewPasswordField = ({
  id,
  label,
  error,
  name = 'password',
}: {
  id: string;
  label: string;
  error: string | undefined;
  name?: string;
}) => {
  const t = useText();
  const [value, setValue] = useState('');
  const [score, setScore] = useState<Score | null>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!value) {
      setScore(null);
      return;
    }
    let current = true;
    void import('./password-strength').then(({ passwordScore }) => {
      if (current) setScore(passwordScore(value));
    });
    return () => {
      current = false;
    };
  }, [value]);

  return (
    <>
      <Field
        id={id}
        label={label}
        error={error}
        hint={
          <>
            {t('password.hint')}
            {score !== null ? (
              <Strength>
                <meter min={0} max={4} low={2} high={3} optimum={4} value={score} aria-hidden="true" />
                <span>
                  {t('password.strength')}: {t(`password.strength.${score}` as TextKey)}
                </span>
              </Strength>
            ) : null}
          </>
        }
      >
        {(control) => (
          <input
            {...control}
            name={name}
            type={shown ? 'text' : 'password'}
            autoComplete="new-password"
            spellCheck={false}
            autoCapitalize="none"
            onChange={(event) => setValue(event.currentTarget.value)}
          />
        )}
      </Field>
      <Show>
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.currentTarget.checked)} />
        {t('password.show')}
      </Show>
    </>
  );
};
