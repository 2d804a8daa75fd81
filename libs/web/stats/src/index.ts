export { statsApi, useGetStatsQuery } from './stats-api';
export { shortDate, toChartData, weekdayName, type ChartDatum } from './derive';
export { prefetchStats } from './routes';
export { StatsPanel, MIN_TIME_TO_CHART_MS } from './stats-panel';
