import { startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNearScreen } from './near-screen';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  figcaption {
    font: 500 1.125rem ${({ theme }) => theme.fonts.heading};
    margin-bottom: 8px;
  }
`;

export const CHART_HEIGHT_PX = 260;

/** The smallest width a chart is drawn at (a 320 px screen less the page and card padding). */
const MIN_CHART_PX = 240;

/**
 * The width of the figure's own content box (nivo needs a number): charts never overflow their card. Measured
 * (and so drawn) once the figure comes near the screen.
 */
const useContentWidth = () => {
  const { ref, near } = useNearScreen<HTMLDivElement>('400px');
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !near) return;
    // Drawing five charts is thousands of SVG elements: as a transition React draws them in slices of a few
    // milliseconds, and the page keeps answering input meanwhile.
    const measure = (measured: number) => startTransition(() => setWidth(Math.max(MIN_CHART_PX, Math.floor(measured))));
    measure(element.clientWidth || 640);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && measure(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return { ref, width };
};

/** A chart with its title, drawn at the figure's width (its data is in the page's tables, see ChartTables). */
export const ChartFigure = ({ title, children }: { title: string; children: (width: number) => ReactNode }) => {
  const { ref, width } = useContentWidth();
  return (
    <Figure>
      <figcaption>{title}</figcaption>
      {/* nivo places every label itself: left to right inside, whatever the page's direction (the charts mirror by their data). */}
      <div aria-hidden="true" dir="ltr" ref={ref} style={{ minHeight: CHART_HEIGHT_PX }}>
        {width === null ? null : children(width)}
      </div>
    </Figure>
  );
};
