import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseCard, SessionReward as Reward } from '@tiles/contracts-courses';
import { createTestStore, renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { SessionReward } from './session-reward';

const texts = textsAsKeys();
texts.push({ key: 'reward.minutes', translations: { 'en-GB': '{minutes, plural, one {# minute} other {# minutes}} of active study.' } });
texts.push({
  key: 'reward.questions',
  translations: { 'en-GB': 'Right answers: [right] of {total, plural, one {# question} other {# questions}}.' },
});
texts.push({ key: 'reward.goalMet', translations: { 'en-GB': 'Goal met: a [streak]-day streak.' } });
texts.push({
  key: 'reward.goalLeft',
  translations: {
    'en-GB':
      'Today {minutes, plural, one {# minute} other {# minutes}} of your {goal, plural, one {# minute} other {# minutes}} goal: [left] min more.',
  },
});
texts.push({ key: 'reward.xp', translations: { 'en-GB': '+[xp] XP today from this session' } });
texts.push({ key: 'reward.badge', translations: { 'en-GB': '[name]: [amount] of [next].' } });
texts.push({ key: 'game.ledger.session', translations: { 'en-GB': 'Completed: [subject]' } });
texts.push({ key: 'game.ledger.xp', translations: { 'en-GB': '+[xp] XP' } });

const reward: Reward = {
  completed: true,
  minutes: 6,
  missingMinutes: 0,
  awards: [
    {
      id: '9',
      source: 'session',
      xp: 15,
      categoryId: 'cat-history',
      categoryName: 'History',
      subject: 'The kings',
      localDay: '2026-11-26',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
    {
      id: '8',
      source: 'goal',
      xp: 10,
      categoryId: 'cat-history',
      categoryName: 'History',
      subject: '2026-11-26',
      localDay: '2026-11-26',
      createdAt: '2026-11-26T10:00:00.000Z',
    },
  ],
  questions: { total: 3, answered: 3, right: 2 },
  day: { goalMinutes: 5, todayMinutes: 6, streak: 3, goalMet: true },
  badges: [{ _id: 'sessions', name: 'Lessons', image: '/badges/sessions.svg', amount: 4, tier: 1, nextTier: 10 }],
  upNext: { review: null, recommended: null },
};

const renaissance: CourseCard = {
  _id: 4,
  slug: 'rinascimento',
  title: 'Il Rinascimento',
  description: 'Firenze e oltre.',
  category: { _id: 'cat-history', slug: 'storia', name: 'Storia' },
  cover: '/covers/rinascimento.webp',
  duration: '2h 0m 0s',
  sessionDurations: ['0h 20m 0s'],
  expiresAt: null,
  expired: false,
  published: true,
  progress: null,
};

const serve = (answer: () => Response) => {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(new URL(request.url).pathname);
    return answer();
  });
  return calls;
};
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('SessionReward', () => {
  it('takes the focus with its heading and tells the minutes, the XP and why, the questions, the goal and the badge it moved', async () => {
    const calls = serve(() => json({ outcome: reward }));
    renderWithProviders(
      <SessionReward address={{ course: 3, module: 1, session: 2 }} next={{ module: 1, session: 3 }} courseSlug="roma" locale="en-GB" />,
      { store: createTestStore(), boilerplate: texts },
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'reward.title' });
    expect(heading).toHaveFocus();
    expect(await screen.findByText('6 minutes of active study.')).toBeInTheDocument();
    expect(calls).toContain('/api/lms/courses/3/modules/1/sessions/2/reward');
    expect(screen.getByText('Right answers: 2 of 3 questions.')).toBeInTheDocument();
    expect(screen.getByText('Goal met: a 3-day streak.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '+25 XP today from this session' })).toBeInTheDocument();
    expect(screen.getByText('Completed: The kings')).toBeInTheDocument();
    expect(screen.getByText('game.ledger.goal')).toBeInTheDocument();
    expect(screen.getByText('Lessons: 4 of 10.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'reward.nextSession' })).toHaveAttribute('href', '/en-GB/course/session/3/1/3');
  });

  it('at the end of a course leads back to it; says the XP still waits, and the goal still open', async () => {
    serve(() =>
      json({
        outcome: {
          ...reward,
          missingMinutes: 4,
          awards: [],
          badges: [],
          day: { goalMinutes: 10, todayMinutes: 3, streak: 0, goalMet: false },
        },
      }),
    );
    renderWithProviders(<SessionReward address={{ course: 3, module: 2, session: 3 }} next={null} courseSlug="roma" locale="en-GB" />, {
      store: createTestStore(),
      boilerplate: texts,
    });
    expect(await screen.findByText('Today 3 minutes of your 10 minutes goal: 7 min more.')).toBeInTheDocument();
    expect(screen.getByText('reward.xpPending')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getByRole('link', { name: 'reward.backToCourse' })).toHaveAttribute('href', '/en-GB/course/3/roma');
  });

  it("offers the home's next step once the course has no session left: the cards due, else a course to start", async () => {
    serve(() =>
      json({
        outcome: { ...reward, upNext: { review: { due: 0 }, recommended: { course: renaissance, reason: 'category' } } },
      }),
    );
    const { unmount } = renderWithProviders(
      <SessionReward address={{ course: 3, module: 2, session: 3 }} next={null} courseSlug="roma" locale="en-GB" />,
      { store: createTestStore(), boilerplate: texts },
    );
    expect(await screen.findByRole('heading', { level: 3, name: 'home.learner.upNext' })).toBeInTheDocument();
    expect(screen.getByText('home.learner.recommendedCategory')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Il Rinascimento' })).toHaveAttribute('href', '/en-GB/course/4/rinascimento');
    expect(screen.getByRole('link', { name: 'reward.backToCourse' })).toHaveAttribute('href', '/en-GB/course/3/roma');
    unmount();

    serve(() =>
      json({
        outcome: { ...reward, upNext: { review: { due: 4 }, recommended: { course: renaissance, reason: 'category' } } },
      }),
    );
    renderWithProviders(<SessionReward address={{ course: 3, module: 2, session: 3 }} next={null} courseSlug="roma" locale="en-GB" />, {
      store: createTestStore(),
      boilerplate: texts,
    });
    expect(await screen.findByRole('link', { name: 'home.learner.reviewAction' })).toHaveAttribute('href', '/en-GB/profile/user-review');
    expect(screen.queryByRole('link', { name: 'Il Rinascimento' })).toBeNull();
  });

  it('says so beside the summary when it cannot be read, and reads it again on request', async () => {
    let failing = true;
    serve(() =>
      failing
        ? json({ statusCode: 500, error: 'Internal Server Error', code: 'internal', message: 'down' }, 500)
        : json({ outcome: reward }),
    );
    renderWithProviders(<SessionReward address={{ course: 3, module: 1, session: 2 }} next={null} courseSlug="roma" locale="en-GB" />, {
      store: createTestStore(),
      boilerplate: texts,
    });
    const retry = await screen.findByRole('button', { name: 'reward.retry' }, { timeout: 5000 });
    expect(screen.getByRole('alert')).toHaveTextContent('reward.unavailable');
    failing = false;
    retry.click();
    await waitFor(() => expect(screen.getByText('6 minutes of active study.')).toBeInTheDocument());
  });
});
