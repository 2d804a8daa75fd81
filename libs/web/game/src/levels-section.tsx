import styled from 'styled-components';
import { type DerivedUserLevel } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { Card, Cards, Muted, Section } from './game-sections';

const Bar = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const Levels = ({ levels }: { levels: DerivedUserLevel[] }) => {
  const t = useText();
  const { number } = useFormatters();
  return (
    <Section aria-labelledby="game-levels">
      <h3 id="game-levels">{t('game.levels.title')}</h3>
      {levels.length === 0 ? <p>{t('game.levels.empty')}</p> : null}
      <Cards>
        {levels.map((level) => {
          const label = level.next
            ? t('game.level.toNext', {
                current: number(level.currentExperience),
                next: number(level.next.experience),
                level: level.next.name,
              })
            : t('game.level.top', { current: number(level.currentExperience) });
          return (
            <Card key={level.categoryId}>
              <p>
                <strong>{level.categoryName}</strong>: {level.name}
              </p>
              <Bar
                max={level.next ? level.next.experience - level.experience : 1}
                value={level.next ? Math.min(level.currentExperience - level.experience, level.next.experience - level.experience) : 1}
                aria-label={`${level.categoryName}: ${label}`}
              />
              <Muted>{label}</Muted>
            </Card>
          );
        })}
      </Cards>
    </Section>
  );
};
