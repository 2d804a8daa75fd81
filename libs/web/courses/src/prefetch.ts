import { prefetchOf } from '@tiles/api-client';
import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';
import { parseSessionPath } from '@tiles/contracts';
import { contentOperations, lmsOperations } from '@tiles/contracts-courses';
import { parseCourseId } from './course-path';
import { catalogueArg, categorySlugOf, contentPathOf } from './page-args';

/** The catalogue page's list. */
export const prefetchCatalogue = ({ params, searchParams, locale }: PrefetchInput): PrefetchRequest[] => [
  prefetchOf('getCatalogue', lmsOperations.getCatalogue, catalogueArg(locale, categorySlugOf(params['*']), searchParams)),
];

/** A course page's course (for a malformed id, the generic page its path names: usually a 404). */
export const prefetchCourse = (input: PrefetchInput): PrefetchRequest[] => {
  const course = parseCourseId(input.params['*']);
  return course ? [prefetchOf('getCourse', lmsOperations.getCourse, { locale: input.locale, course }, true)] : prefetchGenericPage(input);
};

/** A session page's session: a session that does not exist makes the page a 404 from its first answer. */
export const prefetchSession = ({ params, locale }: PrefetchInput): PrefetchRequest[] => {
  const address = parseSessionPath(params['*']);
  return address ? [prefetchOf('getSession', lmsOperations.getSession, { ...address, locale }, true)] : [];
};

/** A generic page (or the redirect its route rule gives). */
export const prefetchGenericPage = ({ pathname, locale }: PrefetchInput): PrefetchRequest[] => [
  prefetchOf('resolveRoute', contentOperations.resolveRoute, { locale, query: { path: contentPathOf(pathname) } }, true),
];
