import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { type TextKey } from '@tiles/contracts';
import {
  DAILY_GOAL_MINUTES,
  GAME_NOTICE_KINDS,
  MAIL_NOTICE_KINDS,
  PUSH_NOTICE_KINDS,
  REMINDER_HOURS,
  type Streak,
  type StreakDay,
} from '@tiles/contracts-game';
import { useFormatters, useI18n, useText } from '@tiles/i18n';
import { DevicePushSettings } from '@tiles/notifications';
import { down, SegmentedControl, Select, Switch, theme } from '@tiles/ui-kit';
import { useSetDailyGoalMutation, useSetNoticeSettingsMutation } from './game-api';
import { Muted, Section } from './game-sections';

const CELL = 22;

const STATE_COLOURS: Record<StreakDay['state'], { background: string; border: string }> = {
  studied: { background: theme.colors.primary, border: theme.colors.primary },
  repaired: { background: theme.colors.success, border: theme.colors.success },
  frozen: { background: `color-mix(in srgb, ${theme.colors.primary} 45%, ${theme.colors.surface})`, border: theme.colors.primary },
  missed: { background: theme.colors.surface, border: theme.colors.controlBorder },
  today: { background: theme.colors.surface, border: theme.colors.text },
};

const CalendarGrid = styled.div`
  display: grid;
  grid-template-columns: 3.5em repeat(7, ${CELL}px);
  gap: 4px;
  align-items: center;
  width: max-content;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    text-align: center;
  }
  span.month {
    text-align: start;
  }
  button {
    width: ${CELL}px;
    height: ${CELL}px;
    padding: 0;
    border-radius: 5px;
    border: 1px solid;
    cursor: pointer;
  }
  button[data-state='today'] {
    border-width: 2px;
  }
  button[aria-pressed='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  ${down('sm')} {
    grid-template-columns: 3em repeat(7, ${CELL + 6}px);
    button {
      width: ${CELL + 6}px;
      height: ${CELL + 6}px;
    }
  }
`;

const CalendarLayout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-start;
`;

const Legend = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 8px;
  margin: 0;
  font-size: 0.875rem;
  dt {
    width: 16px;
    height: 16px;
    border-radius: 4px;
    border: 1px solid;
  }
  dd {
    margin: 0;
  }
`;

const DayDetail = styled.p`
  min-height: 1.5em;
  font-weight: 500;
`;

/** Monday-first weekday index (0 = Monday) of a YYYY-MM-DD day. */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The calendar as weeks (Monday first): each week's days by weekday, null where the calendar has no day. */
const weeksOf = (calendar: StreakDay[]) => {
  const weeks: (StreakDay | null)[][] = [];
  calendar.forEach((day, index) => {
    const weekday = weekdayIndex(day.day);
    if (index === 0 || weekday === 0) weeks.push(Array.from({ length: 7 }, () => null));
    weeks[weeks.length - 1]![weekday] = day;
  });
  return weeks;
};

/**
 * The streak calendar: a column per weekday (labelled), a row per week with its month where a month begins, a
 * legend, and a day's details on tap or click (pointer, touch and keyboard alike: the arrow keys move by day and
 * by week). The sentence above it says the same in words.
 */
