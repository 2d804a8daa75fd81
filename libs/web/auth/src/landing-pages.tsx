import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { authOperations, isSafeReturnPath, operationUrl, paths, type WebRuntimeConfig } from '@tiles/contracts';
import { useErrorText, useI18n, useText } from '@tiles/i18n';
import { Actions, ButtonLink } from '@tiles/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { useFederatedLoginMutation, useLogoutMutation } from './auth-api';
import { providerSignOutOffered, selectProviderSignOut, selectSigningOut, type sessionSlice, type SessionState } from './session-slice';
import { useSession } from './use-session';

/** The provider's token and where to continue, from a landing URL (`#id_token=` as OIDC sends it, or `?token=`). */
export const readLandingParams = (search: string, hash: string) => {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const token = fragment.get('id_token') ?? fragment.get('token') ?? query.get('id_token') ?? query.get('token') ?? '';
  const returnTo = query.get('returnTo') ?? fragment.get('state') ?? query.get('state') ?? '/';
  return { token, returnTo: isSafeReturnPath(returnTo) ? returnTo : '/', provider: query.get('provider') ?? undefined };
};

/**
 * Tokens this page has already presented. A sign-in mounts the pages afresh (a new session), and the remounted landing
 * reads the same token from the router's location again: presented twice, the second is refused as a replay, and
 * the refusal counts against the sign-in limit of the learner's address (a class behind one address would run out).
 */
const presentedTokens = new Set<string>();

/**
 * Signs in with the token the landing URL carries, then continues to returnTo. The token is taken off the
 * address bar at once, so it stays out of the history and of any link the learner copies.
 */
const Landing = ({ provider, title }: { provider: string; title: string }) => {
  const t = useText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { search, hash, pathname } = useLocation();
  const [federatedLogin] = useFederatedLoginMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { token, returnTo } = readLandingParams(search, hash);
    window.history.replaceState(window.history.state, '', pathname);
    if (!token) {
      setProblem(t('federated.missingToken'));
      return;
    }
    // The first landing's sign-in is under way, or done: it continues to returnTo.
    if (presentedTokens.has(token)) return;
    presentedTokens.add(token);
    federatedLogin({ body: { provider, token, returnTo } })
      .unwrap()
      .then((result) => navigate(result.returnTo, { replace: true }))
      .catch((error: unknown) => setProblem(t('federated.error', { message: errorText(error) })));
  }, [errorText, federatedLogin, hash, navigate, pathname, provider, search, t]);

  return (
    <>
      <h1>{title}</h1>
      {problem ? (
        <>
          <p role="alert">{problem}</p>
          <p>
            <Link to="/">{t('federated.backHome')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('federated.signingIn')}</p>
      )}
    </>
  );
};

/** `/federated/{provider...}`: the provider sends the learner back here with an ID token. */
export const FederatedLanding = ({ provider }: { provider: string }) => {
  const t = useText();
  return <Landing provider={provider} title={t('page.federated.title')} />;
};

/** Provider used by `/tiles-access` links that do not name one. */
export const DEFAULT_ACCESS_PROVIDER = 'tiles-access';

/** `/tiles-access?token=…&returnTo=…[&provider=…]`: an access link that signs the learner in. */
export const TilesAccessLanding = () => {
  const t = useText();
  const { search, hash } = useLocation();
  const [provider] = useState(() => readLandingParams(search, hash).provider ?? DEFAULT_ACCESS_PROVIDER);
  return <Landing provider={provider} title={t('page.tilesAccess.title')} />;
};

type StateWithSession = { [K in typeof sessionSlice.reducerPath]: SessionState };
type SignInProvider = NonNullable<WebRuntimeConfig['signInProviders']>[number];

/** The api's address that sends the browser to a provider's own sign-out page, and back home in `locale`. */
export const providerSignOutHref = (provider: string, locale: string) =>
  `/${operationUrl(authOperations.endProviderSession, { provider }, { locale })}`;

/**
 * `/{locale}/logout`: closes the session and goes home. A session a provider's pages signed in leaves her signed in
 * there: the page then stays (mounted afresh for nobody), says so, and offers the provider's own sign-out.
 */
export const LogoutPage = ({ providers = [] }: { providers?: readonly SignInProvider[] | undefined }) => {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [logout] = useLogoutMutation();
  const { status } = useSession();
  const started = useRef(false);
  const offeredId = useSelector((state: StateWithSession) => selectProviderSignOut(state));
  const offered = providers.find((provider) => provider.id === offeredId);
  const signingOut = useSelector((state: StateWithSession) => selectSigningOut(state));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stays = Boolean(offered) && status !== 'authenticated';
  useEffect(() => {
    if (stays) {
      headingRef.current?.focus();
      return;
    }
    // Mounted afresh for nobody before the sign-out's answer is in (the server closed the live channel, and the user
    // call said "nobody" first): the answer says whether this page stays to offer the provider's sign-out.
    if (signingOut || started.current) return;
    started.current = true;
    // Signing out mounts the pages afresh (a new session): this page then only has to go home. Home is the page's
    // own (`/it-IT`), not `/`: the instance the logout started from goes home too, once its answer is in, and a
    // late `/` could cancel the redirect the first one made and leave the reader on a bare `/`.
    const home = paths.home(locale);
    if (status !== 'authenticated') {
      navigate(home, { replace: true });
      return;
    }
    // A provider's sign-out on offer: the page mounted afresh for nobody shows it and stays.
    void logout()
      .unwrap()
      .then(
        ({ providerSignOut }) => {
          if (!providerSignOut) navigate(home, { replace: true });
        },
        () => navigate(home, { replace: true }),
      );
  }, [locale, logout, navigate, signingOut, status, stays]);
  if (stays && offered)
    return (
      <>
        <h1 tabIndex={-1} ref={headingRef}>
          {t('logout.done')}
        </h1>
        <p>{t('logout.provider', { label: offered.label })}</p>
        <Actions>
          <ButtonLink href={providerSignOutHref(offered.id, locale)}>{t('logout.providerButton', { label: offered.label })}</ButtonLink>
          <ButtonLink as={Link} to={paths.home(locale)} $variant="secondary" onClick={() => dispatch(providerSignOutOffered(null))}>
            {t('logout.home')}
          </ButtonLink>
        </Actions>
      </>
    );
  return (
    <>
      <h1>{t('page.logout.title')}</h1>
      <p role="status">{t('logout.signingOut')}</p>
    </>
  );
};
