/** Courses per catalogue page. */
export const CATALOGUE_PAGE_SIZE = 12;

/**
 * The arguments each screen asks its data with, built from the URL: the screens and the routes' prefetch use
 * these same functions, so what the server renders is what the browser's cache holds under the same key.
 */
export type CatalogueArg = {
  locale: string;
  query: { category: string | undefined; q: string | undefined; page: number; pageSize: number };
};

export const catalogueArg = (locale: string, categorySlug: string | undefined, search: URLSearchParams): CatalogueArg => {
  const q = search.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { locale, query: { category: categorySlug, q: q || undefined, page, pageSize: CATALOGUE_PAGE_SIZE } };
};

export const categorySlugOf = (splat: string | undefined) => splat?.split('/')[0] || undefined;

/** The path after the locale prefix: what generic pages and route rules are keyed by. */
export const contentPathOf = (pathname: string) => `/${pathname.split('/').slice(2).join('/')}`;
