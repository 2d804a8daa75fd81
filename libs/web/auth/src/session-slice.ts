import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Mode } from '@tiles/contracts';

export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';
/** Why the server wants the session's second factor before going on: proved again, or set up first. */
export type SecondFactorAsk = 'prove' | 'set-up';
export type SessionState = {
  status: SessionStatus;
  mode: Mode;
  userId: string | null;
  secondFactorAsked: SecondFactorAsk | null;
  /** Signed out of a session a provider's pages signed in: that provider, whose own sign-out the page offers. */
  providerSignOut: string | null;
  /**
   * A sign-out was sent and its answer is not in: whether a provider's sign-out is on offer is not known yet. The
   * server closes the session's live channel when it ends the session, so the user call can say "nobody" first.
   */
  signingOut: boolean;
};

const initialState: SessionState = {
  status: 'unknown',
  mode: 'user',
  userId: null,
  secondFactorAsked: null,
  providerSignOut: null,
  signingOut: false,
};

/** The server answered who is signed in (null: nobody). */
export const userLoaded = createAction<{ userId: string | null }>('session/userLoaded');
export const userLoggedOut = createAction('session/userLoggedOut');
/**
 * Asking who is signed in failed (offline, server down): not an answer. A known session stays as it was, so a
 * network failure never signs the learner out; only a first load without any answer browses as a visitor.
 */
export const userLoadFailed = createAction('session/userLoadFailed');

/** Client state of the session: whether someone is signed in, and the mode they work in. The user is in the cache. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The server says the session works in this mode (after loading it, or after a switch it accepted). */
    modeSwitched: (state, action: PayloadAction<Mode>) => {
      state.mode = action.payload;
    },
    /** A call was refused for want of the session's second factor: the app asks for it. */
    secondFactorAsked: (state, action: PayloadAction<SecondFactorAsk>) => {
      state.secondFactorAsked = action.payload;
    },
    /** Proved, or the person closed the question. */
    secondFactorSettled: (state) => {
      state.secondFactorAsked = null;
    },
    /** A sign-out was sent. */
    signOutStarted: (state) => {
      state.signingOut = true;
    },
    /** The sign-out's answer named the provider that signed the session in (said before `userLoggedOut`). */
    providerSignOutOffered: (state, action: PayloadAction<string | null>) => {
      state.providerSignOut = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => {
        const { userId } = action.payload;
        state.status = userId ? 'authenticated' : 'unauthenticated';
        // Another learner (or nobody) on this tab: the mode was the previous one's.
        if (userId !== state.userId) {
          state.mode = 'user';
          state.secondFactorAsked = null;
        }
        if (userId) state.providerSignOut = null;
        state.userId = userId;
      })
      .addCase(userLoadFailed, (state) => {
        if (state.status === 'unknown') state.status = 'unauthenticated';
      })
      .addCase(userLoggedOut, (state) => {
        state.status = 'unauthenticated';
        state.mode = 'user';
        state.userId = null;
        state.secondFactorAsked = null;
        state.signingOut = false;
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectMode: (state) => state.mode,
    selectSessionUserId: (state) => state.userId,
    selectSecondFactorAsked: (state) => state.secondFactorAsked,
    selectProviderSignOut: (state) => state.providerSignOut,
    selectSigningOut: (state) => state.signingOut,
  },
});

export const { modeSwitched, secondFactorAsked, secondFactorSettled, signOutStarted, providerSignOutOffered } = sessionSlice.actions;
export const { selectSessionStatus, selectMode, selectSessionUserId, selectSecondFactorAsked, selectProviderSignOut, selectSigningOut } =
  sessionSlice.selectors;
