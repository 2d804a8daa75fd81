import { GameProgress, RecordsExport } from '@tiles/game/progress';
import { useSiteContext } from '@tiles/site';
import { StatsPanel } from '@tiles/stats';

/** `/{locale}/profile/user-progress`: levels, streak, badges and the ledger, the study statistics, then the records download. */
export const ProgressPage = () => {
  const { session, locale, levels, badges, categories } = useSiteContext();
  return (
    <>
      {session.user ? <GameProgress locale={locale} levels={levels} badges={badges} categories={categories} /> : null}
      <StatsPanel />
      {session.user ? <RecordsExport /> : null}
    </>
  );
};
