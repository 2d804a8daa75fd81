import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { mdiClose } from '@mdi/js';
import { useLanguageOf, useText } from '@tiles/i18n';
import { Icon, VisuallyHidden } from '@tiles/ui-kit';
import { selectToasts, toastDismissed, type toastsSlice, type Toast } from './toasts-slice';

type StateWithToasts = { [toastsSlice.reducerPath]: ReturnType<typeof toastsSlice.getInitialState> };

const Region = styled.section`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.spacing(2)};
  bottom: ${({ theme }) => theme.spacing(2)};
  z-index: 30;
  width: min(360px, calc(100vw - 32px));
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

const Card = styled.li`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.spacing(1.5)} ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  animation: toast-in 150ms ease-out;
  @keyframes toast-in {
    from {
      transform: translateY(8px);
      opacity: 0;
    }
    to {
      transform: none;
      opacity: 1;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  div {
    flex: 1;
    min-width: 0;
  }
  strong {
    display: block;
    margin-bottom: 2px;
  }
  p {
    margin: 0 0 4px;
    overflow-wrap: anywhere;
  }
`;

const CloseButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

/**
 * The sentence a screen reader says for the newest toast, once: its title, then its body. The cards themselves are not
 * a live region, which Orca read out of order (body, link, title); closing a toast announces nothing.
 */
const useToastAnnouncement = (toasts: readonly Toast[]) => {
  const [announcement, setAnnouncement] = useState<{ text: string; lang?: string }>({ text: '' });
  const announced = useRef(new Set<string>());
  const newest = toasts.at(-1);
  useEffect(() => {
    if (!newest || announced.current.has(newest.message.id)) return;
    announced.current.add(newest.message.id);
    const { title, body, lang } = newest.message.notification;
    setAnnouncement({ text: `${title}. ${body}`, lang });
  }, [newest]);
  return announcement;
};

/** Live pushes as toasts, the newest announced politely. Closing one marks its notification read. */
export const NotificationToasts = () => {
  const t = useText();
  const dispatch = useDispatch();
  const toasts = useSelector((state: StateWithToasts) => selectToasts(state));
  const announcement = useToastAnnouncement(toasts);
  const languageOf = useLanguageOf();
  const dismiss = (toast: Toast) => dispatch(toastDismissed({ id: toast.message.id, userId: toast.userId }));
  return (
    <>
      <VisuallyHidden aria-live="polite" data-testid="toast-announcement">
        <span {...languageOf(announcement.lang)}>{announcement.text}</span>
      </VisuallyHidden>
      <Region aria-label={t('notifications.toasts')}>
        <ol>
          {toasts.map((toast) => {
            const { notification } = toast.message;
            return (
              <Card key={toast.message.id} data-testid="notification-toast">
                {notification.image ? <img src={notification.image} alt="" width={40} height={40} /> : null}
                <div>
                  <strong {...languageOf(notification.lang)}>{notification.title}</strong>
                  <p {...languageOf(notification.lang)}>{notification.body}</p>
                  {notification.link ? (
                    <Link to={notification.link} onClick={() => dismiss(toast)}>
                      {t('notifications.open')}
                    </Link>
                  ) : null}
                </div>
                <CloseButton aria-label={t('notifications.dismiss', { title: notification.title })} onClick={() => dismiss(toast)}>
                  <Icon path={mdiClose} size={20} />
                </CloseButton>
              </Card>
            );
          })}
        </ol>
      </Region>
    </>
  );
};
