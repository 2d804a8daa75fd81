import { paths, returnToOf } from '@tiles/contracts';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { useText } from '@tiles/i18n';
import { ButtonLink, Card, Container, up } from '@tiles/ui-kit';
import { LearnerHome } from '@tiles/profile';
import { usePageTitle, useSiteContext } from '@tiles/site';

const Hero = styled.section`
  padding: ${({ theme }) => theme.spacing(4)} 0;
  h1 {
    font-size: 2rem;
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  ${up('md')} {
    h1 {
      font-size: 2.75rem;
    }
  }
  p {
    max-width: 60ch;
    font-size: 1.125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Categories = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  grid-template-columns: 1fr;
  list-style: none;
  padding: 0;
  ${up('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: block;
    text-decoration: none;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.25rem;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** A visitor's welcome: what the site is, the catalogue, signing in. */
const VisitorWelcome = ({ title }: { title: string }) => {
  const t = useText();
  const { locale } = useSiteContext();
  const { search } = useLocation();
  return (
    <Hero>
      <h1>{title}</h1>
      <p>{t('home.welcome')}</p>
      <p>{t('home.intro')}</p>
      <Actions>
        <ButtonLink as={Link} to={paths.catalogue(locale)}>
          {t('home.exploreCatalogue')}
        </ButtonLink>
        <ButtonLink as={Link} to={paths.login(locale, returnToOf(search))} $variant="secondary">
          {t('nav.login')}
        </ButtonLink>
      </Actions>
      <p>{t('home.signInPrompt')}</p>
    </Hero>
  );
};

/** The home: a visitor's welcome, or the signed-in learner's own home; the site's categories below both. */
export const HomePage = () => {
  const t = useText();
  const { site, categories, locale, session } = useSiteContext();
  usePageTitle(site.niceName, site.niceName);
  return (
    <Container>
      {session.user ? (
        <section aria-labelledby="home-learner">
          <LearnerHome locale={locale} name={session.user.fields.name} />
        </section>
      ) : (
        <VisitorWelcome title={t('home.title', { name: site.niceName })} />
      )}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('home.categories')}</h2>
        {categories.length === 0 ? (
          <p>{t('home.categoriesEmpty')}</p>
        ) : (
          <Categories>
            {categories.map((category) => (
              <li key={category._id}>
                <Card as="div">
                  <Link to={paths.catalogue(locale, category.slug)}>{category.name}</Link>
                </Card>
              </li>
            ))}
          </Categories>
        )}
      </section>
    </Container>
  );
};
