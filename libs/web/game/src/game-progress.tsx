// The lib's texts, for the libs that import this entry and not the lib's index.
import type {} from '@tiles/game-texts';
import { Link } from 'react-router';
import { paths, type Category } from '@tiles/contracts';
import { deriveUserBadges, deriveUserLevels, type BadgeDefinition, type LevelDefinition, type UserProgress } from '@tiles/contracts-game';
import { useText } from '@tiles/i18n';
import { useGetLedgerQuery, useGetPendingSessionXpQuery, useGetProgressQuery, useGetStreakQuery } from './game-api';
import { Badges } from './badges-section';
import { Ledger } from './ledger-section';
import { StreakPanel, StreakSettings } from './streak-section';
import { SummaryBand } from './summary-band';

export type GameProgressProps = {
  locale: string;
  levels: readonly LevelDefinition[];
  badges: readonly BadgeDefinition[];
  categories: readonly Category[];
};

/**
 * The game part of the progress page: a summary band (streak, today's goal, levels), the streak calendar, the
 * badges as medals, the ledger, and the way to the settings (on their own page). A failing progress call hides levels and badges with a note; the
 * rest of the page stays.
 */
export const GameProgress = ({ locale, levels, badges, categories }: GameProgressProps) => {
  const t = useText();
  const progress = useGetProgressQuery({ locale });
  const streak = useGetStreakQuery({ locale });
  const ledger = useGetLedgerQuery({ locale });
  const pending = useGetPendingSessionXpQuery({ locale });
  const data: UserProgress | undefined = progress.data;
  return (
    <section aria-labelledby="game-title">
      <h2 id="game-title">{t('game.section.title')}</h2>
      {progress.isError ? <p role="status">{t('game.progress.unavailable')}</p> : null}
      <SummaryBand streak={streak.data} levels={data ? deriveUserLevels(data, levels, categories) : undefined} />
      {streak.data ? <StreakPanel streak={streak.data} /> : null}
      {data ? <Badges badges={deriveUserBadges(data, badges)} amounts={data.amounts ?? {}} /> : null}
      {ledger.data ? <Ledger entries={ledger.data} pending={pending.data ?? []} locale={locale} /> : null}
      <p>
        <Link to={paths.profile(locale, 'user-settings')}>{t('game.settings.link')}</Link>
      </p>
    </section>
  );
};

/** The goal, the reminders and notifications, push on this device: the settings page's game part. */
export const GameSettings = ({ locale }: { locale: string }) => {
  const t = useText();
  const streak = useGetStreakQuery({ locale });
  if (streak.isError) return <p role="status">{t('game.settings.unavailable')}</p>;
  return streak.data ? <StreakSettings streak={streak.data} locale={locale} /> : null;
};

// The records download sits with the progress page too.
export { RecordsExport } from './records-export';
