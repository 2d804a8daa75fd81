import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseCard, LearnerHome as Home } from '@tiles/contracts-courses';
import { createTestStore, renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { LearnerHome } from './learner-home';

const texts = textsAsKeys();
texts.push({ key: 'home.learner.position', translations: { 'en-GB': 'Module [module] · Session [session]: [title]' } });
texts.push({ key: 'home.learner.title', translations: { 'en-GB': 'Welcome back, [name]' } });
texts.push({ key: 'home.learner.welcomeTitle', translations: { 'en-GB': 'Welcome, [name]' } });
texts.push({ key: 'home.learner.ring', translations: { 'en-GB': '[minutes] of [goal] minutes today' } });
texts.push({ key: 'home.learner.state.at-risk', translations: { 'en-GB': '[streak]-day streak at risk: [minutes] min to go' } });
texts.push({
  key: 'home.learner.reviewDue',
  translations: { 'en-GB': '{count, plural, =0 {Nothing due.} one {# card due.} other {# cards due.}}' },
});

const course: CourseCard = {
  _id: 3,
  slug: 'roma',
  title: 'Roma antica',
  description: 'Dalle origini all’impero.',
  category: { _id: 'cat-history', slug: 'storia', name: 'Storia' },
  cover: '/covers/roma.webp',
  duration: '3h 0m 0s',
  sessionDurations: ['0h 30m 0s'],
  expiresAt: null,
  expired: false,
  published: true,
  progress: {
    status: 'in-progress',
    completedSessions: 2,
    totalSessions: 6,
    startedAt: '2026-11-01T10:00:00.000Z',
    completedAt: null,
    lastSession: { module: 1, session: 3 },
  },
};
const home: Home = {
  resume: { course, module: 1, session: 3, moduleTitle: 'Origins', sessionTitle: 'The kings' },
  next: { module: 2, session: 1, moduleTitle: 'Republic', sessionTitle: 'The consuls' },
  day: { goalMinutes: 10, todayMinutes: 4, streak: 5, freezes: 1, state: 'at-risk' },
  review: { due: 3 },
  recommended: null,
  newcomer: false,
};
const renaissance: CourseCard = {
  ...course,
  _id: 4,
  slug: 'rinascimento',
  title: 'Il Rinascimento',
  progress: null,
  effort: { minutes: 150, basis: 'learners', learners: 7 },
};

const serve = (answers: Array<() => Response>) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    // Each answer once, the last one from then on.
    return (answers.length > 1 ? answers.shift()! : answers[0]!)();
  });
  return calls;
};
const json =
  (value: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('LearnerHome', () => {
  it('links the session to continue and the next one, draws the goal ring, says the streak is at risk and the cards due', async () => {
    serve([json({ outcome: home })]);
    renderWithProviders(<LearnerHome locale="en-GB" name="Ada" />, { store: createTestStore(), boilerplate: texts });
    expect(await screen.findByRole('link', { name: 'Roma antica' })).toHaveAttribute('href', '/en-GB/course/3/roma');
    expect(screen.getByText('Module 1 · Session 3: The kings')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home.learner.resume' })).toHaveAttribute('href', '/en-GB/course/session/3/1/3');
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '2');
    expect(screen.getByRole('img', { name: '4 of 10 minutes today' })).toBeInTheDocument();
    expect(screen.getByText('5-day streak at risk: 6 min to go')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home.learner.start' })).toHaveAttribute('href', '/en-GB/course/session/3/2/1');
    expect(screen.getByText('3 cards due.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home.learner.reviewAction' })).toHaveAttribute('href', '/en-GB/profile/user-review');
  });

  it('welcomes a newcomer (not back) and offers a course to start, with what it takes', async () => {
    serve([
      json({
        outcome: {
          ...home,
          resume: null,
          next: null,
          review: null,
          newcomer: true,
          recommended: { course: renaissance, reason: 'catalogue' },
          day: { ...home.day, state: 'none', streak: 0 },
        },
      }),
    ]);
    renderWithProviders(<LearnerHome locale="en-GB" name="Ada" />, { store: createTestStore(), boilerplate: texts });
    expect(await screen.findByRole('heading', { name: 'home.learner.upNext' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'home.learner.continue' })).toBeNull();
    expect(screen.getByText('home.learner.recommendedCatalogue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Il Rinascimento' })).toHaveAttribute('href', '/en-GB/course/4/rinascimento');
    expect(screen.getByText('course.effort.learners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home.learner.discover' })).toHaveAttribute('href', '/en-GB/course/4/rinascimento');
  });

  it('makes the due review the next step when nothing is in progress, once', async () => {
    serve([
      json({
        outcome: { ...home, resume: null, next: null, recommended: { course: renaissance, reason: 'category' } },
      }),
    ]);
    renderWithProviders(<LearnerHome locale="en-GB" name="Ada" />, { store: createTestStore(), boilerplate: texts });
    expect(await screen.findByRole('heading', { name: 'home.learner.upNext' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeInTheDocument();
    expect(screen.getByText('3 cards due.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'home.learner.reviewAction' })).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'home.learner.review' })).toBeNull();
  });

  it('offers the catalogue to a learner with nothing to continue, and no review block without cards', async () => {
    serve([json({ outcome: { ...home, resume: null, next: null, review: null, day: { ...home.day, state: 'none', streak: 0 } } })]);
    renderWithProviders(<LearnerHome locale="en-GB" name="Ada" />, { store: createTestStore(), boilerplate: texts });
    expect(await screen.findByText('home.learner.nothingToContinue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home.exploreCatalogue' })).toHaveAttribute('href', '/en-GB/catalogo-corsi');
    expect(screen.queryByRole('heading', { name: 'home.learner.review' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'home.learner.next' })).toBeNull();
  });

  it('says so when the home cannot be loaded, and loads it again on request', async () => {
    let failing = true;
    const down = json({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: 'down' }, 500);
    const calls = serve([() => (failing ? down() : json({ outcome: home })())]);
    renderWithProviders(<LearnerHome locale="en-GB" name="Ada" />, { store: createTestStore(), boilerplate: texts });
    const retry = await screen.findByRole('button', { name: 'home.learner.retry' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('home.learner.unavailable');
    failing = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Roma antica' })).toBeInTheDocument();
    expect(calls.filter((path) => path === '/api/lms/home').length).toBeGreaterThanOrEqual(2);
  });
});
