import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A part of the interface whose code loads on its own: render it as a component, or `load` it ahead of time. */
export type LoadablePart<Props extends object> = ((props: Props) => ReactNode) & {
  /** Loads the part's code once (a failed load is tried again the next time); what the first render awaits. */
  load: () => Promise<ComponentType<Props>>;
};

/**
 * A part that a page's first load does not need (the staff's mode bar, the bell's list until it is opened): its code
 * is a chunk of its own. Where it was loaded before the first render (the server, and the browser before it takes the
 * server's HTML over) it renders at once, so the HTML is taken over as it is; elsewhere it renders nothing until its
 * code is here. A load that fails goes to the app's error handling, as a page's code does.
 */
export const loadablePart = <Props extends object>(load: () => Promise<ComponentType<Props>>, name: string): LoadablePart<Props> => {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  const Part = (props: Props) => {
    const [, setLoaded] = useState(loaded !== undefined);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (loaded) return;
      let current = true;
      loadOnce().then(
        () => current && setLoaded(true),
        (error: unknown) => current && setFailure({ error }),
      );
      return () => {
        current = false;
      };
    }, []);
    if (failure) throw failure.error;
    if (!loaded) return null;
    const Loaded = loaded;
    return <Loaded {...props} />;
  };
  Part.displayName = name;
  return Object.assign(Part, { load: loadOnce });
};
