import styled from 'styled-components';
import { isApiError } from '@tiles/api-client';
import { useText } from '@tiles/i18n';
import { Button } from '@tiles/ui-theme';

const Message = styled.div`
  padding: ${({ theme }) => theme.spacing(3)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Loading = () => {
  const t = useText();
  return <Message role="status">{t('app.loading')}</Message>;
};

export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const t = useText();
  return (
    <Message role="alert">
      <p>{t('common.error', { message: isApiError(error) ? error.message : '' })}</p>
      <Button $variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Message>
  );
};

export const Empty = ({ children }: { children: string }) => <Message>{children}</Message>;
