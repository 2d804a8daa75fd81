// The lib's texts, for the libs that import this entry and not the lib's index.
import type {} from '@tiles/stats-texts';
import { useFormatters } from '@tiles/i18n';
import { CHART_HEIGHT_PX, ChartFigure } from './chart-figure';
import { useChartColors } from './chart-colors';
import { inReadingOrder, marginFor, useRightToLeft } from './chart-direction';
import { NARROW_CHART_PX } from './derive';

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

const TICK_PX = 5;
const TICK_GAP_PX = 5;
const FONT_PX = 11;
/** The share of each day's room left empty between two bars. */
const GAP_SHARE = 0.2;

/**
 * The bars of `DayBars`, drawn as plain SVG at the figure's measured width. A month of bars is forty shapes: drawn by
 * a chart library it cost the review page seconds of main thread on a slow phone (scales, themes and a layout engine
 * for a chart this simple), drawn here it costs what its elements cost.
 */
const DayBarsChart = ({ width, summary, days }: Omit<DayBarsProps, 'title'> & { width: number }) => {
  const { shortDay } = useFormatters();
  const colors = useChartColors();
  const rtl = useRightToLeft();
  const bars = inReadingOrder(
    days.map((entry) => ({ day: entry.day, label: shortDay(entry.day), count: entry.count })),
    rtl,
  );
  const ticks = wholeCountTicks(Math.max(0, ...days.map((entry) => entry.count)));
  const top = ticks.at(-1)!;
  const margin = marginFor({ top: 10, right: 10, bottom: 56, left: 40 }, rtl);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = CHART_HEIGHT_PX - margin.top - margin.bottom;
  const step = bars.length > 0 ? plotWidth / bars.length : 0;
  const heightOf = (count: number) => (count / top) * plotHeight;
  const labelEvery = width < NARROW_CHART_PX ? 7 : 3;
  const axis = colors.nivoTheme.axis;
  // The axis of counts stands where reading starts: its ticks point away from the bars.
  const axisX = rtl ? plotWidth : 0;
  const outward = rtl ? 1 : -1;
  return (
    <svg width={width} height={CHART_HEIGHT_PX} role="img" aria-label={summary} fontFamily="sans-serif" fontSize={FONT_PX}>
      <g transform={`translate(${margin.left},${margin.top})`}>
        {ticks.map((tick) => {
          const y = plotHeight - heightOf(tick);
          return (
            <g key={tick} transform={`translate(0,${y})`}>
              <line x1={0} x2={plotWidth} stroke={colors.nivoTheme.grid.line.stroke} />
              <line x1={axisX} x2={axisX + outward * TICK_PX} stroke={axis.ticks.line.stroke} />
              <text
                x={axisX + outward * (TICK_PX + TICK_GAP_PX)}
                textAnchor={rtl ? 'start' : 'end'}
                dominantBaseline="central"
                fill={axis.ticks.text.fill}
              >
                {tick}
              </text>
            </g>
          );
        })}
        {bars.map((bar, index) => {
          const barHeight = heightOf(bar.count);
          return bar.count > 0 ? (
            <rect
              key={bar.day}
              x={index * step + (step * GAP_SHARE) / 2}
              y={plotHeight - barHeight}
              width={step * (1 - GAP_SHARE)}
              height={barHeight}
              fill={colors.busy}
            />
          ) : null;
        })}
        <line x1={0} x2={plotWidth} y1={plotHeight} y2={plotHeight} stroke={axis.domain.line.stroke} />
        {bars.map((bar, index) =>
          index % labelEvery === 0 ? (
            <g key={bar.day} transform={`translate(${index * step + step / 2},${plotHeight})`}>
              <line y2={TICK_PX} stroke={axis.ticks.line.stroke} />
              <text
                transform={`translate(0,${TICK_PX + TICK_GAP_PX}) rotate(-45)`}
                textAnchor="end"
                dominantBaseline="central"
                fill={axis.ticks.text.fill}
              >
                {bar.label}
              </text>
            </g>
          ) : null,
        )}
      </g>
    </svg>
  );
};

/** A count per calendar day as bars (the review forecast): the days on the axis as the locale writes them. */
export const DayBars = ({ title, summary, days }: DayBarsProps) => (
  <ChartFigure title={title}>{(width) => <DayBarsChart width={width} summary={summary} days={days} />}</ChartFigure>
);
