import { describe, expect, it } from 'vitest';
import type { GuardHandle } from '@tiles/routing';
import { profileRoute } from './routes';

describe('profileRoute', () => {
  it('is signed-in only and composes every tab from the lib that owns it', () => {
    expect(profileRoute.handle).toMatchObject({ middleware: ['auth'] });
    expect(profileRoute.children?.map((child) => child.path ?? 'index')).toEqual([
      'index',
      'user-courses',
      'user-archive',
      'user-progress',
      'user-review',
      'user-data',
      'user-offline',
      'user-settings',
      'user-groups',
    ]);
  });

  it('has the server ask for the statistics, the game, the review summary and the effort record with the progress page, and loads the composed page', async () => {
    const progress = profileRoute.children!.find((child) => child.path === 'user-progress')!;
    const requests = await (progress.handle as GuardHandle).prefetch!({
      params: {},
      searchParams: new URLSearchParams(),
      locale: 'it-IT',
      pathname: '/it-IT/profile/user-progress',
      signedIn: true,
    });
    expect(requests.map((request: { endpointName: string }) => request.endpointName)).toEqual([
      'getStats',
      'getProgress',
      'getStreak',
      'getLedger',
      'getPendingSessionXp',
      'getReview',
      'getEffortRecord',
    ]);
    expect(requests.every((request: { arg: unknown }) => JSON.stringify(request.arg) === '{"locale":"it-IT"}')).toBe(true);
    const loaded = await (progress.lazy as () => Promise<{ Component: unknown }>)();
    expect(loaded.Component).toBeTypeOf('function');
  });
});
