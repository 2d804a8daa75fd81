import type { PracticeQuestion } from '@tiles/contracts-practice';
import { port, type Port } from '@tiles/api-platform/ground/port';

/** Whose questions, in which language, and how the page looks at them (practice's reader of a session's questions). */
export type SessionQuestionsQuery = {
  userId: string | null;
  locale: string;
  defaultLocale: string;
  withKeys: boolean;
  draftOf?: { siteId: string; entityId: string };
  /** When the learner (`userId`) is looking: the first look, and the first copy with keys, bound their answers. */
  seenAt?: Date;
};

/** A session as the XP of its first completion reads it. */
export type SessionForXp = { id: number; courseId: number; moduleNumber: number; number: number; duration: string };

/** Whether a completed session earned its XP, the active study in it, and the minutes it still needs if not. */
export type SessionXp = { earned: boolean; missingMinutes: number; activeMs: number };

/**
 * What a session's page shows that other domains know: its questions (practice provides them) and the XP its
 * completion earned (the game). Without them a session reads as one with no questions and nothing to earn.
 */
export type SessionParts = { questions: Port<SessionQuestionsOf>; xp: Port<SessionXpOf>; au: Port<SessionAuOf> };
/** Whether the session is an imported cmi5 AU, and how it is launched (cmi5 provides it). */
type SessionAuOf = (sessionId: number) => Promise<{ launchMethod: 'AnyWindow' | 'OwnWindow' } | null>;
type SessionQuestionsOf = (sessionId: number, query: SessionQuestionsQuery) => Promise<PracticeQuestion[]>;
type SessionXpOf = (userId: string, session: SessionForXp) => Promise<SessionXp | undefined>;

export const sessionPartsPorts = (): SessionParts => ({
  questions: port<SessionQuestionsOf>('sessionParts.questions', async () => []),
  xp: port<SessionXpOf>('sessionParts.xp', async () => undefined),
  au: port<SessionAuOf>('sessionParts.au', async () => null),
});
