import { Suspense, use, useId, type ReactNode } from 'react';

/** How far below the screen a part starts to hydrate, so it is live by the time it scrolls in. */
const AHEAD = '300px';
/** A part nobody scrolls to still hydrates once the browser is idle, at the latest after this long. */
const IDLE_TIMEOUT_MS = 3_000;

/** Without idle callbacks (Safari): soon after the rest of the page, in a task of its own. */
const NO_IDLE_CALLBACK_DELAY_MS = 200;

// React reads `status` on a promise it was given before: a settled gate is used without suspending again.
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined; openNow: () => void };

const gates = new Map<string, Gate>();

const markerSelector = (id: string) => `[data-hydrate-when-near="${CSS.escape(id)}"]`;

/** Opens when the part nears the screen, is touched or focused, or when the browser is idle: whichever comes first. */
const openGate = (id: string): Gate => {
  let open = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    open = () => {
      // Settled before React reads it again: `use` then returns without suspending once more.
      Object.assign(gate, { status: 'fulfilled', value: undefined });
      resolve();
    };
  }) as Gate;
  const element = document.querySelector(markerSelector(id));
  const cleanups: Array<() => void> = [];
  const openOnce = () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    open();
  };
  if (element && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && openOnce(), {
      rootMargin: `${AHEAD} 0px`,
    });
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
    for (const type of ['pointerdown', 'focusin'] as const) {
      element.addEventListener(type, openOnce, { once: true, capture: true });
      cleanups.push(() => element.removeEventListener(type, openOnce, { capture: true }));
    }
  }
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(openOnce, { timeout: IDLE_TIMEOUT_MS });
    cleanups.push(() => cancelIdleCallback(handle));
  } else {
    const handle = setTimeout(openOnce, NO_IDLE_CALLBACK_DELAY_MS);
    cleanups.push(() => clearTimeout(handle));
  }
  gate.openNow = openOnce;
  return gate;
};

/**
 * Only a part the server rendered waits: its marker, with the id the server gave it, is in the document before
 * React renders it. A part the browser renders itself has an id of the browser's, not in the document yet.
 */
const serverRendered = (id: string) => typeof document !== 'undefined' && document.querySelector(markerSelector(id)) !== null;

/**
 * The first time React reaches a server-rendered part, it waits at the gate. Reached again before the gate opened,
 * something changed what the part shows (an answer came, the learner's state moved): it is taken over now, since
 * React would otherwise drop the server's HTML and show nothing until the gate opens.
 */
const Wait = ({ id, children }: { id: string; children: ReactNode }) => {
  const waiting = gates.get(id);
  if (waiting) {
    if (waiting.status !== 'fulfilled') waiting.openNow();
    // Settled now: `use` returns at once (React wants the same hooks as the render that suspended).
    use(waiting as Promise<void>);
    return children;
  }
  if (serverRendered(id)) {
    const gate = openGate(id);
    gates.set(id, gate);
    if (gate.status !== 'fulfilled') use(gate as Promise<void>);
  }
  return children;
};

/**
 * A part of a server-rendered page that React takes over later, on its own: when it nears the screen, when the
 * learner touches it, or when the browser is idle. Meanwhile the server's HTML stays as it is, so hydration is
 * several short tasks instead of one long one. On the server and on pages the browser renders itself it renders
 * at once. For parts whose content stays as the server rendered it (the footer, a form): a part whose answers may
 * change right after the page arrives would be taken over by then with other content, and rendered afresh.
 */
export const HydrateWhenNear = ({ children }: { children: ReactNode }) => {
  const id = useId();
  return (
    <div data-hydrate-when-near={id}>
      <Suspense fallback={null}>
        <Wait id={id}>{children}</Wait>
      </Suspense>
    </div>
  );
};
