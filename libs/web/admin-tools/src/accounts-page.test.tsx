import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonResponse, TestShell } from '@tiles/auth/testing';
import { SiteContext } from '@tiles/site';
import { TEST_SITE } from '@tiles/web-testing';
import { AccountsPage } from './accounts-page';

afterEach(() => vi.unstubAllGlobals());

const account = (id: string, email: string, extra: object = {}) => ({
  id,
  login: email,
  email,
  name: 'Marie',
  surname: '—',
  role: 'learner',
  verified: true,
  disabled: false,
  createdAt: '2026-11-20T10:00:00Z',
  lastSeenAt: null,
  ...extra,
});

const renderPage = () =>
  render(
    <TestShell store={createTestStore()} path="/en-GB/admin/accounts">
      <SiteContext.Provider value={{ site: TEST_SITE, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB' } as never}>
        <AccountsPage />
      </SiteContext.Provider>
    </TestShell>,
  );

describe('AccountsPage', () => {
  it('invites from a CSV and lists the rows that were not invited, by line', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.url.includes('/api/admin/invitations')) {
        posted.push(JSON.parse(await request.text()));
        return jsonResponse(200, {
          outcome: {
            invited: 1,
            problems: [{ line: 3, email: 'nope', reason: 'notEmail', params: {}, message: 'is not an email address' }],
          },
        });
      }
      return jsonResponse(200, { outcome: { accounts: [], total: 0 } });
    });
    renderPage();
    await userEvent.type(screen.getByLabelText('adminAccounts.invite.csv'), 'email,name{enter}marie@example.org,Marie{enter}nope,Nobody');
    await userEvent.click(screen.getByRole('button', { name: 'adminAccounts.invite.many' }));
    expect(await screen.findByText('adminAccounts.invite.problem', { exact: false })).toBeInTheDocument();
    expect(posted).toEqual([{ csv: 'email,name\nmarie@example.org,Marie\nnope,Nobody' }]);
  });

  it('disables an account from the list and says so', async () => {
    const calls: Array<{ method: string; url: string; body: string }> = [];
    let disabled = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url: new URL(request.url).pathname, body });
      if (request.method === 'PUT' && request.url.includes('/disabled')) {
        disabled = JSON.parse(body).disabled;
        return jsonResponse(200, { outcome: account('u1', 'marie@example.org', { disabled }) });
      }
      return jsonResponse(200, { outcome: { accounts: [account('u1', 'marie@example.org', { disabled })], total: 1 } });
    });
    renderPage();
    const row = (await screen.findByText('marie@example.org')).closest('tr')!;
    await userEvent.click(within(row).getByText('adminAccounts.disable'));
    await waitFor(() => expect(screen.getByText('adminAccounts.disabled')).toHaveFocus());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/admin/accounts/u1/disabled',
      body: '{"disabled":true}',
    });
    await waitFor(() =>
      expect(within(screen.getByText('marie@example.org').closest('tr')!).getByText('adminAccounts.state.disabled')).toBeInTheDocument(),
    );
  });
});

describe('the LRS clients section', () => {
  it('makes a client and shows its secret once, names a missing scope, and revokes a client', async () => {
    const calls: Array<{ method: string; url: string; body: string }> = [];
    let clients = [
      {
        id: 'c1',
        name: 'Storyline',
        key: 'lrs-abc',
        scopes: ['write'],
        createdAt: '2026-11-20T10:00:00Z',
        revokedAt: null as string | null,
      },
    ];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url).pathname;
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url, body });
      if (url === '/api/admin/lrs-clients' && request.method === 'POST') {
        const made = {
          id: 'c2',
          name: 'Captivate',
          key: 'lrs-def',
          scopes: JSON.parse(body).scopes,
          createdAt: '2026-11-28T10:00:00Z',
          revokedAt: null,
        };
        clients = [...clients, made];
        return jsonResponse(201, { outcome: { ...made, secret: 'the-secret-shown-once' } });
      }
      if (url === '/api/admin/lrs-clients/c1' && request.method === 'DELETE') {
        clients = clients.map((client) => (client.id === 'c1' ? { ...client, revokedAt: '2026-11-28T11:00:00Z' } : client));
        return new Response(null, { status: 204 });
      }
      if (url === '/api/admin/lrs-clients') return jsonResponse(200, { outcome: { clients, endpoint: 'https://learn.example.org/xapi/' } });
      return jsonResponse(200, { outcome: { accounts: [], total: 0 } });
    });
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'adminLrs.title' })).closest('section')!;
    expect(await within(section).findByText('Storyline')).toBeInTheDocument();

    await userEvent.type(within(section).getByLabelText('adminLrs.name'), 'Captivate');
    for (const box of within(section).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(within(section).getByRole('button', { name: 'adminLrs.create' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('adminLrs.scopesRequired');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(within(section).getByLabelText('adminLrs.scope.write'));
    await userEvent.click(within(section).getByRole('button', { name: 'adminLrs.create' }));
    expect(await within(section).findByText('the-secret-shown-once')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toBe('{"name":"Captivate","scopes":["write"]}');

    await userEvent.click(within(within(section).getByText('Storyline').closest('tr')!).getByRole('button', { name: 'adminLrs.revoke' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/admin/lrs-clients/c1')).toBe(true));
    expect(await within(section).findByText('adminLrs.state.revoked', { exact: false })).toBeInTheDocument();
  });
});
