import styled from 'styled-components';
import { down } from '@tiles/ui-kit';

/** The frame every section of the game part of the progress page shares. */
export const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  h3 {
    font: 500 1.25rem ${({ theme }) => theme.fonts.heading};
    margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  }
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 4px 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** Level per category: the bar runs from this level's threshold to the next one's. */
