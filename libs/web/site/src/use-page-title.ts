import { useEffect } from 'react';
import { useSiteContext } from './site-context';

/** `{page} · {site}` in the browser tab, so history and tabs say where the learner is. */
export const usePageTitle = (title: string, siteName: string) => {
  useEffect(() => {
    document.title = title === siteName ? siteName : `${title} · ${siteName}`;
  }, [title, siteName]);
};

/** The page's title beside the site's name, for pages below the app root. */
export const useSitePageTitle = (title: string) => usePageTitle(title, useSiteContext().site.niceName);
