import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { WebRuntimeConfig } from '@tiles/contracts';
import { GlobalStyle, theme } from '@tiles/ui-theme';
import { AppRoot } from './app-root';
import { pageRoutes } from './routes';
import type { AppStore } from './store';

export type AppProps = { store: AppStore; runtime: WebRuntimeConfig; onError: (error: unknown) => void };

/** While the first page's code loads (before the app root and its texts exist): an empty, busy page. */
const BootFallback = () => <div aria-busy="true" style={{ minHeight: '100vh' }} />;

/** The data router over the route table: the app root (site, session, guard) around every page. */
const createAppRouter = (runtime: WebRuntimeConfig, onError: (error: unknown) => void) =>
  createBrowserRouter([{ element: <AppRoot runtime={runtime} onError={onError} />, hydrateFallbackElement: <BootFallback />, children: pageRoutes }]);

export const App = ({ store, runtime, onError }: AppProps) => {
  const [router] = useState(() => createAppRouter(runtime, onError));
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
};
