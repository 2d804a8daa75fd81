import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useErrorText, useI18n, useText } from '@tiles/i18n';
import { ErrorWithRetry, useHydrated } from '@tiles/ui-theme';
import { useGetStatsQuery } from './stats-api';
import { StatsSummary } from './stats-summary';
import { paths } from '@tiles/route-guard';

/** Less than a minute of study has nothing to chart: the learner sees the empty state instead. */
export const MIN_TIME_TO_CHART_MS = 60_000;

/** nivo is heavy: the charts arrive as their own chunk, only on this page. */
const StatsCharts = lazy(async () => ({ default: (await import('./charts')).StatsCharts }));

/** `/{locale}/profile/user-progress`: loading, empty (a new learner), error, or the charts. */
export const StatsPanel = () => {
  const t = useText();
  const { locale } = useI18n();
  const errorText = useErrorText();
  const stats = useGetStatsQuery(locale, { refetchOnMountOrArgChange: true });
  // The charts are drawn in the browser only (they measure their width): the server's HTML and the hydrating
  // render both show the summary and the loading line, then the charts' chunk arrives.
  const hydrated = useHydrated();
  const loading = <p role="status">{t('app.loading')}</p>;
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title">{t('page.profile.userProgress')}</h2>
      <p>{t('stats.range')}</p>
      {stats.isLoading ? loading : null}
      {stats.isError ? (
        <ErrorWithRetry
          message={t('common.error', { message: errorText(stats.error) })}
          retryLabel={t('common.retry')}
          onRetry={() => void stats.refetch()}
        />
      ) : null}
      {stats.data && stats.data.totalTimeSpent < MIN_TIME_TO_CHART_MS ? (
        <p>
          {t('stats.empty')} <Link to={paths.catalogue(locale)}>{t('home.exploreCatalogue')}</Link>
        </p>
      ) : null}
      {stats.data && stats.data.totalTimeSpent >= MIN_TIME_TO_CHART_MS ? (
        <>
          <StatsSummary stats={stats.data} />
          {hydrated ? (
            <Suspense fallback={loading}>
              <StatsCharts stats={stats.data} />
            </Suspense>
          ) : (
            loading
          )}
        </>
      ) : null}
    </section>
  );
};
