import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Mode } from '@tiles/contracts';

export type SessionStatus = 'unknown' | 'authenticated' | 'unauthenticated';
export type SessionState = { status: SessionStatus; mode: Mode };

const initialState: SessionState = { status: 'unknown', mode: 'user' };

/** The server answered who is signed in (null: nobody). */
export const userLoaded = createAction<{ signedIn: boolean }>('session/userLoaded');
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
    modeSwitched: (state, action: PayloadAction<Mode>) => {
      state.mode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(userLoaded, (state, action) => {
        state.status = action.payload.signedIn ? 'authenticated' : 'unauthenticated';
        if (!action.payload.signedIn) state.mode = 'user';
      })
      .addCase(userLoadFailed, (state) => {
        if (state.status === 'unknown') state.status = 'unauthenticated';
      })
      .addCase(userLoggedOut, (state) => {
        state.status = 'unauthenticated';
        state.mode = 'user';
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectMode: (state) => state.mode,
  },
});

export const { modeSwitched } = sessionSlice.actions;
export const { selectSessionStatus, selectMode } = sessionSlice.selectors;
