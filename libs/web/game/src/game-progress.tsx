import {
  deriveUserBadges,
  deriveUserLevels,
  type BadgeDefinition,
  type Category,
  type LevelDefinition,
  type UserProgress,
} from '@tiles/contracts';
import { useText } from '@tiles/i18n';
import { useGetLedgerQuery, useGetProgressQuery, useGetStreakQuery } from './game-api';
import { Badges } from './badges-section';
import { Ledger } from './ledger-section';
import { Levels } from './levels-section';
import { StreakPanel } from './streak-section';

export type GameProgressProps = {
  locale: string;
  levels: readonly LevelDefinition[];
  badges: readonly BadgeDefinition[];
  categories: readonly Category[];
};

/**
 * The game part of the progress page: levels per category, the streak with its calendar and goal, the badge grid
 * and the ledger. A failing progress call hides levels and badges with a note; the rest of the page stays.
 */
export const GameProgress = ({ locale, levels, badges, categories }: GameProgressProps) => {
  const t = useText();
  const progress = useGetProgressQuery(locale);
  const streak = useGetStreakQuery(locale);
  const ledger = useGetLedgerQuery(locale);
  const data: UserProgress | undefined = progress.data;
  return (
    <section aria-labelledby="game-title">
      <h2 id="game-title">{t('game.section.title')}</h2>
      {progress.isError ? <p role="status">{t('game.progress.unavailable')}</p> : null}
      {data ? <Levels levels={deriveUserLevels(data, levels, categories)} /> : null}
      {streak.data ? <StreakPanel streak={streak.data} locale={locale} /> : null}
      {data ? <Badges badges={deriveUserBadges(data, badges)} amounts={data.amounts ?? {}} /> : null}
      {ledger.data ? <Ledger entries={ledger.data} /> : null}
    </section>
  );
};

// The records download sits with the progress page too.
export { RecordsExport } from './records-export';
