import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { injectOperations } from '@tiles/api-client';
import { cmi5Operations } from '@tiles/contracts-cmi5';
import { useText } from '@tiles/i18n';
import { tracking } from '@tiles/tracking';
import { Button } from '@tiles/ui-kit';
import type { SessionAddress } from './courses-api';
import { LoadError } from './screen-state';

const cmi5Api = injectOperations({ launchCmi5Session: cmi5Operations.launchCmi5Session });

/** How often the frame holding focus says the learner is there (well within the tracker's idle threshold). */
const PRESENCE_EVERY_MS = 15_000;
/**
 * How long the frame holding focus alone keeps the learner present: input inside a frame never reaches this window,
 * so a learner working in the AU would otherwise count as idle after two minutes; one who walked away from a focused
 * frame stops counting after this.
 */
export const FRAME_PRESENCE_MAX_MS = 10 * 60 * 1000;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  min-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
`;

/**
 * A session that is a cmi5 AU: launched on the learner's request (each launch is a cmi5 session of its own), in the
 * page (`AnyWindow`, a sandboxed frame) or in a window of its own. While the frame has the focus, the learner counts
 * as present (up to FRAME_PRESENCE_MAX_MS after the frame took it, or after the pointer last came back to it).
 */
export const AuLauncher = ({ address, title }: { address: SessionAddress; title: string }) => {
  const t = useText();
  const [launch, launched] = cmi5Api.useLaunchCmi5SessionMutation();
  const [ownWindow, setOwnWindow] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = launched.data?.launchMethod === 'AnyWindow' ? launched.data.url : null;

  useEffect(() => {
    if (!url) return undefined;
    let presentSince: number | null = null;
    const onBlur = () => {
      // The window lost the focus to the AU's frame: the learner clicked into it.
      if (document.activeElement === frame.current) presentSince = Date.now();
    };
    const onFramePointer = () => {
      presentSince = Date.now();
      tracking.activity();
    };
    const timer = setInterval(() => {
      if (presentSince === null || document.activeElement !== frame.current || document.visibilityState !== 'visible') return;
      if (Date.now() - presentSince > FRAME_PRESENCE_MAX_MS) return;
      tracking.activity();
    }, PRESENCE_EVERY_MS);
    window.addEventListener('blur', onBlur);
    const element = frame.current;
    element?.addEventListener('pointerenter', onFramePointer);
    return () => {
      clearInterval(timer);
      window.removeEventListener('blur', onBlur);
      element?.removeEventListener('pointerenter', onFramePointer);
    };
  }, [url]);

  const start = async () => {
    const answer = await launch({ ...address, body: {} })
      .unwrap()
      .catch(() => null);
    if (!answer) return;
    tracking.track('au.launched.session', { ...address, launchMode: answer.launchMode });
    if (answer.launchMethod === 'OwnWindow') {
      window.open(answer.url, '_blank', 'noopener');
      setOwnWindow(true);
    }
  };

  return (
    <section aria-label={t('session.au.label')}>
      {url ? (
        <Frame
          ref={frame}
          src={url}
          title={t('session.au.frameTitle', { title })}
          // Its own origin (the content host, or its publisher's) stays its own; ours it never gets (the api serves
          // package files on the site's host as an opaque origin).
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
          allow="fullscreen; autoplay"
        />
      ) : (
        <p>
          <Button onClick={() => void start()} disabled={launched.isLoading}>
            {launched.isSuccess ? t('session.au.relaunch') : t('session.au.launch')}
          </Button>
        </p>
      )}
      {ownWindow ? <p role="status">{t('session.au.ownWindow')}</p> : null}
      {launched.isError ? <LoadError error={launched.error} what="session.au.launchFailed" onRetry={() => void start()} /> : null}
    </section>
  );
};
