import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, renderWithProviders, textsAsKeys } from '@tiles/web-testing';
import { type BadgeDefinition, type LevelDefinition, type Streak, type UserProgress } from '@tiles/contracts-game';
import { pushReceived, toastsSlice } from '@tiles/notifications';
import { GameProgress, GameSettings, RecordsExport } from './game-progress';
import { startGameListeners } from './listeners';

const texts = textsAsKeys();
texts.push({ key: 'game.level.toNext', translations: { 'en-GB': '[current] of [next] XP to [level]' } });
texts.push({ key: 'game.badge.next', translations: { 'en-GB': '[amount] of [threshold] to the next tier' } });
texts.push({ key: 'game.badge.tier', translations: { 'en-GB': 'Tier [tier] of [tiers]' } });
texts.push({ key: 'game.badge.obtained', translations: { 'en-GB': 'Earned on [date]' } });
texts.push({ key: 'game.badge.download', translations: { 'en-GB': 'Download tier [tier] of [badge] ([format])' } });
texts.push({ key: 'game.ledger.session', translations: { 'en-GB': 'Session completed: [subject]' } });

const levels: LevelDefinition[] = [0, 60, 138, 239].map((experience, index) => ({
  level: index + 1,
  experience,
  name: `Level ${index + 1}`,
}));
const badges: BadgeDefinition[] = [
  {
    _id: 'streak',
    measure: 'streak',
    tiers: [3, 7, 14],
    name: 'Consistency',
    description: 'Days in a row.',
    image: '/badges/streak.svg',
    hidden: false,
  },
  {
    _id: 'deep-focus',
    measure: 'deep-focus',
    tiers: [1, 5],
    name: 'Deep focus',
    description: 'Long sessions.',
    image: '/badges/ninja.svg',
    hidden: true,
  },
];
const progress: UserProgress = {
  badges: {
    streak: {
      obtainedAt: '2026-11-01T10:00:00.000Z',
      amount: 9,
      chain: 2,
      tierDates: ['2026-11-01T10:00:00.000Z', '2026-11-05T10:00:00.000Z'],
    },
  },
  levels: { 'cat-history': { level: 2, obtainedAt: '2026-11-02T10:00:00.000Z', experience: 100 } },
  amounts: { streak: 9, 'deep-focus': 0 },
};
const streak: Streak = {
  current: 9,
  longest: 12,
  freezes: 1,
  goalMinutes: 10,
  todayMinutes: 4,
  reminderHour: 19,
  mutedKinds: [],
  pushMutedKinds: [],
  mailKinds: ['digest'],
  calendar: [
    { day: '2026-11-20', state: 'studied', minutes: 25 },
    { day: '2026-11-21', state: 'today', minutes: 4 },
  ],
};
const ledger = [
  {
    id: '1',
    source: 'session',
    xp: 15,
    categoryId: 'cat-history',
    categoryName: 'History',
    subject: 'Rome · Introduction',
    localDay: '2026-11-20',
    createdAt: '2026-11-20T10:00:00.000Z',
  },
];

/** The api as this lib calls it: each answer, every call made, and a switch to fail the progress call. */
const serve = (options: { progressFails?: boolean; ledgerRows?: number; writesFail?: boolean } = {}) => {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, path, body });
    const json = (value: unknown, status = 200) =>
      new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/lms/game/progress')
      return options.progressFails ? json({ statusCode: 500, message: 'down' }, 500) : json({ outcome: progress });
    if (path === '/api/lms/game/streak') return json({ outcome: streak });
    if (path === '/api/lms/game/ledger') {
      const rows = options.ledgerRows
        ? Array.from({ length: options.ledgerRows }, (_, index) => ({ ...ledger[0]!, id: String(index), subject: `Session ${index}` }))
        : ledger;
      return json({ outcome: rows });
    }
    if (options.writesFail && request.method === 'PUT')
      return json({ statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'down' }, 503);
    if (path === '/api/lms/game/goal') return json({ outcome: { ...streak, goalMinutes: (body as { minutes: number }).minutes } });
    if (path === '/api/lms/game/settings') return json({ outcome: { ...streak, ...(body as object) } });
    return json({ statusCode: 404, message: 'no' }, 404);
  });
  return calls;
};

const renderInProviders = (ui: React.ReactElement, store = createTestStore()) => renderWithProviders(ui, { store, boilerplate: texts });

