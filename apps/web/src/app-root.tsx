import { useCallback, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useGetLatestBuildQuery } from '@tiles/api-client';
import { SecondFactorDialog, useAvailableModes, useReloadUserOnNavigation, useSessionOwner } from '@tiles/auth';
import {
  DEFAULT_LOCALE,
  isApiErrorCode,
  localeOfPath,
  pageLocale,
  paths,
  showsInternals,
  type TextKey,
  type WebRuntimeConfig,
} from '@tiles/contracts';
import {
  AppErrorBoundary,
  appErrorRaised,
  defaultErrorScreenTexts,
  ErrorScreen,
  selectAppError,
  toAppError,
  useReloadOnNewBuild,
  type ErrorScreenTexts,
} from '@tiles/app-errors';
import { apiErrorTextKey, I18nProvider, localeEntered, selectCurrentLocale, useDocumentLanguage, useI18n } from '@tiles/i18n';
import { isOpenDuringMaintenance, NavigationGuard } from '@tiles/routing';
import { SiteContext, useSiteBootstrap, type SiteContextValue } from '@tiles/site';
import { useTrackPageViews } from '@tiles/tracking';
import { useAppDispatch, useAppSelector } from './hooks';
import { LoadingScreen } from './layouts/loading-screen';
import { MaintenanceLayout, MaintenanceMessage } from './layouts/plain-layouts';
import { pageRoutes } from './routes';

/** The error screen's message in the reader's language, from the error's code; en-GB keeps the spec's words. */
const errorMessageKeys: Partial<Record<string, TextKey>> = {
  'page-not-found': 'error.pageNotFound',
  'page-validate-failed': 'error.pageValidateFailed',
  'unknown-route-middleware': 'error.unknownMiddleware',
  'site-not-found': 'error.siteNotFound',
  'chunk-load': 'error.chunkLoad',
};

const useErrorScreenTexts = (siteName: string | undefined): ErrorScreenTexts => {
  const { t, ready } = useI18n();
  return useMemo(
    () =>
      ready
        ? {
            toolbar: (statusCode) => t('error.toolbar', { statusCode }),
            label: t('error.label'),
            goHome: t('error.goHome'),
            reload: t('error.reload'),
            avatarAlt: t('error.avatarAlt'),
            logoAlt: t('error.logoAlt', { name: siteName ?? 'Tiles Learn' }),
            stackTitle: t('error.stackTitle'),
            statusMessage: (error) =>
              error.statusCode === 404 ? t('error.status.notFound') : t('error.status.generic', { statusMessage: error.statusMessage }),
            message: (error) => {
              const key = error.code ? errorMessageKeys[error.code] : undefined;
              if (key) return t(key, error.params);
              return isApiErrorCode(error.code) ? t(apiErrorTextKey(error.code)) : t('error.unexpected');
            },
          }
        : defaultErrorScreenTexts,
    [t, ready, siteName],
  );
};

const AppErrorScreen = ({
  runtime,
  logo,
  siteName,
}: {
  runtime: WebRuntimeConfig;
  logo?: string | undefined;
  siteName?: string | undefined;
}) => {
  const error = useAppSelector(selectAppError);
  const texts = useErrorScreenTexts(siteName);
  if (!error) return null;
  return <ErrorScreen error={error} showStack={showsInternals(runtime.publicEnv)} logoFile={logo} texts={texts} />;
};

/** A new build is out when builds/latest.json names another id than the one this page was built with. */
const useNewBuildAvailable = (pollIntervalMs: number) => {
  // Only the build's id: each poll's request status would otherwise re-render the whole app.
  const { buildId } = useGetLatestBuildQuery(undefined, {
    pollingInterval: pollIntervalMs,
    skip: pollIntervalMs === 0 || import.meta.env.DEV,
    selectFromResult: ({ data }) => ({ buildId: data?.buildId }),
  });
  return Boolean(buildId && buildId !== __TILES_BUILD_ID__);
};

export type AppRootProps = { runtime: WebRuntimeConfig; onError: (error: unknown) => void };

/**
 * The app root: loads the site, follows the URL's locale, applies the navigation rules, and shows the error
 * screen instead of the app whenever an app error exists.
 */
