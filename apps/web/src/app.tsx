import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import type { WebRuntimeConfig } from '@tiles/contracts';
import { GlobalStyle, theme } from '@tiles/ui-theme';
import { AppRoot } from './app-root';
import type { AppStore } from './store';

export type AppProps = { store: AppStore; runtime: WebRuntimeConfig; onError: (error: unknown) => void };

export const App = ({ store, runtime, onError }: AppProps) => (
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <AppRoot runtime={runtime} onError={onError} />
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  </StrictMode>
);
