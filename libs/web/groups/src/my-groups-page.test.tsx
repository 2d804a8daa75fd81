import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import type { GroupSummary } from '@tiles/contracts-groups';
import { SiteContext } from '@tiles/site';
import { TEST_SITE } from '@tiles/web-testing';
import { CourseAssignmentNote } from './due-assignments';
import { MyGroupsPage } from './my-groups-page';

afterEach(() => vi.unstubAllGlobals());

const group = (extra: Partial<GroupSummary> = {}): GroupSummary => ({
  id: '7d1c2a70-5b0e-4d4e-9d7e-2f7c7a1b9e01',
  name: 'Storia 3B',
  description: '',
  timeZone: 'Europe/Rome',
  role: 'member',
  teachers: ['Maria Montessori'],
  overseers: [],
  learners: 8,
  sharing: false,
  join: null,
  assignments: [
    {
      id: 'a1',
      course: { _id: 1, slug: 'roma-antica', title: 'Roma antica' },
      sessions: null,
      sessionCount: 6,
      dueDate: '2020-01-01',
      dueAt: '2020-01-01T23:00:00.000Z',
      required: true,
      assignedBy: 'Maria Montessori',
      assignedAt: '2019-12-01T10:00:00.000Z',
    },
  ],
  mine: [{ assignmentId: 'a1', state: 'overdue', completedAt: null, completedSessions: 2 }],
  ...extra,
});

const renderPage = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/profile/user-groups">
      <SiteContext.Provider value={{ site: TEST_SITE, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB' } as never}>
        <MyGroupsPage />
      </SiteContext.Provider>
    </TestShell>,
  );

describe('MyGroupsPage', () => {
  it('shows her groups with what their teachers see, her overdue work, and saves her sharing choice', async () => {
    const calls: Array<{ method: string; url: string; body: string }> = [];
    let sharing = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (request.method === 'PUT') sharing = JSON.parse(body).share;
      return jsonResponse(200, { outcome: request.method === 'PUT' ? group({ sharing }) : [group({ sharing })] });
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Storia 3B' })).toBeInTheDocument();
    expect(screen.getByText('groups.state.overdue')).toBeInTheDocument();
    expect(screen.getByText('groups.sees.never')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'groups.mine.sharing' }));
    await waitFor(() => expect(screen.getByText('groups.mine.sharingOn')).toHaveFocus());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: `/api/groups/${group().id}/sharing`,
      body: '{"share":true}',
    });
  });

  it('says beside the switch when her choice could not be saved, and keeps what was stored', async () => {
    vi.stubGlobal('fetch', async (request: Request) =>
      request.method === 'PUT'
        ? jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', code: 'unavailable', message: 'down' })
        : jsonResponse(200, { outcome: [group()] }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: 'groups.mine.sharing' }));
    await waitFor(() => expect(screen.getByText('groups.error', { exact: false })).toHaveFocus());
    expect(screen.getByRole('switch', { name: 'groups.mine.sharing' })).not.toBeChecked();
  });

  it('asks before she leaves, then leaves', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, { outcome: calls.some((call) => call.startsWith('DELETE')) ? [] : [group()] });
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'groups.mine.leave' }));
    expect(screen.getByText('groups.mine.leaveConfirm', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'groups.mine.leave' }).at(-1)!);
    expect(await screen.findByText('groups.mine.none')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/groups/${group().id}/membership`);
  });
});

describe('CourseAssignmentNote', () => {
  /** The notes of courses 1 and 3, side by side: the one that shows proves the answer came. */
  const renderNotes = (groups: GroupSummary[]) => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { outcome: groups }));
    render(
      <TestShell store={createTestStore()} path="/en-GB/course/1">
        <div data-testid="course-1">
          <CourseAssignmentNote courseId={1} locale="en-GB" />
        </div>
        <div data-testid="course-3">
          <CourseAssignmentNote courseId={3} locale="en-GB" />
        </div>
      </TestShell>,
    );
  };
  const note = /^groups\.assignment\.by \(Storia 3B\) · /;

  it('says on its course who assigned it and when it is due, overdue marked; nothing on another course', async () => {
    renderNotes([group()]);
    expect(await within(screen.getByTestId('course-1')).findByText(/groups\.state\.overdue$/)).toHaveTextContent(note);
    expect(screen.getByTestId('course-3')).toBeEmptyDOMElement();
  });

  it('says nothing once the work is completed', async () => {
    const open = { ...group().assignments[0]!, id: 'a2', course: { _id: 3, slug: 'metodo-scientifico', title: 'Il metodo scientifico' } };
    renderNotes([
      group({
        assignments: [...group().assignments, open],
        mine: [
          { assignmentId: 'a1', state: 'completed', completedAt: '2019-12-20T10:00:00.000Z', completedSessions: 6 },
          { assignmentId: 'a2', state: 'in-progress', completedAt: null, completedSessions: 1 },
        ],
      }),
    ]);
    expect(await within(screen.getByTestId('course-3')).findByText(note)).toBeInTheDocument();
    expect(screen.getByTestId('course-1')).toBeEmptyDOMElement();
  });
});
