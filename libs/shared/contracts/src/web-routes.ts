import { isLocaleCode } from './locale.js';
import { PERMISSIONS, type Permission } from './permissions.js';

/** Which frame a page is shown in: the site's header and footer, a bare page, or the maintenance notice. */
export type RouteLayout = 'default' | 'federated' | 'maintenance' | 'profile';

/** How a page view is tracked: as a page, or as the course session its path names. */
export type RouteTracking = 'page' | 'session';

/** What the product knows about one web route, on both ends: the web's table and guard, and the api's links. */
export type WebRouteMeta = {
  /** The path below its parent (`/:locale`, or the profile area), in react-router's pattern syntax. */
  path: string;
  /** Only for a signed-in learner: visitors go to `/` (spec §2, §6). */
  signedIn?: boolean;
  /** Reachable while the site is under maintenance (sign-in and out, so administrators can switch it off). */
  openDuringMaintenance?: boolean;
  tracking?: RouteTracking;
  /**
   * A rule on the route's `*` param; false gives 404 'Page Not Found: {path}'. `site` is what the site holds that a
   * path may name (its category slugs), when known.
   */
  validateSplat?: (splat: string | undefined, site: RouteValidationContext) => boolean;
  layout: RouteLayout;
  /** Only for a role with this permission: anyone else gets the 404 page (signed-out visitors go to `/` first). */
  permission?: Permission;
};

/** What a route's rule may check a path against, from the site's preloaded answers (absent while not known). */
export type RouteValidationContext = { categorySlugs?: readonly string[] | undefined };

export type SessionPath = { course: number; module: number; session: number };

const positiveInteger = /^[1-9]\d{0,8}$/;

/** `{course}/{module}/{session}`: exactly three positive integers, or null. */
export const parseSessionPath = (splat: string | undefined): SessionPath | null => {
  const parts = (splat ?? '').split('/');
  if (parts.length !== 3 || !parts.every((part) => positiveInteger.test(part))) return null;
  const [course, module, session] = parts.map(Number) as [number, number, number];
  return { course, module, session };
};

const route = (meta: WebRouteMeta) => meta;

/**
 * Every route of spec §2 with its metadata: the one place a web path is spelled. The web's route table takes its
 * paths and guard metadata from here (a test matches every builder below against that table), and the api builds
 * the links it sends (notifications, reminders) with the same builders.
 */
