import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from './app-error';

export type AppErrorState = { current: AppError | null };

const initialState: AppErrorState = { current: null };

/** The one app error: while it is set, the app root shows the error screen instead of the app. */
export const appErrorSlice = createSlice({
  name: 'appError',
  initialState,
  reducers: {
    appErrorRaised: (state, action: PayloadAction<AppError>) => {
      // The first error is the cause; later ones are usually its consequences.
      if (state.current === null) state.current = action.payload;
    },
    appErrorCleared: (state) => {
      state.current = null;
    },
  },
  selectors: {
    selectAppError: (state) => state.current,
  },
});

export const { appErrorRaised, appErrorCleared } = appErrorSlice.actions;
export const { selectAppError } = appErrorSlice.selectors;