const StreakCalendar = ({ calendar }: { calendar: StreakDay[] }) => {
  const t = useText();
  const { locale } = useI18n();
  const { date } = useFormatters();
  const [picked, setPicked] = useState<number>(calendar.length - 1);
  const [shown, setShown] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const weekdays = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2024, 0, 1 + index, 12))));
  }, [locale]);
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }), [locale]);
  const weeks = weeksOf(calendar);
  const indexOf = new Map(calendar.map((day, index) => [day.day, index]));
  const describe = (day: StreakDay) =>
    t('game.calendar.day', { day: date(noonOf(day.day)), state: t(`game.calendar.${day.state}`), minutes: day.minutes });

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    // Left and right follow the screen: in a right-to-left page the next day is to the left.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const steps: Record<string, number> = { ArrowLeft: -forward, ArrowRight: forward, ArrowUp: -7, ArrowDown: 7 };
    let next: number | undefined;
    if (event.key in steps) next = picked + steps[event.key]!;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = calendar.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.max(0, Math.min(calendar.length - 1, next));
    setPicked(clamped);
    buttons.current[clamped]?.focus();
  };

  let lastMonth = '';
  return (
    <CalendarLayout>
      <div>
        <CalendarGrid role="group" aria-label={t('game.calendar.days')} onKeyDown={move}>
          <span />
          {weekdays.map((weekday, index) => (
            <span key={index} aria-hidden="true">
              {weekday}
            </span>
          ))}
          {weeks.map((week, row) => {
            const firstDay = week.find((day) => day !== null)!;
            const monthDay = week.find((day) => day && (day.day.endsWith('-01') || row === 0)) ?? null;
            const month = monthDay ? monthFormat.format(noonOf(monthDay.day)) : '';
            const label = month && month !== lastMonth ? month : '';
            if (label) lastMonth = month;
            return [
              <span key={`m-${firstDay.day}`} className="month" aria-hidden="true">
                {label}
              </span>,
              ...week.map((day, weekday) => {
                if (!day) return <span key={`${firstDay.day}-${weekday}`} />;
                const index = indexOf.get(day.day)!;
                const colours = STATE_COLOURS[day.state];
                return (
                  <button
                    key={day.day}
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    type="button"
                    data-state={day.state}
                    tabIndex={index === picked ? 0 : -1}
                    aria-label={describe(day)}
                    aria-pressed={shown === index}
                    title={describe(day)}
                    style={{ background: colours.background, borderColor: colours.border }}
                    onClick={() => {
                      setPicked(index);
                      setShown(index);
                    }}
                  />
                );
              }),
            ];
          })}
        </CalendarGrid>
        <DayDetail role="status">{shown !== null && calendar[shown] ? describe(calendar[shown]) : ''}</DayDetail>
        <Muted>{t('game.calendar.pick')}</Muted>
      </div>
      <div>
        <h5 style={{ margin: '0 0 8px' }}>{t('game.calendar.legend')}</h5>
        <Legend>
          {(['studied', 'frozen', 'repaired', 'missed', 'today'] as const).map((state) => (
            <div key={state} style={{ display: 'contents' }}>
              <dt aria-hidden="true" style={{ background: STATE_COLOURS[state].background, borderColor: STATE_COLOURS[state].border }} />
              <dd>{t(`game.calendar.${state}`)}</dd>
            </div>
          ))}
        </Legend>
      </div>
    </CalendarLayout>
  );
};

/** The streak with its calendar; the goal and reminders are in the settings panel. */
export const StreakPanel = ({ streak }: { streak: Streak }) => {
  const t = useText();
  return (
    <Section aria-labelledby="game-streak">
      <h3 id="game-streak">{t('game.streak.title')}</h3>
      <Muted>{t('game.streak.rules')}</Muted>
      <h4>{t('game.calendar.caption', { weeks: Math.ceil(streak.calendar.length / 7) })}</h4>
      <p>
        {t('game.calendar.summary', {
          days: streak.calendar.length,
          studied: streak.calendar.filter((day) => day.state === 'studied').length,
          frozen: streak.calendar.filter((day) => day.state === 'frozen').length,
          repaired: streak.calendar.filter((day) => day.state === 'repaired').length,
        })}
      </p>
      {streak.calendar.length ? <StreakCalendar calendar={streak.calendar} /> : null}
    </Section>
  );
};

const SettingsPanel = styled(Section)`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  padding: ${({ theme }) => theme.spacing(2)};
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0;
  }
  h4 {
    margin: 0 0 4px;
    font-weight: 500;
  }
  p[role='status'] {
    margin: 4px 0 0;
    min-height: 1.5em;
  }
`;

const Kinds = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0 16px;
  h5 {
    grid-column: 1 / -1;
    margin: 8px 0 4px;
    font-weight: 500;
  }