export const WEB_ROUTES = {
  /** Top level, without a locale. */
  federated: route({ path: '/federated/*', layout: 'federated', openDuringMaintenance: true, validateSplat: (splat) => Boolean(splat) }),
  tilesAccess: route({ path: '/tiles-access', layout: 'federated', openDuringMaintenance: true }),
  maintenance: route({ path: '/:locale/maintenance', layout: 'maintenance' }),
  /** Below `/:locale`. */
  home: route({ path: '', layout: 'default' }),
  catalogue: route({
    path: 'catalogo-corsi/*',
    layout: 'default',
    // The whole catalogue, or one category of the site; another slug names no page.
    validateSplat: (splat, { categorySlugs }) => !splat || !categorySlugs || categorySlugs.includes(splat.split('/')[0]!),
  }),
  session: route({
    path: 'course/session/*',
    layout: 'default',
    signedIn: true,
    tracking: 'session',
    validateSplat: (splat) => parseSessionPath(splat) !== null,
  }),
  course: route({ path: 'course/*', layout: 'default', signedIn: true }),
  /**
   * A course as a visitor sees it before signing up: what it teaches and takes, its modules and sessions, and the way
   * in (the spec's course page stays for signed-in learners; not in spec §2: ours).
   */
  coursePreview: route({ path: 'corso/*', layout: 'default' }),
  login: route({ path: 'login', layout: 'default', openDuringMaintenance: true }),
  logout: route({ path: 'logout', layout: 'default', openDuringMaintenance: true }),
  /** Making an account, and the pages the account mails link to (not in spec §2: ours). */
  signUp: route({ path: 'signup', layout: 'default' }),
  verifyEmail: route({ path: 'verify-email', layout: 'default' }),
  forgotPassword: route({ path: 'forgot-password', layout: 'default' }),
  resetPassword: route({ path: 'reset-password', layout: 'default' }),
  /** Where a learner lands once their account is deleted: what happened, signed out. */
  accountDeleted: route({ path: 'account-deleted', layout: 'default' }),
  /** An invitation's link: the invited person chooses their password (the reset page, welcoming). */
  acceptInvite: route({ path: 'accept-invite', layout: 'default' }),
  /** A reminder's or digest's "stop this mail" link: says which, and stops it with one press (not in spec §2: ours). */
  unsubscribe: route({ path: 'unsubscribe', layout: 'default', openDuringMaintenance: true }),
  /** Tell the administrators about an accessibility barrier (linked from the accessibility statement; ours). */
  reportBarrier: route({ path: 'accessibility/report', layout: 'default' }),
  audit: route({ path: 'admin/audit', layout: 'default', signedIn: true, permission: PERMISSIONS.readAudit }),
  adminTexts: route({ path: 'admin/texts', layout: 'default', signedIn: true, permission: PERMISSIONS.editContent }),
  adminDrafts: route({ path: 'admin/drafts', layout: 'default', signedIn: true, permission: PERMISSIONS.editContent }),
  adminNotifications: route({ path: 'admin/notifications', layout: 'default', signedIn: true, permission: PERMISSIONS.sendNotifications }),
  adminGame: route({ path: 'admin/game', layout: 'default', signedIn: true, permission: PERMISSIONS.editContent }),
  adminPages: route({ path: 'admin/pages', layout: 'default', signedIn: true, permission: PERMISSIONS.editContent }),
  adminAccounts: route({ path: 'admin/accounts', layout: 'default', signedIn: true, permission: PERMISSIONS.manageAccounts }),
  /** A teacher's groups: making them, their join links, assignments and progress (not in spec §2: ours). */
  teach: route({ path: 'teach', layout: 'default', signedIn: true, permission: PERMISSIONS.teachGroups }),
  /** A manager's groups: their figures and each person's required work, nothing more (ADR 0029; ours). */
  oversee: route({ path: 'oversee', layout: 'default', signedIn: true, permission: PERMISSIONS.overseeGroups }),
  /** A group's join link: `join/{code}`, a code of 8 letters and digits (ours). */
  join: route({ path: 'join/*', layout: 'default', signedIn: true, validateSplat: (splat) => /^[A-Za-z0-9]{8}$/.test(splat ?? '') }),
  pfPage: route({ path: 'pf/*', layout: 'default' }),
  /**
   * Anyone checks a credential here, signed in or not: a file, a pasted text or a link; `verify/{token}` shows one a
   * learner shared (not in spec §2: ours).
   */
  verify: route({ path: 'verify/*', layout: 'default', validateSplat: (splat) => !splat || /^[A-Za-z0-9_-]{22}$/.test(splat) }),
  /** How study time is measured: what a credential's minutes mean, linked from every one as its evidence (ours). */
  measuredTime: route({ path: 'how-time-is-measured', layout: 'default' }),
  /**
   * Offline, where the service worker sends a page it cannot serve (`from`: the address asked for): says so, lists
   * the courses kept offline, and goes back to `from` by itself when the connection returns (not in spec §2: ours).
   */
  offlineFallback: route({ path: 'offline', layout: 'default', openDuringMaintenance: true }),
  profile: route({ path: 'profile', layout: 'profile', signedIn: true }),
  /** Below `/:locale/profile`: the profile area's tabs. */
  myCourses: route({ path: 'user-courses', layout: 'profile' }),
  archive: route({ path: 'user-archive', layout: 'profile' }),
  progress: route({ path: 'user-progress', layout: 'profile' }),
  /** Spaced review of the cards the learner's answers made, across courses (not in spec §2: ours). */
  review: route({ path: 'user-review', layout: 'profile' }),
  userData: route({ path: 'user-data', layout: 'profile' }),
  /** What this browser keeps for studying offline (not in spec §2: ours). */
  offline: route({ path: 'user-offline', layout: 'profile' }),
  /** The daily goal, reminders and notifications, push on this device, review limits (not in spec §2: ours). */
  settings: route({ path: 'user-settings', layout: 'profile' }),
  /** The learner's groups: what each may see of her, her sharing choice, leaving (ours). */
  myGroups: route({ path: 'user-groups', layout: 'profile' }),
  /** Any other path below `/:locale`: a content page, or 404. */
  page: route({ path: '*', layout: 'default' }),
} as const satisfies Record<string, WebRouteMeta>;

export type WebRouteId = keyof typeof WEB_ROUTES;

