import { Link } from 'react-router';
import styled from 'styled-components';
import { useErrorText, useText } from '@tiles/i18n';
import { ErrorWithRetry } from '@tiles/ui-kit';

const Message = styled.div`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Loading = () => {
  const t = useText();
  return <Message role="status">{t('app.loading')}</Message>;
};

/** A call that failed, said as what could not be done (`what`: by default, loading the content), with a retry. */
export const LoadError = ({
  error,
  onRetry,
  what = 'common.error',
}: {
  error: unknown;
  onRetry: () => void;
  what?: 'common.error' | 'session.completeFailed' | 'session.au.launchFailed';
}) => {
  const t = useText();
  const errorText = useErrorText();
  return <ErrorWithRetry message={t(what, { message: errorText(error) })} retryLabel={t('common.retry')} onRetry={onRetry} />;
};

/** An empty list says so, and leads somewhere (`action`: usually the catalogue). */
export const Empty = ({ children, action }: { children: string; action?: { to: string; label: string } | undefined }) => (
  <Message>
    <p>{children}</p>
    {action ? <Link to={action.to}>{action.label}</Link> : null}
  </Message>
);
