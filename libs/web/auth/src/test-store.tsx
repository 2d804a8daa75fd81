import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { api, configureApiClient } from '@tiles/api-client';
import { textKeys, type BoilerplateEntry } from '@tiles/contracts';
import { I18nProvider } from '@tiles/i18n';
import { theme } from '@tiles/ui-theme';
import { startSessionListeners } from './session-listeners';
import { sessionSlice } from './session-slice';

const reducer = combineSlices(api, sessionSlice);

export const createTestStore = () => {
  configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'en-GB' }) });
  const listeners = createListenerMiddleware<ReturnType<typeof reducer>>();
  startSessionListeners(listeners);
  return configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });
};

/** Every text renders as its key, so tests can find texts without the seed. */
const keysAsTexts: BoilerplateEntry[] = textKeys.map((key) => ({ key, translations: { 'en-GB': `${key}` } }));

export const WhereAmI = () => {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
};

export const TestShell = ({ store, path, children }: { store: ReturnType<typeof createTestStore>; path: string; children: ReactNode }) => (
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <I18nProvider locale="en-GB" fallbackLocale="en-GB" boilerplate={keysAsTexts}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="*" element={<>{children}<WhereAmI /></>} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </ThemeProvider>
  </Provider>
);

export const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