const setup = () => {
  const store = createTestStore({ slices: [toastsSlice], listeners: [startGameListeners] });
  renderInProviders(
    <GameProgress locale="en-GB" levels={levels} badges={badges} categories={[{ _id: 'cat-history', slug: 'history', name: 'History' }]} />,
    store,
  );
  return store;
};

/** The settings page's game part: the goal, the reminders and the notifications. */
const setupSettings = () => renderInProviders(<GameSettings locale="en-GB" />);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GameProgress', () => {
  it('shows the level bar to the next threshold, earned tiers, the next tier, hidden badges as "?", and the reasons of the XP', async () => {
    serve();
    setup();
    const bar = await screen.findByRole('progressbar', { name: 'History: 100 of 138 XP to Level 3' });
    expect(bar).toHaveAttribute('max', '78');
    expect(bar).toHaveAttribute('value', '40');
    const grid = screen.getByRole('heading', { name: 'game.badges.title' }).parentElement!;
    expect(within(grid).getByText('Tier 2 of 3')).toBeInTheDocument();
    // Tier 2's date under "Tier 2", not tier 1's.
    expect(within(grid).getByText('Earned on 5 November 2026')).toBeInTheDocument();
    expect(within(grid).queryByText('Earned on 1 November 2026')).not.toBeInTheDocument();
    expect(within(grid).getByText('9 of 14 to the next tier')).toBeInTheDocument();
    expect(within(grid).getByText('game.badge.hidden')).toBeInTheDocument();
    expect(within(grid).queryByText('Deep focus')).not.toBeInTheDocument();
    expect(await screen.findByText('Session completed: Rome · Introduction')).toBeInTheDocument();
  });

  it('links each earned tier to its signed credential, as JSON and as a baked SVG; unearned tiers have none', async () => {
    serve();
    setup();
    // One "share or download" menu per earned badge holds its credentials.
    const consistency = (await screen.findByText('Consistency')).closest('li')!;
    await userEvent.click(within(consistency).getByRole('button', { name: 'game.badge.shareFor' }));
    const svg = await screen.findByRole('link', { name: 'Download tier 2 of Consistency (SVG)' });
    expect(svg).toHaveAttribute('href', '/api/lms/game/badge/streak/2/credential?format=svg');
    expect(svg).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download tier 1 of Consistency (JSON)' })).toHaveAttribute(
      'href',
      '/api/lms/game/badge/streak/1/credential?format=json',
    );
    expect(screen.queryByRole('link', { name: /tier 3 of Consistency/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Deep focus/ })).not.toBeInTheDocument();
  });

  it("draws the streak calendar with weekday labels and tells a day's details on a tap; arrow keys move by day", async () => {
    serve();
    setup();
    const days = await screen.findByRole('group', { name: 'game.calendar.days' });
    const buttons = within(days).getAllByRole('button');
    expect(buttons).toHaveLength(streak.calendar.length);
    // 2026-11-20 is a Friday: the weekday columns are labelled Monday first.
    expect(days.textContent).toMatch(/^MTWTFSS/);
    // Only the picked day is in the tab order (the last one to start with).
    expect(buttons.map((button) => button.tabIndex)).toEqual([-1, 0]);
    await userEvent.click(buttons[0]!);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'game.calendar.day')).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    expect(buttons[1]).toHaveFocus();
  });

  it('keeps the settings on their own page: the progress part links there and holds no switch', async () => {
    serve();
    setup();
    expect(await screen.findByRole('link', { name: 'game.settings.link' })).toHaveAttribute('href', '/en-GB/profile/user-settings');
    expect(screen.queryByRole('radio', { name: 'game.goal.option' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('shows the page without levels and badges when the progress call fails (its errors are ignored)', async () => {
    serve({ progressFails: true });
    setup();
    expect(await screen.findByText('game.progress.unavailable')).toBeInTheDocument();
    expect((await screen.findAllByText('game.streak.title')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('saves the daily goal the learner picks', async () => {
    const calls = serve();
    setupSettings();
    await userEvent.click(await screen.findByRole('radio', { name: 'game.goal.option', checked: true }));
    const radios = screen.getAllByRole('radio');
    await userEvent.click(radios[2]!);
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT')).toEqual([{ method: 'PUT', path: '/api/lms/game/goal', body: { minutes: 20 } }]),
    );
    await waitFor(() => expect(radios[2]).toBeChecked());
    expect(screen.getByText('game.goal.saved')).toHaveAttribute('role', 'status');
  });

  it('says beside each control that a save failed and keeps what was stored, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      serve({ writesFail: true });
      setupSettings();
      await userEvent.click(await screen.findByRole('radio', { name: 'game.goal.option', checked: true }));
      const radios = screen.getAllByRole('radio');
      await userEvent.click(radios[2]!);
      expect(await screen.findByText('game.goal.failed')).toHaveAttribute('role', 'status');
      expect(radios[1]).toBeChecked();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'game.notices.reminderHour' }), '8');
      expect(await screen.findByText('game.notices.failed')).toHaveAttribute('role', 'status');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('sets the reminder hour (08 to 21 only) and turns a kind of game notification off', async () => {
    const calls = serve();
    setupSettings();
    const hour = await screen.findByRole('combobox', { name: 'game.notices.reminderHour' });
    expect([...(hour as HTMLSelectElement).options].map((option) => option.value)).toEqual(
      Array.from({ length: 14 }, (_, index) => String(8 + index)),
    );
    await userEvent.selectOptions(hour, '8');
    const inApp = screen.getByRole('group', { name: 'game.notices.inApp' });
    const byPush = screen.getByRole('group', { name: 'game.notices.byPush' });
    await userEvent.click(within(inApp).getByRole('switch', { name: 'game.notices.kind.risk' }));
    await waitFor(() => expect(within(inApp).getByRole('switch', { name: 'game.notices.kind.risk' })).not.toBeChecked());
    // Push has its own kinds, the site's messages among them.
    await userEvent.click(within(byPush).getByRole('switch', { name: 'game.notices.kind.messages' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
        { reminderHour: 8 },
        { mutedKinds: ['risk'] },
        { pushMutedKinds: ['messages'] },
      ]),
    );
    await waitFor(() => expect(within(byPush).getByRole('switch', { name: 'game.notices.kind.messages' })).not.toBeChecked());
    expect(within(byPush).getByRole('switch', { name: 'game.notices.kind.risk' })).toBeChecked();
  });

  it('reloads the progress when a game award is pushed live, and not for other pushes', async () => {
    const calls = serve();
    const store = setup();
    await screen.findAllByRole('progressbar');
    const progressCalls = () => calls.filter((call) => call.path === '/api/lms/game/progress').length;
    const before = progressCalls();
    const push = (type: string, id: string) =>
      store.dispatch(
        pushReceived({
          userId: 'u1',
          message: {
            id,
            notification: { messageId: id, read: false, type, title: 't', body: 'b', link: null, createdAt: '2026-11-21T10:00:00.000Z' },
          },
        }),
      );
    push('message', 'm1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(progressCalls()).toBe(before);
    push('game.level', 'm2');
    await waitFor(() => expect(progressCalls()).toBe(before + 1));
  });

  it('shows the last 10 awards and all 50 on request; the calendar is a sentence for screen readers', async () => {
    serve({ ledgerRows: 50 });
    setup();
    expect(await screen.findByText('Session completed: Session 9')).toBeInTheDocument();
    expect(screen.queryByText('Session completed: Session 10')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'game.ledger.showAll' }));
    expect(screen.getByText('Session completed: Session 49')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'game.ledger.showAll' })).not.toBeInTheDocument();
    expect(screen.getByText('game.calendar.summary')).toBeInTheDocument();
  });
});

describe('RecordsExport', () => {
  it('downloads the statements through a labelled GET form, and says a reversed range beside the field instead of sending it', async () => {
    renderInProviders(<RecordsExport />);
    const form = screen.getByRole('button', { name: 'records.xapi.download' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/api/lms/xapi/statements');
    expect(screen.getByRole('combobox', { name: 'records.xapi.format' })).toHaveValue('json');

    const from = screen.getByLabelText('records.xapi.from');
    await userEvent.type(from, '2026-11-05');
    await userEvent.type(screen.getByLabelText('records.xapi.to'), '2026-11-01');
    // Seen after React's own handler (at the window): would the browser have sent the form?
    let submitted = false;
    const watch = (event: Event) => {
      submitted = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('submit', watch);
    await userEvent.click(screen.getByRole('button', { name: 'records.xapi.download' }));
    window.removeEventListener('submit', watch);
    expect(screen.getByRole('alert')).toHaveTextContent('records.xapi.range');
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('records.xapi.range');
    expect(from).toHaveFocus();
    expect(submitted).toBe(false);
  });
});
