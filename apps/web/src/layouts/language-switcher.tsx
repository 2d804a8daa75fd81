import { paths } from '@tiles/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { useSession, useUpdateLocaleMutation } from '@tiles/auth';
import styled from 'styled-components';
import { down, up, visuallyHidden } from '@tiles/ui-kit';
import { useFormatters, useText } from '@tiles/i18n';

const Alert = styled.p`
  margin: 0 0 4px;
  padding: 4px 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.875rem;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${down('sm')} {
    gap: 2px;
  }
`;

const LanguageLink = styled(Link)`
  display: inline-block;
  padding: 6px 10px;
  border-radius: 999px;
  color: inherit;
  text-decoration: none;
  font-size: 0.875rem;
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: 500;
  }
  &:hover {
    text-decoration: underline;
  }
  /* Four codes beside the brand and the account on a 360 px phone: each keeps a target of at least 24 px. */
  ${down('sm')} {
    padding: 6px 6px;
  }
`;

/** On phones the language shows as its code (IT, EN, DE), which stays in its accessible name. */
const Code = styled.span`
  ${up('sm')} {
    display: none;
  }
`;
const Name = styled.span`
  ${down('sm')} {
    ${visuallyHidden}
  }
`;

export const LanguageSwitcher = ({ locales, current }: { locales: readonly string[]; current: string }) => {
  const t = useText();
  const { languageName } = useFormatters();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [updateLocale, { isError: notSaved, reset }] = useUpdateLocaleMutation();
  return (
    <nav aria-label={t('app.languageSwitcher')}>
      {/* A signed-in learner's language is saved first: when that fails, the page stays as it is and says so. */}
      {notSaved ? <Alert role="alert">{t('app.languageNotSaved')}</Alert> : null}
      <List>
        {locales.map((code) => (
          <li key={code}>
            <LanguageLink
              to={`${paths.inLocale(pathname, code)}${search}`}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              onClick={(event) => {
                if (!user || code === user.locale) return;
                // A signed-in learner's locale is theirs on every device: save it, then follow it.
                event.preventDefault();
                reset();
                void updateLocale({ body: { locale: code } })
                  .unwrap()
                  .then(
                    () => navigate(`${paths.inLocale(pathname, code)}${search}`),
                    () => undefined,
                  );
              }}
            >
              <Code>{code.split('-')[0]!.toUpperCase()} </Code>
              <Name>{languageName(code)}</Name>
            </LanguageLink>
          </li>
        ))}
      </List>
    </nav>
  );
};
