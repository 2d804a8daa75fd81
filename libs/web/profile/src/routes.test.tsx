import { describe, expect, it } from 'vitest';
import { statsRoutes } from '@tiles/stats';
import { profileRoute } from './routes';

describe('profileRoute', () => {
  it('is signed-in only and composes every tab from the lib that owns it', () => {
    expect(profileRoute.handle).toMatchObject({ middleware: ['auth'] });
    expect(profileRoute.children?.map((child) => child.path ?? 'index')).toEqual(['index', 'user-courses', 'user-archive', 'user-progress', 'user-data']);
  });

  it("keeps the stats route's server prefetch on the progress page, and loads the composed page", async () => {
    const progress = profileRoute.children!.find((child) => child.path === 'user-progress')!;
    expect(progress.handle).toBe(statsRoutes.progress.handle);
    const loaded = await (progress.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBeTypeOf('function');
  });
});
