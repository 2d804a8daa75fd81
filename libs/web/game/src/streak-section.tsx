import { useId, useState } from 'react';
import styled from 'styled-components';
import { DAILY_GOAL_MINUTES, GAME_NOTICE_KINDS, REMINDER_HOURS, type Streak, type StreakDay } from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { useSetDailyGoalMutation, useSetNoticeSettingsMutation } from './game-api';
import { Muted, Section } from './game-sections';

const Calendar = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(1)} 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(7, 18px);
  gap: 4px;
  li {
    width: 18px;
    height: 18px;
    border-radius: 4px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li[data-state='studied'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  li[data-state='repaired'] {
    background: #2f7d57;
    border-color: #2f7d57;
  }
  li[data-state='frozen'] {
    background: #8fb0e0;
    border-color: #5c7fb8;
  }
  li[data-state='today'] {
    border: 2px solid ${({ theme }) => theme.colors.text};
  }
`;

/** Monday-first weekday index (0 = Monday) of a YYYY-MM-DD day. */
const weekdayIndex = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

const GoalPicker = ({ locale, current }: { locale: string; current: number }) => {
  const t = useText();
  const id = useId();
  const [setGoal, state] = useSetDailyGoalMutation();
  const [saved, setSaved] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  // The choice shows at once; a refused save puts the stored goal back and says so.
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <fieldset>
      <legend>{t('game.goal.label')}</legend>
      {DAILY_GOAL_MINUTES.map((minutes) => (
        <label key={minutes} style={{ marginRight: 16, display: 'inline-block', padding: '6px 0' }}>
          <input
            type="radio"
            name={`${id}-goal`}
            value={minutes}
            checked={(chosen ?? current) === minutes}
            disabled={state.isLoading}
            onChange={() => {
              setChosen(minutes);
              setFailed(false);
              void setGoal({ locale, minutes })
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
          />{' '}
          {t('game.goal.option', { minutes })}
        </label>
      ))}
      <p role="status">{failed ? t('game.goal.failed') : saved !== null ? t('game.goal.saved', { minutes: saved }) : ''}</p>
    </fieldset>
  );
};

const reminderHours = Array.from({ length: REMINDER_HOURS.last - REMINDER_HOURS.first + 1 }, (_, index) => REMINDER_HOURS.first + index);

/** When the streak reminder comes (never at night) and which game notifications the learner wants. */
const NoticeSettings = ({ streak, locale }: { streak: Streak; locale: string }) => {
  const t = useText();
  const id = useId();
  const [save, state] = useSetNoticeSettingsMutation();
  const [outcome, setOutcome] = useState<'saved' | 'failed' | null>(null);
  const apply = (settings: { reminderHour?: number; mutedKinds?: Streak['mutedKinds'] }) => {
    setOutcome(null);
    void save({ locale, ...settings })
      .unwrap()
      .then(
        () => setOutcome('saved'),
        () => setOutcome('failed'),
      );
  };
  return (
    <fieldset>
      <legend>{t('game.notices.title')}</legend>
      <label htmlFor={`${id}-hour`}>{t('game.notices.reminderHour')} </label>
      <select
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
      </select>
      <div>
        {GAME_NOTICE_KINDS.map((kind) => (
          <label key={kind} style={{ marginRight: 16, display: 'inline-block', padding: '6px 0' }}>
            <input
              type="checkbox"
              checked={!streak.mutedKinds.includes(kind)}
              disabled={state.isLoading}
              onChange={(event) =>
                apply({
                  mutedKinds: event.target.checked ? streak.mutedKinds.filter((muted) => muted !== kind) : [...streak.mutedKinds, kind],
                })
              }
            />{' '}
            {t(`game.notices.kind.${kind}`)}
          </label>
        ))}
      </div>
      <p role="status">{outcome === 'saved' ? t('game.notices.saved') : outcome === 'failed' ? t('game.notices.failed') : ''}</p>
    </fieldset>
  );
};

export const StreakPanel = ({ streak, locale }: { streak: Streak; locale: string }) => {
  const t = useText();
  const { date, number } = useFormatters();
  const stateText = (day: StreakDay) => t(`game.calendar.${day.state}`);
  const first = streak.calendar[0];
  return (
    <Section aria-labelledby="game-streak">
      <h3 id="game-streak">{t('game.streak.title')}</h3>
      <p>
        <strong>{t('game.streak.current', { count: number(streak.current) })}</strong>
      </p>
      <p>{t('game.streak.longest', { count: number(streak.longest) })}</p>
      <p>{t('game.streak.freezes', { count: streak.freezes })}</p>
      <p>{t('game.streak.today', { minutes: number(streak.todayMinutes), goal: number(streak.goalMinutes) })}</p>
      <Muted>{t('game.streak.rules')}</Muted>
      <GoalPicker locale={locale} current={streak.goalMinutes} />
      <NoticeSettings streak={streak} locale={locale} />
      <h4>{t('game.calendar.caption')}</h4>
      <p>
        {t('game.calendar.summary', {
          days: streak.calendar.length,
          studied: streak.calendar.filter((day) => day.state === 'studied').length,
          frozen: streak.calendar.filter((day) => day.state === 'frozen').length,
          repaired: streak.calendar.filter((day) => day.state === 'repaired').length,
        })}
      </p>
      {/* The grid is the summary drawn: screen readers have the sentence above, pointers a title per day. */}
      <Calendar aria-hidden="true">
        {first
          ? Array.from({ length: weekdayIndex(first.day) }, (_, index) => <li key={`pad-${index}`} style={{ visibility: 'hidden' }} />)
          : null}
        {streak.calendar.map((day) => (
          <li
            key={day.day}
            data-state={day.state}
            title={t('game.calendar.day', { day: date(new Date(`${day.day}T12:00:00Z`)), state: stateText(day), minutes: day.minutes })}
          />
        ))}
      </Calendar>
    </Section>
  );
};
