import { useState, type FormEvent } from 'react';
import type { SignUpPolicy } from '@tiles/contracts';
import { signUpPolicySchema } from './form-checks';
import { useErrorText, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, Form, SegmentedControl, useHydrated } from '@tiles/ui-kit';
import { Section, useMessage } from './account-section';
import { useSetSignUpPolicyMutation } from './accounts-api';

/** Who may make an account on the site: anyone, by invitation only, nobody. */
export const SignUpPolicyForm = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { site } = useSiteContext();
  const [setPolicy, { isLoading }] = useSetSignUpPolicyMutation();
  const [policy, setPolicyValue] = useState<SignUpPolicy>(site.signUp);
  const { say, shown } = useMessage();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await setPolicy({ body: { signUp: policy } }).unwrap();
      say({ tone: 'success', text: t('adminAccounts.signUp.saved') });
    } catch (error) {
      say({ tone: 'error', text: t('account.error', { message: errorText(error) }) });
    }
  };
  return (
    <Section aria-labelledby="accounts-sign-up-title">
      <h2 id="accounts-sign-up-title">{t('adminAccounts.signUp.title')}</h2>
      {shown}
      <Form onSubmit={onSubmit} aria-labelledby="accounts-sign-up-title">
        <SegmentedControl
          legend={t('adminAccounts.signUp.title')}
          hideLegend
          name="signUp"
          value={policy}
          onChange={setPolicyValue}
          options={signUpPolicySchema.options.map((value) => ({ value, label: t(`adminAccounts.signUp.${value}`) }))}
        />
        <Actions>
          <Button type="submit" disabled={isLoading || !hydrated}>
            {t('adminAccounts.signUp.save')}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
};
