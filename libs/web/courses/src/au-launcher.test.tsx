import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import { AuLauncher } from './au-launcher';

const address = { course: 9, module: 1, session: 2 };
const LAUNCH = '/api/lms/courses/9/modules/1/sessions/2/cmi5-launch';
const AU_URL = 'https://learn.example.org/cmi5/content/p1/lava/index.html?endpoint=x&fetch=y';
/** The registration and cmi5 session a launch answers with. */
const SESSION = { registration: '6f1c2fc0-0000-4000-8000-000000000001', sessionId: '6f1c2fc0-0000-4000-8000-000000000002' };

const renderLauncher = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/course/session/9/1/2">
      <AuLauncher address={address} title="Lava" />
    </TestShell>,
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the AU launcher', () => {
  it('launches the AU on request, in a sandboxed frame named after the session', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return jsonResponse(200, { outcome: { url: AU_URL, launchMethod: 'AnyWindow', launchMode: 'Normal', ...SESSION } });
    });
    renderLauncher();
    expect(screen.queryByTitle('session.au.frameTitle')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'session.au.launch' }));
    const frame = await screen.findByTitle('session.au.frameTitle');
    expect(frame).toHaveAttribute('src', AU_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups allow-downloads');
    expect(calls.filter((call) => call.endsWith('cmi5-launch'))).toEqual([`POST ${LAUNCH}`]);
  });

  it('opens an OwnWindow AU in a window of its own and says so', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    vi.stubGlobal('fetch', async () =>
      jsonResponse(200, { outcome: { url: AU_URL, launchMethod: 'OwnWindow', launchMode: 'Normal', ...SESSION } }),
    );
    renderLauncher();
    await userEvent.click(screen.getByRole('button', { name: 'session.au.launch' }));
    expect(await screen.findByText('session.au.ownWindow')).toHaveAttribute('role', 'status');
    expect(open).toHaveBeenCalledWith(AU_URL, '_blank', 'noopener');
    expect(screen.getByRole('button', { name: 'session.au.relaunch' })).toBeEnabled();
  });

  it('says beside the button why a launch failed, and tries again', async () => {
    let answers = 0;
    vi.stubGlobal('fetch', async () =>
      ++answers === 1
        ? jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'This session is not a cmi5 AU' })
        : jsonResponse(200, { outcome: { url: AU_URL, launchMethod: 'AnyWindow', launchMode: 'Review', ...SESSION } }),
    );
    renderLauncher();
    await userEvent.click(screen.getByRole('button', { name: 'session.au.launch' }));
    expect(await screen.findByText(/session.au.launchFailed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'common.retry' }));
    expect(await screen.findByTitle('session.au.frameTitle')).toHaveAttribute('src', AU_URL);
  });
});
