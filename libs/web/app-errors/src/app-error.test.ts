import { describe, expect, it } from 'vitest';
import { appErrorCleared, appErrorRaised, appErrorSlice } from './app-error-slice';
import { toAppError } from './app-error';

describe('toAppError', () => {
  it('reads an api error body', () => {
    expect(toAppError({ statusCode: 404, error: 'Not Found', message: "Site not found: no site with id 'x'" })).toEqual({
      statusCode: 404,
      statusMessage: 'Not Found',
      message: "Site not found: no site with id 'x'",
      stack: undefined,
    });
  });

  it('turns a thrown Error into a 500 with its stack', () => {
    const error = new Error('boom');
    expect(toAppError(error)).toEqual({ statusCode: 500, statusMessage: 'Internal Server Error', message: 'boom', stack: error.stack });
  });

  it.each([null, undefined, 42, { statusCode: 99 }])('copes with %p', (value) => {
    expect(toAppError(value).statusCode).toBe(500);
  });

  it('uses a network error as it is', () => {
    expect(toAppError({ statusCode: 0, error: 'Network error', message: 'The server could not be reached' })).toMatchObject({
      statusCode: 500,
      statusMessage: 'Network error',
    });
  });
});

describe('appErrorSlice', () => {
  it('keeps the first error until cleared', () => {
    const first = toAppError('first');
    let state = appErrorSlice.reducer(undefined, appErrorRaised(first));
    state = appErrorSlice.reducer(state, appErrorRaised(toAppError('second')));
    expect(state.current).toEqual(first);
    expect(appErrorSlice.reducer(state, appErrorCleared()).current).toBeNull();
  });
});
