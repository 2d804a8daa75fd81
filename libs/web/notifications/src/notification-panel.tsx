import { useId, useRef } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useErrorText, useFormatters, useLanguageOf, useText } from '@tiles/i18n';
import { Button, ErrorWithRetry } from '@tiles/ui-kit';
import type { Notification } from '@tiles/contracts-notifications';
import { useMarkNotificationReadMutation } from './notifications-api';

const Item = styled.li<{ $unread: boolean }>`
  padding: ${({ theme }) => theme.spacing(1.5)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : 'transparent')};
  padding-inline-start: ${({ theme }) => theme.spacing(1.5)};
  h3 {
    font-size: 1rem;
    margin: 0 0 4px;
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  p {
    margin: 0 0 4px;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .actions {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-top: 6px;
  }
`;

type NotificationItemProps = { notification: Notification; userId: string; onNavigate: () => void };

const NotificationItem = ({ notification, userId, onNavigate }: NotificationItemProps) => {
  const t = useText();
  const formatters = useFormatters();
  const languageOf = useLanguageOf();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [markRead, { isLoading }] = useMarkNotificationReadMutation();
  const markThisRead = () => {
    if (!notification.read) void markRead({ userId, messageId: notification.messageId });
  };
  return (
    <Item $unread={!notification.read} aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} tabIndex={-1} {...languageOf(notification.lang)}>
        {notification.title}
      </h3>
      <p {...languageOf(notification.lang)}>{notification.body}</p>
      <small>
        <time dateTime={notification.createdAt}>{formatters.dateTime(new Date(notification.createdAt))}</time>
        {' · '}
        {notification.read ? t('notifications.read') : t('notifications.unread')}
      </small>
      <div className="actions">
        {notification.link ? (
          <Link
            to={notification.link}
            aria-describedby={titleId}
            onClick={() => {
              markThisRead();
              onNavigate();
            }}
          >
            {t('notifications.open')}
          </Link>
        ) : null}
        {notification.read ? null : (
          <Button
            $variant="text"
            aria-describedby={titleId}
            disabled={isLoading}
            onClick={() => {
              markThisRead();
              // The button goes away once read: keep the keyboard user on this notification.
              titleRef.current?.focus();
            }}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </Item>
  );
};

/** What the panel reads of the list's query: the hook's own result type is generic, and infers nothing for `data`. */
type NotificationList = {
  data?: Notification[];
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
};

export type PanelContentProps = {
  notifications: NotificationList;
  userId: string;
  onClose: (returnFocus: boolean) => void;
};

/**
 * The list, only while the panel is open: a closed panel is nobody's to read, and its items (each with a date to
 * format) would be rendered on every signed-in page as soon as the list arrived.
 */
export const PanelContent = ({ notifications, userId, onClose: close }: PanelContentProps) => {
  const t = useText();
  const errorText = useErrorText();
  return (
    <>
      {notifications.isLoading ? <p role="status">{t('app.loading')}</p> : null}
      {notifications.isError ? (
        <ErrorWithRetry
          message={t('notifications.error', { message: errorText(notifications.error) })}
          retryLabel={t('common.retry')}
          onRetry={() => void notifications.refetch()}
        />
      ) : null}
      {notifications.data?.length === 0 ? <p>{t('notifications.empty')}</p> : null}
      {notifications.data?.length ? (
        <ul>
          {notifications.data.map((item) => (
            <NotificationItem key={item.messageId} notification={item} userId={userId} onNavigate={() => close(false)} />
          ))}
        </ul>
      ) : null}
      <Button $variant="text" onClick={() => close(true)}>
        {t('notifications.close')}
      </Button>
    </>
  );
};
