import { paths } from '@tiles/contracts';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useErrorText, useI18n, useText } from '@tiles/i18n';
import { ErrorWithRetry, useHydrated } from '@tiles/ui-kit';
import { ChartTables } from './chart-tables';
import { NearScreen } from './near-screen';
import { useGetStatsQuery } from './stats-api';
import { StatsSummary } from './stats-summary';

/** Less than a minute of study has nothing to chart: the learner sees the empty state instead. */
export const MIN_TIME_TO_CHART_MS = 60_000;

/** Room for the five charts before they are drawn, so nothing below them moves when they are. */
const ChartsPlaceholder = styled.div`
  min-height: 1650px;
`;

/** nivo is heavy: the charts arrive as their own chunk, only on this page and once they come near the screen. */
const StatsCharts = lazy(async () => ({ default: (await import('./charts')).StatsCharts }));

/** `/{locale}/profile/user-progress`: loading, empty (a new learner), error, or the charts. */
export const StatsPanel = () => {
  const t = useText();
  const { locale } = useI18n();
  const errorText = useErrorText();
  const answer = useGetStatsQuery({ locale }, { refetchOnMountOrArgChange: true });
  const stats = { ...answer, data: answer.data?.data };
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
          <ChartTables stats={stats.data} />
          {hydrated ? (
            <NearScreen placeholder={<ChartsPlaceholder>{loading}</ChartsPlaceholder>}>
              <Suspense fallback={<ChartsPlaceholder>{loading}</ChartsPlaceholder>}>
                <StatsCharts stats={stats.data} />
              </Suspense>
            </NearScreen>
          ) : (
            <ChartsPlaceholder>{loading}</ChartsPlaceholder>
          )}
        </>
      ) : null}
    </section>
  );
};
