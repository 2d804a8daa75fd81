// The lib's texts: their keys are the keys its screens show.
import type {} from '@tiles/stats-texts';
export { prefetchStats } from './routes';
export { StatsPanel } from './stats-panel';
