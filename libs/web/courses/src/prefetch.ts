import type { PrefetchInput, PrefetchRequest } from '@tiles/routing';
import { parseSessionPath } from '@tiles/contracts';
import { catalogueOutcome, courseOutcome, routeOutcome, sessionOutcome, sessionUrl } from './courses-api';
import { parseCourseId } from './course-path';
import { catalogueArg, categorySlugOf, contentPathOf } from './page-args';

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();

/** The catalogue page's list. */
export const prefetchCatalogue = ({ params, searchParams, locale }: PrefetchInput): PrefetchRequest[] => {
  const arg = catalogueArg(locale, categorySlugOf(params['*']), searchParams);
  const { locale: _locale, ...filters } = arg;
  return [
    {
      endpointName: 'getCatalogue',
      arg,
      url: `api/lms/courses?${query(filters)}`,
      read: (response) => catalogueOutcome.parse(response).outcome,
    },
  ];
};

/** A course page's course (for a malformed id, the generic page its path names: usually a 404). */
export const prefetchCourse = (input: PrefetchInput): PrefetchRequest[] => {
  const { params, locale } = input;
  const course = parseCourseId(params['*']);
  return course
    ? [
        {
          endpointName: 'getCourse',
          arg: { locale, course },
          url: `api/lms/courses/${course}`,
          read: (response) => courseOutcome.parse(response).outcome,
          definesPage: true,
        },
      ]
    : prefetchGenericPage(input);
};

/** A session page's session: a session that does not exist makes the page a 404 from its first answer. */
export const prefetchSession = ({ params, locale }: PrefetchInput): PrefetchRequest[] => {
  const address = parseSessionPath(params['*']);
  return address
    ? [
        {
          endpointName: 'getSession',
          arg: { ...address, locale },
          url: sessionUrl(address),
          read: (response) => sessionOutcome.parse(response).outcome,
          definesPage: true,
        },
      ]
    : [];
};

/** A generic page (or the redirect its route rule gives). */
export const prefetchGenericPage = ({ pathname, locale }: PrefetchInput): PrefetchRequest[] => {
  const path = contentPathOf(pathname);
  return [
    {
      endpointName: 'resolveRoute',
      arg: { locale, path },
      url: `api/content/route?${query({ path })}`,
      read: (response) => routeOutcome.parse(response).outcome,
      definesPage: true,
    },
  ];
};
