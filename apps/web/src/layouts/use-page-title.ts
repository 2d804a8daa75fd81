import { useEffect } from 'react';

/** `{page} · {site}` in the browser tab, so history and tabs say where the learner is. */
export const usePageTitle = (title: string, siteName: string) => {
  useEffect(() => {
    document.title = title === siteName ? siteName : `${title} · ${siteName}`;
  }, [title, siteName]);
};
