import { webRoute } from '@tiles/routing';

const page = (name: 'TextsRoute' | 'DraftsRoute' | 'ComposeRoute' | 'GameRoute' | 'PagesRoute') => async () => ({
  Component: (await import('./route-pages'))[name],
});

/** Admin mode's pages: signed-in only; the api answers them in admin mode only, and the pages say so otherwise. */
export const cmsRoutes = {
  texts: webRoute('adminTexts', { lazy: page('TextsRoute') }),
  drafts: webRoute('adminDrafts', { lazy: page('DraftsRoute') }),
  notifications: webRoute('adminNotifications', { lazy: page('ComposeRoute') }),
  game: webRoute('adminGame', { lazy: page('GameRoute') }),
  pages: webRoute('adminPages', { lazy: page('PagesRoute') }),
};
