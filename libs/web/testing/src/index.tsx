import { combineSlices, configureStore, createListenerMiddleware, type ListenerMiddlewareInstance, type Slice } from '@reduxjs/toolkit';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { api, configureApiClient } from '@tiles/api-client';
import type { BoilerplateEntry, Site, TextKey } from '@tiles/contracts';
import { I18nProvider } from '@tiles/i18n';
import { theme } from '@tiles/ui-kit';

/** The demo site as tests need it: three locales, it-IT first, not under maintenance. */
export const TEST_SITE: Site = {
  _id: 'tiles',
  niceName: 'Tiles',
  logo: 'tiles.svg',
  defaultLocale: 'it-IT',
  supportedLocale: ['it-IT', 'en-GB', 'de-DE'],
  maintenance: false,
  signUp: 'open',
};

/** The api's address in tests: the calls go to `fetch`, which the test stubs. */
export const TEST_API_URL = 'http://tiles.test/';

/**
 * The interface texts a test gives in `locale`, by key: tests find every other text as its own key (a missing text
 * shows its key), without the seed.
 */
export const textsAsKeys = (locale = 'en-GB', texts: Partial<Record<TextKey, string>> = {}): BoilerplateEntry[] =>
  Object.entries(texts).map(([key, text]) => ({ key, translations: { [locale]: text ?? key } }));

export type TestStoreOptions = {
  /** Slices beside the api's (session, toasts...). */
  slices?: Slice[];
  /** The listeners the code under test relies on (the session's, the notifications'...). */
  listeners?: ((listeners: ListenerMiddlewareInstance) => unknown)[];
  /** The locale every call says (`tiles-locale-code`), unless the call names its own. */
  locale?: string;
};

/** A store of the one api wired to TEST_API_URL, with the given slices and listeners: one per test. */
export const createTestStore = ({ slices = [], listeners = [], locale = 'en-GB' }: TestStoreOptions = {}) => {
  configureApiClient({
    baseUrl: TEST_API_URL,
    requestContext: () => ({ siteId: 'tiles', localeCode: locale }),
    sleep: async () => undefined,
  });
  const middleware = createListenerMiddleware();
  for (const start of listeners) start(middleware);
  return configureStore({
    reducer: combineSlices(api, ...slices),
    middleware: (getDefault) => getDefault().prepend(middleware.middleware).concat(api.middleware),
  });
};

export type TestStore = ReturnType<typeof createTestStore>;

export type ProvidersOptions = {
  store?: TestStore;
  locale?: string;
  boilerplate?: BoilerplateEntry[];
  /** The memory router's first entry. */
  path?: string;
};

/** Store, theme, texts and a memory router around `children`: what every page of the app has around it. */
export const TestProviders = ({
  store = createTestStore(),
  locale = 'en-GB',
  boilerplate = textsAsKeys(locale),
  path = '/',
  children,
}: ProvidersOptions & { children: ReactNode }) => (
  <Provider store={store}>
    <ThemeProvider theme={theme}>
      <I18nProvider locale={locale} fallbackLocale={locale} boilerplate={boilerplate}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </I18nProvider>
    </ThemeProvider>
  </Provider>
);

/** Renders `ui` inside TestProviders; answers Testing Library's result and the store. */
export const renderWithProviders = (
  ui: ReactElement,
  { store = createTestStore(), ...options }: ProvidersOptions & Omit<RenderOptions, 'wrapper'> = {},
) => {
  const { locale, boilerplate, path, ...renderOptions } = options;
  const providers = { store, ...(locale ? { locale } : {}), ...(boilerplate ? { boilerplate } : {}), ...(path ? { path } : {}) };
  return { store, ...render(<TestProviders {...providers}>{ui}</TestProviders>, renderOptions) };
};
