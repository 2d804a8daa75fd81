import styled from 'styled-components';
import { credentialDownloadPath, type DerivedUserBadge } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { Card, Cards, Muted, Section } from './game-sections';

const BadgeImage = styled.img<{ $earned: boolean }>`
  width: 56px;
  height: 56px;
  filter: ${({ $earned }) => ($earned ? 'none' : 'grayscale(1)')};
  opacity: ${({ $earned }) => ($earned ? 1 : 0.55)};
`;

const Credentials = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 4px;
  }
`;

/**
 * Each earned tier downloads as a signed Open Badges credential: JSON, or an SVG picture with it baked in. Plain
 * links (the session cookie goes along), so they work from the keyboard and without the app's JavaScript.
 */
const CredentialLinks = ({ badge, chain }: { badge: DerivedUserBadge; chain: number }) => {
  const t = useText();
  return (
    <Credentials>
      {Array.from({ length: chain }, (_, index) => index + 1).map((tier) => (
        <li key={tier}>
          {t('game.badge.credential', { tier })}
          {(['json', 'svg'] as const).map((format) => (
            <a
              key={format}
              href={credentialDownloadPath(badge._id, tier, format)}
              download
              aria-label={t('game.badge.download', { tier, badge: badge.name, format: format.toUpperCase() })}
            >
              {format.toUpperCase()}
            </a>
          ))}
        </li>
      ))}
    </Credentials>
  );
};

/** Earned tiers in colour, the next tier as amount / threshold; hidden badges show "?" until earned. */
export const Badges = ({ badges, amounts }: { badges: DerivedUserBadge[]; amounts: Record<string, number> }) => {
  const t = useText();
  const { date, number } = useFormatters();
  return (
    <Section aria-labelledby="game-badges">
      <h3 id="game-badges">{t('game.badges.title')}</h3>
      <Cards>
        {badges.map((badge) => {
          const chain = badge.chain ?? 0;
          const amount = badge.amount ?? amounts[badge._id] ?? 0;
          const next = badge.tiers[chain];
          const concealed = badge.hidden && chain === 0;
          return (
            <Card key={badge._id}>
              {concealed ? (
                <p aria-hidden="true" style={{ fontSize: '2.5rem', margin: 0 }}>
                  ?
                </p>
              ) : (
                <BadgeImage src={badge.image} alt="" $earned={chain > 0} width={56} height={56} />
              )}
              <p>
                <strong>{concealed ? t('game.badge.hidden') : badge.name}</strong>
              </p>
              {concealed ? null : <Muted>{badge.description}</Muted>}
              <p>{chain > 0 ? t('game.badge.tier', { tier: chain, tiers: badge.tiers.length }) : t('game.badge.locked')}</p>
              {chain > 0 && badge.obtainedAt ? <Muted>{t('game.badge.obtained', { date: date(new Date(badge.obtainedAt)) })}</Muted> : null}
              {next !== undefined && !concealed ? (
                <Muted>{t('game.badge.next', { amount: number(amount), threshold: number(next) })}</Muted>
              ) : null}
              {chain > 0 ? <CredentialLinks badge={badge} chain={chain} /> : null}
            </Card>
          );
        })}
      </Cards>
    </Section>
  );
};
