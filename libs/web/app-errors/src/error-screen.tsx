import { mdiHome } from '@mdi/js';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Actions, Button, Card, Container, Grid, GridItem, Icon, Toolbar } from '@tiles/ui-kit';
import type { AppError } from './app-error';
import { ErrorAvatar } from './error-avatar';

export type ErrorScreenTexts = {
  toolbar: (statusCode: number) => string;
  label: string;
  goHome: string;
  /** The button of a screen whose cure is a reload (a part of the app that could not load). */
  reload?: string;
  avatarAlt: string;
  logoAlt: string;
  stackTitle: string;
  /** The subtitle and the message in the reader's language; by default the error's own (English) words. */
  statusMessage?: (error: AppError) => string;
  message?: (error: AppError) => string;
};

/** The spec's own words: used when the boilerplate could not be loaded (the error may be that very failure). */
export const defaultErrorScreenTexts: ErrorScreenTexts = {
  toolbar: (statusCode) => `Error ${statusCode}`,
  label: 'Error:',
  goHome: 'Go back to the homepage',
  reload: 'Reload the page',
  avatarAlt: 'Illustration: a puzzled avatar',
  logoAlt: 'Tiles Learn logo',
  stackTitle: 'Stack trace',
};

/** '/' normally; '/de-DE' when the current address has dc=1. */
export const homeTarget = (search: string) => (new URLSearchParams(search).get('dc') === '1' ? '/de-DE' : '/');

/** `tiles-learn.svg` -> `tiles-learn-contrast.svg`: the contrast mark variant of a logo file. */
export const contrastLogoFile = (logo: string) => {
  const dot = logo.lastIndexOf('.');
  return dot > 0 ? `${logo.slice(0, dot)}-contrast${logo.slice(dot)}` : `${logo}-contrast`;
};

export type ErrorScreenProps = {
  error: AppError;
  /** Show the stack (only for the local and development public environments). */
  showStack: boolean;
  /** The site's logo file name, served from /logo/{file}. */
  logoFile?: string | undefined;
  texts?: ErrorScreenTexts | undefined;
  search?: string | undefined;
  /** Full page load (injectable for tests). */
  assignLocation?: (url: string) => void;
  /** Reloads the page (the chunk-error screen's cure; injectable for tests). */
  reload?: () => void;
};

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 1.25rem;
`;

const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.spacing(4)} 0;
`;

const Logo = styled.img`
  display: block;
  height: 48px;
  width: auto;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.header};
`;

const Subtitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.5rem;
  margin: ${({ theme }) => theme.spacing(2)} 0;
`;

const ErrorWord = styled.strong`
  color: ${({ theme }) => theme.colors.error};
  margin-inline-end: 0.5ch;
`;

const Message = styled.p`
  font-size: 1.125rem;
  overflow-wrap: anywhere;
  margin-top: 0;
`;

const Stack = styled.pre`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
  font-size: 0.8125rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  max-height: 320px;
  overflow: auto;
`;

/** The full-page error screen of spec §2. */
export const ErrorScreen = ({
  error,
  showStack,
  logoFile = 'tiles-learn.svg',
  texts = defaultErrorScreenTexts,
  search = typeof window === 'undefined' ? '' : window.location.search,
  assignLocation = (url) => window.location.assign(url),
  reload = () => window.location.reload(),
}: ErrorScreenProps) => {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const title = texts.toolbar(error.statusCode);
  useEffect(() => {
    document.title = title;
    titleRef.current?.focus();
  }, [title]);

  return (
    <Page>
      <Toolbar>
        <Title ref={titleRef} tabIndex={-1}>
          {title}
        </Title>
      </Toolbar>
      <Main>
        <Container>
          <Grid>
            <GridItem $span={7} $centred>
              <Card aria-labelledby="error-status-message">
                <Logo src={`/logo/${contrastLogoFile(logoFile)}`} alt={texts.logoAlt} />
                <Subtitle id="error-status-message">{texts.statusMessage ? texts.statusMessage(error) : error.statusMessage}</Subtitle>
                <Grid>
                  <GridItem $span={2}>
                    <ErrorAvatar label={texts.avatarAlt} />
                  </GridItem>
                  <GridItem $span={10}>
                    <Message>
                      <ErrorWord>{texts.label}</ErrorWord>
                      {texts.message ? texts.message(error) : error.message}
                    </Message>
                    {showStack && error.stack ? <Stack aria-label={texts.stackTitle}>{error.stack}</Stack> : null}
                    <Actions>
                      {/* The message says to reload: the screen offers the button that does. */}
                      {error.code === 'chunk-load' ? (
                        <Button onClick={reload}>{texts.reload ?? defaultErrorScreenTexts.reload}</Button>
                      ) : null}
                      <Button
                        $variant={error.code === 'chunk-load' ? 'secondary' : 'primary'}
                        onClick={() => assignLocation(homeTarget(search))}
                      >
                        <Icon path={mdiHome} />
                        {texts.goHome}
                      </Button>
                    </Actions>
                  </GridItem>
                </Grid>
              </Card>
            </GridItem>
          </Grid>
        </Container>
      </Main>
    </Page>
  );
};
