import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, ModeSwitch } from '@tiles/auth';
import { createTestStore, jsonResponse, SessionOwner, TestShell } from '@tiles/auth/testing';
import { SiteContext } from '@tiles/site';
import { TEST_SITE } from '@tiles/web-testing';
import { AuditPage } from './audit-page';
// The bar as the app has it: its code is loaded when the mode is switched on.
import { ModeBar } from './mode-bar-when-on';

afterEach(() => vi.unstubAllGlobals());

describe('modes', () => {
  const admin = {
    _id: 'a1',
    login: 'admin',
    email: null,
    role: ['admin'],
    locale: 'en-GB',
    timezone: 'Europe/Rome',
    fields: { name: 'Maria', surname: 'Montessori', gender: 'femminile' },
    colorScheme: 'system',
  };
  const site = TEST_SITE;

  /** The api as an admin's browser meets it; `refuse` makes the server turn the mode switch down. */
  const serve = (options: { refuse?: boolean } = {}) => {
    const calls: Array<{ method: string; url: string; body: string }> = [];
    let mode = 'user';
    let maintenance = false;
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = request.method === 'GET' ? '' : await request.text();
      calls.push({ method: request.method, url: request.url, body });
      if (request.url.endsWith('/api/auth/user')) return jsonResponse(200, { outcome: admin });
      if (request.url.endsWith('/api/role/admin'))
        return jsonResponse(200, { outcome: { _id: 'admin', name: 'Admin', permissions: [], modes: ['admin', 'tester'] } });
      if (request.url.endsWith('/api/auth/mode')) {
        if (request.method === 'PUT') {
          if (options.refuse) return jsonResponse(403, { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'no' });
          mode = JSON.parse(body).mode;
        }
        return jsonResponse(200, { outcome: { mode, modes: ['admin', 'tester'] } });
      }
      if (request.url.endsWith('/maintenance')) {
        maintenance = JSON.parse(body).enabled;
        return jsonResponse(200, { outcome: { ...site, maintenance } });
      }
      if (request.url.endsWith('/api/site/sites/tiles')) return jsonResponse(200, { outcome: { ...site, maintenance } });
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: request.url });
    });
    return calls;
  };

  const renderModeTools = async () => {
    const store = createTestStore();
    await store.dispatch(authApi.endpoints.getUser.initiate());
    render(
      <TestShell store={store} path="/en-GB">
        <SiteContext.Provider value={{ site, locales: [], categories: [], levels: [], badges: [], locale: 'en-GB' } as never}>
          <SessionOwner />
          <ModeSwitch />
          <ModeBar />
        </SiteContext.Provider>
      </TestShell>,
    );
    return store;
  };

  it('switches only once the server has, shows the bar, and goes back to user mode from it', async () => {
    const calls = serve();
    const store = await renderModeTools();
    const menu = await screen.findByRole('combobox', { name: 'mode.label' });
    expect(screen.queryByRole('region', { name: 'mode.bar.label' })).toBeNull();
    await userEvent.selectOptions(menu, 'admin');
    await waitFor(() => expect(store.getState().session.mode).toBe('admin'));
    expect(calls.find((call) => call.method === 'PUT' && call.url.endsWith('/api/auth/mode'))?.body).toBe('{"mode":"admin"}');
    expect(await screen.findByRole('region', { name: 'mode.bar.label' })).toHaveTextContent('mode.bar.admin');

    await userEvent.click(screen.getByRole('switch', { name: 'maintenance.toggle' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'maintenance.toggle' })).toBeChecked());
    expect(calls.find((call) => call.url.endsWith('/maintenance'))?.body).toBe('{"enabled":true}');

    await userEvent.click(screen.getByRole('button', { name: 'mode.backToUser' }));
    await waitFor(() => expect(store.getState().session.mode).toBe('user'));
    expect(screen.queryByRole('region', { name: 'mode.bar.label' })).toBeNull();
  });

  it('stays in user mode and says so when the server refuses the switch', async () => {
    serve({ refuse: true });
    const store = await renderModeTools();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'mode.label' }), 'admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('mode.switchFailed');
    expect(store.getState().session.mode).toBe('user');
    expect(screen.getByRole('combobox', { name: 'mode.label' })).toHaveValue('user');
  });
});

describe('AuditPage', () => {
  const entry = {
    id: '7',
    at: '2026-11-22T09:00:00.000Z',
    userLogin: 'admin@tiles.test',
    mode: 'admin',
    action: 'site.maintenance',
    entity: 'site',
    entityId: 'tiles',
    before: { maintenance: false },
    after: { maintenance: true },
  };

  it('lists the entries and asks the api with the filters given', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      urls.push(request.url);
      return jsonResponse(200, { outcome: [entry] });
    });
    render(
      <TestShell store={createTestStore()} path="/en-GB/admin/audit">
        <AuditPage />
      </TestShell>,
    );
    // The action and entity by name, and the change field by field.
    const card = await screen.findByRole('article', { name: 'audit.action.site.maintenance · audit.entity.site tiles' });
    const row = within(card).getByRole('row', { name: /maintenance/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['false', 'true']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'audit.filter.entity' }), 'site');
    await userEvent.type(screen.getByRole('textbox', { name: 'audit.filter.user' }), 'admin@tiles.test');
    await userEvent.click(screen.getByRole('button', { name: 'audit.filter.submit' }));
    await waitFor(() => expect(urls.at(-1)).toBe('http://tiles.test/api/admin/audit?entity=site&user=admin%40tiles.test'));
  });

  it('says the log is read in admin mode when the api answers 403', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(403, { statusCode: 403, error: 'Forbidden', code: 'forbidden', message: 'Switch to admin mode first' }),
    );
    render(
      <TestShell store={createTestStore()} path="/en-GB/admin/audit">
        <AuditPage />
      </TestShell>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('audit.needsAdminMode');
  });
});