`;

const GoalPicker = ({ locale, current }: { locale: string; current: number }) => {
  const t = useText();
  const id = useId();
  const [setGoal, state] = useSetDailyGoalMutation();
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // The choice shows at once; a refused save puts the stored goal back and says so.
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div>
      <SegmentedControl
        legend={t('game.goal.label')}
        name={`${id}-goal`}
        options={DAILY_GOAL_MINUTES.map((minutes) => ({ value: minutes, label: t('game.goal.option', { minutes }) }))}
        value={chosen ?? current}
        disabled={state.isLoading}
        onChange={(minutes) => {
          setChosen(minutes);
          setFailed(false);
          void setGoal({ locale, body: { minutes } })
            .unwrap()
            .then(
              () => setSaved(minutes),
              () => {
                setChosen(null);
                setSaved(null);
                setFailed(true);
              },
            );
        }}
      />
      <p role="status">{failed ? t('game.goal.failed') : saved !== null ? t('game.goal.saved', { minutes: saved }) : ''}</p>
    </div>
  );
};

const reminderHours = Array.from({ length: REMINDER_HOURS.last - REMINDER_HOURS.first + 1 }, (_, index) => REMINDER_HOURS.first + index);

/** A list with `kind` in it (`present`) or without it. */
const toggled = <Kind extends string>(list: readonly Kind[], kind: Kind, present: boolean): Kind[] =>
  present ? [...list.filter((entry) => entry !== kind), kind] : list.filter((entry) => entry !== kind);

/** One channel's switches: a labelled group, a switch per kind of notification. */
const ChannelKinds = <Kind extends string>({
  title,
  kinds,
  isOn,
  disabled,
  onToggle,
}: {
  title: string;
  kinds: readonly Kind[];
  isOn: (kind: Kind) => boolean;
  disabled: boolean;
  onToggle: (kind: Kind, on: boolean) => void;
}) => {
  const t = useText();
  const id = useId();
  return (
    <Kinds role="group" aria-labelledby={id}>
      <h5 id={id}>{title}</h5>
      {kinds.map((kind) => (
        <Switch
          key={kind}
          label={t(`game.notices.kind.${kind}` as TextKey)}
          checked={isOn(kind)}
          disabled={disabled}
          onChange={(on) => onToggle(kind, on)}
        />
      ))}
    </Kinds>
  );
};

/** When the streak reminder comes (never at night) and which game notifications the learner wants. */
const NoticeSettings = ({ streak, locale }: { streak: Streak; locale: string }) => {
  const t = useText();
  const id = useId();
  const [save, state] = useSetNoticeSettingsMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const apply = (settings: Partial<Pick<Streak, 'reminderHour' | 'mutedKinds' | 'pushMutedKinds' | 'mailKinds'>>) => {
    setOutcome(null);
    void save({ locale, body: settings })
      .unwrap()
      .then(
        () => setOutcome('saved'),
        () => setOutcome('failed'),
      );
  };
  return (
    <div>
      <h4>{t('game.notices.title')}</h4>
      <p style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, margin: '0 0 8px' }}>
        <label htmlFor={`${id}-hour`}>{t('game.notices.reminderHour')}</label>
        <Select
          id={`${id}-hour`}
          value={streak.reminderHour}
          disabled={state.isLoading}
          onChange={(event) => apply({ reminderHour: Number(event.target.value) })}
        >
          {reminderHours.map((hour) => (
            <option key={hour} value={hour}>
              {t('game.notices.hour', { hour: String(hour).padStart(2, '0') })}
            </option>
          ))}
        </Select>
      </p>
      {/* Muted lists for the app and push (a kind is on unless listed); a chosen list for mail (off unless listed). */}
      <ChannelKinds
        title={t('game.notices.inApp')}
        kinds={GAME_NOTICE_KINDS}
        isOn={(kind) => !streak.mutedKinds.includes(kind)}
        disabled={state.isLoading}
        onToggle={(kind, on) => apply({ mutedKinds: toggled(streak.mutedKinds, kind, !on) })}
      />
      <ChannelKinds
        title={t('game.notices.byPush')}
        kinds={PUSH_NOTICE_KINDS}
        isOn={(kind) => !streak.pushMutedKinds.includes(kind)}
        disabled={state.isLoading}
        onToggle={(kind, on) => apply({ pushMutedKinds: toggled(streak.pushMutedKinds, kind, !on) })}
      />
      <ChannelKinds
        title={t('game.notices.byMail')}
        kinds={MAIL_NOTICE_KINDS}
        isOn={(kind) => streak.mailKinds.includes(kind)}
        disabled={state.isLoading}
        onToggle={(kind, on) => apply({ mailKinds: toggled(streak.mailKinds, kind, on) })}
      />
      <p role="status">{outcome === 'saved' ? t('game.notices.saved') : outcome === 'failed' ? t('game.notices.failed') : ''}</p>
    </div>
  );
};

/** The goal and the notifications, in one compact panel at the end of the game part. */
export const StreakSettings = ({ streak, locale }: { streak: Streak; locale: string }) => {
  const t = useText();
  return (
    <SettingsPanel aria-labelledby="game-settings">
      <h3 id="game-settings">{t('game.settings.title')}</h3>
      <GoalPicker locale={locale} current={streak.goalMinutes} />
      <NoticeSettings streak={streak} locale={locale} />
      <DevicePushSettings />
    </SettingsPanel>
  );
};
