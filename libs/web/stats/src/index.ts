export { statsApi, useGetStatsQuery } from './stats-api';
export { shortDate, toChartData, weekdayName, type ChartDatum } from './derive';
export { statsRoutes } from './routes';
