import { palettes, useColorScheme, type ColorScheme } from '@tiles/ui-kit';

/**
 * Charts are drawn with concrete colours (nivo computes and animates them), so each scheme has its own set: series
 * colours that stand out from the page, and axes, ticks and grid in the page's text and border colours.
 */
const chartColorsOf = (scheme: ColorScheme) => {
  const palette = palettes[scheme];
  const dark = scheme === 'dark';
  return {
    busy: palette.primary,
    calm: dark ? '#4f6d99' : '#8fb0e0',
    series: dark
      ? [palette.primary, '#e0b060', '#6fcf97', '#c39be0', '#f28b82', '#b0aea8']
      : [palette.primary, '#c58b2b', '#2f7d57', '#7a4fa3', '#c0504d', '#5c5c63'],
    /** Written on a series colour (the pie's labels). */
    onSeries: dark ? '#0b1a33' : '#ffffff',
    nivoTheme: {
      text: { fill: palette.text },
      axis: {
        domain: { line: { stroke: palette.controlBorder } },
        ticks: { line: { stroke: palette.controlBorder }, text: { fill: palette.text } },
        legend: { text: { fill: palette.text } },
      },
      grid: { line: { stroke: palette.border } },
      labels: { text: { fill: palette.text } },
    },
  };
};

const schemes = { light: chartColorsOf('light'), dark: chartColorsOf('dark') };

/** The chart colours of the scheme the page is in. */
export const useChartColors = () => schemes[useColorScheme()];
