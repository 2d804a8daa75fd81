import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@tiles/contracts';
import { unsubscribeQuerySchema } from './form-checks';
import { toApiError } from '@tiles/api-client';
import { useI18n, useText } from '@tiles/i18n';
import { useSitePageTitle } from '@tiles/site';
import { Button, Card, Container, useHydrated } from '@tiles/ui-kit';
import { pushApi } from './push-api';

/**
 * `/{locale}/unsubscribe?u&k&s`: the "stop this mail" link of a reminder or digest. Opening it changes nothing (mail
 * scanners open links); the learner confirms with one press, which posts the same signed link mail clients use.
 */
export const UnsubscribePage = () => {
  const t = useText();
  const { locale } = useI18n();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const link = unsubscribeQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  const [unsubscribe, { isLoading }] = pushApi.useUnsubscribeFromMailMutation();
  const [outcome, setOutcome] = useState<'done' | 'invalid' | 'failed' | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  useSitePageTitle(t('unsubscribe.title'));
  const kind = link.success ? t(`unsubscribe.kind.${link.data.k}`) : '';

  const confirm = () => {
    if (!link.success) return;
    setOutcome(null);
    unsubscribe({ query: link.data, body: {} })
      .unwrap()
      .then(
        () => setOutcome('done'),
        (error: unknown) => setOutcome(toApiError(error).statusCode === 400 ? 'invalid' : 'failed'),
      );
  };
  // The outcome takes the focus once it is on the page, which is how a screen reader reads it.
  useEffect(() => {
    if (outcome) message.current?.focus();
  }, [outcome]);

  return (
    <Container>
      <Card as="div" style={{ maxWidth: 560, margin: '0 auto' }}>
        <h1>{t('unsubscribe.title')}</h1>
        {!link.success || outcome === 'invalid' ? (
          <p tabIndex={-1} ref={message}>
            {t('unsubscribe.invalid')}
          </p>
        ) : outcome === 'done' ? (
          <p tabIndex={-1} ref={message}>
            {t('unsubscribe.done', { kind })}
          </p>
        ) : (
          <>
            <p>{t('unsubscribe.ask', { kind })}</p>
            <p>
              <Button type="button" disabled={!hydrated || isLoading} onClick={confirm}>
                {t('unsubscribe.confirm')}
              </Button>
            </p>
            <p tabIndex={-1} ref={message}>
              {outcome === 'failed' ? t('unsubscribe.failed') : ''}
            </p>
          </>
        )}
        <p>
          <Link to={paths.profile(locale, 'user-progress')}>{t('page.profile.userProgress')}</Link>
        </p>
      </Card>
    </Container>
  );
};
