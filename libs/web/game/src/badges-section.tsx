import styled from 'styled-components';
import { type DerivedUserBadge } from '@tiles/contracts-game';
import { credentialDownloadPath } from '@tiles/contracts-records';
import { useFormatters, useText } from '@tiles/i18n';
import { down, Menu } from '@tiles/ui-kit';
import { Muted, Section } from './game-sections';

const Medals = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  ${down('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Medal = styled.li<{ $earned: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 4px;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(1.5)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  p {
    margin: 0;
  }
  ${Muted} {
    margin: 0;
  }
  progress {
    width: 100%;
    height: 8px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Disc = styled.div<{ $earned: boolean }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ $earned, theme }) => ($earned ? theme.colors.secondaryLight : theme.colors.surfaceMuted)};
  border: 3px solid ${({ $earned, theme }) => ($earned ? theme.colors.secondary : theme.colors.border)};
  font-size: 2rem;
  img {
    width: 52px;
    height: 52px;
    filter: ${({ $earned }) => ($earned ? 'none' : 'grayscale(1)')};
    opacity: ${({ $earned }) => ($earned ? 1 : 0.55)};
  }
`;

const Pips = styled.p`
  display: flex;
  gap: 4px;
  justify-content: center;
  span {
    width: 10px;
    height: 10px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.medal};
  }
  span[data-earned='true'] {
    background: ${({ theme }) => theme.colors.medal};
  }
`;

/**
 * Each earned tier downloads as a signed Open Badges credential: JSON, or an SVG picture with it baked in. Behind
 * one menu per badge, as plain links (the session cookie goes along; they work from the keyboard).
 */
const ShareMenu = ({ badge, chain }: { badge: DerivedUserBadge; chain: number }) => {
  const t = useText();
  return (
    <Menu
      label={t('game.badge.shareFor', { badge: badge.name })}
      items={Array.from({ length: chain }, (_, index) => index + 1).flatMap((tier) =>
        (['json', 'svg'] as const).map((format) => (
          <li key={`${tier}-${format}`}>
            <a
              href={credentialDownloadPath(badge._id, tier, format)}
              download
              aria-label={t('game.badge.download', { tier, badge: badge.name, format: format.toUpperCase() })}
            >
              {t('game.badge.credentialItem', { tier, format: format.toUpperCase() })}
            </a>
          </li>
        )),
      )}
    >
      {t('game.badge.share')}
    </Menu>
  );
};

/**
 * The badges as medals: earned ones in colour with a pip per tier, the next tier's progress as a bar, hidden badges
 * as "?" until earned; each earned badge's credentials behind its "Share or download" menu.
 */
export const Badges = ({ badges, amounts }: { badges: DerivedUserBadge[]; amounts: Record<string, number> }) => {
  const t = useText();
  const { date, number } = useFormatters();
  return (
    <Section aria-labelledby="game-badges">
      <h3 id="game-badges">{t('game.badges.title')}</h3>
      <Medals>
        {badges.map((badge) => {
          const chain = badge.chain ?? 0;
          const amount = badge.amount ?? amounts[badge._id] ?? 0;
          const next = badge.tiers[chain];
          const concealed = badge.hidden && chain === 0;
          const nextText = next !== undefined ? t('game.badge.next', { amount: number(amount), threshold: number(next) }) : undefined;
          return (
            <Medal key={badge._id} $earned={chain > 0}>
              <Disc $earned={chain > 0} aria-hidden="true">
                {concealed ? '?' : <img src={badge.image} alt="" width={52} height={52} />}
              </Disc>
              <p>
                <strong>{concealed ? t('game.badge.hidden') : badge.name}</strong>
              </p>
              {concealed ? null : <Muted>{badge.description}</Muted>}
              <p>{chain > 0 ? t('game.badge.tier', { tier: chain, tiers: badge.tiers.length }) : t('game.badge.locked')}</p>
              {concealed ? null : (
                <Pips aria-hidden="true">
                  {badge.tiers.map((_, index) => (
                    <span key={index} data-earned={index < chain} />
                  ))}
                </Pips>
              )}
              {/* The date of the tier the card shows: the grade it says, reached then (not the first tier's date). */}
              {chain > 0 && (badge.tierDates?.[chain - 1] ?? badge.obtainedAt) ? (
                <Muted>{t('game.badge.obtained', { date: date(new Date(badge.tierDates?.[chain - 1] ?? badge.obtainedAt!)) })}</Muted>
              ) : null}
              {nextText && !concealed ? (
                <>
                  <progress max={next} value={Math.min(amount, next ?? 0)} aria-label={`${badge.name}: ${nextText}`} />
                  <Muted>{nextText}</Muted>
                </>
              ) : null}
              {chain > 0 ? <ShareMenu badge={badge} chain={chain} /> : null}
            </Medal>
          );
        })}
      </Medals>
    </Section>
  );
};
