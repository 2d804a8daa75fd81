import { directionOf } from '@tiles/contracts';
import { useI18n } from '@tiles/i18n';

type Margin = { top: number; right: number; bottom: number; left: number };

/**
 * Charts read in the page's direction: in a right-to-left language time runs from right to left, bars grow from
 * the right and the axis of values or names stands on the right.
 */
export const useRightToLeft = () => directionOf(useI18n().locale) === 'rtl';

/** A chart's margins with the room for its axis on the side where reading starts. */
export const marginFor = (margin: Margin, rightToLeft: boolean): Margin =>
  rightToLeft ? { ...margin, left: margin.right, right: margin.left } : margin;

/** A series in reading order: reversed for a right-to-left page, whose axis starts on the right. */
export const inReadingOrder = <T>(data: readonly T[], rightToLeft: boolean): T[] => (rightToLeft ? [...data].reverse() : [...data]);
