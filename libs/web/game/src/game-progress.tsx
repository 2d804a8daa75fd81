import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  DAILY_GOAL_MINUTES,
  GAME_NOTICE_KINDS,
  REMINDER_HOURS,
  credentialDownloadPath,
  deriveUserBadges,
  deriveUserLevels,
  type BadgeDefinition,
  type Category,
  type DerivedUserBadge,
  type DerivedUserLevel,
  type LedgerEntry,
  type LevelDefinition,
  type Streak,
  type StreakDay,
  type UserProgress,
} from '@tiles/contracts';
import { useFormatters, useText } from '@tiles/i18n';
import { Button, down } from '@tiles/ui-kit';
import {
  useGetLedgerQuery,
  useGetProgressQuery,
  useGetStreakQuery,
  useSetDailyGoalMutation,
  useSetNoticeSettingsMutation,
} from './game-api';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  h3 {
    font: 500 1.25rem ${({ theme }) => theme.fonts.heading};
    margin: 0 0 ${({ theme }) => theme.spacing(1.5)};
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
`;

const Card = styled.li`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.spacing(2)};
  p {
    margin: 4px 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const Bar = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** Level per category: the bar runs from this level's threshold to the next one's. */
const Levels = ({ levels }: { levels: DerivedUserLevel[] }) => {
  const t = useText();
  const { number } = useFormatters();
  return (
    <Section aria-labelledby="game-levels">
      <h3 id="game-levels">{t('game.levels.title')}</h3>
      {levels.length === 0 ? <p>{t('game.levels.empty')}</p> : null}
      <Cards>
        {levels.map((level) => {
          const label = level.next
            ? t('game.level.toNext', {
                current: number(level.currentExperience),
                next: number(level.next.experience),
                level: level.next.name,
              })
            : t('game.level.top', { current: number(level.currentExperience) });
          return (
            <Card key={level.categoryId}>
              <p>
                <strong>{level.categoryName}</strong>: {level.name}
              </p>
              <Bar
                max={level.next ? level.next.experience - level.experience : 1}
                value={level.next ? Math.min(level.currentExperience - level.experience, level.next.experience - level.experience) : 1}
                aria-label={`${level.categoryName}: ${label}`}
              />
              <Muted>{label}</Muted>
            </Card>
          );
        })}
      </Cards>
    </Section>
  );
};

const BadgeImage = styled.img<{ $earned: boolean }>`
  width: 56px;
  height: 56px;
  filter: ${({ $earned }) => ($earned ? 'none' : 'grayscale(1)')};
  opacity: ${({ $earned }) => ($earned ? 1 : 0.55)};
`;

const Credentials = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    min-height: 32px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 4px;
  }
