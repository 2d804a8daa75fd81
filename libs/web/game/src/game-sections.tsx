import styled from 'styled-components';

/** The frame every section of the game part of the progress page shares. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  h3 {
    font: 500 1.25rem ${({ theme }) => theme.fonts.heading};
    margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
