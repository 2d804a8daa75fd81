// The lib's texts, for the libs that import this entry and not the lib's index.
import type {} from '@tiles/stats-texts';
import { lazy, Suspense } from 'react';
import { ChartFigure } from './chart-figure';

export type DayBarsProps = {
  title: string;
  /** What the chart says, for those who do not see it. */
  summary: string;
  days: { day: string; count: number }[];
};

/**
 * Ticks for a count axis: whole numbers only (half a review means nothing), at most five, from 0 to at least the
 * largest count.
 */
export const wholeCountTicks = (largest: number): number[] => {
  const step = Math.max(1, Math.ceil(largest / 4));
  return Array.from({ length: Math.max(1, Math.ceil(largest / step)) + 1 }, (_, index) => index * step);
};

// nivo is heavy: the bars arrive as their own chunk once the figure is near the screen and measured (never on the
// server, never before the page is taken over); the figure keeps their room meanwhile.
const DayBarsChart = lazy(async () => ({ default: (await import('./day-bars-chart')).DayBarsChart }));

/** A count per calendar day as bars (the review forecast): the days on the axis as the locale writes them. */
export const DayBars = ({ title, summary, days }: DayBarsProps) => (
  <ChartFigure title={title}>
    {(width) => (
      <Suspense fallback={null}>
        <DayBarsChart width={width} summary={summary} days={days} />
      </Suspense>
    )}
  </ChartFigure>
);
