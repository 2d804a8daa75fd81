import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { mdiBell, mdiBellBadge } from '@mdi/js';
import { useI18n, useText, type Translate } from '@tiles/i18n';
import { down, Icon, loadablePart, VisuallyHidden } from '@tiles/ui-kit';
import { useGetNotificationsQuery } from './notifications-api';

/** The list's code (each item, its date, its actions) loads when the panel is first opened, or about to be. */
const PanelContent = loadablePart(() => import('./notification-panel').then((module) => module.PanelContent), 'NotificationPanel');
const loadPanelSoon = () => void PanelContent.load().catch(() => undefined);

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

/** How the unread count reads, for the badge's label and the live announcement. */
export const unreadText = (t: Translate, unread: number) =>
  unread === 0
    ? t('notifications.unreadNone')
    : unread === 1
      ? t('notifications.unreadOne')
      : t('notifications.unreadMany', { count: unread });

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
        onPointerEnter={loadPanelSoon}
        onFocus={loadPanelSoon}
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
