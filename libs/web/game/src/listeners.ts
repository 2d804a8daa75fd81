import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { pushReceived } from '@tiles/notifications';
import { GAME_TAGS, gameApi } from './game-api';

/** A game award pushed live (level up, badge tier, freeze, repair): the progress page shows it at once. */
export const startGameListeners = <State>(listeners: ListenerMiddlewareInstance<State>) => {
  listeners.startListening({
    actionCreator: pushReceived,
    effect: ({ payload }, listenerApi) => {
      if (payload.message.notification.type.startsWith('game.')) listenerApi.dispatch(gameApi.util.invalidateTags([...GAME_TAGS]));
    },
  });
};
