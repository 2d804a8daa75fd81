import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NotifyMessage } from '@tiles/contracts-notifications';

/** Pushes shown as toasts: the newest last, at most this many at once. */
export const MAX_TOASTS = 3;

export type Toast = { userId: string; message: NotifyMessage };
export type ToastsState = { visible: Toast[] };

const initialState: ToastsState = { visible: [] };

/** Client state of the toasts; the notifications themselves are server data in the RTK Query cache. */
export const toastsSlice = createSlice({
  name: 'notificationToasts',
  initialState,
  reducers: {
    pushReceived: (state, action: PayloadAction<Toast>) => {
      if (state.visible.some((toast) => toast.message.id === action.payload.message.id)) return;
      state.visible.push(action.payload);
      if (state.visible.length > MAX_TOASTS) state.visible.splice(0, state.visible.length - MAX_TOASTS);
    },
    /** The learner closed the toast: its notification is then marked read (see the listeners). */
    toastDismissed: (state, action: PayloadAction<{ id: string; userId: string }>) => {
      state.visible = state.visible.filter((toast) => toast.message.id !== action.payload.id);
    },
    toastsCleared: () => initialState,
  },
  selectors: {
    selectToasts: (state) => state.visible,
  },
});

export const { pushReceived, toastDismissed, toastsCleared } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
