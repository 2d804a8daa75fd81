import { createAction } from '@reduxjs/toolkit';

/**
 * The network is back (the browser's `online` event, or an answer from the api after a silence): every queue of
 * writes made offline (completions, answers) goes out.
 */
export const networkCameBack = createAction('api/networkCameBack');
