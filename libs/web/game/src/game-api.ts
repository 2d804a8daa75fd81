import { injectOperations } from '@tiles/api-client';
import { gameOperations, type Streak } from '@tiles/contracts-game';

/** The game tags a pushed award refreshes. */
export const GAME_TAGS = ['GameProgress', 'GameLedger', 'GameStreak'] as const;

const { getProgress, getLedger, getPendingSessionXp, getStreak, setDailyGoal, setNoticeSettings } = gameOperations;

export const gameApi = injectOperations({
  getProgress,
  getLedger,
  getPendingSessionXp,
  getStreak,
  setDailyGoal,
  setNoticeSettings,
}).enhanceEndpoints({
  endpoints: {
    // A saved setting answers the new streak: the cache takes it as it is (progress may change with the goal).
    setDailyGoal: { onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepAnsweredStreak(locale, dispatch, queryFulfilled) },
    setNoticeSettings: {
      onQueryStarted: ({ locale }, { dispatch, queryFulfilled }) => keepAnsweredStreak(locale, dispatch, queryFulfilled),
    },
  },
});

/**
 * A saved setting answers the new streak: the cache takes it. A failed save leaves the cache as it was; the control
 * that asked says so beside itself (never the app's error screen: the rejection is handled here).
 */
async function keepAnsweredStreak(locale: string, dispatch: (action: unknown) => unknown, answer: Promise<{ data: Streak }>) {
  try {
    const { data } = await answer;
    dispatch(gameApi.util.upsertQueryData('getStreak', { locale }, data));
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
