import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@tiles/auth/testing';
import { recordsTexts } from '@tiles/records-texts';
import type { EffortRecord as Record } from '@tiles/contracts-records';
import { SiteContext } from '@tiles/site';
import { renderWithProviders, TEST_SITE, textsAsKeys } from '@tiles/web-testing';
import { EffortRecord } from './effort-record';

afterEach(() => vi.unstubAllGlobals());

const record: Record = {
  credentials: [
    {
      id: 'urn:uuid:3f1d1c2a-5b0e-4d4e-9d7e-2f7c7a1b9e01',
      kind: 'course',
      courseId: 3,
      name: 'Course completed: Ancient Rome',
      minutes: 125,
      issuedAt: '2026-11-02T10:00:00.000Z',
      revoked: false,
      shareToken: null,
    },
  ],
  from: '2025-11-23',
  to: '2026-11-28',
  days: [
    { day: '2026-11-20', minutes: 40 },
    { day: '2026-11-27', minutes: 1 },
  ],
  totalMinutes: 41,
};

/** The lib's own English texts: the figures inside them are what these tests read. */
const english = textsAsKeys('en-GB', Object.fromEntries(Object.entries(recordsTexts).map(([key, text]) => [key, text['en-GB']])));

const renderRecord = () =>
  renderWithProviders(
    <SiteContext.Provider
      value={{ site: TEST_SITE, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB', session: {} } as never}
    >
      <EffortRecord />
    </SiteContext.Provider>,
    { path: '/en-GB/profile/user-progress', boilerplate: english },
  );

describe('EffortRecord', () => {
  it('shows a year of minutes, moved through by the arrow keys, with a table of the days for screen readers', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { outcome: record }));
    renderRecord();
    const heatmap = await screen.findByRole('group', { name: /Study calendar/ });
    expect(screen.getByText('In all: 41 minutes on 2 days.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Days with study and their minutes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    act(() => heatmap.focus());
    // Focus starts on the last day (today); a week back is a column back.
    expect(screen.getByText('28 November 2026: 0 minutes')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByText('27 November 2026: 1 minute')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('20 November 2026: 40 minutes')).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByText('23 November 2025: 0 minutes')).toBeInTheDocument();
  });

  it('says a failed share beside its button, and keeps the credential as it was', async () => {
    vi.stubGlobal('fetch', async (request: Request) =>
      request.method === 'POST'
        ? jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' })
        : jsonResponse(200, { outcome: record }),
    );
    renderRecord();
    const item = (await screen.findByText('Course completed: Ancient Rome')).closest('li')!;
    expect(within(item).getByRole('link', { name: 'Download the credential of Course completed: Ancient Rome' })).toHaveAttribute(
      'href',
      `/api/records/courses/3/credential`,
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Share by a link' }));
    await waitFor(() => expect(within(item).getByText(/That did not work/)).toBeInTheDocument());
    expect(within(item).getByRole('button', { name: 'Share by a link' })).toBeInTheDocument();
  });
});
