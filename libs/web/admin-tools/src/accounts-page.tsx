import { useI18n, useText } from '@tiles/i18n';
import { Container } from '@tiles/ui-kit';
import { AccountList } from './account-list';
import { InviteForms } from './invite-forms';
import { LrsClientsSection } from './lrs-clients-section';
import { SignUpPolicyForm } from './sign-up-policy-form';

export const AccountsPage = () => {
  const t = useText();
  const { locale } = useI18n();
  return (
    <Container lang={locale}>
      <h1>{t('page.adminAccounts.title')}</h1>
      <SignUpPolicyForm />
      <InviteForms />
      <AccountList />
      <LrsClientsSection />
    </Container>
  );
};
