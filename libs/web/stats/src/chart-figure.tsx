import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '@tiles/i18n';
import { VisuallyHidden } from '@tiles/ui-theme';
import type { ChartDatum } from './derive';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  figcaption { font: 500 1.125rem ${({ theme }) => theme.fonts.heading}; margin-bottom: 8px; }
`;

/** A chart with its title and, for screen readers, the same data as a table. */
export const ChartFigure = ({ title, data, children }: { title: string; data: ChartDatum[]; children: ReactNode }) => {
  const t = useText();
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <div aria-hidden="true">{children}</div>
      <VisuallyHidden as="div">
        <table>
          <caption>{t('stats.chartSummary', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.columnItem')}</th>
              <th scope="col">{t('stats.columnMinutes')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id}>
                <th scope="row">{datum.label}</th>
                <td>{datum.minutes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
};
