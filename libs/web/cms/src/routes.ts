import type { RouteObject } from 'react-router';
import type { GuardHandle } from '@tiles/route-guard';

const page = (name: 'TextsRoute' | 'DraftsRoute' | 'ComposeRoute' | 'GameRoute' | 'PagesRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});
const signedIn: GuardHandle = { middleware: ['auth'] };

/** Admin mode's pages: signed-in only; the api answers them in admin mode only, and the pages say so otherwise. */
export const cmsRoutes = {
  texts: { path: 'admin/texts', handle: signedIn, lazy: page('TextsRoute') },
  drafts: { path: 'admin/drafts', handle: signedIn, lazy: page('DraftsRoute') },
  notifications: { path: 'admin/notifications', handle: signedIn, lazy: page('ComposeRoute') },
  game: { path: 'admin/game', handle: signedIn, lazy: page('GameRoute') },
  pages: { path: 'admin/pages', handle: signedIn, lazy: page('PagesRoute') },
} satisfies Record<string, RouteObject>;
