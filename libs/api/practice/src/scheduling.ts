import { createEmptyCard, fsrs, State, type Card, type FSRS } from 'ts-fsrs';
import type { CardState, ReviewGrade } from '@tiles/contracts-practice';
import { localDayAndHour } from '@tiles/api-platform/ground/local-time';

/** An answer as the schedule sees it: when it was made and its grade. */
export type ScheduledAnswer = { id: string; answeredAt: Date; grade: ReviewGrade };

export type CardSchedule = {
  state: CardState;
  due: Date;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
};

const STATES: Record<State, CardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

const schedulers = new Map<number, FSRS>();
/**
 * FSRS for a desired retention. No fuzz (a replay must give the same dates every time) and no same-day learning
 * steps: a card comes back on a later day, which is what a course platform's "due today" means.
 */
const schedulerFor = (retention: number) => {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: retention, enable_fuzz: false, enable_short_term: false });
    schedulers.set(retention, scheduler);
  }
  return scheduler;
};

/** The order answers are replayed in: when they were made, then their id (two answers in the same millisecond). */
export const answerOrder = (a: ScheduledAnswer, b: ScheduledAnswer) =>
  a.answeredAt.getTime() - b.answeredAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A card's state from its answers, replayed in the order they were made: the server's only way to a schedule, so
 * answers from several devices and offline stretches give the same state whatever order they arrived in.
 * `dueAnswers`: the answers made on or after the local day the card was due (a first answer never is).
 */
export const replayCard = (
  answers: readonly ScheduledAnswer[],
  { retention, timeZone }: { retention: number; timeZone: string },
): { card: CardSchedule; dueAnswers: Set<string> } => {
  const scheduler = schedulerFor(retention);
  const ordered = [...answers].sort(answerOrder);
  let card: Card = createEmptyCard(ordered[0]?.answeredAt ?? new Date(0));
  const dueAnswers = new Set<string>();
  for (const answer of ordered) {
    if (card.reps > 0 && localDayAndHour(answer.answeredAt, timeZone).day >= localDayAndHour(card.due, timeZone).day)
      dueAnswers.add(answer.id);
    card = scheduler.next(card, answer.answeredAt, answer.grade).card;
  }
  return {
    card: {
      state: STATES[card.state],
      due: card.due,
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      lastReview: card.last_review ?? null,
    },
    dueAnswers,
  };
};
