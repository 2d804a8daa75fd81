import { parseDuration, paths } from '@tiles/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '@tiles/api-client';
import { useSession } from '@tiles/auth';
import type { ContentBlock, CourseSession } from '@tiles/contracts-courses';
import { useFormatters, useI18n, useLanguageOf, useText, useTextWithPart } from '@tiles/i18n';
import { SessionQuestions, SessionQuestionsPreview } from '@tiles/practice';
import { tracking } from '@tiles/tracking';
import { BackArrow, Button, Container, ForwardArrow } from '@tiles/ui-kit';
import { coursePath, progressPercent, sessionPath } from './course-path';
import { useCompleteSessionMutation, useGetSessionQuery, type SessionAddress } from './courses-api';
import { LoadError, Loading } from './screen-state';
import { SessionReward } from './session-reward';
import { AuLauncher } from './au-launcher';
import { useMissingPage } from './use-missing-page';
import { useCourseSlots } from './course-slots';
import { completionQueued, selectIsCompletionPending, type StateWithPendingCompletions } from './completion-queue';

const Article = styled.article`
  max-width: 760px;
  blockquote {
    margin: 16px 0;
    padding: 8px 16px;
    border-inline-start: 4px solid ${({ theme }) => theme.colors.secondary};
    font-style: italic;
  }
  footer {
    font-style: normal;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0;
`;

const VideoBox = styled.div`
  margin: ${({ theme }) => theme.spacing(3)} 0;
  video,
  button {
    width: 100%;
    aspect-ratio: 16 / 9;
    border-radius: ${({ theme }) => theme.radius};
  }
  button {
    position: relative;
    display: flex;
    align-items: flex-end;
    justify-content: flex-start;
    padding: 0;
    border: 0;
    cursor: pointer;
    font: 500 1.125rem ${({ theme }) => theme.fonts.body};
    background: ${({ theme }) => theme.colors.primaryDark} center / cover no-repeat;
  }
  /* The label sits on its own dark plate, never straight on the artwork: readable whatever the cover shows. */
  .label {
    margin-block: 0 12px;
    margin-inline-start: 12px;
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radius};
    background: rgba(0, 0, 0, 0.78);
    color: #ffffff;
    text-align: start;
  }
  button:hover .label,
  button:focus-visible .label {
    background: rgba(0, 0, 0, 0.92);
    text-decoration: underline;
  }
`;

const Pager = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

const Block = ({ block }: { block: ContentBlock }) => {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <blockquote>
          <p>{block.text}</p>
          {block.source ? <footer>— {block.source}</footer> : null}
        </blockquote>
      );
  }
};

/** The video loads only when asked for: a session page costs no video bytes until the learner wants them. */
export const LazyVideo = ({ video, onPlay }: { video: NonNullable<CourseSession['session']['video']>; onPlay?: () => void }) => {
  const t = useText();
  const [playing, setPlaying] = useState(false);
  return (
    <VideoBox>
      {playing ? (
        <video src={video.src} controls autoPlay preload="auto" aria-label={video.title}>
          <track kind="captions" />
        </video>
      ) : (
        <button
          type="button"
          onClick={() => {
            setPlaying(true);
            onPlay?.();
          }}
          style={video.poster ? { backgroundImage: `url(${video.poster})` } : undefined}
        >
          <span className="label">▶ {t('session.playVideo', { title: video.title })}</span>
        </button>
      )}
    </VideoBox>
  );
};

/** `/{locale}/course/session/{course}/{module}/{session}`: study one session. */
const SessionProgress = ({ done, total }: { done: number; total: number }) => {
  const t = useText();
  const percent = progressPercent(done, total);
  return (
    <p>
      <label>
        {t('session.progress')}: {t('catalogue.progress', { done, total })}{' '}
        <progress max={100} value={percent}>
          {percent}%
        </progress>
      </label>
    </p>
  );
};

