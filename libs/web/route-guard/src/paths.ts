/** The profile area's tabs (spec §2). */
export const PROFILE_TABS = ['user-courses', 'user-archive', 'user-progress', 'user-data'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

/**
 * Typed builders for every route of the product: links are built here, never written as strings, so the route
 * table (the host's `routes.tsx`, whose paths match these) stays the one place a path is spelled.
 */
export const paths = {
  home: (locale: string) => `/${locale}`,
  catalogue: (locale: string, categorySlug?: string) => (categorySlug ? `/${locale}/catalogo-corsi/${categorySlug}` : `/${locale}/catalogo-corsi`),
  course: (locale: string, course: { _id: number; slug?: string | undefined }) =>
    course.slug ? `/${locale}/course/${course._id}/${course.slug}` : `/${locale}/course/${course._id}`,
  session: (locale: string, course: number, position: { module: number; session: number }) =>
    `/${locale}/course/session/${course}/${position.module}/${position.session}`,
  login: (locale: string, returnTo?: string) => withQuery(`/${locale}/login`, { returnTo }),
  logout: (locale: string) => `/${locale}/logout`,
  profile: (locale: string, tab?: ProfileTab) => (tab ? `/${locale}/profile/${tab}` : `/${locale}/profile`),
  /** A generic content page: `slug` is the path after the locale (`chi-siamo`, `pf/privacy`). */
  page: (locale: string, slug: string) => `/${locale}/${slug.replace(/^\//, '')}`,
  maintenance: (locale: string) => `/${locale}/maintenance`,
  audit: (locale: string) => `/${locale}/admin/audit`,
  /** Admin mode's editors: interface texts, pending drafts, the notification composer. */
  adminTexts: (locale: string) => `/${locale}/admin/texts`,
  adminDrafts: (locale: string) => `/${locale}/admin/drafts`,
  adminNotifications: (locale: string) => `/${locale}/admin/notifications`,
  adminGame: (locale: string) => `/${locale}/admin/game`,
  /** The pages editor, opened on one page when `page` is given. */
  adminPages: (locale: string, page?: { path: string; locale: string }) => withQuery(`/${locale}/admin/pages`, { path: page?.path, locale: page?.locale }),
  federated: (provider: string) => `/federated/${provider}`,
  tilesAccess: () => '/tiles-access',
  /** The same page in another locale: `/it-IT/catalogo-corsi` -> `/en-GB/catalogo-corsi`. */
  inLocale: (pathname: string, locale: string) => {
    const rest = pathname.split('/').slice(2).join('/');
    return rest ? `/${locale}/${rest}` : `/${locale}`;
  },
};
