import { api, inLocale, SESSION_TAG } from '@tiles/api-client';
import {
  ledgerAnswerSchema,
  pendingSessionXpAnswerSchema,
  progressAnswerSchema,
  streakAnswerSchema,
  type GameNoticeKind,
  type LedgerEntry,
  type PendingSessionXp,
  type Streak,
  type UserProgress,
} from '@tiles/contracts';

/** The game tags a pushed award refreshes. */
export const GAME_TAGS = ['GameProgress', 'GameLedger', 'GameStreak'] as const;

export const gameApi = api.enhanceEndpoints({ addTagTypes: [...GAME_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    /**
     * Spec §7: the caller's progress (its HTTP errors are ignored by the page). The argument is the locale, as for
     * every per-user call: the session tag drops them all when the session changes.
     */
    getProgress: build.query<UserProgress, string>({
      query: (locale) => inLocale(locale, 'api/lms/game/progress'),
      transformResponse: (response: unknown) => progressAnswerSchema.parse(response).outcome,
      providesTags: ['GameProgress', SESSION_TAG],
    }),
    /** The last awards with their reasons, named in the locale (the argument). */
    getLedger: build.query<LedgerEntry[], string>({
      query: (locale) => inLocale(locale, 'api/lms/game/ledger'),
      transformResponse: (response: unknown) => ledgerAnswerSchema.parse(response).outcome,
      providesTags: ['GameLedger', SESSION_TAG],
    }),
    /** Completed sessions whose XP still waits for study time; asked again with the ledger. */
    getPendingSessionXp: build.query<PendingSessionXp[], string>({
      query: (locale) => inLocale(locale, 'api/lms/game/ledger/pending'),
      transformResponse: (response: unknown) => pendingSessionXpAnswerSchema.parse(response).outcome,
      providesTags: ['GameLedger', SESSION_TAG],
    }),
    getStreak: build.query<Streak, string>({
      query: (locale) => inLocale(locale, 'api/lms/game/streak'),
      transformResponse: (response: unknown) => streakAnswerSchema.parse(response).outcome,
      providesTags: ['GameStreak', SESSION_TAG],
    }),
    setDailyGoal: build.mutation<Streak, { locale: string; minutes: number }>({
      query: ({ locale, minutes }) => inLocale(locale, { url: 'api/lms/game/goal', method: 'PUT', body: { minutes } }),
      transformResponse: (response: unknown) => streakAnswerSchema.parse(response).outcome,
      // The answer is the new streak: the cache takes it as it is, and progress may change with the goal.
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepAnsweredStreak(locale, dispatch, queryFulfilled),
      invalidatesTags: ['GameProgress', 'GameLedger'],
    }),
    /** The reminder's hour and the kinds of game notification turned off; answers the streak with them. */
    setNoticeSettings: build.mutation<Streak, { locale: string; reminderHour?: number; mutedKinds?: GameNoticeKind[] }>({
      query: ({ locale, ...body }) => inLocale(locale, { url: 'api/lms/game/settings', method: 'PUT', body }),
      transformResponse: (response: unknown) => streakAnswerSchema.parse(response).outcome,
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepAnsweredStreak(locale, dispatch, queryFulfilled),
    }),
  }),
});

/**
 * A saved setting answers the new streak: the cache takes it. A failed save leaves the cache as it was; the control
 * that asked says so beside itself (never the app's error screen: the rejection is handled here).
 */
async function keepAnsweredStreak(locale: string, dispatch: (action: unknown) => unknown, answer: Promise<{ data: Streak }>) {
  try {
    const { data } = await answer;
    dispatch(gameApi.util.upsertQueryData('getStreak', locale, data));
  } catch {
    // Said beside the control by the component that made the call.
  }
}

export const {
  useGetProgressQuery,
  useGetLedgerQuery,
  useGetPendingSessionXpQuery,
  useGetStreakQuery,
  useSetDailyGoalMutation,
  useSetNoticeSettingsMutation,
} = gameApi;
