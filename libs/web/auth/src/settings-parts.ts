import styled from 'styled-components';

/** A settings section of the account page, under its own heading. */
export const SettingsSection = styled.section`
  margin-block-start: ${({ theme }) => theme.spacing(4)};
  h3 {
    margin-block-end: ${({ theme }) => theme.spacing(1)};
  }
`;

/** The rows of a settings section (devices, passkeys): each a framed row, its text beside its action. */
export const SettingsList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    justify-content: space-between;
    padding: 12px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
`;
