import { paths } from '@tiles/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useText, useI18n } from '@tiles/i18n';
import { siteArgs, useGetCategoriesQuery } from '@tiles/site';
import { Button, CardGrid, Container } from '@tiles/ui-kit';
import { CourseCard } from './course-card';
import { useGetCatalogueQuery } from './courses-api';
import { Empty, LoadError, Loading } from './screen-state';
import { CATALOGUE_PAGE_SIZE, catalogueArg } from './page-args';

const PAGE_SIZE = CATALOGUE_PAGE_SIZE;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    padding: 0;
    margin: 0;
  }
  ul a {
    display: inline-block;
    padding: 6px 14px;
    border-radius: 999px;
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  ul a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-color: transparent;
  }
  form {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: flex-end;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 500;
    flex: 1;
    min-width: 220px;
    max-width: 480px;
  }
  input {
    font: inherit;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: 16px;
  align-items: center;
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

/** `/{locale}/catalogo-corsi/{category?}`: courses by category, searchable, one page at a time. */
export const CatalogueScreen = ({ categorySlug }: { categorySlug?: string | undefined }) => {
  const t = useText();
  const { locale } = useI18n();
  const [search, setSearch] = useSearchParams();
  const arg = catalogueArg(locale, categorySlug, search);
  const q = arg.query.q ?? '';
  const page = arg.query.page;
  const [draft, setDraft] = useState(q);
  const { data: categories = [] } = useGetCategoriesQuery(siteArgs.categories(locale));
  const catalogue = useGetCatalogueQuery(arg);
  // The results of this query only: a search that fails never shows the previous query's results under it.
  const results = catalogue.currentData;
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  const pages = results ? Math.max(1, Math.ceil(results.total / PAGE_SIZE)) : 1;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.trim()) next.set('q', draft.trim());
    setSearch(next);
  };
  const pageLink = (target: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(target));
    return `?${next.toString()}`;
  };

  return (
    <Container>
      <h1>{category ? `${t('page.catalogue.title')}: ${category.name}` : t('page.catalogue.title')}</h1>
      <p>{t('catalogue.intro')}</p>
      <Filters>
        <nav aria-label={t('catalogue.categories')}>
          <ul>
            <li>
              <Link to={paths.catalogue(locale)} aria-current={categorySlug ? undefined : 'page'}>
                {t('catalogue.allCategories')}
              </Link>
            </li>
            {categories.map((candidate) => (
              <li key={candidate._id}>
                <Link to={paths.catalogue(locale, candidate.slug)} aria-current={candidate.slug === categorySlug ? 'page' : undefined}>
                  {candidate.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <form role="search" onSubmit={onSearch}>
          <label>
            {t('catalogue.search')}
            <input type="search" name="q" value={draft} onChange={(event) => setDraft(event.target.value)} maxLength={100} />
          </label>
          <Button type="submit">{t('catalogue.searchButton')}</Button>
        </form>
      </Filters>

      {!results && catalogue.isFetching ? <Loading /> : null}
      {catalogue.isError ? <LoadError error={catalogue.error} onRetry={() => void catalogue.refetch()} /> : null}
      {results ? (
        <>
          {/* One message when nothing matches: the count would only say it again. */}
          <p role="status">{results.total === 0 ? t('catalogue.empty') : t('catalogue.results', { count: results.total })}</p>
          {results.items.length === 0 ? (
            results.total === 0 ? null : (
              <Empty>{t('catalogue.empty')}</Empty>
            )
          ) : (
            <CardGrid $wide>
              {results.items.map((course, position) => (
                <li key={course._id}>
                  <CourseCard course={course} locale={locale} position={position} />
                </li>
              ))}
            </CardGrid>
          )}
          {pages > 1 ? (
            <Pager aria-label={t('catalogue.pagination')}>
              {page > 1 ? <Link to={pageLink(page - 1)}>{t('catalogue.previousPage')}</Link> : null}
              <span>{t('catalogue.page', { page, pages })}</span>
              {page < pages ? <Link to={pageLink(page + 1)}>{t('catalogue.nextPage')}</Link> : null}
            </Pager>
          ) : null}
        </>
      ) : null}
    </Container>
  );
};
