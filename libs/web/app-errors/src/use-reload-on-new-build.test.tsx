import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useReloadOnNewBuild } from './use-reload-on-new-build';

const setup = (newBuildAvailable: boolean) => {
  const reload = vi.fn();
  const Page = () => {
    useReloadOnNewBuild(newBuildAvailable, reload);
    return null;
  };
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/it-IT'] });
  render(<RouterProvider router={router} />);
  return { reload, router };
};

describe('useReloadOnNewBuild', () => {
  it('reloads at the next navigation once a new build is out, not before', async () => {
    const { reload, router } = setup(true);
    expect(reload).not.toHaveBeenCalled();
    await act(() => router.navigate('/it-IT/catalogo-corsi'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads while the build is current', async () => {
    const { reload, router } = setup(false);
    await act(() => router.navigate('/it-IT/catalogo-corsi'));
    expect(reload).not.toHaveBeenCalled();
  });
});
