export { StatsCharts, type StatsChartsProps } from './stats-charts';
