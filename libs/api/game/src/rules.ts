import type { XpRules } from '@tiles/contracts-game';
import { DAY_MS } from '@tiles/api-platform/ground/time';

export { xpRulesSchema, type XpRules } from '@tiles/contracts-game';

export const DEFAULT_XP_RULES: XpRules = {
  timeBands: [
    { untilMinutes: 60, xpPerMinute: 1 },
    { untilMinutes: 180, xpPerMinute: 0.5 },
  ],
  dailyTimeXpCap: 150,
  sessionXp: 15,
  moduleXp: 40,
  courseXp: 120,
  dailyGoalXp: 5,
  sessionMinActiveMs: 120_000,
  sessionMinActiveShare: 0.3,
  dailyCompletionAwards: 12,
  dailyGameNotices: 3,
  freezeEveryDays: 7,
  maxFreezes: 2,
  repairWithinDays: 2,
  repairEveryDays: 30,
  recallXp: 2,
  dailyRecallXpCap: 30,
  practiceXp: 3,
};

const MINUTE_MS = 60_000;

/** Whole XP a day's active time in one category earns: each band's rate for its minutes, nothing after the last. */
export const timeXp = (ms: number, bands: XpRules['timeBands']) => {
  const minutes = ms / MINUTE_MS;
  let xp = 0;
  let from = 0;
  for (const band of bands) {
    const inBand = Math.max(0, Math.min(minutes, band.untilMinutes) - from);
    xp += inBand * band.xpPerMinute;
    from = band.untilMinutes;
  }
  return Math.floor(xp + 1e-9);
};

/** The active time a first completion needs: max(minimum, share of the declared duration). */
export const sessionMinimumMs = (declaredSeconds: number, rules: XpRules) =>
  Math.max(rules.sessionMinActiveMs, Math.round(declaredSeconds * 1000 * rules.sessionMinActiveShare));

export const addDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** Monday of the ISO week of a day. */
export const mondayOf = (isoDay: string) => addDays(isoDay, -((new Date(`${isoDay}T00:00:00Z`).getUTCDay() + 6) % 7));

export type StreakDayState = 'studied' | 'frozen' | 'repaired' | 'missed' | 'today';
export type StreakState = {
  current: number;
  longest: number;
  freezes: number;
  frozenDays: string[];
  repairedDays: string[];
  states: Map<string, StreakDayState>;
  perfectWeeks: number;
};

/**
 * The streak from a learner's active time per local day. A study day meets the goal. One freeze is earned every
 * `freezeEveryDays` consecutive study days (at most `maxFreezes` held) and covers a missed day by itself. A broken
 * streak is repaired by studying twice the goal on one of the next `repairWithinDays` days, at most once per
 * `repairEveryDays`. Today, not over yet, never breaks a streak. Days are calendar dates: DST cannot move them.
 */
export const computeStreak = (msByDay: ReadonlyMap<string, number>, goalMs: number, today: string, rules: XpRules): StreakState => {
  const states = new Map<string, StreakDayState>();
  const frozenDays: string[] = [];
  const repairedDays: string[] = [];
  let current = 0;
  let longest = 0;
  let freezes = 0;
  let run = 0;
  let broken: { length: number; missed: string[] } | undefined;
  let lastRepair: string | undefined;
  const studied = [...msByDay.entries()]
    .filter(([, ms]) => ms >= goalMs)
    .map(([day]) => day)
    .sort();
  const first = studied[0];
  if (first !== undefined && first <= today) {
    for (let day = first; day <= today; day = addDays(day, 1)) {
      const ms = msByDay.get(day) ?? 0;
      if (ms >= goalMs) {
        const canRepair =
          broken !== undefined &&
          ms >= 2 * goalMs &&
          daysBetween(broken.missed[0]!, day) <= rules.repairWithinDays &&
          (lastRepair === undefined || daysBetween(lastRepair, day) >= rules.repairEveryDays);
        if (canRepair && broken) {
          current = broken.length;
          for (const missed of broken.missed) {
            states.set(missed, 'repaired');
            repairedDays.push(missed);
          }
          lastRepair = day;
        }
        broken = undefined;
        current += 1;
        run += 1;
        if (run % rules.freezeEveryDays === 0 && freezes < rules.maxFreezes) freezes += 1;
        states.set(day, 'studied');
      } else if (day === today) {
        states.set(day, 'today');
      } else if (current > 0 && freezes > 0) {
        freezes -= 1;
        run = 0;
        states.set(day, 'frozen');
        frozenDays.push(day);
      } else {
        run = 0;
        if (current > 0) broken = { length: current, missed: [day] };
        else if (broken && daysBetween(broken.missed[0]!, day) <= rules.repairWithinDays) broken.missed.push(day);
        else broken = undefined;
        current = 0;
        states.set(day, 'missed');
      }
      longest = Math.max(longest, current);
    }
  }
  let perfectWeeks = 0;
  for (let monday = first ? mondayOf(first) : today; addDays(monday, 6) < today; monday = addDays(monday, 7)) {
    if (Array.from({ length: 7 }, (_, index) => addDays(monday, index)).every((day) => (msByDay.get(day) ?? 0) >= goalMs))
      perfectWeeks += 1;
  }
  return { current, longest, freezes, frozenDays, repairedDays, states, perfectWeeks };
};
