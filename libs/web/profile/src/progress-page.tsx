import { GameProgress, RecordsExport } from '@tiles/game/progress';
import { ReviewSummary } from '@tiles/practice';
import { EffortRecord } from '@tiles/records';
import { useSiteContext } from '@tiles/site';
import { StatsPanel } from '@tiles/stats';
import { HydrateWhenNear } from '@tiles/ui-kit';

/** `/{locale}/profile/user-progress`: levels, streak, badges and the ledger, the study statistics, the effort record, then the records download. */
export const ProgressPage = () => {
  const { session, locale, levels, badges, categories } = useSiteContext();
  return (
    <>
      {session.user ? <GameProgress locale={locale} levels={levels} badges={badges} categories={categories} /> : null}
      {session.user ? <ReviewSummary locale={locale} /> : null}
      <StatsPanel />
      {session.user ? <EffortRecord /> : null}
      {/* At the page's foot and the same for everyone: taken over when it nears the screen or the browser is idle.
          (Parts whose answers may change right after the page arrives, the statistics, hydrate with the page.) */}
      {session.user ? (
        <HydrateWhenNear>
          <RecordsExport />
        </HydrateWhenNear>
      ) : null}
    </>
  );
};
