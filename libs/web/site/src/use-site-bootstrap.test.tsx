import { configureStore } from '@reduxjs/toolkit';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApiClient } from '@tiles/api-client';
import { useSiteBootstrap } from './use-site-bootstrap';

const site = {
  _id: 'tiles',
  niceName: 'Tiles Learn',
  logo: 'l.svg',
  defaultLocale: 'it-IT',
  supportedLocale: ['it-IT', 'en-GB'],
  maintenance: false,
  signUp: 'open',
};
const answers: Record<string, unknown> = {
  '/api/site/sites/tiles': { outcome: site },
  '/api/i18n/locales': {
    outcome: [
      { code: 'it-IT', country: { code: 'IT' } },
      { code: 'en-GB', country: { code: 'GB' } },
    ],
  },
  '/api/i18n/boilerplate/': { outcome: [{ key: 'nav.home', translations: { 'it-IT': 'Home' } }] },
  '/api/content/tag': { outcome: [{ _id: 'c1', slug: 'storia', name: 'Storia' }] },
  '/api/lms/game/level': {
    outcome: [
      { level: 1, experience: 0, name: 'Livello 1' },
      { level: 2, experience: 60, name: 'Livello 2' },
    ],
  },
  '/api/lms/game/badge': {
    outcome: [
      {
        _id: 'streak',
        measure: 'streak',
        tiers: [3, 7],
        name: 'Costanza',
        description: 'Giorni di fila.',
        image: '/badges/streak.svg',
        hidden: false,
      },
    ],
  },
};

/** Each request waits until the test releases it, so the order of calls can be observed. */
let pending: { path: string; release: () => void }[] = [];
const requested = () => pending.map((request) => request.path);
const release = async (path: string) => {
  const request = pending.find((candidate) => candidate.path === path);
  if (!request) throw new Error(`${path} was not requested; requested: ${requested().join(', ')}`);
  await act(async () => request.release());
};

beforeEach(() => {
  pending = [];
  configureApiClient({ baseUrl: 'http://tiles.test/', requestContext: () => ({ siteId: 'tiles', localeCode: 'it-IT' }) });
  vi.stubGlobal('fetch', (input: Request) => {
    const url = new URL(input.url);
    return new Promise<Response>((resolve) => {
      pending.push({
        path: url.pathname,
        release: () =>
          resolve(
            url.pathname === '/api/site/sites/missing'
              ? new Response(
                  JSON.stringify({ statusCode: 404, error: 'Not Found', message: "Site not found: no site with id 'missing'" }),
                  { status: 404, headers: { 'content-type': 'application/json' } },
                )
              : new Response(JSON.stringify(answers[url.pathname]), { status: 200, headers: { 'content-type': 'application/json' } }),
          ),
      });
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderBootstrap = (siteId: string) => {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useSiteBootstrap(siteId, 'it-IT'), { wrapper });
};

describe('useSiteBootstrap', () => {
  it('loads the site, then locales and boilerplate together, then badges, levels and categories together', async () => {
    const { result } = renderBootstrap('tiles');
    await waitFor(() => expect(requested()).toEqual(['/api/site/sites/tiles']));
    expect(result.current.status).toBe('loading');

    await release('/api/site/sites/tiles');
    await waitFor(() => expect(requested()).toHaveLength(3));
    expect(requested().slice(1).sort()).toEqual(['/api/i18n/boilerplate/', '/api/i18n/locales']);

    await release('/api/i18n/locales');
    expect(requested()).not.toContain('/api/content/tag');
    await release('/api/i18n/boilerplate/');
    await waitFor(() => expect(requested()).toHaveLength(6));
    expect(requested().slice(3).sort()).toEqual(['/api/content/tag', '/api/lms/game/badge', '/api/lms/game/level']);
    expect(result.current.status).toBe('loading');

    await release('/api/content/tag');
    await release('/api/lms/game/level');
    expect(result.current.status).toBe('loading');
    await release('/api/lms/game/badge');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toMatchObject({
      status: 'ready',
      site,
      categories: [{ slug: 'storia' }],
      levels: [{ level: 1 }, { level: 2 }],
      badges: [{ _id: 'streak' }],
    });
  });

  it('reports a missing site with the message naming it, and loads nothing else', async () => {
    const { result } = renderBootstrap('missing');
    await waitFor(() => expect(requested()).toEqual(['/api/site/sites/missing']));
    await release('/api/site/sites/missing');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({
      error: {
        statusCode: 404,
        code: 'site-not-found',
        message: 'Site not found: missing',
        siteId: 'missing',
        response: { statusCode: 404, message: "Site not found: no site with id 'missing'" },
      },
    });
    expect(requested()).toEqual(['/api/site/sites/missing']);
  });
});