`;

/**
 * Each earned tier downloads as a signed Open Badges credential: JSON, or an SVG picture with it baked in. Plain
 * links (the session cookie goes along), so they work from the keyboard and without the app's JavaScript.
 */
const CredentialLinks = ({ badge, chain }: { badge: DerivedUserBadge; chain: number }) => {
  const t = useText();
  return (
    <Credentials>
      {Array.from({ length: chain }, (_, index) => index + 1).map((tier) => (
        <li key={tier}>
          {t('game.badge.credential', { tier })}
          {(['json', 'svg'] as const).map((format) => (
            <a
              key={format}
              href={credentialDownloadPath(badge._id, tier, format)}
              download
              aria-label={t('game.badge.download', { tier, badge: badge.name, format: format.toUpperCase() })}
            >
              {format.toUpperCase()}
            </a>
          ))}
        </li>
      ))}
    </Credentials>
  );
};

/** Earned tiers in colour, the next tier as amount / threshold; hidden badges show "?" until earned. */
const Badges = ({ badges, amounts }: { badges: DerivedUserBadge[]; amounts: Record<string, number> }) => {
  const t = useText();
  const { date, number } = useFormatters();
  return (
    <Section aria-labelledby="game-badges">
      <h3 id="game-badges">{t('game.badges.title')}</h3>
      <Cards>
        {badges.map((badge) => {
          const chain = badge.chain ?? 0;
          const amount = badge.amount ?? amounts[badge._id] ?? 0;
          const next = badge.tiers[chain];
          const concealed = badge.hidden && chain === 0;
          return (
            <Card key={badge._id}>
              {concealed ? (
                <p aria-hidden="true" style={{ fontSize: '2.5rem', margin: 0 }}>
                  ?
                </p>
              ) : (
                <BadgeImage src={badge.image} alt="" $earned={chain > 0} width={56} height={56} />
              )}
              <p>
                <strong>{concealed ? t('game.badge.hidden') : badge.name}</strong>
              </p>
              {concealed ? null : <Muted>{badge.description}</Muted>}
              <p>{chain > 0 ? t('game.badge.tier', { tier: chain, tiers: badge.tiers.length }) : t('game.badge.locked')}</p>
              {chain > 0 && badge.obtainedAt ? <Muted>{t('game.badge.obtained', { date: date(new Date(badge.obtainedAt)) })}</Muted> : null}
              {next !== undefined && !concealed ? (
                <Muted>{t('game.badge.next', { amount: number(amount), threshold: number(next) })}</Muted>
              ) : null}
              {chain > 0 ? <CredentialLinks badge={badge} chain={chain} /> : null}
            </Card>
          );
        })}
      </Cards>
    </Section>
  );
};

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

const StreakPanel = ({ streak, locale }: { streak: Streak; locale: string }) => {
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

const LedgerList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Rows shown before the learner asks for all of them. */
const LEDGER_FIRST_ROWS = 10;

const Ledger = ({ entries }: { entries: LedgerEntry[] }) => {
  const t = useText();
  const { date } = useFormatters();
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, LEDGER_FIRST_ROWS);
  const reason = (entry: LedgerEntry) => {
    const day = date(new Date(`${entry.localDay}T12:00:00Z`));
    return t(`game.ledger.${entry.source}`, { day, subject: entry.subject });
  };
  return (
    <Section aria-labelledby="game-ledger">
      <h3 id="game-ledger">{t('game.ledger.title')}</h3>
      {entries.length === 0 ? <p>{t('game.ledger.empty')}</p> : null}
      <LedgerList id="game-ledger-list">
        {shown.map((entry) => (
          <li key={entry.id}>
            <span>
              {reason(entry)}
              {entry.categoryName ? <Muted as="span"> · {entry.categoryName}</Muted> : null}
            </span>
            <strong>{t('game.ledger.xp', { xp: entry.xp })}</strong>
          </li>
        ))}
      </LedgerList>
      {!all && entries.length > LEDGER_FIRST_ROWS ? (
        <Button $variant="secondary" aria-expanded={false} aria-controls="game-ledger-list" onClick={() => setAll(true)}>
          {t('game.ledger.showAll', { count: entries.length })}
        </Button>
      ) : null}
    </Section>
  );
};

export type GameProgressProps = {
  locale: string;
  levels: readonly LevelDefinition[];
  badges: readonly BadgeDefinition[];
  categories: readonly Category[];
};

/**
 * The game part of the progress page: levels per category, the streak with its calendar and goal, the badge grid
 * and the ledger. A failing progress call hides levels and badges with a note; the rest of the page stays.
 */
export const GameProgress = ({ locale, levels, badges, categories }: GameProgressProps) => {
  const t = useText();
  const progress = useGetProgressQuery(locale);
  const streak = useGetStreakQuery(locale);
  const ledger = useGetLedgerQuery(locale);
  const data: UserProgress | undefined = progress.data;
  return (
    <section aria-labelledby="game-title">
      <h2 id="game-title">{t('game.section.title')}</h2>
      {progress.isError ? <p role="status">{t('game.progress.unavailable')}</p> : null}
      {data ? <Levels levels={deriveUserLevels(data, levels, categories)} /> : null}
      {streak.data ? <StreakPanel streak={streak.data} locale={locale} /> : null}
      {data ? <Badges badges={deriveUserBadges(data, badges)} amounts={data.amounts ?? {}} /> : null}
      {ledger.data ? <Ledger entries={ledger.data} /> : null}
    </section>
  );
};

// The records download sits with the progress page too.
export { RecordsExport } from './records-export';