export const SessionScreen = ({ address }: { address: SessionAddress }) => {
  const t = useText();
  const languageOf = useLanguageOf();
  const textWithPart = useTextWithPart();
  const { duration } = useFormatters();
  const { locale } = useI18n();
  const session = useGetSessionQuery({ ...address, locale });
  const [complete, completion] = useCompleteSessionMutation();
  const dispatch = useDispatch();
  const pending = useSelector((state: StateWithPendingCompletions) => selectIsCompletionPending(state, address));
  const missing = useMissingPage(session.error);
  const { mode } = useSession();
  const { sessionEditor: SessionEditor } = useCourseSlots();
  // The session completed in this visit: its reward is shown (not on a later visit, nor on the next session's page).
  const here = `${address.course}/${address.module}/${address.session}`;
  const [completedHere, setCompletedHere] = useState<string | null>(null);
  const [sendingTime, setSendingTime] = useState(false);
  const completeNow = async () => {
    // The visit's time so far goes first: the completion's XP counts it at once.
    setSendingTime(true);
    await tracking.sendTimeSoFar();
    setSendingTime(false);
    await complete(address)
      .unwrap()
      .then(() => {
        setCompletedHere(here);
        tracking.track('session.completed.course', { ...address });
      })
      .catch((error: unknown) => {
        // The server was not reached (offline, or the connection dropped): kept in this browser and sent when the
        // network is back; the server applies its rules then.
        if (isApiError(error) && error.statusCode === 0) dispatch(completionQueued(address));
      });
  };

  if (session.isLoading || missing)
    return (
      <Container>
        <Loading />
      </Container>
    );
  if (isApiError(session.error) && session.error.statusCode === 403) {
    // Not enrolled yet: the way in is the course page.
    return (
      <Container>
        <h1>{t('page.session.title')}</h1>
        <p>
          <Link to={paths.course(locale, { _id: address.course })}>{t('course.enrol')}</Link>
        </p>
      </Container>
    );
  }
  if (session.isError || !session.data)
    return (
      <Container>
        <LoadError error={session.error} onRetry={() => void session.refetch()} />
      </Container>
    );

  const data = session.data;
  const { progress } = data;
  return (
    <Container>
      <p>
        <Link to={coursePath(locale, data.course)}>
          <BackArrow /> {t('session.backToCourse')}: <span {...languageOf(data.course.lang)}>{data.course.title}</span>
        </Link>
      </p>
      <Article>
        <Meta>
          {textWithPart(
            'session.module',
            { number: data.module.number },
            { name: 'title', value: data.module.title, lang: data.module.lang },
          )}
        </Meta>
        <h1 {...languageOf(data.session.lang)}>{data.session.title}</h1>
        <Meta>{t('catalogue.duration', { duration: duration(parseDuration(data.session.duration) ?? 0) })}</Meta>
        {progress ? <SessionProgress done={progress.completedSessions} total={progress.totalSessions} /> : null}
        {data.session.video ? (
          <LazyVideo
            video={data.session.video}
            onPlay={() => tracking.track('video.played.session', { ...address, src: data.session.video?.src ?? null })}
          />
        ) : null}
        {data.au ? <AuLauncher address={address} title={data.session.title} /> : null}
        <div {...languageOf(data.session.lang)}>
          {data.session.content.map((block, index) => (
            <Block key={`${block.type}-${index}`} block={block} />
          ))}
        </div>
        {data.session.materials.length ? (
          <section aria-labelledby="session-materials">
            <h2 id="session-materials">{t('session.materials')}</h2>
            <ul>
              {data.session.materials.map((material) => (
                <li key={material._id}>
                  <a href={material.url} download={material.fileName}>
                    {material.title} ({material.fileName})
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {progress ? (
          <SessionQuestions questions={data.questions} locale={locale} />
        ) : mode === 'admin' ? (
          <SessionQuestionsPreview questions={data.questions} />
        ) : null}
        {/* An editor reading without enrolling has nothing to complete. */}
        {progress && completedHere === here ? (
          <SessionReward address={address} next={data.next} courseSlug={data.course.slug} locale={locale} />
        ) : progress ? (
          <p>
            {data.completed ? (
              <>
                <strong role="status">✓ {t('session.completed')}</strong>
                {data.xp ? (
                  <Meta as="span">
                    {' '}
                    {data.xp.earned
                      ? t('session.xpEarned')
                      : data.xp.missingMinutes > 0
                        ? t('session.xpPending', { minutes: data.xp.missingMinutes })
                        : null}
                  </Meta>
                ) : null}
              </>
            ) : pending ? (
              <strong role="status">{t('offline.completionQueued')}</strong>
            ) : (
              <Button onClick={() => void completeNow()} disabled={completion.isLoading || sendingTime}>
                {t('session.complete')}
              </Button>
            )}
          </p>
        ) : null}
        {completion.isError && !pending ? (
          <LoadError error={completion.error} what="session.completeFailed" onRetry={() => void complete(address)} />
        ) : null}
      </Article>
      {mode === 'admin' && SessionEditor ? <SessionEditor place={address} /> : null}
      <Pager aria-label={t('session.navigation')}>
        {data.previous ? (
          <Link to={sessionPath(locale, data.course._id, data.previous)} rel="prev">
            <BackArrow /> {t('session.previous')}
          </Link>
        ) : (
          <span />
        )}
        {data.next ? (
          <Link to={sessionPath(locale, data.course._id, data.next)} rel="next">
            {t('session.next')} <ForwardArrow />
          </Link>
        ) : null}
      </Pager>
    </Container>
  );
};
