import { mdiFire, mdiSnowflake, mdiTrophyOutline } from '@mdi/js';
import styled from 'styled-components';
import type { DerivedUserLevel, Streak } from '@tiles/contracts-game';
import { useFormatters, useText } from '@tiles/i18n';
import { down, Icon } from '@tiles/ui-kit';

const Band = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 2fr);
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  ${down('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  ${down('sm')} {
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Tile = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  padding: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 8px;
    font: 500 1rem ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 4px 0;
  }
`;

const LevelsTile = styled(Tile)`
  ${down('md')} {
    grid-column: 1 / -1;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
  }
`;

const Big = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  strong {
    font: 500 2.5rem/1 ${({ theme }) => theme.fonts.heading};
  }
  svg {
    color: ${({ theme }) => theme.colors.flame};
  }
`;

const Small = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
  }
`;

const Ring = styled.svg`
  display: block;
  margin: 0 auto;
  circle {
    fill: none;
    stroke-width: 10;
  }
  .track {
    stroke: ${({ theme }) => theme.colors.secondaryLight};
  }
  .value {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-linecap: round;
    transform: rotate(-90deg);
    transform-origin: 50% 50%;
  }
  .met {
    stroke: ${({ theme }) => theme.colors.success};
  }
  text {
    font: 400 13px ${({ theme }) => theme.fonts.body};
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  text.minutes {
    font: 500 28px ${({ theme }) => theme.fonts.heading};
    fill: ${({ theme }) => theme.colors.text};
  }
`;

const LevelBar = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const RADIUS = 48;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Today's study toward the daily goal, as a ring; its sentence is its accessible name. */
const TodayRing = ({ minutes, goal }: { minutes: number; goal: number }) => {
  const t = useText();
  const share = goal > 0 ? Math.min(1, minutes / goal) : 0;
  return (
    <Ring width={120} height={120} viewBox="0 0 120 120" role="img" aria-label={t('game.streak.today', { minutes, goal })}>
      <circle className="track" cx={60} cy={60} r={RADIUS} />
      {share > 0 ? (
        <circle
          className={share >= 1 ? 'value met' : 'value'}
          cx={60}
          cy={60}
          r={RADIUS}
          strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
        />
      ) : null}
      <text x={60} y={60} textAnchor="middle" className="minutes">
        {minutes}
      </text>
      <text x={60} y={80} textAnchor="middle">
        {t('game.summary.ofGoal', { goal })}
      </text>
    </Ring>
  );
};

export type SummaryBandProps = { streak: Streak | undefined; levels: DerivedUserLevel[] | undefined };

/**
 * The top of the progress page, at a glance: the streak (with its record and freezes), today's study toward the
 * goal as a ring, and the level in each category with its bar to the next one.
 */
export const SummaryBand = ({ streak, levels }: SummaryBandProps) => {
  const t = useText();
  const { number } = useFormatters();
  return (
    <Band aria-label={t('game.summary.title')}>
      {streak ? (
        <Tile>
          <h3>{t('game.summary.streak')}</h3>
          <Big>
            <Icon path={mdiFire} size={32} />
            <strong>{number(streak.current)}</strong>
            <span>{t('game.summary.streakDays', { count: streak.current })}</span>
          </Big>
          <Small>
            <Icon path={mdiTrophyOutline} size={18} />
            {t('game.streak.longest', { count: streak.longest })}
          </Small>
          <Small>
            <Icon path={mdiSnowflake} size={18} />
            {t('game.streak.freezes', { count: streak.freezes })}
          </Small>
        </Tile>
      ) : null}
      {streak ? (
        <Tile>
          <h3>{t('game.summary.today')}</h3>
          <TodayRing minutes={streak.todayMinutes} goal={streak.goalMinutes} />
          {streak.todayMinutes >= streak.goalMinutes ? <Small as="p">{t('game.summary.goalMet')}</Small> : null}
        </Tile>
      ) : null}
      {levels ? (
        <LevelsTile>
          <h3>{t('game.levels.title')}</h3>
          {levels.length === 0 ? <p>{t('game.levels.empty')}</p> : null}
          <ul>
            {levels.map((level) => {
              const label = level.next
                ? t('game.level.toNext', {
                    current: number(level.currentExperience),
                    next: number(level.next.experience),
                    level: level.next.name,
                  })
                : t('game.level.top', { current: number(level.currentExperience) });
              return (
                <li key={level.categoryId}>
                  <p>
                    <strong>{level.categoryName}</strong>: {level.name}
                  </p>
                  <LevelBar
                    max={level.next ? level.next.experience - level.experience : 1}
                    value={level.next ? Math.min(level.currentExperience - level.experience, level.next.experience - level.experience) : 1}
                    aria-label={`${level.categoryName}: ${label}`}
                  />
                  <Small>{label}</Small>
                </li>
              );
            })}
          </ul>
        </LevelsTile>
      ) : null}
    </Band>
  );
};
