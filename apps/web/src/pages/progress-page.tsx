import { StatsPanel } from '@tiles/stats';

/** The user-progress tab: study statistics (levels and badges join them with the game lib). */
export const ProgressRoute = () => <StatsPanel />;
