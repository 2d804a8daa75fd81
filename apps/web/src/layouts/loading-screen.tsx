import styled from 'styled-components';
import { useI18n } from '@tiles/i18n';

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const LoadingScreen = () => {
  const { t, ready } = useI18n();
  return (
    <Centered role="status" aria-live="polite">
      {ready ? t('app.loading') : '…'}
    </Centered>
  );
};
