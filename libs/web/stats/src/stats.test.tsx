import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { type Stats } from '@tiles/contracts';
import { shortDate, toChartData, weekdayName } from './derive';
import { StatsCharts } from './stats-charts';
import { StatsSummary } from './stats-summary';
import { ChartTables } from './chart-tables';
import { DayBars, wholeCountTicks } from './day-bars';

const texts = textsAsKeys();
texts.push({ key: 'stats.busiestDay', translations: { 'en-GB': 'Busiest: [day] ([average])' } });
texts.push({ key: 'stats.total', translations: { 'en-GB': 'Total [total]' } });
texts.push({ key: 'stats.minutes', translations: { 'en-GB': '[minutes] min' } });

const minute = 60_000;
const stats: Stats = {
  totalTimeSpent: 95 * minute,
  averageTimeSpentByDay: [
    { label: 'mon', data: 10 * minute },
    { label: 'tue', data: 40 * minute },
    { label: 'wed', data: 0 },
    { label: 'thu', data: 0 },
    { label: 'fri', data: 5 * minute },
    { label: 'sat', data: 0 },
    { label: 'sun', data: 0 },
  ],
  timeSpentByDay: [
    { label: '2026-11-20', data: 55 * minute },
    { label: '2026-11-21', data: 40 * minute },
  ],
  devices: [
    { label: 'desktop', data: 80 * minute },
    { label: 'mobile', data: 15 * minute },
  ],
  timeSpentByHour: Array.from({ length: 24 }, (_, hour) => ({ label: String(hour).padStart(2, '0'), data: hour === 9 ? 95 * minute : 0 })),
  courseSubject: [
    { label: 'History', data: 70 * minute },
    { label: 'other', data: 25 * minute },
  ],
};

describe('derivations', () => {
  it('names weekdays and days in the locale', () => {
    expect(weekdayName('mon', 'it-IT')).toBe('lunedì');
    expect(weekdayName('sun', 'de-DE')).toBe('Sonntag');
    expect(shortDate('2026-11-21', 'en-GB')).toBe('21 Nov');
  });

  it('turns ms into minutes', () => {
    expect(toChartData([{ label: 'x', data: 90_000 }], (label) => label.toUpperCase())).toEqual([{ id: 'x', label: 'X', minutes: 1.5 }]);
  });
});

describe('StatsSummary and StatsCharts', () => {
  it('shows the total, names the busiest day, and gives every chart a table', () => {
    renderWithProviders(
      <>
        <StatsSummary stats={stats} />
        <ChartTables stats={stats} />
        <StatsCharts stats={stats} />
      </>,
      { locale: 'en-GB', boilerplate: texts },
    );
    expect(screen.getByText('Total 1 H 35 Min')).toBeInTheDocument();
    expect(screen.getByText('Busiest: Tuesday (40 min)')).toBeInTheDocument();
    expect(document.querySelectorAll('svg').length).toBeGreaterThanOrEqual(5);
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(5);
    const devices = tables.find((table) => within(table).queryByText('device.mobile'))!;
    expect(within(devices).getByRole('row', { name: 'device.mobile 15' })).toBeInTheDocument();
    const subjects = tables.find((table) => within(table).queryByText('History'))!;
    expect(within(subjects).getByRole('row', { name: 'stats.other 25' })).toBeInTheDocument();
  });

  it('writes numbers the way the locale does (42,5 min in it-IT), in the text and in the tables', () => {
    const italian = textsAsKeys('it-IT', { 'stats.busiestDay': '[day]: [average]', 'stats.minutes': '[minutes] min' });
    const halves: Stats = {
      ...stats,
      averageTimeSpentByDay: stats.averageTimeSpentByDay.map((item) => (item.label === 'tue' ? { ...item, data: 42.5 * minute } : item)),
    };
    renderWithProviders(
      <>
        <StatsSummary stats={halves} />
        <ChartTables stats={halves} />
        <StatsCharts stats={halves} />
      </>,
      { locale: 'it-IT', boilerplate: italian },
    );
    expect(screen.getByText('martedì: 42,5 min')).toBeInTheDocument();
    const weekdays = screen.getAllByRole('table')[0]!;
    expect(within(weekdays).getByRole('row', { name: 'martedì 42,5' })).toBeInTheDocument();
  });
});

describe('DayBars', () => {
  it('counts in whole numbers on its axis: one review due is not drawn over 0.2, 0.4 … reviews', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `2026-12-${String(index + 1).padStart(2, '0')}`,
      count: index === 3 ? 1 : 0,
    }));
    renderWithProviders(<DayBars title="Forecast" summary="1 review in 30 days" days={days} />, { locale: 'en-GB', boilerplate: texts });
    // The figure draws once it has measured its width.
    await waitFor(() => expect(document.querySelectorAll('svg text').length).toBeGreaterThan(0));
    const labels = [...document.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    const counts = labels.filter((label) => /^[\d.,]+$/.test(label));
    expect(counts).toEqual(['0', '1']);
  });

  it('draws a bar for each day with reviews, as tall as its count, in the reading order of the page', async () => {
    const days = Array.from({ length: 30 }, (_, index) => ({
      day: `2026-12-${String(index + 1).padStart(2, '0')}`,
      count: index === 0 ? 4 : index === 29 ? 2 : 0,
    }));
    const barsIn = async (locale: string) => {
      const { unmount } = renderWithProviders(<DayBars title="Forecast" summary="6 reviews" days={days} />, { locale, boilerplate: texts });
      await waitFor(() => expect(document.querySelectorAll('svg rect').length).toBe(2));
      const bars = [...document.querySelectorAll('svg rect')].map((rect) => ({
        x: Number(rect.getAttribute('x')),
        height: Number(rect.getAttribute('height')),
      }));
      unmount();
      return bars;
    };
    const [first, last] = await barsIn('en-GB');
    expect(first!.x).toBeLessThan(last!.x);
    expect(first!.height).toBeCloseTo(last!.height * 2);
    // Right to left, tomorrow stands on the right: the tallest bar is drawn last.
    const [rtlLast, rtlFirst] = await barsIn('ar-EG');
    expect(rtlFirst!.height).toBeCloseTo(rtlLast!.height * 2);
    expect(rtlFirst!.x).toBeGreaterThan(rtlLast!.x);
  });

  it('spaces its ticks for larger counts: at most five, whole numbers', () => {
    expect(wholeCountTicks(0)).toEqual([0, 1]);
    expect(wholeCountTicks(3)).toEqual([0, 1, 2, 3]);
    expect(wholeCountTicks(4)).toEqual([0, 1, 2, 3, 4]);
    expect(wholeCountTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(wholeCountTicks(180)).toEqual([0, 45, 90, 135, 180]);
  });
});
