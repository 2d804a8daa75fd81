import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE } from '@tiles/contracts';

export type LocaleState = { current: string };

const initialState: LocaleState = { current: DEFAULT_LOCALE };

/** The locale the learner is reading in: follows the URL's locale prefix. */
export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    localeEntered: (state, action: PayloadAction<string>) => {
      state.current = action.payload;
    },
  },
  selectors: {
    selectCurrentLocale: (state) => state.current,
  },
});

export const { localeEntered } = localeSlice.actions;
export const { selectCurrentLocale } = localeSlice.selectors;