export const AppRoot = ({ runtime, onError }: AppRootProps) => {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const storedLocale = useAppSelector(selectCurrentLocale);
  const appError = useAppSelector(selectAppError);

  const urlLocale = localeOfPath(pathname);

  // The page's locale from the first render on: lists named in it are asked for in it, never in the locale before.
  const bootstrap = useSiteBootstrap(runtime.siteId, urlLocale ?? storedLocale);
  const session = useSessionOwner();
  const modes = useAvailableModes(session);
  useReloadUserOnNavigation();
  const supported = bootstrap.site?.supportedLocale;
  // The URL's locale when the site supports it; otherwise the one kept from before, or the site's default.
  const urlLocaleSupported = Boolean(urlLocale && supported?.includes(urlLocale));
  const locale = bootstrap.site ? pageLocale(pathname, bootstrap.site, storedLocale) : storedLocale;
  // The store follows a supported URL locale from the router (the app's `followLocaleOf`), before the page renders;
  // here only the fallback is kept. Writing the URL's locale here too would write the old one back while a
  // navigation is still rendering.
  useEffect(() => {
    if (!urlLocaleSupported && locale !== storedLocale) dispatch(localeEntered(locale));
  }, [urlLocaleSupported, locale, storedLocale, dispatch]);

  useEffect(() => {
    if (bootstrap.status === 'error') dispatch(appErrorRaised(toAppError(bootstrap.error)));
  }, [bootstrap, dispatch]);

  useDocumentLanguage(locale);
  // The page's code has taken the server-rendered page over: anyone waiting to act on it (tests, tooling) may.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  useTrackPageViews(pageRoutes);
  useReloadOnNewBuild(useNewBuildAvailable(runtime.buildPollIntervalMs));

  const onNotFound = useCallback(
    ({ statusCode, message, code, path }: { statusCode: 404 | 500; message: string; code: string; path: string }) =>
      dispatch(
        appErrorRaised({
          statusCode,
          statusMessage: statusCode === 404 ? 'Not Found' : 'Internal Server Error',
          message,
          code,
          params: { path },
        }),
      ),
    [dispatch],
  );

  const site = bootstrap.site;
  let content;
  if (appError) {
    content = <AppErrorScreen runtime={runtime} logo={site?.logo} siteName={site?.niceName} />;
  } else if (bootstrap.status !== 'ready' || session.status === 'unknown') {
    content = <LoadingScreen />;
  } else if (
    session.user &&
    urlLocale &&
    urlLocale !== session.user.locale &&
    bootstrap.site.supportedLocale.includes(session.user.locale)
  ) {
    // A signed-in learner reads in their own locale: the URL follows it.
    content = <Navigate to={`${paths.inLocale(pathname, session.user.locale)}${search}`} replace />;
  } else {
    const context: SiteContextValue = {
      site: bootstrap.site,
      locales: bootstrap.locales,
      categories: bootstrap.categories,
      levels: bootstrap.levels,
      badges: bootstrap.badges,
      locale,
      runtime,
      session,
    };
    const categorySlugs = bootstrap.categories.map((category) => category.slug);
    const underMaintenance = bootstrap.site.maintenance && !modes.includes('admin') && !isOpenDuringMaintenance(pageRoutes, pathname);
    content = underMaintenance ? (
      <SiteContext.Provider value={context}>
        <MaintenanceLayout>
          <MaintenanceMessage />
        </MaintenanceLayout>
      </SiteContext.Provider>
    ) : (
      <AppErrorBoundary onError={onError}>
        <NavigationGuard
          routes={pageRoutes}
          currentLocale={locale}
          supportedLocales={bootstrap.site.supportedLocale}
          isAuthenticated={session.status === 'authenticated'}
          permissions={session.role?.permissions}
          categorySlugs={categorySlugs}
          onNotFound={onNotFound}
        >
          <SiteContext.Provider value={context}>
            {/* Another learner (or nobody) on this tab: every page is mounted afresh, keeping nothing of the one before. */}
            <Outlet key={session.user?._id ?? 'visitor'} />
            {session.user ? <SecondFactorDialog /> : null}
          </SiteContext.Provider>
        </NavigationGuard>
      </AppErrorBoundary>
    );
  }

  return (
    <I18nProvider
      locale={locale}
      fallbackLocale={site?.defaultLocale ?? DEFAULT_LOCALE}
      boilerplate={bootstrap.boilerplate}
      gender={session.user?.fields.gender}
    >
      {content}
    </I18nProvider>
  );
};
