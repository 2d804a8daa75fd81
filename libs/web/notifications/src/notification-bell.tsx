import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { mdiBell, mdiBellBadge } from '@mdi/js';
import { useErrorText, useFormatters, useI18n, useLanguageOf, useText, type Translate } from '@tiles/i18n';
import { Button, down, ErrorWithRetry, Icon, VisuallyHidden } from '@tiles/ui-kit';
import type { Notification } from '@tiles/contracts-notifications';
import { useGetNotificationsQuery, useMarkNotificationReadMutation } from './notifications-api';

const Wrapper = styled.div`
  position: relative;
`;

const BellButton = styled.button.attrs({ type: 'button' })`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.14);
  }
`;

const Count = styled.span`
  position: absolute;
  top: 4px;
  inset-inline-end: 2px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.error};
  color: ${({ theme }) => theme.colors.onError};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
`;

const Panel = styled.section`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 4px);
  z-index: 20;
  width: min(380px, calc(100vw - 24px));
  max-height: min(70vh, 560px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: ${({ theme }) => theme.spacing(2)};
  ${down('sm')} {
    position: fixed;
    top: 56px;
    inset-inline: 12px;
    width: auto;
  }
  h2 {
    font-size: 1.125rem;
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
  }
  /* The toolbar styles its own links; the panel's read as links in text. */
  && a {
    padding: 6px 0;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 500;
    text-decoration: underline;
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

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

/** How the unread count reads, for the badge's label and the live announcement. */
export const unreadText = (t: Translate, unread: number) =>
  unread === 0
    ? t('notifications.unreadNone')
    : unread === 1
      ? t('notifications.unreadOne')
      : t('notifications.unreadMany', { count: unread });

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

/** `siteId`: the site the live socket's handshake is for (the api refuses a session of another site). */
export type NotificationBellProps = { userId: string; siteId: string; accessToken?: string | undefined };

/**
 * The toolbar's bell: the unread count (announced when it changes), and a panel with the list. Its query keeps
 * the live socket open while the learner is signed in.
 */
export const NotificationBell = ({ userId, siteId, accessToken }: NotificationBellProps) => {
  const t = useText();
  const { locale } = useI18n();
  const notifications = useGetNotificationsQuery({ userId, siteId, locale, accessToken });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const bellRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const unread = notifications.data?.filter((item) => !item.read).length ?? 0;
  const countText = unreadText(t, unread);
  const loaded = notifications.data !== undefined;

  // Screen readers hear the count when it changes (a push, a mark read), not on every page load.
  const [announcement, setAnnouncement] = useState('');
  const announcedCount = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    if (announcedCount.current !== undefined && announcedCount.current !== unread)
      setAnnouncement(`${t('notifications.bell')}: ${countText}`);
    announcedCount.current = unread;
  }, [loaded, unread, countText, t]);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bellRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) bellRef.current?.focus();
  };

  return (
    <Wrapper ref={wrapperRef}>
      <BellButton
        ref={bellRef}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('notifications.bell')}: ${countText}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon path={unread > 0 ? mdiBellBadge : mdiBell} />
        {unread > 0 ? <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count> : null}
      </BellButton>
      <VisuallyHidden aria-live="polite" data-testid="notification-announcement">
        {announcement}
      </VisuallyHidden>
      <Panel id={panelId} aria-labelledby={headingId} hidden={!open}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('notifications.title')}
        </h2>
        {open ? <PanelContent notifications={notifications} userId={userId} onClose={close} /> : null}
      </Panel>
    </Wrapper>
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

type PanelContentProps = {
  notifications: NotificationList;
  userId: string;
  onClose: (returnFocus: boolean) => void;
};

/**
 * The list, only while the panel is open: a closed panel is nobody's to read, and its items (each with a date to
 * format) would be rendered on every signed-in page as soon as the list arrived.
 */
const PanelContent = ({ notifications, userId, onClose: close }: PanelContentProps) => {
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
