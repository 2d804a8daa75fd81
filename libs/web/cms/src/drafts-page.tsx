import { useState } from 'react';
import styled from 'styled-components';
import type { TextKey } from '@tiles/contracts';
import type { DraftEntity } from '@tiles/contracts-cms';
import { useFormatters, useText } from '@tiles/i18n';
import { Actions, Button, ConfirmPanel, FieldMessage, VisuallyHidden } from '@tiles/ui-kit';
import { useDiscardDraftMutation, useGetDraftsQuery, usePublishDraftsMutation } from './cms-api';
import { Cmi5Import } from './cmi5-import';
import { useMessageOf } from './field-error';

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 16px;
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
`;

/** How the list names each kind of draft. */
const ENTITY_NAMES: Record<DraftEntity, TextKey> = {
  course: 'drafts.entity.course',
  module: 'cms.module.legend',
  session: 'cms.session.legend',
  questions: 'cms.questions.legend',
  material: 'session.materials',
  page: 'pages.list',
  route: 'routes.heading',
  text: 'drafts.entity.text',
  level: 'game.edit.levels',
  badge: 'game.edit.badges',
  rules: 'game.edit.rules',
};

/** `/{locale}/admin/drafts`: what admin mode has changed and learners do not see yet; publish all at once, or discard. */
export const DraftsPage = () => {
  const t = useText();
  const messageOf = useMessageOf();
  const { dateTime } = useFormatters();
  const { data: drafts = [], error, isLoading } = useGetDraftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [publish, publishing] = usePublishDraftsMutation();
  const [discard, discarding] = useDiscardDraftMutation();
  const [status, setStatus] = useState<string | null>(null);
  /** The confirmed intent to publish: the drafts shown in the question, and its one idempotency key. */
  const [asking, setAsking] = useState<{ items: typeof drafts; key: string } | null>(null);
  const failure = publishing.error ?? discarding.error ?? error;
  const publishAsked = () => {
    if (!asking) return;
    void publish({ body: { items: asking.items.map(({ entity, entityId }) => ({ entity, entityId })) }, idempotencyKey: asking.key })
      .unwrap()
      .then(
        () => {
          setAsking(null);
          setStatus(t('cms.publishedNow'));
        },
        // The question stays open beside its error: trying again sends the same intent (the same key).
        () => undefined,
      );
  };

  return (
    <>
      <h1>{t('page.drafts.title')}</h1>
      <p role="status">{status}</p>
      {failure ? <FieldMessage role="alert">{t('cms.failed', { message: messageOf(failure) })}</FieldMessage> : null}
      {!isLoading && drafts.length === 0 ? <p>{t('drafts.empty')}</p> : null}
      <List>
        {drafts.map((draft) => (
          <li key={`${draft.entity}:${draft.entityId}`}>
            <p>
              <strong>{t(ENTITY_NAMES[draft.entity])}</strong>: {draft.label}
              <br />
              {t('drafts.updated', { name: draft.updatedBy, date: dateTime(new Date(draft.updatedAt)) })}
            </p>
            <Button
              $variant="text"
              disabled={discarding.isLoading}
              onClick={() =>
                void discard({ entity: draft.entity, entityId: draft.entityId })
                  .unwrap()
                  .then(
                    () => setStatus(t('cms.discarded')),
                    () => undefined,
                  )
              }
            >
              {t('cms.discard')} <VisuallyHidden>{draft.label}</VisuallyHidden>
            </Button>
          </li>
        ))}
      </List>
      {drafts.length > 0 && !asking ? (
        <Actions>
          <Button onClick={() => setAsking({ items: drafts, key: crypto.randomUUID() })}>{t('drafts.publishAll')}</Button>
        </Actions>
      ) : null}
      {asking ? (
        <ConfirmPanel
          question={t('drafts.confirm', { count: asking.items.length })}
          confirmLabel={t('drafts.confirmPublish')}
          cancelLabel={t('common.cancel')}
          busy={publishing.isLoading}
          onConfirm={publishAsked}
          onCancel={() => setAsking(null)}
        >
          <ul>
            {asking.items.map((draft) => (
              <li key={`${draft.entity}:${draft.entityId}`}>
                {t(ENTITY_NAMES[draft.entity])}: {draft.label}
              </li>
            ))}
          </ul>
        </ConfirmPanel>
      ) : null}
      <Cmi5Import />
    </>
  );
};
