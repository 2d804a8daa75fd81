import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen content starts to load, so it is there by the time it scrolls in. */
const AHEAD = '600px';

/**
 * Whether the element has come near the screen (within `ahead`), once and for good: content below the fold (the
 * charts and their chunk) costs a phone nothing until the learner scrolls towards it. Without
 * IntersectionObserver (tests), everything is near.
 */
export const useNearScreen = <T extends Element>(ahead = AHEAD) => {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${ahead} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ahead]);
  return { ref, near };
};

/** Renders `children` once this place comes near the screen (and keeps them), `placeholder` until then. */
export const NearScreen = ({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) => {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return <div ref={ref}>{near ? children : placeholder}</div>;
};
