export { prefetchStats } from './routes';
export { StatsPanel } from './stats-panel';
