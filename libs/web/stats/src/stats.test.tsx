import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { textKeys, type Stats } from '@tiles/contracts';
import { I18nProvider } from '@tiles/i18n';
import { theme } from '@tiles/ui-theme';
import { shortDate, toChartData, weekdayName } from './derive';
import { StatsCharts } from './stats-charts';
import { StatsSummary } from './stats-summary';
import { ChartTables } from './chart-tables';

const texts = textKeys.map((key) => ({ key, translations: { 'en-GB': `${key}` } }));
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
    render(
      <ThemeProvider theme={theme}>
        <I18nProvider locale="en-GB" fallbackLocale="en-GB" boilerplate={texts}>
          <StatsSummary stats={stats} />
          <ChartTables stats={stats} />
          <StatsCharts stats={stats} />
        </I18nProvider>
      </ThemeProvider>,
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
    const italianText: Partial<Record<string, string>> = { 'stats.busiestDay': '[day]: [average]', 'stats.minutes': '[minutes] min' };
    const italian = textKeys.map((key) => ({ key, translations: { 'it-IT': italianText[key] ?? key } }));
    const halves: Stats = { ...stats, averageTimeSpentByDay: stats.averageTimeSpentByDay.map((item) => (item.label === 'tue' ? { ...item, data: 42.5 * minute } : item)) };
    render(
      <ThemeProvider theme={theme}>
        <I18nProvider locale="it-IT" fallbackLocale="it-IT" boilerplate={italian}>
          <StatsSummary stats={halves} />
          <ChartTables stats={halves} />
          <StatsCharts stats={halves} />
        </I18nProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('martedì: 42,5 min')).toBeInTheDocument();
    const weekdays = screen.getAllByRole('table')[0]!;
    expect(within(weekdays).getByRole('row', { name: 'martedì 42,5' })).toBeInTheDocument();
  });
});
