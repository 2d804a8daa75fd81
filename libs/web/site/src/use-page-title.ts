import { createContext, useContext, useEffect } from 'react';
import { useSiteContext } from './site-context';

/**
 * Where the server's render leaves the page's title for the first screen's `<title>` (effects do not run there).
 * Absent in the browser, where the effect sets `document.title`.
 */
export const PageTitleSink = createContext<{ title?: string } | null>(null);

/** `{page} · {site}` in the browser tab, so history and tabs say where the learner is. */
export const usePageTitle = (title: string, siteName: string) => {
  const composed = title === siteName ? siteName : `${title} · ${siteName}`;
  const sink = useContext(PageTitleSink);
  // The server renders once and synchronously: the last page component to name a title names the document.
  if (sink) sink.title = composed;
  useEffect(() => {
    document.title = composed;
  }, [composed]);
};

/** The page's title beside the site's name, for pages below the app root. */
export const useSitePageTitle = (title: string) => usePageTitle(title, useSiteContext().site.niceName);
