import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@tiles/contracts';
import { useErrorText, useText } from '@tiles/i18n';
import { useSiteContext } from '@tiles/site';
import { Actions, Button, ButtonLink, Container, ErrorWithRetry, Form, Switch, useHydrated, useFormMessage } from '@tiles/ui-kit';
import { useJoinGroupMutation, usePreviewJoinQuery } from './groups-api';

/**
 * A group's join link: who invites her and to what, what its teachers will see (sharing is asked, off unless she
 * turns it on), and one press to join. A renewed code says so; an unknown one is the 404 page's message.
 */
export const JoinPage = () => {
  const t = useText();
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const { locale } = useSiteContext();
  const code = useParams()['*'] ?? '';
  const preview = usePreviewJoinQuery({ code });
  const [join, { isLoading }] = useJoinGroupMutation();
  const [share, setShare] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const { say, shown } = useFormMessage();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const result = await join({ locale, body: { code, share } }).unwrap();
      setJoined(result.group.name);
      say({
        tone: 'success',
        text: t(result.alreadyMember ? 'groups.joinPage.already' : 'groups.joinPage.joined', { name: result.group.name }),
      });
    } catch (error) {
      say({ tone: 'error', text: t('groups.error', { message: errorText(error) }) });
    }
  };
  return (
    <Container>
      <h1>{t('page.join.title')}</h1>
      {shown}
      {preview.isError ? (
        <ErrorWithRetry message={errorText(preview.error)} retryLabel={t('groups.retry')} onRetry={() => void preview.refetch()} />
      ) : !preview.data ? (
        <p role="status">{t('groups.loading')}</p>
      ) : joined || preview.data.alreadyMember ? (
        <>
          {joined ? null : <p>{t('groups.joinPage.already', { name: preview.data.name })}</p>}
          <ButtonLink as={Link} to={paths.profile(locale, 'user-groups')}>
            {t('groups.joinPage.toGroups')}
          </ButtonLink>
        </>
      ) : (
        <>
          <p>{t('groups.joinPage.intro', { teachers: preview.data.teachers.join(', '), name: preview.data.name })}</p>
          {preview.data.description ? <p>{preview.data.description}</p> : null}
          <Form onSubmit={onSubmit} aria-label={t('page.join.title')}>
            <p>{t('groups.sees.always')}</p>
            <p>{t('groups.sees.shared')}</p>
            <p>{t('groups.sees.never')}</p>
            <Switch label={t('groups.joinPage.share')} checked={share} onChange={setShare} disabled={!hydrated} />
            <Actions>
              <Button type="submit" disabled={isLoading || !hydrated}>
                {t('groups.joinPage.submit')}
              </Button>
            </Actions>
          </Form>
        </>
      )}
    </Container>
  );
};
