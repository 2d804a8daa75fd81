import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NavigationGuard, useFocusMainHeadingOnNavigation } from './navigation-guard';

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const setup = (path: string, { isAuthenticated = true, serverRedirect = null as { location: string } | null } = {}) => {
  const onNotFound = vi.fn();
  const assignLocation = vi.fn();
  const table: RouteObject[] = [
    { path: '/:locale', children: [{ index: true }, { path: 'profile', handle: { middleware: ['auth'] } }, { path: '*' }] },
    { path: '*', handle: { notFound: true } },
  ];
  const routes: RouteObject[] = [
    {
      element: (
        <NavigationGuard
          routes={table}
          currentLocale="en-GB"
          supportedLocales={['it-IT', 'en-GB']}
          isAuthenticated={isAuthenticated}
          serverRedirect={serverRedirect}
          onNotFound={onNotFound}
          assignLocation={assignLocation}
        >
          <Where />
          <Outlet />
        </NavigationGuard>
      ),
      children: [{ path: '*' }],
    },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  return { onNotFound, assignLocation };
};

describe('NavigationGuard', () => {
  it('renders an allowed path', () => {
    setup('/it-IT/about');
    expect(screen.getByTestId('where')).toHaveTextContent('/it-IT/about');
  });

  it('follows redirects until the page renders', async () => {
    setup('/about');
    expect(await screen.findByTestId('where')).toHaveTextContent('/en-GB/about');
  });

  it('sends an anonymous visitor of profile home', async () => {
    setup('/it-IT/profile', { isAuthenticated: false });
    // Home in the language of the link opened (the page offers sign-in, then returns there).
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/it-IT$/);
  });

  it('reports a 404 once and renders nothing of the page', () => {
    const { onNotFound } = setup('/fr-FR/x');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(onNotFound).toHaveBeenCalledTimes(1);
    expect(onNotFound).toHaveBeenCalledWith({
      statusCode: 404,
      message: 'Page not found: /fr-FR/x',
      code: 'page-not-found',
      path: '/fr-FR/x',
    });
  });

  it('leaves the app with a full page load for an external redirect', () => {
    const { assignLocation } = setup('/it-IT/partner', { serverRedirect: { location: 'https://partner.example/' } });
    expect(assignLocation).toHaveBeenCalledWith('https://partner.example/');
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});

describe('useFocusMainHeadingOnNavigation', () => {
  /** The app's layout as far as focus goes: the hook, and a control to move the focus elsewhere. */
  const Layout = () => {
    useFocusMainHeadingOnNavigation('main');
    return (
      <main id="main">
        <button type="button">Elsewhere</button>
        <Outlet />
      </main>
    );
  };

  it('focuses the heading of a page that appears after the transition', async () => {
    const SlowPage = () => {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 300);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <h1>Loaded</h1> : <p>loading</p>;
    };
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/a', element: <h1>A</h1> },
            { path: '/b', element: <SlowPage /> },
          ],
        },
      ],
      { initialEntries: ['/a'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'A' })).not.toHaveFocus();
    await act(() => router.navigate('/b'));
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Loaded' })).toHaveFocus());
  });

  it('hands focus on to a heading drawn again after the first one got it, but not once the reader moved on', async () => {
    // A page drawn twice: first with an old heading, then (as after a language switch) with a new one.
    const Redrawn = ({ after }: { after: number }) => {
      const [version, setVersion] = useState(1);
      useEffect(() => {
        const timer = setTimeout(() => setVersion(2), after);
        return () => clearTimeout(timer);
      }, [after]);
      return <h1 key={version}>{`Version ${version}`}</h1>;
    };
    // Paths of its own: the hook remembers the last path it focused across layouts, so across this file's tests too.
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/d', element: <h1>D</h1> },
            { path: '/e', element: <Redrawn key="e" after={300} /> },
            { path: '/f', element: <Redrawn key="f" after={600} /> },
          ],
        },
      ],
      { initialEntries: ['/d'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/e'));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Version 1' })).toHaveFocus());
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Version 2' })).toHaveFocus());

    await act(() => router.navigate('/f'));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Version 1' })).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await screen.findByRole('heading', { name: 'Version 2' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
