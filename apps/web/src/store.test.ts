import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@tiles/api-client';
import { appErrorRaised } from '@tiles/error-screen';
import { createStore } from './store';

afterEach(() => vi.unstubAllGlobals());

describe('store', () => {
  it('starts in the locale of the URL', () => {
    expect(createStore({ initialLocale: 'de-DE' }).getState().locale.current).toBe('de-DE');
    expect(createStore().getState().locale.current).toBe('it-IT');
  });

  it('reports every app error to the api once', async () => {
    const requests: Request[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      requests.push(request);
      return new Response(null, { status: 204 });
    });
    configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
    const store = createStore();
    store.dispatch(appErrorRaised({ statusCode: 404, statusMessage: 'Not Found', message: 'Page not found: /x' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/client-errors');
    expect(await requests[0]!.json()).toEqual({ statusCode: 404, message: 'Page not found: /x', path: '/' });
    expect(store.getState().appError.current?.statusCode).toBe(404);
  });
});