/** The profile area's tabs (spec §2). */
export const PROFILE_TABS = [
  WEB_ROUTES.myCourses.path,
  WEB_ROUTES.archive.path,
  WEB_ROUTES.progress.path,
  WEB_ROUTES.review.path,
  WEB_ROUTES.userData.path,
  WEB_ROUTES.offline.path,
  WEB_ROUTES.settings.path,
  WEB_ROUTES.myGroups.path,
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

/** The fixed part of a route's path (before its `*`). */
const stem = (id: WebRouteId) => WEB_ROUTES[id].path.replace(/\/?\*$/, '');
const below = (locale: string, ...parts: string[]) => `/${[locale, ...parts].filter(Boolean).join('/')}`;

/** Typed link builders for every route above: links are built here, never written as strings. */
export const paths = {
  /** The locale's home; with `returnTo`, the page a visitor was sent home from, to continue to after signing in. */
  home: (locale: string, returnTo?: string) => withQuery(below(locale), { returnTo }),
  offlineFallback: (locale: string, from?: string) => withQuery(below(locale, stem('offlineFallback')), { from }),
  catalogue: (locale: string, categorySlug?: string) => below(locale, stem('catalogue'), categorySlug ?? ''),
  course: (locale: string, course: { _id: number; slug?: string | undefined }) =>
    below(locale, stem('course'), String(course._id), course.slug ?? ''),
  coursePreview: (locale: string, course: { _id: number; slug?: string | undefined }) =>
    below(locale, stem('coursePreview'), String(course._id), course.slug ?? ''),
  session: (locale: string, course: number, position: { module: number; session: number }) =>
    below(locale, stem('session'), String(course), String(position.module), String(position.session)),
  /** With `signInError`, why a sign-in through a provider's pages came back without signing in. */
  login: (locale: string, returnTo?: string, signInError?: string) => withQuery(below(locale, stem('login')), { returnTo, signInError }),
  logout: (locale: string) => below(locale, stem('logout')),
  /** With `returnTo`, the page to reach once the account is made (it travels through the verification mail). */
  signUp: (locale: string, returnTo?: string) => withQuery(below(locale, stem('signUp')), { returnTo }),
  /** The links of the account's mails carry their single-use token in `token` (and a sign-up's `returnTo`). */
  verifyEmail: (locale: string, token?: string, returnTo?: string) => withQuery(below(locale, stem('verifyEmail')), { token, returnTo }),
  forgotPassword: (locale: string) => below(locale, stem('forgotPassword')),
  resetPassword: (locale: string, token?: string) => withQuery(below(locale, stem('resetPassword')), { token }),
  accountDeleted: (locale: string) => below(locale, stem('accountDeleted')),
  acceptInvite: (locale: string, token?: string) => withQuery(below(locale, stem('acceptInvite')), { token }),
  unsubscribe: (locale: string, link: { u: string; k: string; s: string }) => withQuery(below(locale, stem('unsubscribe')), link),
  profile: (locale: string, tab?: ProfileTab) => below(locale, stem('profile'), tab ?? ''),
  /** A generic content page: `slug` is the path after the locale (`chi-siamo`, `pf/privacy`). */
  page: (locale: string, slug: string) => below(locale, slug.replace(/^\//, '')),
  maintenance: (locale: string) => WEB_ROUTES.maintenance.path.replace(':locale', locale),
  audit: (locale: string) => below(locale, stem('audit')),
  reportBarrier: (locale: string, from?: string) => withQuery(below(locale, stem('reportBarrier')), { from }),
  /** Admin mode's editors: interface texts, pending drafts, the notification composer. */
  adminTexts: (locale: string) => below(locale, stem('adminTexts')),
  adminDrafts: (locale: string) => below(locale, stem('adminDrafts')),
  adminNotifications: (locale: string) => below(locale, stem('adminNotifications')),
  adminGame: (locale: string) => below(locale, stem('adminGame')),
  /** The pages editor, opened on one page when `page` is given. */
  adminPages: (locale: string, page?: { path: string; locale: string }) =>
    withQuery(below(locale, stem('adminPages')), { path: page?.path, locale: page?.locale }),
  adminAccounts: (locale: string) => below(locale, stem('adminAccounts')),
  teach: (locale: string) => below(locale, stem('teach')),
  oversee: (locale: string) => below(locale, stem('oversee')),
  join: (locale: string, code: string) => below(locale, stem('join'), code),
  /** The verification page, showing the shared credential of `token` when given. */
  verify: (locale: string, token?: string) => below(locale, stem('verify'), token ?? ''),
  measuredTime: (locale: string) => below(locale, stem('measuredTime')),
  federated: (provider: string) => `${stem('federated')}/${provider}`,
  tilesAccess: () => WEB_ROUTES.tilesAccess.path,
  /** The same page in another locale: `/it-IT/catalogo-corsi` -> `/en-GB/catalogo-corsi`. */
  inLocale: (pathname: string, locale: string) => below(locale, pathname.split('/').slice(2).join('/')),
};

/** A path's locale: its first segment when that is a locale code (every localised route is below `/:locale`). */
export const localeOfPath = (pathname: string): string | undefined => {
  const first = pathname.split('/')[1] ?? '';
  return isLocaleCode(first) ? first : undefined;
};

/**
 * The locale a page is in, decided the same way by the server and the browser: the URL's when the site supports
 * it; else `kept` (the reader's locale so far) when the site supports that; else the site's default.
 */
export const pageLocale = (
  pathname: string,
  site: { supportedLocale: readonly string[]; defaultLocale: string },
  kept?: string,
): string => {
  const asked = localeOfPath(pathname);
  if (asked && site.supportedLocale.includes(asked)) return asked;
  return kept && site.supportedLocale.includes(kept) ? kept : site.defaultLocale;
};
